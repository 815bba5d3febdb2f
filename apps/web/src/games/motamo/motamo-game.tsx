import { motamo, MOTAMO_RULES } from '@jdj/puzzles';
import { tMotamo as t } from '../../i18n/fr-motamo.ts';
import { keepPunctuationAttached as tie } from '../../i18n/typography.ts';
import type { RulesProps } from '../game-definition.ts';
import { defineRowsGame } from '../letters/rows/rows-definition.ts';
import { RowsDemo } from '../letters/rows/RowsDemo.tsx';
import { RowsRuleItems } from '../letters/rows/RowsRules.tsx';
import { DEMO_TYPING_STEP_MS, TypedText } from '../letters/TypedText.tsx';
import { MotamoBoard } from './MotamoBoard.tsx';

function MotamoRules({ jokerPenalty }: RulesProps) {
  const clue = (
    <div className="motamo__clue">
      <p className="motamo__category">{t('motamo.demo.category')}</p>
      <p className="motamo__definition">
        <TypedText text={t('motamo.demo.definition')} stepMs={DEMO_TYPING_STEP_MS} />
      </p>
    </div>
  );
  return (
    <div className="rows-rules">
      <RowsDemo clue={clue} word={t('motamo.demo.word')} given={1} attempt={t('motamo.demo.attempt')} />
      <p>{tie(t('motamo.rules.goal'))}</p>
      <RowsRuleItems jokerPenalty={jokerPenalty} check={t('motamo.rules.check')} />
    </div>
  );
}

/** Motamo in the shared shell: five chained words from their definitions, on the letter-input kit. */
const motamoGame = defineRowsGame({ module: motamo, rules: MOTAMO_RULES, Board: MotamoBoard, Rules: MotamoRules });

export default motamoGame;
