/**
 * Play rules of Proximo (document 2 §3, §4, §5) as pure functions over plain data. The browser holds only
 * the day (`ProximoDay`): the server answers each guess from the ranked list, and the browser applies the
 * answered guess as given. The server's replay holds the whole record and checks every answer.
 */
import { type Invalid, invalid, type WordKnowledge } from '../core/game-module.ts';
import type { IsoDate } from '../core/dates.ts';
import { PROXIMO_LIST_SIZE, type ProximoRecord } from '../words/records.ts';
import { answerMatchesList, lookupOf, type ProximoLookup, verdictOf } from './lookup.ts';
import { PROXIMO_MAX_GUESS, spellingOf } from './normalise.ts';

/** What a browser receives of a day: the day itself, nothing of its list. */
export interface ProximoDay {
  id: string;
  date_to_play: IsoDate;
}

/** The public day (browser) or the whole record (server). */
export type ProximoPuzzle = ProximoDay | ProximoRecord;

export type ProximoStatus = 'found' | 'ranked' | 'not_ranked';

/** One entry of the attempt history; `rank` (1-based) only for a ranked word. */
export interface ProximoGuess {
  word: string;
  status: ProximoStatus;
  rank: number | null;
}

/** An answered guess: the form the browser applies and logs, and the server replays. */
export type ProximoAnsweredGuess =
  | { type: 'guess'; word: string; status: 'found' }
  | { type: 'guess'; word: string; status: 'ranked'; rank: number }
  | { type: 'guess'; word: string; status: 'not_ranked' };

/**
 * The server's answer to a word its dictionary does not know (« hsitoire », « xyzzyq »): not a move, the
 * rules refuse it, so it costs no attempt and never reaches a log (like Cémantix, docs/decisions.md).
 */
export interface ProximoUnknownWord {
  type: 'guess';
  word: string;
  status: 'unknown';
}

export type ProximoMove =
  /** A typed guess, before the server answers it. */
  | { type: 'guess'; word: string }
  | ProximoAnsweredGuess
  | ProximoUnknownWord
  /** Debug « Résoudre »: answered with the target, only under a provider with debug_resolve. */
  | { type: 'resolve' }
  /** The day's nearest words, answered only to a player whose won score of the day is stored. */
  | { type: 'nearest' }
  | { type: 'nearest'; words: string[] };

export interface ProximoState {
  date: IsoDate;
  /** In the order played. */
  history: ProximoGuess[];
  attempts: number;
  /** Best (lowest) rank of a ranked guess; null before any. */
  bestRank: number | null;
  won: boolean;
  /** The day's list, on the server only: every answer is checked against it. Null in a browser. */
  lookup: ProximoLookup | null;
}

/** How many nearest words a winner may reveal. */
export const PROXIMO_NEAREST = 100;
/** The longest word an answer may carry: a list word can be longer than what a player types. */
export const PROXIMO_MAX_WORD = 40;

export const isWholeRecord = (puzzle: ProximoPuzzle): puzzle is ProximoRecord => 'words' in puzzle && Array.isArray(puzzle.words);

export function initState(puzzle: ProximoPuzzle): ProximoState {
  return {
    date: puzzle.date_to_play,
    history: [],
    attempts: 0,
    bestRank: null,
    won: false,
    lookup: isWholeRecord(puzzle) ? lookupOf(puzzle) : null,
  };
}

/** What the player's input keeps while typing: lower case, no surrounding spaces, 20 characters at most. */
export function typedGuess(text: string): string {
  return text.toLowerCase().trim().slice(0, PROXIMO_MAX_GUESS);
}

/** The answered form of a typed guess, from the day's list and the server's dictionary (server side). */
export function answerGuess(lookup: ProximoLookup, typed: string, words?: WordKnowledge): ProximoAnsweredGuess | ProximoUnknownWord {
  const verdict = verdictOf(lookup, typed, words);
  if (verdict.status === 'found') return { type: 'guess', word: verdict.word, status: 'found' };
  if (verdict.status === 'ranked') return { type: 'guess', word: verdict.word, status: 'ranked', rank: verdict.rank };
  if (verdict.status === 'unknown') return { type: 'guess', word: typed.trim().toLowerCase(), status: 'unknown' };
  // The lemma a form counts as, so that « chevaux » then « cheval » is one guess, not two.
  return { type: 'guess', word: verdict.word ?? typed.trim().toLowerCase(), status: 'not_ranked' };
}

/** What the board says of an unknown word (the rules refuse it: it is not an attempt). */
export const unknownWordMessage = (word: string): string => `Je ne connais pas le mot « ${word} » : essai non compté.`;

/**
 * The history's guesses by spelling (accents kept: « côte » and « côté » are two guesses), kept beside each history array. A replay appends one guess a
 * move, so the index of the previous array moves on to the new one: one normalisation a guess and one
 * look-up a move, where searching the history normalised it all again on every move (issue 22: 5,000
 * guesses took 3.8 s). An array reached otherwise (an older state played again) gets its own, built once.
 */
const historyIndexes = new WeakMap<readonly ProximoGuess[], Map<string, ProximoGuess>>();

function historyIndex(history: readonly ProximoGuess[]): Map<string, ProximoGuess> {
  let index = historyIndexes.get(history);
  if (!index) {
    index = new Map();
    for (const guess of history) {
      const key = spellingOf(guess.word);
      if (!index.has(key)) index.set(key, guess);
    }
    historyIndexes.set(history, index);
  }
  return index;
}

function withGuess(history: readonly ProximoGuess[], guess: ProximoGuess, key: string): ProximoGuess[] {
  const index = historyIndex(history);
  historyIndexes.delete(history);
  const next = [...history, guess];
  if (!index.has(key)) index.set(key, guess);
  historyIndexes.set(next, index);
  return next;
}

/** Whether the history already holds this word as spelt, case aside (asked before bothering the server). */
export function alreadyGuessed(state: ProximoState, typed: string): ProximoGuess | undefined {
  return historyIndex(state.history).get(spellingOf(typed));
}

export const isAnswered = (move: ProximoMove): move is ProximoAnsweredGuess => move.type === 'guess' && 'status' in move && move.status !== 'unknown';

export const isUnknownWord = (move: ProximoMove): move is ProximoUnknownWord => move.type === 'guess' && 'status' in move && move.status === 'unknown';

export function applyMove(state: ProximoState, move: ProximoMove): ProximoState | Invalid {
  if (state.won) return invalid('La partie est terminée.');
  if (isUnknownWord(move)) return invalid(unknownWordMessage(move.word));
  if (move.type === 'resolve' || move.type === 'nearest' || !isAnswered(move)) {
    return invalid('Ce coup attend la réponse du serveur.');
  }
  const key = spellingOf(move.word);
  if (key === '') return invalid('Entrez un mot.');
  if (historyIndex(state.history).has(key)) return invalid(`Vous avez déjà proposé « ${move.word} ».`);
  if (move.status === 'ranked' && !(Number.isInteger(move.rank) && move.rank >= 1 && move.rank <= PROXIMO_LIST_SIZE)) {
    return invalid(`Le rang doit aller de 1 à ${PROXIMO_LIST_SIZE}.`);
  }
  if (state.lookup && !answerMatchesList(state.lookup, move.word, move.status, move.status === 'ranked' ? move.rank : undefined))
    return invalid(`La réponse donnée pour « ${move.word} » ne correspond pas à la liste du jour.`);

  const rank = move.status === 'ranked' ? move.rank : null;
  return {
    ...state,
    history: withGuess(state.history, { word: move.word, status: move.status, rank }, key),
    attempts: state.attempts + 1,
    bestRank: rank !== null && (state.bestRank === null || rank < state.bestRank) ? rank : state.bestRank,
    won: move.status === 'found',
  };
}

const STATUS_ORDER: Record<ProximoStatus, number> = { found: 0, ranked: 1, not_ranked: 2 };

/**
 * The history as shown (document 2 §4): found first, then ranked by ascending rank, then not ranked,
 * the latest of those first.
 */
export function orderedHistory(history: readonly ProximoGuess[]): ProximoGuess[] {
  const played = history.map((guess, index) => ({ guess, index }));
  played.sort((a, b) => {
    const byStatus = STATUS_ORDER[a.guess.status] - STATUS_ORDER[b.guess.status];
    if (byStatus !== 0) return byStatus;
    if (a.guess.status === 'ranked') return (a.guess.rank ?? 0) - (b.guess.rank ?? 0);
    return b.index - a.index;
  });
  return played.map((p) => p.guess);
}
