import { computeStreak, dateInTimeZone, knownTimeZone, type Streak } from '@jdj/puzzles';
import { useContext } from 'react';
import type { ServerDay } from '../first-paint/first-paint-data.ts';
import { useHydrated } from '../first-paint/hydration.tsx';
import { ServerDayContext } from '../first-paint/server-day.ts';
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

/**
 * Today's date of the provider's puzzle day in a render: while the server's markup is rendered or hydrated,
 * the day that markup shows, even when this device's clock has already passed its end (a clock a few
 * minutes ahead around midnight); the clock's day in every later render.
 */
export function useProviderToday(timeZone: string): string {
  const day = useContext(ServerDayContext);
  const hydrated = useHydrated();
  return !hydrated && day !== null && day.timeZone === timeZone ? day.date : providerToday(timeZone);
}

/** The current year in a render (the footer's), as useProviderToday reads the day: the markup's, then the clock's. */
export function useCurrentYear(): number {
  const day = useContext(ServerDayContext);
  const hydrated = useHydrated();
  return !hydrated && day !== null ? Number(day.date.slice(0, 4)) : new Date().getFullYear();
}

/** A game's streak from a player's scores (document 1 §4), in the provider's timezone. */
export function streakOf(scores: readonly PlayedScore[], game: string, today: string, timeZone: string): Streak {
  const played = scores
    .filter((s) => s.game === game)
    .map((s) => ({ date: s.date, playedAt: s.played_at, ...(s.streak_day === false ? { streakDay: false } : {}) }));
  // No play, no streak: the time zone's formatter, slow to create on a phone, is not needed (a first visit).
  if (played.length === 0) return { streak: 0, streakDays: [] };
  return computeStreak(played, today, knownTimeZone(timeZone));
}
