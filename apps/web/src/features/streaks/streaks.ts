import { computeStreak, dateInTimeZone, type Streak } from '@jdj/puzzles';
import type { PlayedScore } from '../scores/local-scores.ts';

/*
 * A game's current streak: consecutive puzzle days played ending today or yesterday (DESIGN §5), from the
 * player's scores (the server's and this device's). Every screen that shows a streak reads it here.
 */

/** Today's date of the provider's puzzle day. */
export function providerToday(timeZone: string, now: number = Date.now()): string {
  try {
    return dateInTimeZone(now, timeZone);
  } catch {
    return dateInTimeZone(now, 'Europe/Paris');
  }
}

/** A game's streak from a player's scores (document 1 §4), in the provider's timezone. */
export function streakOf(scores: readonly PlayedScore[], game: string, today: string, timeZone: string): Streak {
  const played = scores
    .filter((s) => s.game === game)
    .map((s) => ({ date: s.date, playedAt: s.played_at, ...(s.streak_day === false ? { streakDay: false } : {}) }));
  try {
    return computeStreak(played, today, timeZone);
  } catch {
    return computeStreak(played, today, 'Europe/Paris');
  }
}

