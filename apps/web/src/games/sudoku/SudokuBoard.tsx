import type { SudokuMove, SudokuState } from '@jdj/puzzles';
import { tSudoku as t } from '../../i18n/fr-sudoku.ts';
import type { BoardProps } from '../game-definition.ts';
import { type DigitGridConfig, DigitGridBoard, digitCellLabel } from '../grid-kit/DigitGridBoard.tsx';

export { moveSelection } from '@jdj/puzzles';

/** The 9x9 board: boxes of 3 × 3, every clashing digit in red. */
export const SUDOKU_BOARD: DigitGridConfig<SudokuState> = {
  boxRows: 3,
  boxCols: 3,
  label: t('sudoku.board'),
  marked: (state) => state.conflicts,
  markLabel: t('sudoku.cell.conflict'),
};

export const cellLabel = (state: SudokuState, row: number, col: number): string => digitCellLabel(state, row, col, SUDOKU_BOARD);

export function SudokuBoard(props: BoardProps<SudokuState, SudokuMove>) {
  return <DigitGridBoard {...props} config={SUDOKU_BOARD} />;
}
