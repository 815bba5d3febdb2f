import { describe, expect, it } from 'vitest';
import { streakLabel } from './streak-label.ts';
import { providerToday, streakOf } from './streaks.ts';

describe('streakLabel', () => {
  it('uses the singular up to 1 and the plural above', () => {
    expect(streakLabel(0)).toBe('0 jour');
    expect(streakLabel(1)).toBe('1 jour');
    expect(streakLabel(2)).toBe('2 jours');
    expect(streakLabel(31)).toBe('31 jours');
  });

  it('never shows a negative or broken number', () => {
    expect(streakLabel(-3)).toBe('0 jour');
    expect(streakLabel(Number.NaN)).toBe('0 jour');
  });
});

describe('streakOf', () => {
  const score = (game: string, date: string, played_at: string) => ({ game, date, score: 42, played_at, pending: false });

  it('is 0 while no scores exist', () => {
    expect(streakOf([], 'sudoku', '2026-11-21', 'Europe/Paris').streak).toBe(0);
  });

  it("counts one game's consecutive days played on their own date, in the provider's timezone", () => {
    const scores = [
      score('sudoku', '2026-11-19', '2026-11-19T08:00:00Z'),
      score('sudoku', '2026-11-20', '2026-11-20T08:00:00Z'),
      // Played at 00:30 in Paris on the 21st: still its own day there.
      score('sudoku', '2026-11-21', '2026-11-20T23:30:00Z'),
      score('binero', '2026-11-18', '2026-11-18T08:00:00Z'),
    ];
    expect(streakOf(scores, 'sudoku', '2026-11-21', 'Europe/Paris')).toEqual({
      streak: 3,
      streakDays: ['2026-11-21', '2026-11-20', '2026-11-19'],
    });
    expect(streakOf(scores, 'binero', '2026-11-21', 'Europe/Paris').streak).toBe(0);
  });

  it('gives the puzzle day of the provider', () => {
    expect(providerToday('Europe/Paris', Date.parse('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(providerToday('America/New_York', Date.parse('2026-11-20T23:30:00Z'))).toBe('2026-11-20');
    expect(providerToday('Pas/Une_Zone', Date.parse('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
  });
});
