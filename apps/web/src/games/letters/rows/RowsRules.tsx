import { keepPunctuationAttached as tie } from '../../../i18n/typography.ts';
import { tRows as t } from '../../../i18n/fr-rows.ts';

/** The rules the three definition games share, after each game's own goal and way of checking. */
export function RowsRuleItems({ jokerPenalty, check }: { jokerPenalty: number | null; check: string }) {
  return (
    <ul>
      <li>{tie(t('rows.rules.type'))}</li>
      <li>{tie(check)}</li>
      <li>{tie(t('rows.rules.locks'))}</li>
      <li>{tie(t('rows.rules.accents'))}</li>
      <li>{tie(jokerPenalty ? t('rows.rules.joker', { n: jokerPenalty }) : t('rows.rules.joker-free'))}</li>
      <li>{tie(t('rows.rules.mistakes'))}</li>
      <li>{tie(t('rows.rules.timer'))}</li>
    </ul>
  );
}
