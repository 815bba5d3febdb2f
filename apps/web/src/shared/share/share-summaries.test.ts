import { afterEach, describe, expect, it } from 'vitest';
import { readShareSummary, rememberShareSummary, SHARE_SUMMARIES_KEY } from './share-summaries.ts';

afterEach(() => localStorage.clear());

describe('share summaries kept on this device', () => {
  it('keeps each day’s summary for its end screen, and replaces it when the day is played again', () => {
    rememberShareSummary('sudoku', '2026-11-21', '✅ Sans erreur');
    rememberShareSummary('binero', '2026-11-21', '☀️🌙 Grille 6 × 6');
    expect(readShareSummary('sudoku', '2026-11-21')).toBe('✅ Sans erreur');
    expect(readShareSummary('sudoku', '2026-11-20')).toBeNull();
    rememberShareSummary('sudoku', '2026-11-21', '❌ 1 erreur');
    expect(readShareSummary('sudoku', '2026-11-21')).toBe('❌ 1 erreur');
  });

  it('forgets the oldest past 400 days of games', () => {
    for (let i = 0; i < 401; i++) rememberShareSummary('sudoku', `d${i}`, `n°${i}`);
    expect(readShareSummary('sudoku', 'd0')).toBeNull();
    expect(readShareSummary('sudoku', 'd1')).toBe('n°1');
    expect(readShareSummary('sudoku', 'd400')).toBe('n°400');
  });

  it('reads corrupt or foreign storage as nothing, never as a crash', () => {
    for (const stored of ['pas du json', '[1,2]', 'null', JSON.stringify({ 'sudoku/2026-11-21': { html: '<b>' } })]) {
      localStorage.setItem(SHARE_SUMMARIES_KEY, stored);
      expect(readShareSummary('sudoku', '2026-11-21')).toBeNull();
    }
  });
});
