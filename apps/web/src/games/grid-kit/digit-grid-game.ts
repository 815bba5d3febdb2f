import { type DigitGridState, resolveOrder, type Rng, type SudokuMove } from '@jdj/puzzles';

/**
 * The debug 'Résoudre' of the sudoku family: wrong digits are erased first (a wrong digit can hold the last
 * free spot of its number), then the missing ones appear in random order.
 */
export function resolveDigitGrid(state: DigitGridState, rng: Rng): { instant: SudokuMove[]; animated: SudokuMove[] } {
  const steps = resolveOrder(state, rng);
  return {
    instant: steps.filter((s) => state.board[s.row]?.[s.col] !== 0).map((s): SudokuMove => ({ type: 'erase', row: s.row, col: s.col })),
    animated: steps.map((s): SudokuMove => ({ type: 'place', row: s.row, col: s.col, value: s.value })),
  };
}
