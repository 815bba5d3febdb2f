/**
 * Binero generator, deterministic from the rng. Draw a random complete grid, then try to empty each cell
 * in random order, keeping the removal when the techniques of the asked level still finish the grid
 * (which also proves the solution unique); start again with a new grid until the hardest technique the
 * result needs is of that level.
 *
 * A cell whose value its own row or column gives back at once (a pair, a sandwich, a balanced line… up to
 * the level) is removed without running the whole ladder: the grid solves exactly as before.
 */
import { type Rng, shuffleInPlace } from '../core/rng.ts';
import { type BineroDifficulty, BINERO_DIFFICULTIES, bineroWorkspace, deduce, forcedAtOnce, LEVEL_ABOVE_CAP, loadCells } from './logic.ts';
import { randomSolution } from './search.ts';

export interface GeneratedBinero {
  /** Row-major: 0, 1, or -1 for an empty cell. */
  puzzle: Int8Array;
  solution: Int8Array;
  /** Complete grids drawn before one gave a puzzle of the asked level. */
  attempts: number;
}

export const BINERO_MAX_ATTEMPTS = 2000;

export function generateBineroCells(size: number, difficulty: BineroDifficulty, rng: Rng, maxAttempts = BINERO_MAX_ATTEMPTS): GeneratedBinero | null {
  const target = BINERO_DIFFICULTIES.indexOf(difficulty);
  if (target < 0) throw new RangeError(`unknown difficulty ${String(difficulty)}`);
  const cellCount = size * size;
  const ws = bineroWorkspace(size);
  const order = new Uint8Array(cellCount);
  const puzzle = new Int8Array(cellCount);
  const solution = new Int8Array(cellCount);

  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const rows = randomSolution(size, rng);
    for (let cell = 0; cell < cellCount; cell++) solution[cell] = ((rows[Math.floor(cell / size)] as number) >> (cell % size)) & 1;
    puzzle.set(solution);
    for (let i = 0; i < cellCount; i++) order[i] = i;
    shuffleInPlace(order, rng);

    for (let i = 0; i < cellCount; i++) {
      const cell = order[i] as number;
      const value = puzzle[cell] as number;
      puzzle[cell] = -1;
      loadCells(ws, puzzle);
      if (forcedAtOnce(ws, Math.floor(cell / size), cell % size, target)) continue;
      if (deduce(ws, puzzle, target) === LEVEL_ABOVE_CAP) puzzle[cell] = value;
    }

    if (deduce(ws, puzzle, target) === target) return { puzzle: puzzle.slice(), solution: solution.slice(), attempts: attempt };
  }
  return null;
}
