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

/** Whether the row starting at `start` holds nothing but zeros, leaving out the cells i and j. */
function emptyRowWithout(cells: Uint8Array, start: number, i: number, j: number): boolean {
  for (let k = start; k < start + COLS; k++) if (k !== i && k !== j && cells[k] !== 0) return false;
  return true;
}

/** Whether clearing the pair (i, j) empties the row of i or of j. */
function clearsARow(cells: Uint8Array, i: number, j: number): boolean {
  return emptyRowWithout(cells, i - (i % COLS), i, j) || emptyRowWithout(cells, j - (j % COLS), i, j);
}

/** The board once the pair (i, j) is cleared and empty rows removed. */
function withoutPair(cells: Uint8Array, i: number, j: number): Uint8Array {
  const rowI = i - (i % COLS);
  const rowJ = j - (j % COLS);
  const dropI = emptyRowWithout(cells, rowI, i, j);
  const dropJ = emptyRowWithout(cells, rowJ, i, j);
  const dropped = (dropI ? 1 : 0) + (dropJ && rowJ !== rowI ? 1 : 0);
  const next = new Uint8Array(cells.length - dropped * COLS);
  let to = 0;
  for (let start = 0; start < cells.length; start += COLS) {
    if ((start === rowI && dropI) || (start === rowJ && dropJ)) continue;
    next.set(cells.subarray(start, start + COLS), to);
    to += COLS;
  }
  // The cells of the pair, where their rows stayed.
  if (!dropI) next[i - (rowJ < rowI && dropJ ? COLS : 0)] = 0;
  if (!dropJ) next[j - (rowI < rowJ && dropI ? COLS : 0)] = 0;
  return next;
}

function maskOf(cells: Uint8Array): number {
  let mask = 0;
  for (let k = 0; k < cells.length; k++) mask ^= familyBit(cells[k] as number);
  return mask;
}

/** Two digits per character: the key of a state in the visited set. */
function keyOf(cells: Uint8Array, added: number): string {
  let key = String(added);
  for (let k = 0; k < cells.length; k += 2) key += String.fromCharCode((cells[k] as number) * 16 + ((cells[k + 1] ?? 0) as number));
  return key;
}

interface Search {
  extras: Uint8Array[];
  extraMasks: number[];
  seen: Set<string>;
  maxNodes: number;
  nodes: number;
  exhausted: boolean;
  steps: NumeroStep[];
}

/** Whether some number of rows still to add makes every family even (needed to clear the board). */
function parityAllows(search: Search, mask: number, from: number): boolean {
  let m = mask;
  if (m === 0) return true;
  for (let k = from; k < search.extras.length; k++) {
    m ^= search.extraMasks[k] as number;
    if (m === 0) return true;
  }
  return false;
}

function explore(search: Search, cells: Uint8Array, added: number, mask: number): boolean {
  if (cells.length === 0) return true;
  if (!parityAllows(search, mask, added)) return false;
  const key = keyOf(cells, added);
  if (search.seen.has(key)) return false;
  if (search.nodes >= search.maxNodes) {
    search.exhausted = false;
    return false;
  }
  search.nodes += 1;
  search.seen.add(key);

  // Pairs that empty a row first (they shrink the board), then the others in reading order.
  const pairs = flatPairs(cells);
  for (let pass = 0; pass < 2; pass++) {
    for (let p = 0; p < pairs.length; p += 2) {
      const i = pairs[p] as number;
      const j = pairs[p + 1] as number;
      if (clearsARow(cells, i, j) !== (pass === 0)) continue;
      search.steps.push([(i / COLS) | 0, i % COLS, (j / COLS) | 0, j % COLS]);
      if (explore(search, withoutPair(cells, i, j), added, mask)) return true;
      search.steps.pop();
    }
  }
  if (added < search.extras.length && cells.length / COLS < NUMERO_MAX_ROWS) {
    const grown = new Uint8Array(cells.length + COLS);
    grown.set(cells);
    grown.set(search.extras[added] as Uint8Array, cells.length);
    search.steps.push('row');
    if (explore(search, grown, added + 1, mask ^ (search.extraMasks[added] as number))) return true;
    search.steps.pop();
  }
  return false;
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
  const extras = extraRows.map((line) => Uint8Array.from(line));
  const search: Search = {
    extras,
    extraMasks: extras.map(maskOf),
    seen: new Set(),
    maxNodes: options.maxNodes ?? 200_000,
    nodes: 0,
    exhausted: true,
    steps: [],
  };
  const start = flatten(rows);
  const won = explore(search, start, added, maskOf(start));
  return { steps: won ? search.steps.slice() : null, nodes: search.nodes, exhausted: won || search.exhausted };
}
