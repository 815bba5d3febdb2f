/** Grades a Binero grid as a person would solve it (see logic.ts). */
import { type BineroGrade, gradeCells } from './logic.ts';
import type { BineroCell } from './rules.ts';

/** The level of the hardest deduction the grid needs; null when the techniques cannot finish it. */
export function gradeBinero(board: readonly (readonly BineroCell[])[]): BineroGrade | null {
  return gradeCells(
    board.length,
    board.flatMap((line) => line.map((v) => (v === null ? -1 : v))),
  );
}
