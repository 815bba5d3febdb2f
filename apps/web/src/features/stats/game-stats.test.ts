import { describe, expect, it } from 'vitest';
import type { PlayedScore } from '../../shared/scores/local-scores.ts';
import { bestStreak, gameStats } from './game-stats.ts';

const PARIS = 'Europe/Paris';
/** A game of the day, finished at noon Paris time on its own day. */
const played = (date: string, score: number, extra: Partial<PlayedScore> = {}): PlayedScore => ({
  game: 'sudoku',
  date,
  score,
  played_at: `${date}T11:00:00Z`,
  pending: false,
  ...extra,
});

describe('a game’s stats for « Mes statistiques »', () => {
  const scores = [
    played('2026-11-01', 300),
    played('2026-11-02', 200),
    played('2026-11-03', 250),
    played('2026-11-04', 90, { data: { won: false } }),
    // Caught up later: played, but not on its day.
    played('2026-11-10', 120, { played_at: '2026-11-12T09:00:00Z' }),
    played('2026-11-20', 100),
    played('2026-11-21', 140),
    played('2026-11-21', 999, { game: 'binero' }),
  ];

  it('counts played games, won times only in the average and best, and both streaks', () => {
    const stats = gameStats(scores, 'sudoku', '2026-11-21', PARIS);
    expect(stats.played).toBe(7);
    // 300, 200, 250, 120, 100, 140: the lost game's 90 s is no speed record.
    expect(stats.averageTime).toBe(185);
    expect(stats.bestTime).toBe(100);
    expect(stats.currentStreak).toBe(2);
    expect(stats.bestStreak).toBe(4);
  });

  it('has 30 days of history ending today, empty days included', () => {
    const { history } = gameStats(scores, 'sudoku', '2026-11-21', PARIS);
    expect(history).toHaveLength(30);
    expect(history[0]).toEqual({ date: '2026-10-23', score: null, lost: false });
    expect(history.at(-1)).toEqual({ date: '2026-11-21', score: 140, lost: false });
    expect(history.find((d) => d.date === '2026-11-04')).toEqual({ date: '2026-11-04', score: 90, lost: true });
  });

  it('has nothing to average before a first win', () => {
    expect(gameStats([], 'sudoku', '2026-11-21', PARIS)).toMatchObject({ played: 0, averageTime: null, bestTime: null, currentStreak: 0, bestStreak: 0 });
  });

  it('finds the best streak across a month end and ignores same-day duplicates', () => {
    const run = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-01', '2026-11-02'].map((d) => played(d, 60));
    expect(bestStreak(run, PARIS)).toBe(4);
  });

  it('leaves out of the best streak a day the server says arrived too late for it', () => {
    const run = ['2026-11-01', '2026-11-02', '2026-11-03'].map((d) => played(d, 60, d === '2026-11-02' ? { streak_day: false } : {}));
    expect(bestStreak(run, PARIS)).toBe(1);
  });
});
