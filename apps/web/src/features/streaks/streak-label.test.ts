import { describe, expect, it } from 'vitest';
import { streakLabel } from './streak-label.ts';
import { currentStreak } from './streaks.ts';

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

describe('currentStreak', () => {
  it('is 0 while no scores exist', () => {
    expect(currentStreak('sudoku')).toBe(0);
  });
});
