/**
 * Puzzle generator, generic over the grid shape, deterministic from the rng.
 *
 * Like qqwing: draw a random full grid, try to remove each given (or each symmetric group of
 * givens) in random order, keep a removal when the solution stays unique, then grade the
 * result, and start again until the grade is the one asked for.
 *
 * Three shortcuts make it much faster without changing which grids it accepts:
 * - a removed given that its remaining peers still force (one candidate left) comes back as
 *   the solver's first naked single: uniqueness and grade are unchanged, nothing to check;
 * - when techniques up to the asked level deduce the removed givens again, the solution is
 *   still unique (and the grid still within that level): the solution counter only runs
 *   when they get stuck, and then starts from what they found;
 * - removing givens never makes a grid easier, so once a removal keeps the solution unique
 *   but needs techniques above the asked level, the attempt can only end too hard: it is
 *   dropped at once instead of being carried to the end.
 */
import { type Rng, shuffleInPlace } from '../core/rng.ts';
import { type Grade, LEVEL_EXPERT, type SudokuDifficulty, difficultyLevel, gradeCells, lastDeductions, rededuces } from './grade.ts';
import type { SudokuShape } from './shape.ts';
import { randomFullGrid, searchCells } from './solve.ts';

export const SUDOKU_SYMMETRIES = ['none', 'rotate180', 'rotate90', 'mirror', 'flip'] as const;
export type SudokuSymmetry = (typeof SUDOKU_SYMMETRIES)[number];

export interface GenerateCellsOptions {
  difficulty: SudokuDifficulty;
  /** Pattern of the givens; 'none' (the default) gives the widest choice of grids, like qqwing. */
  symmetry?: SudokuSymmetry;
  /** Full grids to draw before giving up: some levels are rare on some shapes (6x6 'intermediate': ~1 in 200). */
  maxAttempts?: number;
  /**
   * Below 'expert': a removal that would need a harder technique (or break uniqueness) is undone and the
   * next given tried, instead of dropping the whole attempt. Removals stop short of the level rather than
   * overshoot it, so rare levels come from the first few full grids; the grids keep a few givens a
   * minimal one (qqwing's kind, the default) would lose.
   */
  keepWithinLevel?: boolean;
}

export interface GeneratedCells {
  /** Row-major, 0 = empty. */
  puzzle: Int8Array;
  solution: Int8Array;
  grade: Grade;
  /** Full grids drawn before one gave a puzzle of the asked level. */
  attempts: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5000;

const MAX_ORBIT = 4;

/** For each cell, the cells the symmetry maps it to (itself first), padded with -1. */
function orbitsOf(shape: SudokuShape, symmetry: SudokuSymmetry): Int16Array {
  const n = shape.size;
  const orbits = new Int16Array(shape.cellCount * MAX_ORBIT).fill(-1);
  const image = (cell: number): number => {
    const r = Math.floor(cell / n);
    const c = cell % n;
    switch (symmetry) {
      case 'rotate180':
        return (n - 1 - r) * n + (n - 1 - c);
      case 'rotate90':
        return c * n + (n - 1 - r);
      case 'mirror':
        return r * n + (n - 1 - c);
      case 'flip':
        return (n - 1 - r) * n + c;
      case 'none':
        return cell;
    }
  };
  for (let cell = 0; cell < shape.cellCount; cell++) {
    let k = 0;
    let current = cell;
    do {
      orbits[cell * MAX_ORBIT + k++] = current;
      current = image(current);
    } while (current !== cell && k < MAX_ORBIT);
  }
  return orbits;
}

/** Whether the givens among the cell's peers leave it a single candidate. */
function forcedByPeers(shape: SudokuShape, puzzle: Int8Array, cell: number): boolean {
  const { peers, peerCount } = shape;
  let seen = 0;
  for (let i = cell * peerCount, end = i + peerCount; i < end; i++) {
    const value = puzzle[peers[i] as number] as number;
    if (value !== 0) seen |= 1 << (value - 1);
  }
  const free = shape.allDigits & ~seen;
  return (free & (free - 1)) === 0;
}

/** A puzzle of the asked level, or null after `maxAttempts` full grids. */
export function generateCells(shape: SudokuShape, rng: Rng, options: GenerateCellsOptions): GeneratedCells | null {
  const target = difficultyLevel(options.difficulty);
  if (target < 0) throw new RangeError(`unknown difficulty ${String(options.difficulty)}`);
  const orbits = orbitsOf(shape, options.symmetry ?? 'none');
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const { cellCount } = shape;
  const order = new Uint8Array(cellCount);
  const puzzle = new Int8Array(cellCount);
  const saved = new Int8Array(MAX_ORBIT);
  const removed = new Int16Array(MAX_ORBIT);

  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const solution = randomFullGrid(shape, rng);
    puzzle.set(solution);
    for (let i = 0; i < cellCount; i++) order[i] = i;
    shuffleInPlace(order, rng);

    let tooHard = false;
    for (let i = 0; i < cellCount && !tooHard; i++) {
      const cell = order[i] as number;
      if (puzzle[cell] === 0) continue;
      const base = cell * MAX_ORBIT;
      let removedCount = 0;
      for (let k = 0; k < MAX_ORBIT; k++) {
        const other = orbits[base + k] as number;
        if (other < 0) break;
        saved[k] = puzzle[other] as number;
        puzzle[other] = 0;
        removed[removedCount++] = other;
      }
      let forced = true;
      for (let k = 0; k < removedCount && forced; k++) forced = forcedByPeers(shape, puzzle, removed[k] as number);
      if (forced) continue;
      let start: Int8Array = puzzle;
      if (target < LEVEL_EXPERT) {
        if (rededuces(shape, puzzle, removed, removedCount, target)) continue;
        if (options.keepWithinLevel) {
          // Not unique, or unique but above the level: either way the givens come back.
          for (let k = 0; k < removedCount; k++) puzzle[removed[k] as number] = saved[k] as number;
          continue;
        }
        start = lastDeductions(shape);
      }
      if (searchCells(shape, start, 2) < 2) {
        // Unique; below 'expert', it also needs more than the asked level.
        if (target < LEVEL_EXPERT) tooHard = true;
        continue;
      }
      for (let k = 0; k < removedCount; k++) puzzle[removed[k] as number] = saved[k] as number;
    }
    if (tooHard) continue;

    const grade = gradeCells(shape, puzzle);
    if (grade.difficulty === options.difficulty) {
      return { puzzle: puzzle.slice(), solution, grade, attempts: attempt };
    }
  }
  return null;
}
