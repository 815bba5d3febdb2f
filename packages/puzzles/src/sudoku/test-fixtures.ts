/** Known puzzles for the tests (not shipped: only test files import it), as 81-character lines, '.' = empty. */
import { unflattenGrid } from '../grid/grid.ts';

export const toGrid = (line: string, size = 9): number[][] =>
  unflattenGrid(
    [...line].map((ch) => (ch === '.' ? 0 : Number(ch))),
    size,
  );

export const toLine = (grid: readonly (readonly number[])[]): string => grid.map((row) => row.map((v) => (v === 0 ? '.' : String(v))).join('')).join('');

/** A qqwing 'simple' puzzle and its solution, used by the rules tests. */
export const SIMPLE_PUZZLE = '...7.4.5935..6.1....49...6....1.7.2.......5..1....9..4.9.6...13.....2.9.7.......2';
export const SIMPLE_SOLUTION = '681734259359268147274951368543187926928346571167529834892675413436812795715493682';

/** Rows and columns hold each digit once but boxes repeat digits: a Latin square, not a sudoku. */
export const LATIN_SQUARE_NOT_SUDOKU = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => ((r + c) % 9) + 1));

/** Arto Inkala's 2012 'hardest sudoku': no simple technique gets anywhere. */
export const INKALA = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
