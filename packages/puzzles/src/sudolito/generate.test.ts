import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng.ts';
import { gradeSudoku } from '../sudoku/index.ts';
import { bruteForceSudokuCount } from '../testing/brute-force.ts';
import { sudolito } from './index.ts';

// The levels published (docs/decisions.md), 500 seeds each, every grid checked by an independent counter
// (and graded again: an 'intermediate' grid is a seed grid in a symmetry, which must keep its grade).
const LEVELS = ['simple', 'easy', 'intermediate'] as const;
const SEEDS = 500;

describe('sudolito generator', () => {
  it.each(LEVELS)('gives valid %s 6x6 grids with exactly one solution (brute force) and that grade', { timeout: 60_000 }, (difficulty) => {
    const boards = new Set<string>();
    for (let i = 0; i < SEEDS; i++) {
      const puzzle = sudolito.generate!(createRng(`sudolito-test:${difficulty}:${i}`), { difficulty });
      expect(sudolito.parse(JSON.parse(JSON.stringify(puzzle)))).toEqual({ ok: true, value: puzzle });
      expect(bruteForceSudokuCount(puzzle.solution, 2, 3)).toBe(1); // a valid full grid with 2x3 boxes
      expect(bruteForceSudokuCount(puzzle.board, 2, 3)).toBe(1);
      expect(gradeSudoku(puzzle.board).difficulty).toBe(difficulty);
      boards.add(JSON.stringify(puzzle.board));
    }
    expect(boards.size).toBe(SEEDS);
  });

  it('gives the same grid for the same seed, and another for another seed', () => {
    const day = (seed: string) => sudolito.generate!(createRng(seed), { difficulty: 'easy' });
    expect(day('sudolito:2026-11-21:v1')).toEqual(day('sudolito:2026-11-21:v1'));
    expect(day('sudolito:2026-11-21:v1').board).not.toEqual(day('sudolito:2026-11-22:v1').board);
    expect(sudolito.generate!(createRng('default'))).toMatchObject({ difficulty: 'easy' });
  });

  it('agrees with the independent counter on grids with several solutions and on clashing givens', () => {
    const puzzle = sudolito.generate!(createRng('holes'), { difficulty: 'simple' });
    const emptier = puzzle.board.map((line) => line.map((v, c) => (c < 3 ? 0 : v)));
    expect(bruteForceSudokuCount(emptier, 2, 3)).toBe(2);
    const clash = puzzle.solution.map((line) => line.slice());
    clash[0]![0] = clash[0]![1]!;
    expect(bruteForceSudokuCount(clash, 2, 3)).toBe(0);
  });
});
