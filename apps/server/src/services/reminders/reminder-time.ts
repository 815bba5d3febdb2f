import { knownTimeZone, nextDayStart } from '@jdj/puzzles';

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since midnight on a zone's wall clock at an instant. */
function minutesOfDay(instant: number, timeZone: string): number {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(timeZone, formatter);
  }
  const [hours, minutes] = formatter.format(instant).split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The first instant of the zone's day that holds `instant`. */
function dayStartOf(instant: number, timeZone: string): number {
  // Back past midnight by the clock's reading, with room for a clock that went back an hour: an instant of the day before.
  const dayBefore = instant - (minutesOfDay(instant, timeZone) + 180) * 60_000;
  return nextDayStart(dayBefore, timeZone);
}

/** The first minute of the day starting at `dayStart` at which the zone's clock reads `hour`:00 or later. */
function hourOfDay(dayStart: number, hour: number, timeZone: string): number {
  const target = hour * 60;
  if (minutesOfDay(dayStart, timeZone) >= target) return dayStart;
  // Wall time only grows through a day (but for an hour a clock repeats, which still gives a first minute at the hour).
  let before = dayStart;
  let after = nextDayStart(dayStart, timeZone);
  while (after - before > 60_000) {
    const middle = before + Math.max(1, Math.floor((after - before) / 120_000)) * 60_000;
    if (minutesOfDay(middle, timeZone) >= target) after = middle;
    else before = middle;
  }
  return after;
}

/**
 * When a reminder at `hour` o'clock in `timeZone` is next due after `now` (ms since the epoch): today's
 * if that hour is still to come, else tomorrow's. On the day a clock skips the hour (spring forward), the
 * first minute after it; on the day it repeats, the first time it reads that hour.
 */
export function nextReminderAt(now: number, hour: number, timeZone: string): number {
  const zone = knownTimeZone(timeZone);
  const today = dayStartOf(now, zone);
  const todays = hourOfDay(today, hour, zone);
  if (todays > now) return todays;
  return hourOfDay(nextDayStart(now, zone), hour, zone);
}
