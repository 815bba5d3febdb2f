/**
 * Binero solved the way a person does, one deduction at a time, easiest first: the grader's ladder.
 * Each technique looks at one line (a row or a column) at a time:
 * - pair: two identical neighbours, so the cells on either side hold the other value;
 * - sandwich: a cell between two identical values holds the other value;
 * - balance: a line that has its half of one value gets the other everywhere else;
 * - uniqueness: a line two cells short of a complete line of the same kind, with one 0 and one 1 to
 *   place, must not end up equal to it: its two cells take the other way round;
 * - advanced balance: a line with one value left to place; putting it in a cell would fill every other
 *   gap with the other value, and if that makes three in a row, the cell holds the other value.
 * Every technique is sound: a grid it completes has exactly one solution.
 */
import { POPCOUNT, hasTriple } from './lines.ts';

export const BINERO_DIFFICULTIES = ['simple', 'easy', 'intermediate', 'expert'] as const;
export type BineroDifficulty = (typeof BINERO_DIFFICULTIES)[number];

export const BINERO_TECHNIQUES = ['pair', 'sandwich', 'balance', 'uniqueness', 'advanced-balance'] as const;
export type BineroTechnique = (typeof BINERO_TECHNIQUES)[number];

/** Level of each technique: 0 simple, 1 easy, 2 intermediate, 3 expert. */
const LEVEL_OF_TECHNIQUE: readonly number[] = [0, 0, 1, 2, 3];
const T_PAIR = 0;
const T_ADVANCED = 4;

export const LEVEL_EXPERT = 3;
/** Returned when the techniques allowed get stuck. */
export const LEVEL_ABOVE_CAP = 4;

/** The grid being deduced: per row and per column, the mask of its ones and of its zeros. */
export interface BineroWorkspace {
  size: number;
  full: number;
  half: number;
  rowOnes: Int32Array;
  rowZeros: Int32Array;
  colOnes: Int32Array;
  colZeros: Int32Array;
  empty: number;
  /** A cell forced both ways: the givens have no solution. */
  contradiction: boolean;
  /** Hardest technique of the last run. */
  hardest: number;
}

const workspaces: BineroWorkspace[] = [];

/** One workspace per size, reused by every run: no allocation while grading. */
export function bineroWorkspace(size: number): BineroWorkspace {
  let ws = workspaces[size];
  if (!ws) {
    ws = {
      size,
      full: (1 << size) - 1,
      half: size / 2,
      rowOnes: new Int32Array(size),
      rowZeros: new Int32Array(size),
      colOnes: new Int32Array(size),
      colZeros: new Int32Array(size),
      empty: 0,
      contradiction: false,
      hardest: T_PAIR,
    };
    workspaces[size] = ws;
  }
  return ws;
}

/** Loads row-major cells: 0, 1, or -1 for an empty cell. */
export function loadCells(ws: BineroWorkspace, cells: ArrayLike<number>): void {
  const { size } = ws;
  ws.rowOnes.fill(0);
  ws.rowZeros.fill(0);
  ws.colOnes.fill(0);
  ws.colZeros.fill(0);
  ws.empty = 0;
  ws.contradiction = false;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const value = cells[r * size + c] as number;
      if (value === 1) {
        ws.rowOnes[r] = (ws.rowOnes[r] as number) | (1 << c);
        ws.colOnes[c] = (ws.colOnes[c] as number) | (1 << r);
      } else if (value === 0) {
        ws.rowZeros[r] = (ws.rowZeros[r] as number) | (1 << c);
        ws.colZeros[c] = (ws.colZeros[c] as number) | (1 << r);
      } else {
        ws.empty++;
      }
    }
  }
}

/** Writes the deduced values of line `index` (a row when `isRow`): `ones` and `zeros` are line masks of empty cells. */
function fill(ws: BineroWorkspace, isRow: boolean, index: number, ones: number, zeros: number): void {
  if ((ones & zeros) !== 0) {
    ws.contradiction = true;
    return;
  }
  for (let rest = ones | zeros; rest !== 0; rest &= rest - 1) {
    const bit = rest & -rest;
    const i = 31 - Math.clz32(bit);
    const r = isRow ? index : i;
    const c = isRow ? i : index;
    if ((ones & bit) !== 0) {
      ws.rowOnes[r] = (ws.rowOnes[r] as number) | (1 << c);
      ws.colOnes[c] = (ws.colOnes[c] as number) | (1 << r);
    } else {
      ws.rowZeros[r] = (ws.rowZeros[r] as number) | (1 << c);
      ws.colZeros[c] = (ws.colZeros[c] as number) | (1 << r);
    }
    ws.empty--;
  }
}

/** Cells that must hold the other value because of a pair of `mask`'s value (line-relative). */
const besidePairs = (mask: number): number => {
  const pairs = mask & (mask >> 1);
  return (pairs >> 1) | (pairs << 2);
};

/** Cells that must hold the other value because they sit between two of `mask`'s value. */
const betweenTwo = (mask: number): number => (mask & (mask >> 2)) << 1;

/**
 * What a technique deduces in one line: the empty cells that must hold 1 (low 16 bits) and 0 (high
 * 16 bits), as line masks. Rules only look; `everyLine` writes.
 */
type LineRule = (ws: BineroWorkspace, ones: number, zeros: number, isRow: boolean, index: number) => number;

const found = (toOne: number, toZero: number): number => toOne | (toZero << 16);

/** Runs `rule` on every row and column, writing what it deduces; true when it placed a value. */
function everyLine(ws: BineroWorkspace, rule: LineRule): boolean {
  const before = ws.empty;
  for (let pass = 0; pass < 2; pass++) {
    const isRow = pass === 0;
    const onesOf = isRow ? ws.rowOnes : ws.colOnes;
    const zerosOf = isRow ? ws.rowZeros : ws.colZeros;
    for (let i = 0; i < ws.size && !ws.contradiction; i++) {
      const result = rule(ws, onesOf[i] as number, zerosOf[i] as number, isRow, i);
      if (result !== 0) fill(ws, isRow, i, result & 0xffff, result >>> 16);
    }
  }
  return ws.empty < before;
}

const pairRule: LineRule = (ws, ones, zeros) => {
  const empty = ws.full & ~(ones | zeros);
  return found(besidePairs(zeros) & empty, besidePairs(ones) & empty);
};

const sandwichRule: LineRule = (ws, ones, zeros) => {
  const empty = ws.full & ~(ones | zeros);
  return found(betweenTwo(zeros) & empty, betweenTwo(ones) & empty);
};

const balanceRule: LineRule = (ws, ones, zeros) => {
  const empty = ws.full & ~(ones | zeros);
  if (POPCOUNT[ones] === ws.half) return found(0, empty);
  if (POPCOUNT[zeros] === ws.half) return found(empty, 0);
  return 0;
};

const uniquenessRule: LineRule = (ws, ones, zeros, isRow, index) => {
  const filled = ones | zeros;
  const empty = ws.full & ~filled;
  if (POPCOUNT[empty] !== 2 || POPCOUNT[ones] !== ws.half - 1) return 0;
  const onesOf = isRow ? ws.rowOnes : ws.colOnes;
  const zerosOf = isRow ? ws.rowZeros : ws.colZeros;
  for (let other = 0; other < ws.size; other++) {
    const otherOnes = onesOf[other] as number;
    if (other === index || (otherOnes | (zerosOf[other] as number)) !== ws.full) continue;
    // The only completion equal to that line is forbidden: the other one is the answer.
    if ((otherOnes & filled) === ones) return found(empty & ~otherOnes, empty & otherOnes);
  }
  return 0;
};

/** With one `mask` value left to place, the gaps where it would force three in a row. */
function lastOneCannotGo(ws: BineroWorkspace, mask: number, empty: number): number {
  let refused = 0;
  for (let rest = empty; rest !== 0; rest &= rest - 1) {
    const cell = rest & -rest;
    const placed = mask | cell;
    if (hasTriple(ws.full & ~placed) || hasTriple(placed)) refused |= cell;
  }
  return refused;
}

const advancedBalanceRule: LineRule = (ws, ones, zeros) => {
  const empty = ws.full & ~(ones | zeros);
  if ((POPCOUNT[empty] as number) < 3) return 0;
  if (POPCOUNT[ones] === ws.half - 1) return found(0, lastOneCannotGo(ws, ones, empty));
  if (POPCOUNT[zeros] === ws.half - 1) return found(lastOneCannotGo(ws, zeros, empty), 0);
  return 0;
};

const RULES: readonly LineRule[] = [pairRule, sandwichRule, balanceRule, uniquenessRule, advancedBalanceRule];

/** One step of the ladder: the easiest technique that places a value, or -1 when stuck. */
function step(ws: BineroWorkspace, cap: number): number {
  for (let technique = T_PAIR; technique <= T_ADVANCED; technique++) {
    if ((LEVEL_OF_TECHNIQUE[technique] as number) > cap) return -1;
    if (everyLine(ws, RULES[technique] as LineRule)) return technique;
    if (ws.contradiction) return -1;
  }
  return -1;
}

/**
 * Runs the ladder on row-major cells (0, 1, -1 = empty) with techniques up to level `cap`: the level
 * needed (0 simple … 3 expert), or LEVEL_ABOVE_CAP when they get stuck.
 */
export function deduce(ws: BineroWorkspace, cells: ArrayLike<number>, cap: number): number {
  loadCells(ws, cells);
  let level = 0;
  ws.hardest = T_PAIR;
  while (ws.empty > 0 && !ws.contradiction) {
    const technique = step(ws, cap);
    if (technique < 0) break;
    if (technique > ws.hardest) ws.hardest = technique;
    level = Math.max(level, LEVEL_OF_TECHNIQUE[technique] as number);
  }
  return ws.empty === 0 && !ws.contradiction ? level : LEVEL_ABOVE_CAP;
}

/**
 * Whether the value of one empty cell follows at once from its row or its column, by techniques up to
 * `cap` (the workspace holds the grid, loaded by `loadCells`). Nothing is written.
 */
export function forcedAtOnce(ws: BineroWorkspace, row: number, col: number, cap: number): boolean {
  for (let technique = T_PAIR; technique <= T_ADVANCED && (LEVEL_OF_TECHNIQUE[technique] as number) <= cap; technique++) {
    const rule = RULES[technique] as LineRule;
    const inRow = rule(ws, ws.rowOnes[row] as number, ws.rowZeros[row] as number, true, row);
    if ((inRow & ((1 << col) | (1 << (col + 16)))) !== 0) return true;
    const inCol = rule(ws, ws.colOnes[col] as number, ws.colZeros[col] as number, false, col);
    if ((inCol & ((1 << row) | (1 << (row + 16)))) !== 0) return true;
  }
  return false;
}

export interface BineroGrade {
  difficulty: BineroDifficulty;
  hardest: BineroTechnique;
}

/** Grades row-major cells (0, 1, -1); null when the techniques cannot finish the grid. */
export function gradeCells(size: number, cells: ArrayLike<number>): BineroGrade | null {
  const ws = bineroWorkspace(size);
  const level = deduce(ws, cells, LEVEL_EXPERT);
  if (level === LEVEL_ABOVE_CAP) return null;
  return { difficulty: BINERO_DIFFICULTIES[level] as BineroDifficulty, hardest: BINERO_TECHNIQUES[ws.hardest] as BineroTechnique };
}
