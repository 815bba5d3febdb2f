/**
 * Play rules of Numero (document 2 §4, §5, §9) as pure functions over plain data: select two cells that
 * pair to clear them (+10 points), add one of the day's extra rows, ask the joker for a hint.
 */
import { type Invalid, invalid } from '../core/game-module.ts';
import type { Cell } from '../grid/grid.ts';
import { withChanges } from '../core/state-copy.ts';
import { familyMask, firstPair, hasPair, isPair, type Pair, rowHasPair } from './board.ts';

export const NUMERO_START_ROWS = 5;
export const NUMERO_MAX_ROWS = 10;
export const NUMERO_EXTRA_ROWS = 5;
export const NUMERO_PAIR_POINTS = 10;
/** Seconds a hint costs (document 2 leaves it out; the catalogue's 10 s, docs/decisions.md). */
export const NUMERO_JOKER_PENALTY = 10;

export interface NumeroPuzzle {
  /** The 5 start rows of 9 digits 1–9. */
  rows: number[][];
  /** The 5 rows 'Ajouter une ligne' adds, in order: the same for every player of the day. */
  extra_rows: number[][];
}

/** What the joker shows: a pair to clear, that a row must be added, or that the board can no longer be emptied. */
export type NumeroHint = Pair | 'addRow' | 'gameOver';

export interface NumeroState {
  /** The board: rows of 9 digits, 0 = cleared; a row that empties is removed. */
  rows: number[][];
  extraRows: number[][];
  /** How many extra rows were added so far. */
  added: number;
  /** Rows the board started with (the share picture's lines). */
  startRows: number;
  /** The first cell of a pair being chosen. */
  selected: Cell | null;
  hint: NumeroHint | null;
  /** The last two cells chosen that did not pair (shown as an error until the next move). */
  miss: Pair | null;
  points: number;
  pairs: number;
  /** Second cells that did not pair with the first. */
  mistakes: number;
  jokers: number;
}

export type NumeroMove = { type: 'select'; row: number; col: number } | { type: 'add-row' } | { type: 'joker' };

export function initState(puzzle: NumeroPuzzle): NumeroState {
  return {
    rows: puzzle.rows.map((line) => line.slice()),
    extraRows: puzzle.extra_rows.map((line) => line.slice()),
    added: 0,
    startRows: puzzle.rows.length,
    selected: null,
    hint: null,
    miss: null,
    points: 0,
    pairs: 0,
    mistakes: 0,
    jokers: 0,
  };
}

/**
 * Rows 'Ajouter une ligne' may still add now: the extra rows left, within the room under 10 rows. Rows
 * cleared from the board give room back, so the count is recomputed after every pair.
 */
export const remainingRows = (state: NumeroState): number => Math.max(0, Math.min(state.extraRows.length - state.added, NUMERO_MAX_ROWS - state.rows.length));

/**
 * A row can be added while fewer than 10 rows are on the board, an extra row is left, and that row
 * brings a pair of its own (every published row does: the generator draws rows until they do).
 */
export function canAddRow(state: NumeroState): boolean {
  const next = state.extraRows[state.added];
  return remainingRows(state) > 0 && next !== undefined && rowHasPair(next);
}

export const isWon = (state: NumeroState): boolean => state.rows.length === 0;

/**
 * Lost: numbers are left, no two of them pair and no row can be added. Asked before every move (and in every
 * replay): whether a row can be added reads one short row, the pair search the whole board, so it comes last.
 */
export const isLost = (state: NumeroState): boolean => !isWon(state) && !canAddRow(state) && !hasPair(state.rows);

/**
 * Whether the board can still be emptied as far as values go: a pair takes two numbers of one family, so
 * every family must be even on the board plus some number of the rows still to come.
 */
export function parityAllowsWin(state: NumeroState): boolean {
  let mask = familyMask(state.rows);
  if (mask === 0) return true;
  for (const line of state.extraRows.slice(state.added)) {
    mask ^= familyMask([line]);
    if (mask === 0) return true;
  }
  return false;
}

/**
 * The joker's hint, the same in the browser and in the server's replay: 'gameOver' once the board can
 * no longer be emptied, else the first pair in reading order, else 'addRow' when a row can be added.
 */
export function hintFor(state: NumeroState): NumeroHint {
  if (!parityAllowsWin(state)) return 'gameOver';
  const pair = firstPair(state.rows);
  if (pair) return pair;
  return canAddRow(state) ? 'addRow' : 'gameOver';
}

/** Only one hint at a time: the joker waits until the shown one is cleared by selecting a cell. */
export const canUseJoker = (state: NumeroState): boolean => state.hint === null && !isWon(state) && !isLost(state);

/** The row with one cell cleared (a new array: states are never changed in place). */
function withCleared(line: readonly number[], col: number): number[] {
  const next = line.slice();
  next[col] = 0;
  return next;
}

const isEmptyRow = (line: readonly number[]): boolean => line.every((value) => value === 0);

/** Every field of a state, in one literal: the copy every move starts from (core/state-copy.ts). */
function copyNumero(state: NumeroState): NumeroState {
  return {
    rows: state.rows,
    extraRows: state.extraRows,
    added: state.added,
    startRows: state.startRows,
    selected: state.selected,
    hint: state.hint,
    miss: state.miss,
    points: state.points,
    pairs: state.pairs,
    mistakes: state.mistakes,
    jokers: state.jokers,
  };
}

function clearPair(state: NumeroState, a: Cell, b: Cell): NumeroState {
  // Only the rows of the pair change; the others are shared with the previous state (replays stay cheap).
  const rows = state.rows.slice();
  rows[a.row] = withCleared(rows[a.row] as number[], a.col);
  rows[b.row] = withCleared(rows[b.row] as number[], b.col);
  const emptied = isEmptyRow(rows[a.row] as number[]) || isEmptyRow(rows[b.row] as number[]);
  return withChanges(copyNumero, state, {
    rows: emptied ? rows.filter((line) => !isEmptyRow(line)) : rows,
    selected: null,
    miss: null,
    points: state.points + NUMERO_PAIR_POINTS,
    pairs: state.pairs + 1,
  });
}

function select(state: NumeroState, cell: Cell): NumeroState | Invalid {
  if (cell.row >= state.rows.length) return invalid('Cette case est hors de la grille.');
  if ((state.rows[cell.row]?.[cell.col] ?? 0) === 0) return invalid('Cette case est vide.');
  const first = state.selected;
  // Selecting clears the hint and the last miss.
  if (first === null) return withChanges(copyNumero, state, { hint: null, miss: null, selected: cell });
  if (first.row === cell.row && first.col === cell.col) return withChanges(copyNumero, state, { hint: null, miss: null, selected: null });
  if (isPair(state.rows, first, cell)) return clearPair(withChanges(copyNumero, state, { hint: null }), first, cell);
  // Not a pair: the new cell becomes the first of the next try.
  return withChanges(copyNumero, state, { hint: null, selected: cell, miss: { a: first, b: cell }, mistakes: state.mistakes + 1 });
}

/** Applies a move already known to be well formed (see `readMove`). */
export function applyMove(state: NumeroState, move: NumeroMove): NumeroState | Invalid {
  if (isWon(state) || isLost(state)) return invalid('La partie est terminée.');
  switch (move.type) {
    case 'select':
      return select(state, { row: move.row, col: move.col });
    case 'add-row': {
      if (!canAddRow(state)) {
        return invalid(remainingRows(state) === 0 ? 'Aucune ligne ne peut plus être ajoutée.' : 'Cette ligne ne peut pas être ajoutée.');
      }
      const line = state.extraRows[state.added] as number[];
      return withChanges(copyNumero, state, { rows: [...state.rows, line.slice()], added: state.added + 1, selected: null, hint: null, miss: null });
    }
    case 'joker':
      if (state.hint !== null) return invalid('Un indice est déjà affiché : choisissez une case pour l’effacer.');
      return withChanges(copyNumero, state, { hint: hintFor(state), miss: null, jokers: state.jokers + 1 });
  }
}
