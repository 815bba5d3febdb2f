import { tSudoku as t } from '../../i18n/fr-sudoku.ts';
import type { RulesProps } from '../game-definition.ts';
import { DigitGridRules } from '../grid-kit/DigitGridRules.tsx';

/** A 3x3 box of the demo: the givens, then the cells it fills one by one, in order. */
const DEMO = {
  givens: [5, 0, 8, 0, 1, 0, 7, 0, 3],
  cols: 3,
  steps: [
    [1, 2],
    [3, 9],
    [5, 4],
    [7, 6],
  ],
} as const;

/** The rules of Sudoku in French (document 2 §4, §5). */
export function SudokuRules({ jokerPenalty }: RulesProps) {
  return (
    <DigitGridRules
      demo={DEMO}
      goal={t('sudoku.rules.goal')}
      mistakes={t('sudoku.rules.conflicts')}
      keyboard={t('sudoku.rules.keyboard')}
      jokerPenalty={jokerPenalty}
    />
  );
}
