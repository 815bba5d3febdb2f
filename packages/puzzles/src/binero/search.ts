/**
 * Backtracking over whole rows: each row is one of the valid lines (balanced, no three in a row) that
 * agrees with its givens, different from the rows above; as rows are added, each column must still be
 * able to end as a valid line, and complete columns must differ. Counts solutions up to a
 * limit, or, with an rng, draws a random complete grid.
 */
import type { Rng } from '../core/rng.ts';
import { validLines, validPrefixes } from './lines.ts';

interface SearchSpace {
  size: number;
  /** Candidate lines of each row (masks of their ones), and how many. */
  candidates: Uint16Array[];
  counts: Int32Array;
  /** Chosen line mask per row. */
  chosen: Int32Array;
  /** Index into each row's candidates being tried. */
  cursor: Int32Array;
  /** Each column so far, as the mask of its ones. */
  columns: Int32Array;
  prefixes: Uint8Array;
  used: Uint8Array;
}

function searchSpace(size: number, rowOnes: ArrayLike<number>, rowZeros: ArrayLike<number>, rng: Rng | null): SearchSpace {
  const lines = validLines(size);
  const candidates: Uint16Array[] = [];
  const counts = new Int32Array(size);
  for (let r = 0; r < size; r++) {
    const ones = rowOnes[r] as number;
    const zeros = rowZeros[r] as number;
    const list: number[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as number;
      if ((line & ones) === ones && (line & zeros) === 0) list.push(line);
    }
    candidates.push(Uint16Array.from(rng ? rng.shuffle(list) : list));
    counts[r] = list.length;
  }
  return {
    size,
    candidates,
    counts,
    chosen: new Int32Array(size),
    cursor: new Int32Array(size).fill(-1),
    columns: new Int32Array(size),
    prefixes: validPrefixes(size),
    used: new Uint8Array(1 << size),
  };
}

/** Whether `line` can go in row `depth`: a new row, and every column can still end as a valid line. */
function fits(space: SearchSpace, depth: number, line: number): boolean {
  if (space.used[line]) return false;
  const { columns, prefixes, size } = space;
  const offset = (depth + 1) << size;
  for (let c = 0; c < size; c++) {
    if (prefixes[offset | (columns[c] as number) | (((line >> c) & 1) << depth)] === 0) return false;
  }
  return true;
}

function place(space: SearchSpace, depth: number, line: number, sign: 1 | -1): void {
  for (let c = 0; c < space.size; c++) {
    if (((line >> c) & 1) !== 0) space.columns[c] = (space.columns[c] as number) ^ (1 << depth);
  }
  space.used[line] = sign === 1 ? 1 : 0;
  if (sign === 1) space.chosen[depth] = line;
}

/** Whether the columns of a complete grid are all different. */
function columnsDistinct(space: SearchSpace): boolean {
  const { columns, size } = space;
  for (let a = 1; a < size; a++) for (let b = 0; b < a; b++) if (columns[a] === columns[b]) return false;
  return true;
}

/**
 * Completions of a grid given as row masks of its ones and zeros, counting no further than `limit`.
 * The first one found is written into `firstSolution` (row masks of ones) when given.
 */
export function searchRows(
  size: number,
  rowOnes: ArrayLike<number>,
  rowZeros: ArrayLike<number>,
  limit: number,
  firstSolution: Int32Array | null = null,
  rng: Rng | null = null,
): number {
  const space = searchSpace(size, rowOnes, rowZeros, rng);
  const { candidates, counts, cursor } = space;
  let solutions = 0;
  let depth = 0;
  while (depth >= 0) {
    if (depth === size) {
      if (columnsDistinct(space)) {
        solutions++;
        if (solutions === 1 && firstSolution) firstSolution.set(space.chosen);
        if (solutions >= limit) return solutions;
      }
      depth--;
      place(space, depth, space.chosen[depth] as number, -1);
      continue;
    }
    // Next candidate of this row that fits, if any.
    const list = candidates[depth] as Uint16Array;
    let next = (cursor[depth] as number) + 1;
    while (next < (counts[depth] as number) && !fits(space, depth, list[next] as number)) next++;
    if (next < (counts[depth] as number)) {
      cursor[depth] = next;
      place(space, depth, list[next] as number, 1);
      depth++;
      continue;
    }
    cursor[depth] = -1;
    depth--;
    if (depth >= 0) place(space, depth, space.chosen[depth] as number, -1);
  }
  return solutions;
}

/** A random complete grid (row masks of its ones) drawn from the rng. */
export function randomSolution(size: number, rng: Rng): Int32Array {
  const solution = new Int32Array(size);
  const none = new Int32Array(size);
  if (searchRows(size, none, none, 1, solution, rng) === 0) throw new Error(`no ${size}x${size} binero grid`);
  return solution;
}
