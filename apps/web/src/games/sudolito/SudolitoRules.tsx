import { tSudolito as t } from '../../i18n/fr-sudolito.ts';
import type { RulesProps } from '../game-definition.ts';
import { DigitGridRules } from '../grid-kit/DigitGridRules.tsx';

/** A box of 2 rows × 3 columns: the givens, then the cells the demo fills one by one. */
const DEMO = {
  givens: [4, 0, 1, 0, 6, 0],
  cols: 3,
  steps: [
    [1, 2],
    [3, 3],
    [5, 5],
  ],
} as const;

/** The rules of Sudolito in French (document 2 §4, §5). */
export function SudolitoRules({ jokerPenalty }: RulesProps) {
  return (
    <DigitGridRules
      demo={DEMO}
      goal={t('sudolito.rules.goal')}
      mistakes={t('sudolito.rules.mistakes')}
      keyboard={t('sudolito.rules.keyboard')}
      jokerPenalty={jokerPenalty}
    />
  );
}
