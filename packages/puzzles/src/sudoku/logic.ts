/**
 * Human solving techniques over bitmask candidates, each applied once per call: they return
 * whether they made progress. Shared by the grader's ladder (grade.ts). Everything runs on
 * one preallocated workspace per grid size.
 */
import * as bits from './bits.ts';
import type { SudokuShape } from './shape.ts';

// Local copies: transpiled module bindings can become getter calls, too slow in hot loops.
const POPCOUNT = bits.POPCOUNT;
const digitOfBit = bits.digitOfBit;

export interface LogicWorkspace {
  /** Candidates of each empty cell, 0 once filled. */
  cand: Int32Array;
  value: Int8Array;
  /** Cells of a unit, scratch for pair/triple searches. */
  unitScratch: Int32Array;
  /** Per digit, positions (bits over a unit's cells or over columns/rows). */
  positions: Int32Array;
  /** Digits already placed in each unit (while loading). */
  unitUsed: Int32Array;
  /** Cells waiting to be placed as naked singles. */
  queue: Int16Array;
  /** Candidates of each box/line segment of a line. */
  segments: Int32Array;
  /** Cells whose deduction ends the run early (see `rededuces`), and how many are left. */
  watched: Uint8Array;
  watchLeft: number;
  /** Empty cells left. */
  empty: number;
  /** Set when a cell or a unit has no room left for a digit: the grid has no solution. */
  contradiction: boolean;
}

const workspaces: LogicWorkspace[] = [];

/** One workspace per grid size, reused by every run: no allocation while grading. */
export function logicWorkspace(shape: SudokuShape): LogicWorkspace {
  let ws = workspaces[shape.size];
  if (!ws) {
    ws = {
      cand: new Int32Array(shape.cellCount),
      value: new Int8Array(shape.cellCount),
      unitScratch: new Int32Array(shape.size),
      positions: new Int32Array(shape.size * shape.size),
      unitUsed: new Int32Array(shape.unitCount),
      queue: new Int16Array(shape.cellCount),
      segments: new Int32Array(shape.size),
      watched: new Uint8Array(shape.cellCount),
      watchLeft: -1,
      empty: 0,
      contradiction: false,
    };
    workspaces[shape.size] = ws;
  }
  return ws;
}

/** Fills a cell and removes its digit from its peers' candidates. */
function place(shape: SudokuShape, ws: LogicWorkspace, cell: number, digit: number): void {
  const { cand, value } = ws;
  const { peers, peerCount } = shape;
  if (((cand[cell] as number) & (1 << (digit - 1))) === 0) {
    ws.contradiction = true;
    return;
  }
  value[cell] = digit;
  cand[cell] = 0;
  ws.empty--;
  if (ws.watched[cell] !== 0) ws.watchLeft--;
  const keep = ~(1 << (digit - 1));
  const base = cell * peerCount;
  for (let i = 0; i < peerCount; i++) {
    const peer = peers[base + i] as number;
    cand[peer] = (cand[peer] as number) & keep;
  }
}

/** Loads row-major cells (0 = empty) and the candidates their givens leave. */
export function load(shape: SudokuShape, ws: LogicWorkspace, cells: ArrayLike<number>): void {
  const { size, rowOf, colOf, boxOf, allDigits, cellCount } = shape;
  const { cand, value, unitUsed } = ws;
  unitUsed.fill(0);
  ws.empty = cellCount;
  ws.contradiction = false;
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = cells[cell] as number;
    value[cell] = digit;
    if (digit === 0) continue;
    const bit = 1 << (digit - 1);
    const r = rowOf[cell] as number;
    const c = size + (colOf[cell] as number);
    const b = 2 * size + (boxOf[cell] as number);
    if (((unitUsed[r] as number) | (unitUsed[c] as number) | (unitUsed[b] as number)) & bit) ws.contradiction = true;
    unitUsed[r] = (unitUsed[r] as number) | bit;
    unitUsed[c] = (unitUsed[c] as number) | bit;
    unitUsed[b] = (unitUsed[b] as number) | bit;
    ws.empty--;
  }
  for (let cell = 0; cell < cellCount; cell++) {
    cand[cell] =
      value[cell] !== 0
        ? 0
        : allDigits &
          ~(
            (unitUsed[rowOf[cell] as number] as number) |
            (unitUsed[size + (colOf[cell] as number)] as number) |
            (unitUsed[2 * size + (boxOf[cell] as number)] as number)
          );
  }
}

/**
 * Places every cell with a single candidate, then those this leaves with a single candidate,
 * and so on (a queue rather than repeated sweeps); false when there was none.
 */
export function nakedSingles(shape: SudokuShape, ws: LogicWorkspace): boolean {
  const { cand, value, queue } = ws;
  const { peers, peerCount, cellCount } = shape;
  let tail = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    if (value[cell] !== 0) continue;
    const mask = cand[cell] as number;
    if (mask === 0) {
      ws.contradiction = true;
      return false;
    }
    if ((mask & (mask - 1)) === 0) queue[tail++] = cell;
  }
  // A cell joins the queue at most once: when its last-but-one candidate goes.
  for (let head = 0; head < tail; head++) {
    const cell = queue[head] as number;
    const bit = cand[cell] as number;
    if (bit === 0) {
      ws.contradiction = true;
      return true;
    }
    value[cell] = digitOfBit(bit);
    cand[cell] = 0;
    ws.empty--;
    if (ws.watched[cell] !== 0 && --ws.watchLeft === 0) return true;
    const base = cell * peerCount;
    for (let i = 0; i < peerCount; i++) {
      const peer = peers[base + i] as number;
      const mask = cand[peer] as number;
      if ((mask & bit) === 0) continue;
      const rest = mask ^ bit;
      cand[peer] = rest;
      if (rest === 0) {
        ws.contradiction = true;
        return true;
      }
      if ((rest & (rest - 1)) === 0) queue[tail++] = peer;
    }
  }
  return tail > 0;
}

/** Places the digits that fit in only one cell of a unit. */
export function hiddenSingles(shape: SudokuShape, ws: LogicWorkspace): boolean {
  const { size, unitCount, unitCells } = shape;
  const { cand, value } = ws;
  let progress = false;
  for (let u = 0; u < unitCount; u++) {
    const base = u * size;
    let once = 0;
    let twice = 0;
    let placed = 0;
    for (let i = 0; i < size; i++) {
      const cell = unitCells[base + i] as number;
      const mask = cand[cell] as number;
      twice |= once & mask;
      once |= mask;
      if (value[cell] !== 0) placed |= 1 << ((value[cell] as number) - 1);
    }
    if ((once | placed) !== shape.allDigits) {
      ws.contradiction = true;
      return false;
    }
    let single = once & ~twice;
    while (single !== 0) {
      const bit = single & -single;
      single ^= bit;
      for (let i = 0; i < size; i++) {
        const cell = unitCells[base + i] as number;
        if ((cand[cell] as number) & bit) {
          place(shape, ws, cell, digitOfBit(bit));
          progress = true;
          break;
        }
      }
    }
  }
  return progress;
}

/** Removes `mask` from the cells of unit `u`, except those at `exceptPositions` (bits over the unit). */
function eliminateInUnit(shape: SudokuShape, ws: LogicWorkspace, u: number, mask: number, exceptPositions: number): boolean {
  const { size, unitCells } = shape;
  const { cand } = ws;
  let changed = false;
  for (let i = 0; i < size; i++) {
    if (exceptPositions & (1 << i)) continue;
    const cell = unitCells[u * size + i] as number;
    if ((cand[cell] as number) & mask) {
      cand[cell] = (cand[cell] as number) & ~mask;
      changed = true;
    }
  }
  return changed;
}

/** Two cells of a unit with the same two candidates: those digits leave the unit's other cells. */
export function nakedPairs(shape: SudokuShape, ws: LogicWorkspace): boolean {
  const { size, unitCount, unitCells } = shape;
  const { cand } = ws;
  for (let u = 0; u < unitCount; u++) {
    for (let i = 0; i < size; i++) {
      const a = cand[unitCells[u * size + i] as number] as number;
      if (POPCOUNT[a] !== 2) continue;
      for (let j = i + 1; j < size; j++) {
        if (cand[unitCells[u * size + j] as number] !== a) continue;
        if (eliminateInUnit(shape, ws, u, a, (1 << i) | (1 << j))) return true;
      }
    }
  }
  return false;
}

/** Three cells of a unit whose candidates together are three digits. */
export function nakedTriples(shape: SudokuShape, ws: LogicWorkspace): boolean {
  const { size, unitCount, unitCells } = shape;
  const { cand, unitScratch } = ws;
  for (let u = 0; u < unitCount; u++) {
    let n = 0;
    for (let i = 0; i < size; i++) {
      const count = POPCOUNT[cand[unitCells[u * size + i] as number] as number] as number;
      if (count === 2 || count === 3) unitScratch[n++] = i;
    }
    for (let x = 0; x < n; x++) {
      const i = unitScratch[x] as number;
      const mi = cand[unitCells[u * size + i] as number] as number;
      for (let y = x + 1; y < n; y++) {
        const j = unitScratch[y] as number;
        const mij = mi | (cand[unitCells[u * size + j] as number] as number);
        if ((POPCOUNT[mij] as number) > 3) continue;
        for (let z = y + 1; z < n; z++) {
          const k = unitScratch[z] as number;
          const mask = mij | (cand[unitCells[u * size + k] as number] as number);
          if (POPCOUNT[mask] !== 3) continue;
          if (eliminateInUnit(shape, ws, u, mask, (1 << i) | (1 << j) | (1 << k))) return true;
        }
      }
    }
  }
  return false;
}

/** Fills `positions[d]` with the unit positions where digit d+1 may go. */
function digitPositions(shape: SudokuShape, ws: LogicWorkspace, u: number): void {
  const { size, unitCells } = shape;
  const { cand, positions } = ws;
  positions.fill(0, 0, size);
  for (let i = 0; i < size; i++) {
    let mask = cand[unitCells[u * size + i] as number] as number;
    while (mask !== 0) {
      const bit = mask & -mask;
      mask ^= bit;
      const d = digitOfBit(bit) - 1;
      positions[d] = (positions[d] as number) | (1 << i);
    }
  }
}

/** Two digits that fit only in the same two cells of a unit: those cells lose their other candidates. */
export function hiddenPairs(shape: SudokuShape, ws: LogicWorkspace): boolean {
  const { size, unitCells } = shape;
  const { cand, positions } = ws;
  // qqwing looks at rows, then columns, then boxes.
  for (let u = 0; u < shape.unitCount; u++) {
    digitPositions(shape, ws, u);
    for (let a = 0; a < size; a++) {
      const where = positions[a] as number;
      if (POPCOUNT[where] !== 2) continue;
      for (let b = a + 1; b < size; b++) {
        if (positions[b] !== where) continue;
        const keep = (1 << a) | (1 << b);
        let changed = false;
        for (let i = 0; i < size; i++) {
          if ((where & (1 << i)) === 0) continue;
          const cell = unitCells[u * size + i] as number;
          if ((cand[cell] as number) & ~keep) {
            cand[cell] = (cand[cell] as number) & keep;
            changed = true;
          }
        }
        if (changed) return true;
      }
    }
  }
  return false;
}

/** The cell at `offset` along row `line`, or along column `line` when `vertical`. */
const segmentCell = (vertical: number, size: number, line: number, offset: number): number => (vertical ? offset * size + line : line * size + offset);

/**
 * Where a box crosses a line (row or column), the "segment" is their common cells. A digit
 * whose candidates in one of the two units all lie in the segment cannot be anywhere else in
 * the other unit. From the box's side that is a pointing pair/triple, from the line's side a
 * box/line reduction. Each segment's candidates are OR-ed once: a digit confined to segment
 * k of a unit is a bit of `segment[k] & ~(other segments)`.
 */
function intersections(shape: SudokuShape, ws: LogicWorkspace, fromBoxes: boolean): boolean {
  const { size, boxRows, boxCols } = shape;
  const { cand, segments } = ws;
  const stacks = size / boxCols; // boxes side by side in a band
  const bands = size / boxRows;
  for (let vertical = 0; vertical < 2; vertical++) {
    // Rows: a box holds `boxRows` row segments of `boxCols` cells; a row crosses `stacks` boxes.
    const along = vertical ? boxRows : boxCols; // cells of a segment
    const across = vertical ? boxCols : boxRows; // segments of a line in one box
    const perLine = vertical ? bands : stacks; // segments of a whole line
    for (let line = 0; line < size; line++) {
      // Segment k of this line covers offsets k*along … k*along+along-1.
      for (let k = 0; k < perLine; k++) {
        let mask = 0;
        for (let i = k * along; i < k * along + along; i++) mask |= cand[segmentCell(vertical, size, line, i)] as number;
        segments[k] = mask;
      }
      for (let k = 0; k < perLine; k++) {
        const here = segments[k] as number;
        if (here === 0) continue;
        let elsewhereOnLine = 0;
        for (let j = 0; j < perLine; j++) if (j !== k) elsewhereOnLine |= segments[j] as number;
        // The box of segment k, seen from the box: its other lines parallel to this one.
        const firstLine = line - (line % across);
        let elsewhereInBox = 0;
        for (let other = firstLine; other < firstLine + across; other++) {
          if (other === line) continue;
          for (let i = k * along; i < k * along + along; i++) elsewhereInBox |= cand[segmentCell(vertical, size, other, i)] as number;
        }
        // Pointing: digits of the box only on this line leave the rest of the line.
        // Box/line: digits of the line only in this box leave the rest of the box.
        const confined = fromBoxes ? here & ~elsewhereInBox : here & ~elsewhereOnLine;
        const target = fromBoxes ? confined & elsewhereOnLine : confined & elsewhereInBox;
        if (target === 0) continue;
        if (fromBoxes) {
          for (let i = 0; i < size; i++) {
            if (i >= k * along && i < k * along + along) continue;
            const cell = segmentCell(vertical, size, line, i);
            cand[cell] = (cand[cell] as number) & ~target;
          }
        } else {
          for (let other = firstLine; other < firstLine + across; other++) {
            if (other === line) continue;
            for (let i = k * along; i < k * along + along; i++) {
              const cell = segmentCell(vertical, size, other, i);
              cand[cell] = (cand[cell] as number) & ~target;
            }
          }
        }
        return true;
      }
    }
  }
  return false;
}

/**
 * A digit confined to the same two columns in two rows leaves those columns elsewhere
 * (and the same with rows and columns swapped).
 */
export function xWings(shape: SudokuShape, ws: LogicWorkspace): boolean {
  const { size, unitCells } = shape;
  const { cand, positions } = ws;
  for (let byColumns = 0; byColumns < 2; byColumns++) {
    const base = byColumns * size;
    // positions[line * size + d]: where digit d may go along that line.
    for (let line = 0; line < size; line++) {
      const offset = line * size;
      positions.fill(0, offset, offset + size);
      for (let i = 0; i < size; i++) {
        let mask = cand[unitCells[(base + line) * size + i] as number] as number;
        while (mask !== 0) {
          const bit = mask & -mask;
          mask ^= bit;
          const d = digitOfBit(bit) - 1;
          positions[offset + d] = (positions[offset + d] as number) | (1 << i);
        }
      }
    }
    for (let d = 0; d < size; d++) {
      for (let l1 = 0; l1 < size; l1++) {
        const where = positions[l1 * size + d] as number;
        if (POPCOUNT[where] !== 2) continue;
        for (let l2 = l1 + 1; l2 < size; l2++) {
          if (positions[l2 * size + d] !== where) continue;
          let changed = false;
          for (let other = 0; other < size; other++) {
            if (other === l1 || other === l2) continue;
            const cross = positions[other * size + d] as number;
            if ((cross & where) === 0) continue;
            for (let i = 0; i < size; i++) {
              if ((cross & where & (1 << i)) === 0) continue;
              const cell = unitCells[(base + other) * size + i] as number;
              cand[cell] = (cand[cell] as number) & ~(1 << d);
              changed = true;
            }
          }
          if (changed) return true;
        }
      }
    }
  }
  return false;
}

/** A digit of a box confined to one of its lines leaves the rest of that line. */
export const pointing = (shape: SudokuShape, ws: LogicWorkspace): boolean => intersections(shape, ws, true);

/** A digit of a line confined to one box leaves the rest of that box. */
export const boxLine = (shape: SudokuShape, ws: LogicWorkspace): boolean => intersections(shape, ws, false);
