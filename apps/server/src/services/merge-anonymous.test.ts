import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreTable } from '../db/schema.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { mergeAnonymousScores } from './merge-anonymous.ts';
import { anonymousUserId } from './players.ts';

describe.each(databaseTargets())('merging anonymous scores into an account on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  async function insertScore(fields: Partial<ScoreTable> & Pick<ScoreTable, 'puzzle_date'>) {
    const row: ScoreTable = {
      id: randomUUID(),
      game: 'sudoku',
      game_id: `Sudoku_${fields.puzzle_date}`,
      user_id: null,
      anonymous_user_id: null,
      provider_id: null,
      score: 100,
      played_at: `${fields.puzzle_date}T12:00:00Z`,
      data: '{}',
      moves: '[]',
      client_play_id: randomUUID(),
      created_at: new Date().toISOString(),
      ...fields,
    };
    await server.database.db.insertInto('score').values(row).execute();
    return row;
  }

  it('gives the account the device’s days, keeping the account’s own score on a day both played', async () => {
    const device = randomUUID();
    const userId = `user-${randomUUID()}`;
    const anonymous = await anonymousUserId(server.database.db, device);
    await insertScore({ puzzle_date: '2026-11-19', anonymous_user_id: anonymous });
    await insertScore({ puzzle_date: '2026-11-20', anonymous_user_id: anonymous, score: 90 });
    await insertScore({ puzzle_date: '2026-11-20', user_id: userId, score: 200 });

    expect(await mergeAnonymousScores(server.database.db, device, userId)).toBe(1);
    const owned = await server.database.db
      .selectFrom('score')
      .select(['puzzle_date', 'score'])
      .where('user_id', '=', userId)
      .orderBy('puzzle_date')
      .execute();
    expect(owned.map((s) => [s.puzzle_date, Number(s.score)])).toEqual([
      ['2026-11-19', 100],
      ['2026-11-20', 200],
    ]);
    // Merging again changes nothing.
    expect(await mergeAnonymousScores(server.database.db, device, userId)).toBe(0);
  });

  it('does nothing for a device that never played', async () => {
    expect(await mergeAnonymousScores(server.database.db, randomUUID(), 'someone')).toBe(0);
  });
});
