/**
 * Puzzle days travel as 'YYYY-MM-DD' strings (DESIGN §5). Arithmetic is done on UTC
 * midnights, where every day has 24 hours, so daylight-saving changes cannot shift a date.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtcMs(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Monday = 0 … Sunday = 6: French weeks start on Monday. */
export function weekdayIndex(date: IsoDate): number {
  return (new Date(toUtcMs(date)).getUTCDay() + 6) % 7;
}

export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, -weekdayIndex(date));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The last date formatted in each time zone, with the second it was for. */
const lastDates = new Map<string, { second: number; date: IsoDate }>();

/**
 * The calendar date of an instant in a timezone: the provider's puzzle day. Every request asks for the
 * current one: the answer is kept for the rest of its second (every zone's offset is a whole number of
 * seconds, so a date never changes within one), and Intl formats once a second, not once a request.
 */
export function dateInTimeZone(instant: Date | string | number, timeZone: string): IsoDate {
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  const second = Math.floor(ms / 1000);
  const last = lastDates.get(timeZone);
  if (last?.second === second) return last.date;
  const date = dateFormatter(timeZone).format(ms);
  lastDates.set(timeZone, { second, date });
  return date;
}

/** Longer than any calendar day anywhere (23 to 25 hours, and a few historical oddities). */
const LONGEST_DAY_MS = 27 * 3600_000;

/**
 * The first instant (ms since the epoch) at which `timeZone`'s date is no longer the date of `instant`: the
 * next midnight there, found to the millisecond by bisection (the zone's rules stay inside Intl).
 */
export function nextDayStart(instant: number, timeZone: string): number {
  const date = dateInTimeZone(instant, timeZone);
  let sameDay = instant;
  let nextDay = instant + LONGEST_DAY_MS;
  while (nextDay - sameDay > 1) {
    const middle = Math.floor((sameDay + nextDay) / 2);
    if (dateInTimeZone(middle, timeZone) === date) sameDay = middle;
    else nextDay = middle;
  }
  return nextDay;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    dateFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone a provider's puzzle day follows when its stored zone is unknown to this runtime (DESIGN §5). */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** A provider's zone, or the default one where this runtime does not know it (never an exception). */
export const knownTimeZone = (timeZone: string): string => (isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);

/** A provider's puzzle day at `instant`: its date, and the first instant of the next one. */
export function puzzleDayAt(instant: number, timeZone: string): { date: IsoDate; until: number } {
  const zone = knownTimeZone(timeZone);
  return { date: dateInTimeZone(instant, zone), until: nextDayStart(instant, zone) };
}

/** First day of the month of `date`. */
export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `months` months after the month of `date` (negative: before). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** The 42 days (6 weeks, Monday first) of a month grid, with whether each is in the month. */
export function monthGrid(anyDayOfMonth: IsoDate): { date: IsoDate; inMonth: boolean }[] {
  const first = startOfMonth(anyDayOfMonth);
  const start = startOfWeek(first);
  const month = first.slice(0, 7);
  return Array.from({ length: 42 }, (_, i) => {
    const date = addDays(start, i);
    return { date, inMonth: date.slice(0, 7) === month };
  });
}
