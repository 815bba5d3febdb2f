import { describe, expect, it } from 'vitest';
import type { ScoreDto } from '../api/api-types.ts';
import { mergeScores, scoresPath } from './player-scores.ts';

const server = (date: string, score: number): ScoreDto => ({
  id: date,
  game: 'sudoku',
  game_id: `Sudoku_${date}`,
  date,
  score,
  played_at: `${date}T10:00:00Z`,
  data: {},
  client_play_id: `play-${date}`,
  verified: true,
  streak_day: true,
});

describe('player scores', () => {
  it("merges the server's scores with this device's, one per game and day, the server's first", () => {
    const merged = mergeScores(
      [server('2026-11-20', 80), server('2026-11-19', 70)],
      [
        { game: 'sudoku', date: '2026-11-21', score: 50, played_at: '2026-11-21T10:00:00Z', pending: true },
        { game: 'sudoku', date: '2026-11-20', score: 99, played_at: '2026-11-20T10:00:00Z', pending: true },
        { game: 'binero', date: '2026-11-21', score: 10, played_at: '2026-11-21T10:00:00Z', pending: false },
      ],
      'sudoku',
    );
    expect(merged.map((s) => [s.date, s.score, s.pending])).toEqual([
      ['2026-11-19', 70, false],
      ['2026-11-20', 80, false],
      ['2026-11-21', 50, true],
    ]);
  });

  it('asks for one game or all of them', () => {
    expect(scoresPath('u-1', 'demo', 'sudoku')).toBe('/api/scores?local_user_id=u-1&provider=demo&game=sudoku');
    expect(scoresPath('u-1', 'demo')).toBe('/api/scores?local_user_id=u-1&provider=demo');
  });
});
