import { addDays, dateInTimeZone, type IsoDate } from './dates.ts';

export interface PlayedDay {
  /** The puzzle's date. */
  date: IsoDate;
  /** When the game was finished (ISO instant). */
  playedAt: string;
  /** False when the server says the score arrived too late for its day's streak (issue 14); default true. */
  streakDay?: boolean;
}

export interface Streak {
  /** Consecutive days in the streak. */
  streak: number;
  /** Those days, newest first. */
  streakDays: IsoDate[];
}

/**
 * Document 1 §4: consecutive calendar days ending today or yesterday, counting only the
 * puzzles played on their own date (in the provider's timezone); several scores of one day
 * count once. Catching up an old puzzle keeps it off the streak.
 */
export function computeStreak(played: readonly PlayedDay[], today: IsoDate, timeZone: string): Streak {
  const onTime = new Set<IsoDate>();
  for (const entry of played) {
    if (entry.streakDay !== false && dateInTimeZone(entry.playedAt, timeZone) === entry.date) onTime.add(entry.date);
  }
  let day = onTime.has(today) ? today : addDays(today, -1);
  const streakDays: IsoDate[] = [];
  while (onTime.has(day)) {
    streakDays.push(day);
    day = addDays(day, -1);
  }
  return { streak: streakDays.length, streakDays };
}
