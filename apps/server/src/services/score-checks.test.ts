import { randomUUID } from 'node:crypto';
import { toMoveColumns } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { winningDays } from '../testing/winning-days.ts';
import { unpackMoves } from './move-log-codec.ts';
import { judgeSubmission, readSubmission } from './score-checks.ts';

const days = winningDays();
const sudoku = days.find((day) => day.slug === 'sudoku')!;

const bodyOf = (log: object, fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    game: 'sudoku',
    date: '2026-12-07',
    local_user_id: randomUUID(),
    score: 300,
    played_at: '2026-12-07T08:00:00.000Z',
    client_play_id: randomUUID(),
    ...log,
    ...fields,
  });

describe('a score read from its text', () => {
  it('gives its fields without its log, the columns read as the app sends them', () => {
    const read = readSubmission(bodyOf({ move_columns: toMoveColumns(sudoku.log) }, { start_token: 'abc' }));
    expect(read).toEqual({
      ok: true,
      value: expect.objectContaining({ game: 'sudoku', score: 300, start_token: 'abc', data: {} }),
    });
    expect(read.ok && ('moves' in read.value || 'move_columns' in read.value)).toBe(false);
  });

  it('refuses in French what the route refused: not JSON, both logs or none, columns that do not add up', () => {
    expect(readSubmission('{"game":')).toEqual({ ok: false, status: 400, message: 'Corps de requête invalide\u00a0: JSON attendu' });
    expect(readSubmission(bodyOf({}))).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/moves.+ou.+move_columns/), game: 'sudoku' });
    const both = readSubmission(bodyOf({ moves: sudoku.log, move_columns: toMoveColumns(sudoku.log) }));
    expect(both).toMatchObject({ ok: false, status: 400 });
    const columns = toMoveColumns(sudoku.log);
    const short = readSubmission(bodyOf({ move_columns: { ...columns, at: columns.at.slice(1) } }));
    expect(short).toMatchObject({ ok: false, status: 400, game: 'sudoku' });
    expect(readSubmission(bodyOf({ moves: [] }, { score: -1 }))).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/^Champ.+score/) });
  });
});

describe('a score judged from its text', () => {
  it.each(days.map((day) => [day.slug, day] as const))('%s: the winning log replays as won, packed to the very moves', (slug, day) => {
    for (const log of [{ moves: day.log }, { move_columns: toMoveColumns(day.log) }]) {
      const judged = judgeSubmission(bodyOf(log, { game: slug }), slug, day.stored.puzzle);
      if (!judged.ok) throw new Error(judged.message);
      expect(judged.value.replay.status).toBe('won');
      expect(unpackMoves(judged.value.packed)).toEqual(day.log);
    }
  });

  it('refuses a move the rules refuse (422), and a log that does not end the game', () => {
    const refused = judgeSubmission(bodyOf({ moves: [{ move: { nonsense: true }, at: 1 }] }), 'sudoku', sudoku.stored.puzzle);
    expect(refused).toMatchObject({ ok: false, status: 422, message: expect.stringMatching(/^Coup n°1 invalide/) });
    const unfinished = judgeSubmission(bodyOf({ moves: sudoku.log.slice(0, 3) }), 'sudoku', sudoku.stored.puzzle);
    expect(unfinished).toMatchObject({ ok: false, status: 422, message: 'Les coups envoyés ne terminent pas la partie' });
  });
});
