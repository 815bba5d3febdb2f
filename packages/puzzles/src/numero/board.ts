/**
 * Numero's board geometry (document 2 §5): which two cells form a pair, and the pairs a board offers.
 * Rows are arrays of 9 digits, 0 for a cleared cell; rows that become empty are removed at once, so no
 * row on the board is ever empty.
 */
import type { Cell } from '../grid/grid.ts';

export const NUMERO_COLUMNS = 9;

/** Two values pair when they are equal or sum to 10 (an empty cell pairs with nothing). */
export const valuesMatch = (x: number, y: number): boolean => x !== 0 && y !== 0 && (x === y || x + y === 10);

/**
 * Values that can pair with each other form five families: {1,9}, {2,8}, {3,7}, {4,6} and {5}. A pair
 * always takes two numbers of one family, so a family with an odd count can never be cleared: the
 * bit of each family in this mask flips with every number of it.
 */
export const familyBit = (value: number): number => (value === 0 ? 0 : 1 << (Math.min(value, 10 - value) - 1));

/** How two cells are linked on the board, whatever their values. */
export type PairLink = 'adjacent' | 'row' | 'column' | 'diagonal' | 'reading';

export interface Pair {
  a: Cell;
  b: Cell;
}

const valueAt = (rows: readonly (readonly number[])[], cell: Cell): number => rows[cell.row]?.[cell.col] ?? 0;

/** Whether every cell strictly between `from` and `to`, stepping by (dr, dc), is empty. */
function clearBetween(rows: readonly (readonly number[])[], from: Cell, to: Cell, dr: number, dc: number): boolean {
  let row = from.row + dr;
  let col = from.col + dc;
  while (row !== to.row || col !== to.col) {
    if ((rows[row]?.[col] ?? 0) !== 0) return false;
    row += dr;
    col += dc;
  }
  return true;
}

/**
 * The link between two non-empty cells: adjacent (diagonals included), the same row or column with
 * only empty cells between, a diagonal with only empty cells between, or, reading the board line by
 * line, nothing but empty cells between them (the end of a row and the start of the next one).
 * Null when they are the same cell, one is empty, or something stands between them.
 */
export function pairLink(rows: readonly (readonly number[])[], a: Cell, b: Cell): PairLink | null {
  if (a.row === b.row && a.col === b.col) return null;
  if (valueAt(rows, a) === 0 || valueAt(rows, b) === 0) return null;
  const [first, second] = a.row < b.row || (a.row === b.row && a.col < b.col) ? [a, b] : [b, a];
  const dr = second.row - first.row;
  const dc = second.col - first.col;
  if (dr <= 1 && Math.abs(dc) <= 1) return 'adjacent';
  if (dr === 0) return clearBetween(rows, first, second, 0, 1) ? 'row' : null;
  if (dc === 0) return clearBetween(rows, first, second, 1, 0) ? 'column' : null;
  if (Math.abs(dc) === dr && clearBetween(rows, first, second, 1, Math.sign(dc))) return 'diagonal';
  return readingClear(rows, first, second) ? 'reading' : null;
}

/** Reading the board row by row, left to right: only empty cells between `first` and `second`. */
function readingClear(rows: readonly (readonly number[])[], first: Cell, second: Cell): boolean {
  let row = first.row;
  let col = first.col + 1;
  for (;;) {
    if (col === NUMERO_COLUMNS) {
      row += 1;
      col = 0;
    }
    if (row === second.row && col === second.col) return true;
    if ((rows[row]?.[col] ?? 0) !== 0) return false;
    col += 1;
  }
}

/** Whether two cells form a pair the player may clear. */
export function isPair(rows: readonly (readonly number[])[], a: Cell, b: Cell): boolean {
  return valuesMatch(valueAt(rows, a), valueAt(rows, b)) && pairLink(rows, a, b) !== null;
}

/** The first non-empty cell after (row, col) stepping by (dr, dc), or null off the board. */
function nextFilled(rows: readonly (readonly number[])[], row: number, col: number, dr: number, dc: number): Cell | null {
  for (let r = row + dr, c = col + dc; r < rows.length && c >= 0 && c < NUMERO_COLUMNS; r += dr, c += dc) {
    if ((rows[r]?.[c] ?? 0) !== 0) return { row: r, col: c };
  }
  return null;
}

/** The next non-empty cell in reading order. */
function nextInReading(rows: readonly (readonly number[])[], row: number, col: number): Cell | null {
  for (let r = row, c = col + 1; r < rows.length; c++) {
    if (c === NUMERO_COLUMNS) {
      r += 1;
      c = -1;
      continue;
    }
    if ((rows[r]?.[c] ?? 0) !== 0) return { row: r, col: c };
  }
  return null;
}

/**
 * Every pair on the board, each once, the earlier cell (reading order) first, sorted by it. Each cell has
 * at most four partners further on: the next number in reading order (which covers its row), below, and
 * down each diagonal; a path to anything else is blocked.
 */
export function pairsOf(rows: readonly (readonly number[])[]): Pair[] {
  const pairs: Pair[] = [];
  rows.forEach((line, row) =>
    line.forEach((value, col) => {
      if (value === 0) return;
      const a = { row, col };
      const seen: Cell[] = [];
      for (const b of [nextInReading(rows, row, col), nextFilled(rows, row, col, 1, -1), nextFilled(rows, row, col, 1, 0), nextFilled(rows, row, col, 1, 1)]) {
        if (b === null || !valuesMatch(value, valueAt(rows, b))) continue;
        if (seen.some((s) => s.row === b.row && s.col === b.col)) continue;
        seen.push(b);
        pairs.push({ a, b });
      }
    }),
  );
  return pairs;
}

/**
 * Whether the board offers any pair. Asked before every move (is the game over?): two matching numbers
 * that follow each other in reading order are found in one pass without building anything, and they are
 * there on almost every board; only otherwise are the columns and diagonals searched.
 */
export function hasPair(rows: readonly (readonly number[])[]): boolean {
  let previous = 0;
  for (const line of rows) {
    for (const value of line) {
      if (value === 0) continue;
      if (valuesMatch(previous, value)) return true;
      previous = value;
    }
  }
  return firstPair(rows) !== null;
}

/** The partner of (row, col) on one of its four forward lines (0 reading, 1 down-left, 2 down, 3 down-right). */
function forwardPartner(rows: readonly (readonly number[])[], row: number, col: number, line: number): Cell | null {
  return line === 0 ? nextInReading(rows, row, col) : nextFilled(rows, row, col, 1, line - 2);
}

/** The first pair in reading order of its first cell (what a hint shows), or null. Runs before every move: no lists built. */
export function firstPair(rows: readonly (readonly number[])[]): Pair | null {
  for (let row = 0; row < rows.length; row++) {
    for (let col = 0; col < NUMERO_COLUMNS; col++) {
      const value = rows[row]?.[col] ?? 0;
      if (value === 0) continue;
      for (let line = 0; line < 4; line++) {
        const b = forwardPartner(rows, row, col, line);
        if (b !== null && valuesMatch(value, valueAt(rows, b))) return { a: { row, col }, b };
      }
    }
  }
  return null;
}

/** A new row offers a pair on its own: two neighbours that match (a full row has nothing between them). */
export const rowHasPair = (line: readonly number[]): boolean => line.some((value, col) => col > 0 && valuesMatch(line[col - 1] as number, value));

/** The family parity mask of some rows: 0 when every family has an even count. */
export function familyMask(rows: readonly (readonly number[])[]): number {
  let mask = 0;
  for (const line of rows) for (const value of line) mask ^= familyBit(value);
  return mask;
}
