/**
 * Backtracking solver over bitmask candidates, generic over the grid shape. It always branches
 * on the empty cell with the fewest candidates (a cell with one is simply filled), and runs on
 * preallocated typed arrays with an explicit stack: no allocation and no recursion per node.
 */
import type { Rng } from '../core/rng.ts';
import { flattenGrid, unflattenGrid } from '../grid/grid.ts';
import * as bits from './bits.ts';
import { type SudokuShape, shapeOfSize } from './shape.ts';

// Local copies: transpiled module bindings can become getter calls, too slow in hot loops.
const POPCOUNT = bits.POPCOUNT;
const digitOfBit = bits.digitOfBit;
const nthBit = bits.nthBit;

interface Workspace {
  grid: Int8Array;
  rowUsed: Int32Array;
  colUsed: Int32Array;
  boxUsed: Int32Array;
  /** Empty cells; those before the current depth are filled, in the order they were. */
  empties: Uint8Array;
  /** Candidates still to try at each depth. */
  pending: Int32Array;
}

const workspaces: Workspace[] = [];

function workspaceFor(shape: SudokuShape): Workspace {
  let ws = workspaces[shape.size];
  if (!ws) {
    ws = {
      grid: new Int8Array(shape.cellCount),
      rowUsed: new Int32Array(shape.size),
      colUsed: new Int32Array(shape.size),
      boxUsed: new Int32Array(shape.size),
      empties: new Uint8Array(shape.cellCount),
      pending: new Int32Array(shape.cellCount),
    };
    workspaces[shape.size] = ws;
  }
  return ws;
}

/** Fills the cell at `depth` with one of its pending candidates (random with an rng). */
function placeNext(shape: SudokuShape, ws: Workspace, depth: number, rng: Rng | null): void {
  const { grid, rowUsed, colUsed, boxUsed, empties, pending } = ws;
  const mask = pending[depth] as number;
  const bit = rng ? nthBit(mask, rng.int(0, (POPCOUNT[mask] as number) - 1)) : mask & -mask;
  pending[depth] = mask ^ bit;
  const cell = empties[depth] as number;
  const r = shape.rowOf[cell] as number;
  const c = shape.colOf[cell] as number;
  const b = shape.boxOf[cell] as number;
  grid[cell] = digitOfBit(bit);
  rowUsed[r] = (rowUsed[r] as number) | bit;
  colUsed[c] = (colUsed[c] as number) | bit;
  boxUsed[b] = (boxUsed[b] as number) | bit;
}

/** Empties the cell at `depth` again. */
function clear(shape: SudokuShape, ws: Workspace, depth: number): void {
  const { grid, rowUsed, colUsed, boxUsed, empties } = ws;
  const cell = empties[depth] as number;
  const keep = ~(1 << ((grid[cell] as number) - 1));
  const r = shape.rowOf[cell] as number;
  const c = shape.colOf[cell] as number;
  const b = shape.boxOf[cell] as number;
  grid[cell] = 0;
  rowUsed[r] = (rowUsed[r] as number) & keep;
  colUsed[c] = (colUsed[c] as number) & keep;
  boxUsed[b] = (boxUsed[b] as number) & keep;
}

/**
 * Counts the completions of `cells` (row-major, 0 = empty), stopping at `limit`.
 * The first completion found is copied into `firstSolution` when given. With an `rng`, the
 * candidates of each cell are tried in random order (used to draw random full grids).
 * Givens that already clash count as zero solutions.
 */
export function searchCells(
  shape: SudokuShape,
  cells: ArrayLike<number>,
  limit: number,
  firstSolution: Int8Array | null = null,
  rng: Rng | null = null,
): number {
  const ws = workspaceFor(shape);
  const { grid, rowUsed, colUsed, boxUsed, empties, pending } = ws;
  const { rowOf, colOf, boxOf, allDigits, cellCount } = shape;
  rowUsed.fill(0);
  colUsed.fill(0);
  boxUsed.fill(0);

  let emptyCount = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const value = cells[cell] as number;
    grid[cell] = value;
    if (value === 0) {
      empties[emptyCount++] = cell;
      continue;
    }
    const bit = 1 << (value - 1);
    const r = rowOf[cell] as number;
    const c = colOf[cell] as number;
    const b = boxOf[cell] as number;
    if (((rowUsed[r] as number) | (colUsed[c] as number) | (boxUsed[b] as number)) & bit) return 0;
    rowUsed[r] = (rowUsed[r] as number) | bit;
    colUsed[c] = (colUsed[c] as number) | bit;
    boxUsed[b] = (boxUsed[b] as number) | bit;
  }

  let solutions = 0;
  let depth = 0;
  for (;;) {
    let advanced = false;
    if (depth === emptyCount) {
      solutions++;
      if (solutions === 1 && firstSolution) firstSolution.set(grid);
      if (solutions >= limit) return solutions;
    } else {
      // Most constrained empty cell among those not yet filled.
      let best = depth;
      let bestMask = 0;
      let bestCount = 99;
      for (let i = depth; i < emptyCount; i++) {
        const cell = empties[i] as number;
        const mask =
          allDigits & ~((rowUsed[rowOf[cell] as number] as number) | (colUsed[colOf[cell] as number] as number) | (boxUsed[boxOf[cell] as number] as number));
        const count = POPCOUNT[mask] as number;
        if (count < bestCount) {
          best = i;
          bestMask = mask;
          bestCount = count;
          if (count <= 1) break;
        }
      }
      if (bestCount > 0) {
        const chosen = empties[best] as number;
        empties[best] = empties[depth] as number;
        empties[depth] = chosen;
        pending[depth] = bestMask;
        placeNext(shape, ws, depth, rng);
        depth++;
        advanced = true;
      }
    }
    if (advanced) continue;
    // Backtrack to the deepest cell that still has a candidate to try.
    for (;;) {
      depth--;
      if (depth < 0) return solutions;
      clear(shape, ws, depth);
      if (pending[depth] !== 0) {
        placeNext(shape, ws, depth, rng);
        depth++;
        break;
      }
    }
  }
}

/**
 * A random complete grid of the shape, drawn from the rng (row-major). Boxes on the diagonal
 * share no row or column, so they start as independent random permutations; the randomised
 * search then fills the other cells (a third fewer cells to search on 9x9).
 */
export function randomFullGrid(shape: SudokuShape, rng: Rng): Int8Array {
  const { size, boxRows, boxCols } = shape;
  const start = new Int8Array(shape.cellCount);
  const digits: number[] = [];
  for (let d = 1; d <= size; d++) digits.push(d);
  const diagonal = Math.min(size / boxRows, size / boxCols);
  for (let box = 0; box < diagonal; box++) {
    const order = rng.shuffle(digits);
    for (let i = 0; i < size; i++) {
      const row = box * boxRows + Math.floor(i / boxCols);
      const col = box * boxCols + (i % boxCols);
      start[row * size + col] = order[i] as number;
    }
  }
  const solution = new Int8Array(shape.cellCount);
  // Every such start has a completion; an empty grid is the fallback should one ever not.
  if (searchCells(shape, start, 1, solution, rng) === 0) searchCells(shape, start.fill(0), 1, solution, rng);
  return solution;
}

function shapeOfGrid(grid: readonly (readonly number[])[]): SudokuShape {
  const shape = shapeOfSize(grid.length);
  if (!shape || grid.some((row) => row.length !== grid.length)) {
    throw new RangeError(`not a 9x9 or 6x6 grid (${grid.length} rows)`);
  }
  return shape;
}

/** Number of solutions of a 9x9 or 6x6 grid (0 = empty), counting no further than `limit`. */
export function countSolutions(grid: readonly (readonly number[])[], limit = 2): number {
  const shape = shapeOfGrid(grid);
  return searchCells(shape, flattenGrid(grid), limit);
}

/** One solution of the grid, or null when it has none. */
export function solve(grid: readonly (readonly number[])[]): number[][] | null {
  const shape = shapeOfGrid(grid);
  const solution = new Int8Array(shape.cellCount);
  return searchCells(shape, flattenGrid(grid), 1, solution) > 0 ? unflattenGrid(solution, shape.size) : null;
}
