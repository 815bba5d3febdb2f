import { beforeEach, describe, expect, it } from 'vitest';
import { clearInProgress, inProgressKey, readInProgress, saveInProgress } from './in-progress.ts';

const copy = {
  puzzle: { board: [] },
  moves: [{ move: { type: 'cycle', row: 0, col: 0 }, at: 3 }],
  elapsedMs: 4000,
  clientPlayId: 'c0ffee00-0000-4000-8000-000000000001',
};
const monday = { slug: 'sudoku', date: '2026-11-16' };
const bineroMonday = { slug: 'binero', date: '2026-11-16', gameKey: 'binero_game' };
const bineroTuesday = { ...bineroMonday, date: '2026-11-17' };

describe('the game in progress kept in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('has one key per game and day by default, and reads back what was saved', () => {
    saveInProgress(monday, copy);
    expect(inProgressKey('sudoku', '2026-11-16')).toBe('jdj.play.sudoku.2026-11-16');
    expect(readInProgress(monday)).toEqual({ ...copy, date: '2026-11-16' });
    // A copy saved before days were recorded still counts under its day's own key.
    localStorage.setItem('jdj.play.sudoku.2026-11-16', JSON.stringify(copy));
    expect(readInProgress(monday)).toEqual(copy);
    clearInProgress(monday);
    expect(localStorage.getItem('jdj.play.sudoku.2026-11-16')).toBeNull();
  });

  it('keeps a game with its own key under that key, with its day', () => {
    saveInProgress(bineroMonday, copy);
    expect(JSON.parse(localStorage.getItem('binero_game') ?? 'null')).toEqual({ ...copy, date: '2026-11-16' });
    expect(readInProgress(bineroMonday)).toEqual({ ...copy, date: '2026-11-16' });
    expect(Object.keys(localStorage)).toEqual(['binero_game']);
  });

  it('does not restore another day’s game from a game’s own key, nor clear it when finishing this day', () => {
    saveInProgress(bineroMonday, copy);
    expect(readInProgress(bineroTuesday)).toBeNull();
    clearInProgress(bineroTuesday);
    expect(readInProgress(bineroMonday)).not.toBeNull();
    // Playing Tuesday replaces it: the key holds one game in progress.
    saveInProgress(bineroTuesday, copy);
    expect(readInProgress(bineroMonday)).toBeNull();
    clearInProgress(bineroTuesday);
    expect(localStorage.getItem('binero_game')).toBeNull();
  });

  it('ignores an undated copy under a game’s own key (its day is unknown) and a corrupt one', () => {
    localStorage.setItem('binero_game', JSON.stringify(copy));
    expect(readInProgress(bineroMonday)).toBeNull();
    localStorage.setItem('binero_game', JSON.stringify({ ...copy, date: 20261116 }));
    expect(readInProgress(bineroMonday)).toBeNull();
    localStorage.setItem('binero_game', '{not json');
    expect(readInProgress(bineroMonday)).toBeNull();
  });
});
