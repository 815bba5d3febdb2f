import { count, jokersLine, mistakesLine, SQUARES, summaryLines } from '../core/share-summary.ts';
import type { AnagramState } from './anagram-rules.ts';
import { type LetterMark, letterMarks } from './letter-marks.ts';
import type { RowsState, WordRow } from './rows-rules.ts';

/** A word's square: green at the first try, yellow after a wrong one, black when not found. */
const wordSquare = (found: boolean, misses: number): string => (found ? (misses === 0 ? SQUARES.right : SQUARES.close) : SQUARES.none);

/** Anagrammo's share summary: a red square per wrong try, then the green one; the letters revealed. */
export const anagrammoSummary = (state: AnagramState): string =>
  summaryLines(
    `${SQUARES.wrong.repeat(state.mistakes)}${state.found.length > 0 ? SQUARES.right : ''} ${count(state.mistakes + state.found.length, 'essai', 'essais')}`,
    jokersLine(state.jokers, 'lettre révélée', 'lettres révélées'),
  );

/** Melimelo's share summary: a square per word, the mistakes and the letters revealed. */
export const melimeloSummary = (state: AnagramState): string =>
  summaryLines(
    state.words.map((_, i) => wordSquare(i < state.found.length, state.misses[i] ?? 0)).join(''),
    mistakesLine(state.mistakes),
    jokersLine(state.jokers, 'lettre révélée', 'lettres révélées'),
  );

const MARK_SQUARES: Record<LetterMark, string> = { right: SQUARES.right, elsewhere: SQUARES.close, absent: SQUARES.none };
/** Wrong tries a word's line shows at most (the last ones): a share stays a few lines long. */
const TRIES_SHOWN = 2;

/**
 * A word's line, like Wordle's rows: each wrong try's squares (🟩 right place, 🟨 elsewhere, ⬛ absent), the
 * last two after « … » when there were more, then ✅ once found (⬛ when not).
 */
function wordLine(row: WordRow, found: boolean): string {
  const tries = row.tries.slice(-TRIES_SHOWN).map((tried) =>
    letterMarks(row.answer, tried)
      .map((mark) => MARK_SQUARES[mark])
      .join(''),
  );
  if (row.tries.length > TRIES_SHOWN) tries.unshift('…');
  return [...tries, found ? '✅' : SQUARES.none].join(' ');
}

/** Motamo's, Prefixo's and Synonymo's share summary: a line per word in the board's order, mistakes, letters revealed. */
export const rowsSummary = (state: RowsState): string =>
  summaryLines(
    ...state.rows.map((row, i) => wordLine(row, state.found.includes(i))),
    mistakesLine(state.mistakes),
    jokersLine(state.jokers, 'lettre révélée', 'lettres révélées'),
  );
