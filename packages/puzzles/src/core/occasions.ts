import { addDays, type IsoDate } from './dates.ts';

/**
 * The French public holidays and days of remembrance (issue 41's editorial calendar): days a daily puzzle
 * should not answer with a word of grief, death or accident. Pure dates, so the console can show them.
 */

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED: Readonly<Record<string, string>> = {
  '01-01': 'Jour de l’an',
  '05-01': 'Fête du Travail',
  '05-08': 'Victoire du 8 mai 1945',
  '07-14': 'Fête nationale',
  '08-15': 'Assomption',
  '11-01': 'Toussaint',
  '11-11': 'Armistice du 11 novembre 1918',
  '12-24': 'Veille de Noël',
  '12-25': 'Noël',
  '12-31': 'Saint-Sylvestre',
};

/** Days after Easter Sunday. */
const MOVABLE: readonly (readonly [offset: number, name: string])[] = [
  [0, 'Pâques'],
  [1, 'Lundi de Pâques'],
  [39, 'Ascension'],
  [49, 'Pentecôte'],
  [50, 'Lundi de Pentecôte'],
];

/** The occasion a day is, in French, or null for an ordinary day. */
export function occasionOf(date: IsoDate): string | null {
  const fixed = FIXED[date.slice(5)];
  if (fixed) return fixed;
  const easter = easterSunday(Number(date.slice(0, 4)));
  for (const [offset, name] of MOVABLE) if (addDays(easter, offset) === date) return name;
  return null;
}
