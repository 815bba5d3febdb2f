/**
 * Grades a puzzle the way a person solves it: apply the easiest technique that makes progress,
 * start again from the easiest after each step, and report the hardest one that was needed.
 *
 * The levels follow Debian's qqwing so that the generator bench compares like with like:
 * - simple: naked singles only;
 * - easy: hidden singles needed;
 * - intermediate: naked pairs, pointing pairs/triples, box/line reductions or hidden pairs needed
 *   (qqwing's order, which we keep);
 * - expert: those techniques get stuck, qqwing would have to guess. Past qqwing, we still try
 *   naked triples and X-wings, to tell an expert grid that logic alone solves from one that
 *   needs a guess; both stay 'expert'.
 */
import { flattenGrid } from '../grid/grid.ts';
import {
  type LogicWorkspace,
  boxLine,
  hiddenPairs,
  hiddenSingles,
  load,
  logicWorkspace,
  nakedPairs,
  nakedSingles,
  nakedTriples,
  pointing,
  xWings,
} from './logic.ts';
import { type SudokuShape, shapeOfSize } from './shape.ts';

export const SUDOKU_DIFFICULTIES = ['simple', 'easy', 'intermediate', 'expert'] as const;
export type SudokuDifficulty = (typeof SUDOKU_DIFFICULTIES)[number];

export const TECHNIQUES = ['naked-single', 'hidden-single', 'naked-pair', 'pointing', 'box-line', 'hidden-pair', 'naked-triple', 'x-wing', 'guess'] as const;
export type Technique = (typeof TECHNIQUES)[number];

/** Level index of each technique: 0 simple, 1 easy, 2 intermediate, 3 expert. */
const LEVEL_OF_TECHNIQUE: readonly number[] = [0, 1, 2, 2, 2, 2, 3, 3, 3];
const T_NAKED_SINGLE = 0;
const T_HIDDEN_SINGLE = 1;
const T_NAKED_PAIR = 2;
const T_POINTING = 3;
const T_BOX_LINE = 4;
const T_HIDDEN_PAIR = 5;
const T_NAKED_TRIPLE = 6;
const T_X_WING = 7;
const T_GUESS = 8;

export const LEVEL_SIMPLE = 0;
export const LEVEL_EASY = 1;
export const LEVEL_INTERMEDIATE = 2;
export const LEVEL_EXPERT = 3;
/** Returned by `logicLevel` when the puzzle needs more than the level it was capped at. */
export const LEVEL_ABOVE_CAP = 4;

/** One step of the technique ladder: returns the technique applied, or -1 when stuck. */
function step(shape: SudokuShape, ws: LogicWorkspace, cap: number): number {
  if (nakedSingles(shape, ws)) return T_NAKED_SINGLE;
  if (ws.contradiction || cap < LEVEL_EASY) return -1;
  if (hiddenSingles(shape, ws)) return T_HIDDEN_SINGLE;
  if (ws.contradiction || cap < LEVEL_INTERMEDIATE) return -1;
  if (nakedPairs(shape, ws)) return T_NAKED_PAIR;
  if (pointing(shape, ws)) return T_POINTING;
  if (boxLine(shape, ws)) return T_BOX_LINE;
  if (hiddenPairs(shape, ws)) return T_HIDDEN_PAIR;
  if (cap < LEVEL_EXPERT) return -1;
  if (nakedTriples(shape, ws)) return T_NAKED_TRIPLE;
  if (xWings(shape, ws)) return T_X_WING;
  return -1;
}

/**
 * Runs the ladder on row-major `cells` using techniques up to level `cap`. Returns the level
 * needed (LEVEL_SIMPLE … LEVEL_EXPERT) or LEVEL_ABOVE_CAP when the capped techniques get
 * stuck. Below the expert level, a solved result proves the solution unique.
 */
export function logicLevel(shape: SudokuShape, cells: ArrayLike<number>, cap = LEVEL_EXPERT): number {
  const ws = logicWorkspace(shape);
  return run(shape, ws, cells, cap);
}

/**
 * The cells as the last `logicLevel` or `rededuces` run left them: the givens plus every digit it deduced.
 * Sound deductions keep the same solutions, and a search from there has fewer cells to fill.
 * Read it before the next run (it is the grader's own buffer).
 */
export const lastDeductions = (shape: SudokuShape): Int8Array => logicWorkspace(shape).value;

/** Hardest technique of the last run. */
let lastHardest = T_NAKED_SINGLE;

function run(shape: SudokuShape, ws: LogicWorkspace, cells: ArrayLike<number>, cap: number): number {
  load(shape, ws, cells);
  let level = LEVEL_SIMPLE;
  lastHardest = T_NAKED_SINGLE;
  while (ws.empty > 0 && !ws.contradiction && ws.watchLeft !== 0) {
    const technique = step(shape, ws, cap);
    if (technique < 0) break;
    if (technique > lastHardest) lastHardest = technique;
    level = Math.max(level, LEVEL_OF_TECHNIQUE[technique] as number);
  }
  if ((ws.empty === 0 || ws.watchLeft === 0) && !ws.contradiction) return level;
  if (cap >= LEVEL_EXPERT) {
    lastHardest = T_GUESS;
    return LEVEL_EXPERT;
  }
  return LEVEL_ABOVE_CAP;
}

/**
 * For the generator: `cells` is a grid that techniques up to `cap` solved, with the given
 * cells `removed` just emptied. Whether those techniques deduce them again, stopping as soon
 * as they do. If so, every solution holds the old givens: the solution is still unique.
 */
export function rededuces(shape: SudokuShape, cells: ArrayLike<number>, removed: ArrayLike<number>, removedCount: number, cap: number): boolean {
  const ws = logicWorkspace(shape);
  for (let i = 0; i < removedCount; i++) ws.watched[removed[i] as number] = 1;
  ws.watchLeft = removedCount;
  run(shape, ws, cells, cap);
  const deduced = !ws.contradiction && (ws.watchLeft === 0 || ws.empty === 0);
  for (let i = 0; i < removedCount; i++) ws.watched[removed[i] as number] = 0;
  ws.watchLeft = -1;
  return deduced;
}

export interface Grade {
  difficulty: SudokuDifficulty;
  /** The hardest technique needed; 'guess' when logic alone gets stuck. */
  hardest: Technique;
}

/** Grades a row-major puzzle. Assumes a unique solution (an unsolvable grid grades 'expert'). */
export function gradeCells(shape: SudokuShape, cells: ArrayLike<number>): Grade {
  const ws = logicWorkspace(shape);
  const level = run(shape, ws, cells, LEVEL_EXPERT);
  return { difficulty: SUDOKU_DIFFICULTIES[level] as SudokuDifficulty, hardest: TECHNIQUES[lastHardest] as Technique };
}

/** Grades a 9x9 or 6x6 grid (0 = empty). */
export function grade(grid: readonly (readonly number[])[]): Grade {
  const shape = shapeOfSize(grid.length);
  if (!shape) throw new RangeError(`not a 9x9 or 6x6 grid (${grid.length} rows)`);
  return gradeCells(shape, flattenGrid(grid));
}

export const difficultyLevel = (difficulty: SudokuDifficulty): number => SUDOKU_DIFFICULTIES.indexOf(difficulty);
