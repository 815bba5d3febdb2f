import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng.ts';
import { SUDOKU_SHAPE, SUDOLITO_SHAPE } from './shape.ts';
import { countSolutions, randomFullGrid, solve } from './solve.ts';
import { INKALA, LATIN_SQUARE_NOT_SUDOKU, SIMPLE_PUZZLE, SIMPLE_SOLUTION, toGrid, toLine } from './test-fixtures.ts';

const empty = (size: number) => Array.from({ length: size }, () => new Array<number>(size).fill(0));

/** Each row, column and box holds every digit once. */
function isValidSolution(grid: number[][], boxRows: number, boxCols: number): boolean {
  const size = grid.length;
  const digits = Array.from({ length: size }, (_, i) => i + 1).join(',');
  const sorted = (cells: number[]) =>
    cells
      .slice()
      .sort((a, b) => a - b)
      .join(',');
  for (let i = 0; i < size; i++) {
    if (sorted(grid[i] as number[]) !== digits) return false;
    if (sorted(grid.map((row) => row[i] as number)) !== digits) return false;
    const top = Math.floor(i / (size / boxCols)) * boxRows;
    const left = (i % (size / boxCols)) * boxCols;
    const box = grid.slice(top, top + boxRows).flatMap((row) => row.slice(left, left + boxCols));
    if (sorted(box) !== digits) return false;
  }
  return true;
}

describe('sudoku solver', () => {
  it('solves a known puzzle to its known solution', () => {
    expect(toLine(solve(toGrid(SIMPLE_PUZZLE)) as number[][])).toBe(SIMPLE_SOLUTION);
  });

  it('solves the hardest known puzzles, keeping every given', () => {
    const grid = toGrid(INKALA);
    const solution = solve(grid) as number[][];
    expect(isValidSolution(solution, 3, 3)).toBe(true);
    grid.forEach((row, r) => row.forEach((v, c) => v !== 0 && expect(solution[r]?.[c]).toBe(v)));
    expect(countSolutions(grid, 2)).toBe(1);
  });

  it('counts solutions, stopping at the limit', () => {
    expect(countSolutions(toGrid(SIMPLE_PUZZLE))).toBe(1);
    expect(countSolutions(toGrid(SIMPLE_SOLUTION))).toBe(1);
    expect(countSolutions(empty(9), 2)).toBe(2);
    expect(countSolutions(empty(9), 7)).toBe(7);
  });

  it('finds two solutions when four cells form an unavoidable rectangle', () => {
    const grid = toGrid(SIMPLE_SOLUTION);
    // Two rows of one band holding a b / b a in two columns: emptying those four cells lets the
    // digits swap, so the grid has exactly two solutions.
    let found = false;
    for (let r1 = 0; r1 < 9 && !found; r1++) {
      for (let r2 = r1 + 1; r2 < 9 && Math.floor(r2 / 3) === Math.floor(r1 / 3) && !found; r2++) {
        for (let c1 = 0; c1 < 9 && !found; c1++) {
          for (let c2 = c1 + 1; c2 < 9 && !found; c2++) {
            const a = grid[r1]?.[c1];
            const b = grid[r1]?.[c2];
            if (grid[r2]?.[c1] === b && grid[r2]?.[c2] === a) {
              for (const [r, c] of [
                [r1, c1],
                [r1, c2],
                [r2, c1],
                [r2, c2],
              ] as const)
                (grid[r] as number[])[c] = 0;
              found = true;
            }
          }
        }
      }
    }
    expect(found).toBe(true);
    expect(countSolutions(grid, 10)).toBe(2);
  });

  it('finds no solution when givens clash or lead to a dead end', () => {
    const clash = toGrid(SIMPLE_PUZZLE);
    (clash[0] as number[])[0] = 7; // row 0 already holds a 7
    expect(countSolutions(clash)).toBe(0);
    expect(solve(clash)).toBeNull();
    // No direct clash, but the first cell can hold nothing: its row, column and box use 1 to 9.
    const deadEnd = empty(9);
    (deadEnd[0] as number[]).splice(1, 8, 1, 2, 3, 4, 5, 6, 7, 8);
    (deadEnd[1] as number[])[0] = 9;
    expect(countSolutions(deadEnd)).toBe(0);
    expect(countSolutions(LATIN_SQUARE_NOT_SUDOKU)).toBe(0);
  });

  it('works on 6x6 grids with 2x3 boxes', () => {
    const grid = solve(empty(6)) as number[][];
    expect(isValidSolution(grid, 2, 3)).toBe(true);
    expect(countSolutions(empty(6), 5)).toBe(5);
  });

  it('refuses grids that are neither 9x9 nor 6x6', () => {
    expect(() => countSolutions(empty(4))).toThrow(RangeError);
    expect(() => solve([[0, 0, 0, 0, 0, 0, 0, 0, 0]])).toThrow(RangeError);
  });

  it('draws valid random full grids, the same for the same seed', () => {
    for (const [shape, boxRows, boxCols] of [
      [SUDOKU_SHAPE, 3, 3],
      [SUDOLITO_SHAPE, 2, 3],
    ] as const) {
      const seen = new Set<string>();
      for (let i = 0; i < 30; i++) {
        const cells = randomFullGrid(shape, createRng(`full-${i}`));
        const grid = Array.from({ length: shape.size }, (_, r) => [...cells.slice(r * shape.size, (r + 1) * shape.size)]);
        expect(isValidSolution(grid, boxRows, boxCols)).toBe(true);
        seen.add(cells.join(''));
      }
      expect(seen.size).toBe(30);
      expect(randomFullGrid(shape, createRng('same'))).toEqual(randomFullGrid(shape, createRng('same')));
    }
  });
});
