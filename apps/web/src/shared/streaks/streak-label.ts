import { t } from '../../i18n/index.ts';

/** "0 jour", "1 jour", "2 jours": plural wording only above 1 (document 1 §1). */
export function streakLabel(days: number): string {
  const n = Number.isFinite(days) ? Math.max(0, Math.floor(days)) : 0;
  return n > 1 ? t('home.streak.other', { n }) : t('home.streak.one', { n });
}
