import { count, jokersLine, mistakesLine, SQUARES, summaryLines } from '../core/share-summary.ts';
import type { AnagramState } from './anagram-rules.ts';
import type { RowsState } from './rows-rules.ts';

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

/** Motamo's, Prefixo's and Synonymo's share summary: a square per word in the board's order, mistakes, letters revealed. */
export const rowsSummary = (state: RowsState): string =>
  summaryLines(
    state.rows.map((row, i) => wordSquare(state.found.includes(i), row.misses)).join(''),
    mistakesLine(state.mistakes),
    jokersLine(state.jokers, 'lettre révélée', 'lettres révélées'),
  );
