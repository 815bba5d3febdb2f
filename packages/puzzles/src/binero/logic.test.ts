import { describe, expect, it } from 'vitest';
import { type BineroCell, gradeBinero } from './index.ts';
import { bineroWorkspace, deduce } from './logic.ts';

const grid = (text: string): BineroCell[][] => text.split('|').map((line) => [...line].map((ch) => (ch === '.' ? null : (Number(ch) as 0 | 1))));
const LEVEL = { simple: 0, easy: 1, intermediate: 2, expert: 3 } as const;

/** The value the ladder finds for a cell with techniques up to `level`, or null when it finds none. */
function deduced(text: string, row: number, col: number, level: keyof typeof LEVEL): 0 | 1 | null {
  const board = grid(text);
  const ws = bineroWorkspace(board.length);
  deduce(
    ws,
    board.flat().map((v) => (v === null ? -1 : v)),
    LEVEL[level],
  );
  if (((ws.rowOnes[row] as number) >> col) & 1) return 1;
  if (((ws.rowZeros[row] as number) >> col) & 1) return 0;
  return null;
}

const EMPTY_ROWS = '|......|......|......|......|......';

describe('binero techniques, each the easiest way to a value', () => {
  it.each([
    ['pair: beside two identical values', '.00...', 0, 1],
    ['pair: on the other side', '.00...', 3, 1],
    ['sandwich: between two identical values', '1.1...', 1, 0],
  ] as const)('%s (simple)', (_rule, row, col, value) => {
    expect(deduced(row + EMPTY_ROWS, 0, col, 'simple')).toBe(value);
  });

  it('balance: a line with its three 0 gets 1 everywhere else (easy, not simple)', () => {
    // 0 . 0 . 0 . : the sandwiches give columns 1 and 3; only counting gives column 5.
    expect(deduced(`0.0.0.${EMPTY_ROWS}`, 0, 1, 'simple')).toBe(1);
    expect(deduced(`0.0.0.${EMPTY_ROWS}`, 0, 5, 'simple')).toBeNull();
    expect(deduced(`0.0.0.${EMPTY_ROWS}`, 0, 5, 'easy')).toBe(1);
  });

  it('uniqueness: a row two cells short of a complete row takes them the other way (intermediate)', () => {
    // Row 1 could only end as 0 1 0 0 1 1 (row 0) or 0 1 1 0 0 1.
    const text = '010011|01.0.1|......|......|......|......';
    expect(deduced(text, 1, 2, 'easy')).toBeNull();
    expect(deduced(text, 1, 2, 'intermediate')).toBe(1);
    expect(deduced(text, 1, 4, 'intermediate')).toBe(0);
  });

  it('uniqueness works on columns too', () => {
    const text = '00....|11....|0.....|00....|1.....|11....';
    expect(deduced(text, 2, 1, 'easy')).toBeNull();
    expect(deduced(text, 2, 1, 'intermediate')).toBe(1);
    expect(deduced(text, 4, 1, 'intermediate')).toBe(0);
  });

  it('advanced balance: the last 1 cannot go where it would leave three 0 in a row (expert)', () => {
    // 1 1 0 . . . : a 1 in the last cell would give 1 1 0 0 0 1.
    const text = `110...${EMPTY_ROWS}`;
    expect(deduced(text, 0, 5, 'intermediate')).toBeNull();
    expect(deduced(text, 0, 5, 'expert')).toBe(0);
  });
});

describe('binero grading', () => {
  it.each([
    ['simple', '.11..0|.1..00|0...0.|0....1|..10..|.00..1', 'sandwich'],
    ['easy', '..00..|....10|..0...|0.0.1.|.1....|......', 'balance'],
    ['intermediate', '.....1|0.0.0.|...0..|00....|...0..|..1...', 'uniqueness'],
    ['expert', '....0.|.....0|.0..1.|..1..0|.....0|1.....', 'advanced-balance'],
  ])('grades a %s grid by its hardest deduction', (difficulty, text, hardest) => {
    expect(gradeBinero(grid(text))).toEqual({ difficulty, hardest });
  });

  it('cannot grade a grid the techniques do not finish (it would need a guess)', () => {
    expect(gradeBinero(grid('......|......|......|......|......|......'))).toBeNull();
  });
});
