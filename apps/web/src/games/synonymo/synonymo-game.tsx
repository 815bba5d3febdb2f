import { synonymo, SYNONYMO_RULES } from '@jdj/puzzles';
import { tSynonymo as t } from '../../i18n/fr-synonymo.ts';
import { keepPunctuationAttached as tie } from '../../i18n/typography.ts';
import type { RulesProps } from '../game-definition.ts';
import { defineRowsGame } from '../letters/rows/rows-definition.ts';
import { RowsDemo } from '../letters/rows/RowsDemo.tsx';
import { RowsRuleItems } from '../letters/rows/RowsRules.tsx';
import { SynonymoBoard } from './SynonymoBoard.tsx';

function SynonymoRules({ jokerPenalty }: RulesProps) {
  const clue = (
    <p className="synonymo__reference">
      <span className="synonymo__reference-label">{t('synonymo.reference')}</span> <span className="synonymo__word">{t('synonymo.demo.reference')}</span>
    </p>
  );
  return (
    <div className="rows-rules">
      <RowsDemo clue={clue} word={t('synonymo.demo.word')} given={1} attempt={t('synonymo.demo.attempt')} />
      <p>{tie(t('synonymo.rules.goal'))}</p>
      <RowsRuleItems jokerPenalty={jokerPenalty} check={t('synonymo.rules.check')} />
    </div>
  );
}

/** Synonymo in the shared shell: three synonyms of the day's word, on the letter-input kit. */
const synonymoGame = defineRowsGame({ module: synonymo, rules: SYNONYMO_RULES, Board: SynonymoBoard, Rules: SynonymoRules });

export default synonymoGame;
