/**
 * Plain helpers for rectangular number grids (sudoku, sudolito, binero…): cell keys,
 * copies, comparison, keyboard selection and validation of untrusted grids.
 */
import { type Result, fail, ok } from '../core/game-module.ts';

export interface Cell {
  row: number;
  col: number;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

export const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

/** How many cells of a grid hold `empty` (0 in the digit grids, null in Binero's). */
export function emptyCellCount<T>(grid: readonly (readonly T[])[], empty: T): number {
  let count = 0;
  for (const row of grid) for (const value of row) if (value === empty) count += 1;
  return count;
}

/** The 'row-col' key of a cell, as stored in notes and conflict lists (document 2 §3). */
export const cellKey = (row: number, col: number): string => `${row}-${col}`;

export function parseCellKey(key: string): Cell | null {
  const match = /^(\d+)-(\d+)$/.exec(key);
  return match ? { row: Number(match[1]), col: Number(match[2]) } : null;
}

export const cloneGrid = <T>(grid: readonly (readonly T[])[]): T[][] => grid.map((row) => row.slice());

export function gridsEqual<T>(a: readonly (readonly T[])[], b: readonly (readonly T[])[]): boolean {
  if (a.length !== b.length) return false;
  for (let r = 0; r < a.length; r++) {
    const rowA = a[r] as readonly T[];
    const rowB = b[r] as readonly T[];
    if (rowA.length !== rowB.length) return false;
    for (let c = 0; c < rowA.length; c++) if (rowA[c] !== rowB[c]) return false;
  }
  return true;
}

/** Row-major flattening, the layout the solvers work on. */
export const flattenGrid = (grid: readonly (readonly number[])[]): number[] => grid.flat();

export function unflattenGrid(cells: ArrayLike<number>, cols: number): number[][] {
  const rows: number[][] = [];
  for (let start = 0; start < cells.length; start += cols) rows.push(Array.from({ length: cols }, (_, c) => cells[start + c] as number));
  return rows;
}

/**
 * The cell an arrow key leads to, wrapping around the edges. Without a selection, the
 * first arrow selects the top-left cell.
 */
export function moveSelection(cell: Cell | null, direction: Direction, rows = 9, cols = rows): Cell {
  if (!cell) return { row: 0, col: 0 };
  const wrap = (value: number, size: number) => ((value % size) + size) % size;
  switch (direction) {
    case 'up':
      return { row: wrap(cell.row - 1, rows), col: cell.col };
    case 'down':
      return { row: wrap(cell.row + 1, rows), col: cell.col };
    case 'left':
      return { row: cell.row, col: wrap(cell.col - 1, cols) };
    case 'right':
      return { row: cell.row, col: wrap(cell.col + 1, cols) };
  }
}

export const isIntegerInRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Checks that untrusted data is a `rows` × `cols` grid of integers in [min, max] and returns
 * a fresh copy; `label` names the grid in the French error ("la grille", "la solution").
 */
export function readIntGrid(raw: unknown, rows: number, cols: number, min: number, max: number, label: string): Result<number[][]> {
  if (!Array.isArray(raw) || raw.length !== rows) return fail(`${capitalize(label)} doit compter ${rows} lignes.`);
  const grid: number[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: unknown = raw[r];
    if (!Array.isArray(row) || row.length !== cols) {
      return fail(`La ligne ${r + 1} de ${label} doit compter ${cols} cases.`);
    }
    for (let c = 0; c < cols; c++) {
      if (!isIntegerInRange(row[c], min, max)) {
        return fail(`La case ligne ${r + 1}, colonne ${c + 1} de ${label} doit être un entier de ${min} à ${max}.`);
      }
    }
    grid.push(row.slice() as number[]);
  }
  return ok(grid);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
