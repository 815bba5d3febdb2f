import { addDays, dateInTimeZone, type IsoDate } from '@jdj/puzzles';
import type { PlayedScore } from '../../shared/scores/local-scores.ts';
import { streakOf } from '../../shared/streaks/streaks.ts';

/** What « Mes statistiques » shows for one game, from the player's scores (one per day). */
export interface GameStats {
  played: number;
  currentStreak: number;
  bestStreak: number;
  /** Seconds, over won games only (a lost game's time says nothing of speed); null before any win. */
  averageTime: number | null;
  bestTime: number | null;
  /** The last `days` days, oldest first: the day's time, or null when not played. */
  history: { date: IsoDate; score: number | null; lost: boolean }[];
}

export const HISTORY_DAYS = 30;

const onTimeIn = (timeZone: string) => (score: PlayedScore) => {
  // The server's word first: a score that arrived too late for its day's streak (issue 14).
  if (score.streak_day === false) return false;
  try {
    return dateInTimeZone(score.played_at, timeZone) === score.date;
  } catch {
    return dateInTimeZone(score.played_at, 'Europe/Paris') === score.date;
  }
};

/** The longest run of consecutive days played on their own day (the streak's rule, DESIGN §5, and the server's streak_day), ever. */
export function bestStreak(scores: readonly PlayedScore[], timeZone: string): number {
  const days = [...new Set(scores.filter(onTimeIn(timeZone)).map((s) => s.date))].sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

export function gameStats(all: readonly PlayedScore[], game: string, today: IsoDate, timeZone: string, days = HISTORY_DAYS): GameStats {
  const scores = all.filter((s) => s.game === game);
  const won = scores.filter((s) => s.data?.won !== false).map((s) => s.score);
  const byDate = new Map(scores.map((s) => [s.date, s]));
  const history = Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i - days + 1);
    const score = byDate.get(date);
    return { date, score: score?.score ?? null, lost: score?.data?.won === false };
  });
  return {
    played: scores.length,
    currentStreak: streakOf(scores, game, today, timeZone).streak,
    bestStreak: bestStreak(scores, timeZone),
    averageTime: won.length ? Math.round(won.reduce((sum, s) => sum + s, 0) / won.length) : null,
    bestTime: won.length ? Math.min(...won) : null,
    history,
  };
}
