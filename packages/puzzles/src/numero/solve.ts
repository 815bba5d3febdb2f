/**
 * A solver for Numero: a depth-first search for a way to an empty board, over pairs and row additions,
 * on flat copies of the board. It proves a generated day winnable (the way found is stored with the day
 * and re-checked by `parse`) and measures how hard the day is.
 *
 * Pruning: a state is visited once (pairs commute, so many orders reach the same board), and a state is
 * dropped when no number of rows still to add can make every family of values even (see familyBit).
 */
import { familyBit, NUMERO_COLUMNS, valuesMatch } from './board.ts';
import { NUMERO_MAX_ROWS } from './rules.ts';

/** One step of a way to win: a pair (row, col, row, col) on the board of that moment, or a row added. */
export type NumeroStep = readonly [number, number, number, number] | 'row';

export interface SolveOptions {
  /** States the search may visit before giving up (default 200,000). */
  maxNodes?: number;
}

export interface SolveResult {
  /** The steps of a win, or null when none was found (none exists if `exhausted`). */
  steps: NumeroStep[] | null;
  /** States visited. */
  nodes: number;
  /** True when the whole tree was searched: a null `steps` then proves the board cannot be won. */
  exhausted: boolean;
}

const COLS = NUMERO_COLUMNS;

interface Node {
  cells: Uint8Array;
  /** Extra rows already added. */
  added: number;
}

function flatten(rows: readonly (readonly number[])[]): Uint8Array {
  const cells = new Uint8Array(rows.length * COLS);
  rows.forEach((line, r) => line.forEach((v, c) => (cells[r * COLS + c] = v)));
  return cells;
}

/** Pairs of flat indexes, the earlier cell first (same partners as pairsOf). */
function flatPairs(cells: Uint8Array): number[] {
  const rows = cells.length / COLS;
  const pairs: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i] as number;
    if (v === 0) continue;
    const r = (i / COLS) | 0;
    const c = i % COLS;
    let reading = -1;
    for (let j = i + 1; j < cells.length; j++) {
      if (cells[j] !== 0) {
        reading = j;
        break;
      }
    }
    if (reading >= 0 && valuesMatch(v, cells[reading] as number)) pairs.push(i, reading);
    for (let dc = -1; dc <= 1; dc++) {
      for (let rr = r + 1, cc = c + dc; rr < rows && cc >= 0 && cc < COLS; rr++, cc += dc) {
        const j = rr * COLS + cc;
        if (cells[j] === 0) continue;
        if (j !== reading && valuesMatch(v, cells[j] as number)) pairs.push(i, j);
        break;
      }
    }
  }
  return pairs;
}

/** The board once the pair (i, j) is cleared and empty rows removed. */
function withoutPair(cells: Uint8Array, i: number, j: number): Uint8Array {
  const next = cells.slice();
  next[i] = 0;
  next[j] = 0;
  const emptyRow = (start: number) => next.subarray(start, start + COLS).every((v) => v === 0);
  const rowI = i - (i % COLS);
  const rowJ = j - (j % COLS);
  if (!emptyRow(rowI) && !emptyRow(rowJ)) return next;
  const kept: number[] = [];
  for (let start = 0; start < next.length; start += COLS) if (!emptyRow(start)) kept.push(start);
  const compact = new Uint8Array(kept.length * COLS);
  kept.forEach((start, k) => compact.set(next.subarray(start, start + COLS), k * COLS));
  return compact;
}

/** Whether clearing the pair (i, j) empties the row of i or of j. */
function clearsARow(cells: Uint8Array, i: number, j: number): boolean {
  const onlyPairLeft = (start: number) => {
    for (let k = start; k < start + COLS; k++) if (k !== i && k !== j && cells[k] !== 0) return false;
    return true;
  };
  return onlyPairLeft(i - (i % COLS)) || onlyPairLeft(j - (j % COLS));
}

function maskOf(cells: Uint8Array): number {
  let mask = 0;
  for (const v of cells) mask ^= familyBit(v);
  return mask;
}

/** Two digits per character: the key of a state in the visited set. */
function keyOf(node: Node): string {
  const { cells } = node;
  const codes = new Array<number>((cells.length + 1) >> 1);
  for (let k = 0; k < cells.length; k += 2) codes[k >> 1] = (cells[k] as number) * 16 + ((cells[k + 1] ?? 0) as number);
  return `${node.added}:${String.fromCharCode(...codes)}`;
}

/**
 * Searches a way to empty the board from `rows`, with `extraRows[added…]` still to come. The order of
 * tries favours pairs that empty a row, then the pairs in reading order, then a new row.
 */
export function solveNumero(
  rows: readonly (readonly number[])[],
  extraRows: readonly (readonly number[])[],
  added = 0,
  options: SolveOptions = {},
): SolveResult {
  const maxNodes = options.maxNodes ?? 200_000;
  const extras = extraRows.map((line) => Uint8Array.from(line));
  const extraMasks = extras.map(maskOf);
  const seen = new Set<string>();
  let nodes = 0;
  let exhausted = true;
  const steps: NumeroStep[] = [];

  /** Whether some number of rows still to add makes every family even (needed to clear the board). */
  const parityAllows = (mask: number, from: number): boolean => {
    let m = mask;
    if (m === 0) return true;
    for (let k = from; k < extras.length; k++) {
      m ^= extraMasks[k] as number;
      if (m === 0) return true;
    }
    return false;
  };

  const search = (node: Node, mask: number): boolean => {
    if (node.cells.length === 0) return true;
    if (!parityAllows(mask, node.added)) return false;
    const key = keyOf(node);
    if (seen.has(key)) return false;
    if (nodes >= maxNodes) {
      exhausted = false;
      return false;
    }
    nodes += 1;
    seen.add(key);

    const pairs = flatPairs(node.cells);
    const order: number[] = [];
    const rowClearing: number[] = [];
    for (let p = 0; p < pairs.length; p += 2) {
      (clearsARow(node.cells, pairs[p] as number, pairs[p + 1] as number) ? rowClearing : order).push(p);
    }
    for (const p of rowClearing.concat(order)) {
      const i = pairs[p] as number;
      const j = pairs[p + 1] as number;
      steps.push([(i / COLS) | 0, i % COLS, (j / COLS) | 0, j % COLS]);
      if (search({ cells: withoutPair(node.cells, i, j), added: node.added }, mask)) return true;
      steps.pop();
    }
    const rowCount = node.cells.length / COLS;
    if (node.added < extras.length && rowCount < NUMERO_MAX_ROWS) {
      const extra = extras[node.added] as Uint8Array;
      const cells = new Uint8Array(node.cells.length + COLS);
      cells.set(node.cells);
      cells.set(extra, node.cells.length);
      steps.push('row');
      if (search({ cells, added: node.added + 1 }, mask ^ (extraMasks[node.added] as number))) return true;
      steps.pop();
    }
    return false;
  };

  const start = flatten(rows);
  const won = search({ cells: start, added }, maskOf(start));
  return { steps: won ? steps.slice() : null, nodes, exhausted: won || exhausted };
}
