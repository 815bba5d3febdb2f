import { tLetters as t } from '../../../i18n/fr-letters.ts';

/** The rules both anagram games share, after each game's own goal and before its own mistakes line. */
export function AnagramRuleItems({ jokerPenalty, mistakes }: { jokerPenalty: number | null; mistakes: string }) {
  return (
    <ul>
      <li>{t('anagram.rules.place')}</li>
      <li>{t('anagram.rules.check')}</li>
      <li>{mistakes}</li>
      <li>{t('anagram.rules.tools')}</li>
      <li>{jokerPenalty ? t('anagram.rules.joker', { n: jokerPenalty }) : t('anagram.rules.joker-free')}</li>
      <li>{t('anagram.rules.timer')}</li>
    </ul>
  );
}
