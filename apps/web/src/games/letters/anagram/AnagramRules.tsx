import { keepPunctuationAttached as tie } from '../../../i18n/typography.ts';
import { tLetters as t } from '../../../i18n/fr-letters.ts';

/** The rules both anagram games share (French spacing kept: no line starts with « ! » or « » »), after each game's own goal and before its own mistakes line. */
export function AnagramRuleItems({ jokerPenalty, mistakes }: { jokerPenalty: number | null; mistakes: string }) {
  return (
    <ul>
      <li>{tie(t('anagram.rules.place'))}</li>
      <li>{tie(t('anagram.rules.check'))}</li>
      <li>{tie(mistakes)}</li>
      <li>{tie(t('anagram.rules.tools'))}</li>
      <li>{tie(jokerPenalty ? t('anagram.rules.joker', { n: jokerPenalty }) : t('anagram.rules.joker-free'))}</li>
      <li>{tie(t('anagram.rules.timer'))}</li>
    </ul>
  );
}
