/**
 * Rules shared by the definition games, Motamo, Prefixo and Synonymo (document 2 §4, §5): rows of letter
 * slots, some letters given and locked; the player types into the others; a check locks each letter in its
 * right place; a wrong word counts a mistake and its row goes back to its locked letters; a joker reveals
 * one letter. A word is found once every letter of its row is locked.
 *
 * Timed states follow the anagram games: the result of a check is module state (letters are refused while
 * it shows) and the browser sends `continue` after its delay, so a replay needs no clock.
 */
import { type Invalid, invalid } from '../core/game-module.ts';
import type { StateCopy } from '../core/state-copy.ts';
import { toPlayableLetters } from '../core/text.ts';

/** Why a slot is locked: given at the start, found by a check, revealed by a joker. */
export type RowLock = 'given' | 'found' | 'revealed';

export interface WordRow {
  /** The answer's A–Z letters (accents and case aside: ÉLÈVE is typed ELEVE). */
  answer: string;
  /** The answer as the record spells it (score data, the end of the word's animation). */
  spelling: string;
  /** Each slot's letter (typed or locked), null when empty. */
  letters: (string | null)[];
  /** Each slot's lock, null where the player types. */
  locks: (RowLock | null)[];
  /** Checks of this word that were wrong (the share summary's colour of the word). */
  misses: number;
  /** The letters of each wrong check, in turn: the keyboard's colours and the share picture's rows. */
  tries: string[];
}

export interface RowResult {
  row: number;
  correct: boolean;
  /** The row's letters when it was checked. */
  letters: string;
}

export interface RowsState {
  rows: WordRow[];
  /** The row letters go to: Motamo's current word, or the word the player picked. */
  active: number;
  /** Rows found, in the order they were found. */
  found: number[];
  /** The last check, while its animation shows (until `continue`); kept when it ends the game. */
  result: RowResult | null;
  mistakes: number;
  jokers: number;
}

/** Moves act on the active row; picking another is a move too, so a reload and the joker know it. */
export type RowsMove =
  /** Picks the row to type in (Prefixo, Synonymo: any word not found yet). */
  | { type: 'select'; row: number }
  /** A letter typed into an unlocked slot (replacing what the player typed there). */
  | { type: 'letter'; slot: number; letter: string }
  | { type: 'erase'; slot: number }
  /** Enter: checks a full row (Prefixo, Synonymo). */
  | { type: 'check' }
  /** Reveals the letter of an unlocked slot, chosen by the browser. */
  | { type: 'joker'; slot: number }
  /**
   * After a result: a wrong row goes back to its locked letters; after a found one the next word not
   * found yet becomes active.
   */
  | { type: 'continue' };

/** What tells the three games apart. */
export interface RowRules {
  /** Words one after another (Motamo), or picked in any order (Prefixo, Synonymo). */
  inOrder: boolean;
  /** The letter that fills a row checks it (Motamo); otherwise Enter does. */
  checkWhenFull: boolean;
  /** Motamo refuses the first letter typed again as the second (document 2 §5). */
  refuseFirstAsSecond: boolean;
  /** Seconds a joker adds. */
  jokerPenalty: number;
  /** Seconds the browser waits after a result before `continue` (Motamo's wrong row: 0.6 s). */
  continueFloor: number;
}

/** A word as a row: its first `given` letters locked and shown. */
export function rowOf(spelling: string, given: number): WordRow {
  const answer = toPlayableLetters(spelling);
  return {
    answer,
    spelling,
    letters: [...answer].map((letter, i) => (i < given ? letter : null)),
    locks: [...answer].map((_, i) => (i < given ? 'given' : null)),
    misses: 0,
    tries: [],
  };
}

export const initRows = (rows: WordRow[]): RowsState => ({ rows, active: 0, found: [], result: null, mistakes: 0, jokers: 0 });

export const rowsStatus = (state: RowsState): 'playing' | 'won' => (state.found.length === state.rows.length ? 'won' : 'playing');

const isFull = (row: WordRow): boolean => row.letters.every((letter) => letter !== null);
const isSolved = (row: WordRow): boolean => row.locks.every((lock) => lock !== null);

/** The active row. */
export const activeRow = (state: RowsState): WordRow => state.rows[state.active] as WordRow;

/** The rows the player may pick now: any word not found yet, or Motamo's current word only. */
export function selectableRows(rules: RowRules, state: RowsState): number[] {
  if (rowsStatus(state) !== 'playing') return [];
  if (rules.inOrder) return [state.active];
  return state.rows.map((_, i) => i).filter((i) => !state.found.includes(i));
}

/** The slots of a row where the player types (and a joker may reveal). */
export const openSlots = (row: WordRow): number[] => row.locks.flatMap((lock, slot) => (lock === null ? [slot] : []));

/** Letters the player typed in a row (not locked ones). */
export const hasTypedLetters = (row: WordRow): boolean => row.letters.some((letter, slot) => letter !== null && row.locks[slot] === null);

/**
 * What a move builds its new state from: the game's literal copy (core/state-copy.ts), or a spread where
 * no game is named (the debug « Résoudre », tests).
 */
const spreadCopy = <S extends RowsState>(state: S): S => ({ ...state });

/** `state` with some of the fields every rows game has changed, on `copy`. */
const changed = <S extends RowsState>(copy: StateCopy<S>, state: S, changes: Partial<RowsState>): S => Object.assign(copy(state), changes);

function withActive<S extends RowsState>(copy: StateCopy<S>, state: S, row: WordRow): S {
  const rows = state.rows.slice();
  rows[state.active] = row;
  return changed(copy, state, { rows });
}

/** Every typed letter in its right place locks; all locked is a found word, otherwise a mistake. */
function check<S extends RowsState>(copy: StateCopy<S>, state: S): S {
  const row = activeRow(state);
  const letters = row.letters.join('');
  const locks = row.locks.map((lock, slot) => lock ?? (row.letters[slot] === row.answer[slot] ? 'found' : null));
  const result = { row: state.active, correct: locks.every((lock) => lock !== null), letters };
  // withActive's state is new: the rest is set on it.
  if (result.correct) return Object.assign(withActive(copy, state, { ...row, locks }), { found: [...state.found, state.active], result });
  const tries = [...row.tries, letters];
  return Object.assign(withActive(copy, state, { ...row, locks, misses: row.misses + 1, tries }), { mistakes: state.mistakes + 1, result });
}

/** After a letter lands: a solved row is found; a full one is checked where filling checks. */
function settle<S extends RowsState>(rules: RowRules, copy: StateCopy<S>, state: S): S {
  const row = activeRow(state);
  if (isSolved(row) || (rules.checkWhenFull && isFull(row))) return check(copy, state);
  return state;
}

function slotError(state: RowsState, slot: number): string | null {
  const row = activeRow(state);
  if (!Number.isInteger(slot) || slot < 0 || slot >= row.answer.length) return 'Cette case n’existe pas.';
  if (row.locks[slot] !== null) return 'Cette lettre est bloquée.';
  return null;
}

/** The next word not found after the active one, in the rows' order (wrapping round). */
function nextOpenRow(state: RowsState): number {
  const count = state.rows.length;
  for (let step = 1; step <= count; step++) {
    const i = (state.active + step) % count;
    if (!state.found.includes(i)) return i;
  }
  return state.active;
}

/** Applies a move already known to be well formed (see `readRowsMove`). */
export function applyRowsMove<S extends RowsState>(rules: RowRules, state: S, move: RowsMove, copy: StateCopy<S> = spreadCopy): S | Invalid {
  if (rowsStatus(state) !== 'playing') return invalid('La partie est terminée.');
  if (move.type === 'continue') {
    const { result } = state;
    if (result === null) return invalid('Aucun mot n’attend la suite.');
    if (result.correct) return changed(copy, state, { active: nextOpenRow(state), result: null });
    const row = activeRow(state);
    return Object.assign(withActive(copy, state, { ...row, letters: row.letters.map((letter, slot) => (row.locks[slot] === null ? null : letter)) }), {
      result: null,
    });
  }
  // While a result shows, letters and clicks are ignored (document 2 §4, letter-game states).
  if (state.result !== null) return invalid('Patientez : le mot vient d’être vérifié.');

  switch (move.type) {
    case 'select': {
      if (state.rows[move.row] === undefined) return invalid('Ce mot n’existe pas.');
      if (rules.inOrder) return invalid('Les mots se suivent : celui-ci n’est pas encore ouvert.');
      if (state.found.includes(move.row)) return invalid('Ce mot est déjà trouvé.');
      if (move.row === state.active) return invalid('Ce mot est déjà choisi.');
      return changed(copy, state, { active: move.row });
    }
    case 'letter': {
      const error = slotError(state, move.slot);
      if (error) return invalid(error);
      const row = activeRow(state);
      if (rules.refuseFirstAsSecond && move.slot === 1 && move.letter === row.answer[0]) return invalid('La deuxième lettre ne peut pas répéter la première.');
      const letters = row.letters.slice();
      letters[move.slot] = move.letter;
      return settle(rules, copy, withActive(copy, state, { ...row, letters }));
    }
    case 'erase': {
      const error = slotError(state, move.slot);
      if (error) return invalid(error);
      const row = activeRow(state);
      if (row.letters[move.slot] === null) return invalid('Cette case est vide.');
      const letters = row.letters.slice();
      letters[move.slot] = null;
      return withActive(copy, state, { ...row, letters });
    }
    case 'check':
      if (!isFull(activeRow(state))) return invalid('Complétez le mot avant de le valider.');
      return check(copy, state);
    case 'joker': {
      const error = slotError(state, move.slot);
      if (error) return invalid(error);
      const row = activeRow(state);
      const letters = row.letters.slice();
      const locks = row.locks.slice();
      letters[move.slot] = row.answer[move.slot] as string;
      locks[move.slot] = 'revealed';
      return settle(rules, copy, Object.assign(withActive(copy, state, { ...row, letters, locks }), { jokers: state.jokers + 1 }));
    }
  }
}

/**
 * The debug « Résoudre », and a player who knows every word: from the current state, each remaining word
 * picked in turn, its wrong letters retyped and its empty slots filled (then Enter where Enter checks), with
 * `continue` after each result. Moves the rules accept, in order.
 */
export function rowsResolveMoves<S extends RowsState>(rules: RowRules, state: S, options: { byJokers?: boolean } = {}): RowsMove[] {
  const moves: RowsMove[] = [];
  let current = state;
  const play = (move: RowsMove) => {
    const next = applyRowsMove(rules, current, move);
    if ('invalid' in next) throw new Error(`resolve: ${next.reason}`);
    moves.push(move);
    current = next;
  };
  while (rowsStatus(current) === 'playing') {
    if (current.result !== null) {
      play({ type: 'continue' });
      continue;
    }
    const row = activeRow(current);
    // Wrong letters first: replacing one never fills the row, so the row is checked once, right.
    const wrong = openSlots(row).filter((slot) => row.letters[slot] !== null && row.letters[slot] !== row.answer[slot]);
    const empty = openSlots(row).filter((slot) => row.letters[slot] === null);
    // With `byJokers` (tests of a win the jokers gave away), every empty slot but the last is revealed.
    const revealed = options.byJokers ? empty.slice(0, -1) : [];
    for (const slot of revealed) play({ type: 'joker', slot });
    for (const slot of [...wrong, ...empty.slice(revealed.length)]) play({ type: 'letter', slot, letter: row.answer[slot] as string });
    if (current.result === null) play({ type: 'check' });
  }
  return moves;
}
