import type { TestPlays } from '../testing/plays.ts';
import type { SudokuMove, SudokuPuzzle } from './rules.ts';

/** A player who knows the answer: each empty cell selected, then filled from the solution. */
export const sudokuPlays: TestPlays<SudokuPuzzle, SudokuMove> = {
  win(puzzle) {
    const moves: SudokuMove[] = [];
    puzzle.board.forEach((line, row) =>
      line.forEach((value, col) => {
        if (value !== 0) return;
        moves.push({ type: 'select', row, col }, { type: 'place', row, col, value: puzzle.solution[row]?.[col] as number });
      }),
    );
    return moves;
  },
  /** Every empty cell revealed by a joker. */
  assisted(puzzle) {
    return puzzle.board.flatMap((line, row) => line.flatMap((value, col): SudokuMove[] => (value === 0 ? [{ type: 'joker', row, col }] : [])));
  },
};
