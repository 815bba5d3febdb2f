import type { SudolitoMove, SudolitoState } from '@jdj/puzzles';
import { tSudolito as t } from '../../i18n/fr-sudolito.ts';
import type { BoardProps } from '../game-definition.ts';
import { type DigitGridConfig, DigitGridBoard } from '../grid-kit/DigitGridBoard.tsx';

/** The 6x6 board: boxes of 2 rows × 3 columns, the cells of wrong moves in red. */
export const SUDOLITO_BOARD: DigitGridConfig<SudolitoState> = {
  boxRows: 2,
  boxCols: 3,
  label: t('sudolito.board'),
  marked: (state) => state.invalidCells,
  markLabel: t('sudolito.cell.invalid'),
};

export function SudolitoBoard(props: BoardProps<SudolitoState, SudolitoMove>) {
  return <DigitGridBoard {...props} config={SUDOLITO_BOARD} />;
}
