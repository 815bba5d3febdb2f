import { tLegal as t } from '../../i18n/fr-legal.ts';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
/** The mean month: 395 days read « 13 mois », 182 « 6 mois », 365 « 1 an ». */
const MONTH = 30.44 * DAY;

type Unit = 'minutes' | 'hours' | 'days' | 'years';
const plural = (n: number, unit: Unit) => t(n > 1 ? `duration.${unit}.other` : `duration.${unit}.one`, { n });

/** A retention time as a person says it: « 2 minutes », « 24 heures », « 30 jours », « 13 mois », « 1 an ». */
export function frenchDuration(seconds: number): string {
  if (seconds < HOUR) return plural(Math.round(seconds / MINUTE), 'minutes');
  if (seconds <= 2 * DAY) return plural(Math.round(seconds / HOUR), 'hours');
  if (seconds < 60 * DAY) return plural(Math.round(seconds / DAY), 'days');
  const months = Math.round(seconds / MONTH);
  return months % 12 === 0 ? plural(months / 12, 'years') : t('duration.months', { n: months });
}
