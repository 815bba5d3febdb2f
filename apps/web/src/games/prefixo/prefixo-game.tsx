import { prefixo, PREFIXO_RULES } from '@jdj/puzzles';
import { tPrefixo as t } from '../../i18n/fr-prefixo.ts';
import { keepPunctuationAttached as tie } from '../../i18n/typography.ts';
import type { RulesProps } from '../game-definition.ts';
import { defineRowsGame } from '../letters/rows/rows-definition.ts';
import { RowsDemo } from '../letters/rows/RowsDemo.tsx';
import { RowsRuleItems } from '../letters/rows/RowsRules.tsx';
import { DEMO_TYPING_STEP_MS, TypedText } from '../letters/TypedText.tsx';
import { PrefixoBoard } from './PrefixoBoard.tsx';

function PrefixoRules({ jokerPenalty }: RulesProps) {
  const clue = (
    <p className="word-rows__heading">
      <TypedText text={t('prefixo.demo.definition')} stepMs={DEMO_TYPING_STEP_MS} />
    </p>
  );
  return (
    <div className="rows-rules">
      <RowsDemo clue={clue} word={t('prefixo.demo.word')} given={2} attempt={t('prefixo.demo.attempt')} />
      <p>{tie(t('prefixo.rules.goal'))}</p>
      <RowsRuleItems jokerPenalty={jokerPenalty} check={t('prefixo.rules.check')} />
    </div>
  );
}

/** Prefixo in the shared shell: five words of one prefix from their definitions, on the letter-input kit. */
const prefixoGame = defineRowsGame({ module: prefixo, rules: PREFIXO_RULES, Board: PrefixoBoard, Rules: PrefixoRules });

export default prefixoGame;
