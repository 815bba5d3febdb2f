import { computeStreak, dateInTimeZone, knownTimeZone, type Streak } from '@jdj/puzzles';
import type { ServerDay } from '../../app/first-paint/first-paint-data.ts';
import type { PlayedScore } from '../scores/local-scores.ts';

/*
 * A game's current streak: consecutive puzzle days played ending today or yesterday (DESIGN §5), from the
 * player's scores (the server's and this device's). Every screen that shows a streak reads it here.
 */

/**
 * The day the server rendered this page with, until it ends. Reading it instead of the clock keeps the first
 * render identical to the server's markup (even in the seconds around midnight), and keeps the first
 * `Intl.DateTimeFormat` with a time zone, slow to create on a phone, out of the page's start (issue 24).
 */
let serverDay: ServerDay | null = null;

export function rememberServerDay(day: ServerDay | undefined): void {
  serverDay = day ?? null;
}

/** Today's date of the provider's puzzle day. */
export function providerToday(timeZone: string, now: number = Date.now()): string {
  if (serverDay !== null && serverDay.timeZone === timeZone && now < serverDay.until) return serverDay.date;
  return dateInTimeZone(now, knownTimeZone(timeZone));
}

/** A game's streak from a player's scores (document 1 §4), in the provider's timezone. */
export function streakOf(scores: readonly PlayedScore[], game: string, today: string, timeZone: string): Streak {
  const played = scores
    .filter((s) => s.game === game)
    .map((s) => ({ date: s.date, playedAt: s.played_at, ...(s.streak_day === false ? { streakDay: false } : {}) }));
  return computeStreak(played, today, knownTimeZone(timeZone));
}

