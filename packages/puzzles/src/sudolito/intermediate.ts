/**
 * Sudolito's 'intermediate' grids. On 6x6 they are rare: hidden singles finish almost every grid, and about
 * one full grid in 150 yields one, some 100 ms of search (docs/decisions.md). So a day's grid is one of a few
 * seed grids, each found once per process by that search from a fixed seed, dressed in a symmetry drawn
 * from the day's rng: the digits relabelled, the three bands and the two rows inside each reordered, the two
 * stacks and the three columns inside each reordered. Such a change maps rows, columns and boxes onto rows,
 * columns and boxes, so the solution stays unique and every technique applies as before: the grade is kept.
 * Sixteen seed grids × 2,488,320 symmetries (720 × 6 × 2³ × 2 × 6²).
 */
import { createRng, type Rng } from '../core/rng.ts';
import { type GeneratedCells, generateCells } from '../sudoku/generate.ts';
import { SUDOLITO_SHAPE } from '../sudoku/shape.ts';

export const INTERMEDIATE_SEED_GRIDS = 16;

const seedGrids = new Map<number, GeneratedCells>();

/** The k-th seed grid: the same for every process (fixed seed), searched for once. */
export function intermediateSeedGrid(k: number): GeneratedCells {
  let grid = seedGrids.get(k);
  if (!grid) {
    const found = generateCells(SUDOLITO_SHAPE, createRng(`sudolito-intermediate-seed:${k}`), { difficulty: 'intermediate', keepWithinLevel: true });
    if (!found) throw new Error(`no intermediate sudolito for seed grid ${k}`);
    grid = found;
    seedGrids.set(k, grid);
  }
  return grid;
}

/** Lines of a 6x6 grid reordered: groups of `groupSize` lines in a random order, and the lines inside each. */
function lineOrder(rng: Rng, groups: number, groupSize: number): number[] {
  const inside = (group: number) => rng.shuffle(Array.from({ length: groupSize }, (_, i) => group * groupSize + i));
  return rng.shuffle(Array.from({ length: groups }, (_, g) => g)).flatMap(inside);
}

/** A symmetric image of row-major 6x6 cells: `rows[r]`, `columns[c]` are the source lines, digits relabelled. */
function image(cells: Int8Array, rows: number[], columns: number[], digits: number[]): Int8Array {
  const size = SUDOLITO_SHAPE.size;
  const out = new Int8Array(cells.length);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const value = cells[(rows[r] as number) * size + (columns[c] as number)] as number;
      out[r * size + c] = value === 0 ? 0 : (digits[value - 1] as number);
    }
  }
  return out;
}

/** An 'intermediate' 6x6 puzzle and its solution for this rng. */
export function intermediateSudolito(rng: Rng): { puzzle: Int8Array; solution: Int8Array } {
  const seed = intermediateSeedGrid(rng.int(0, INTERMEDIATE_SEED_GRIDS - 1));
  const { boxRows, boxCols, size } = SUDOLITO_SHAPE;
  const rows = lineOrder(rng, size / boxRows, boxRows);
  const columns = lineOrder(rng, size / boxCols, boxCols);
  const digits = rng.shuffle(Array.from({ length: size }, (_, i) => i + 1));
  return { puzzle: image(seed.puzzle, rows, columns, digits), solution: image(seed.solution, rows, columns, digits) };
}
