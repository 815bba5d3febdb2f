import { randomUUID } from 'node:crypto';
import { MAIN_STREAM } from '@jdj/puzzles';
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
      moves_packed: null,
      client_play_id: randomUUID(),
      created_at: new Date().toISOString(),
      verified: 1,
      streak_day: 1,
      placed: 1,
      stream: MAIN_STREAM,
      network: null,
      ...fields,
    };
    await server.database.db.insertInto('score').values(row).execute();
    return row;
  }

  it('gives the account the device’s days, keeping the account’s own score on a day both played', async () => {
    const device = randomUUID();
    const key = randomUUID().replaceAll('-', '');
    const userId = `user-${randomUUID()}`;
    const anonymous = await anonymousUserId(server.database.db, device, key);
    await insertScore({ puzzle_date: '2026-11-19', anonymous_user_id: anonymous });
    await insertScore({ puzzle_date: '2026-11-20', anonymous_user_id: anonymous, score: 90 });
    await insertScore({ puzzle_date: '2026-11-20', user_id: userId, score: 200 });

    expect(await mergeAnonymousScores(server.database.db, device, key, userId)).toBe(1);
    const owned = await server.database.db.selectFrom('score').select(['puzzle_date', 'score']).where('user_id', '=', userId).orderBy('puzzle_date').execute();
    expect(owned.map((s) => [s.puzzle_date, Number(s.score)])).toEqual([
      ['2026-11-19', 100],
      ['2026-11-20', 200],
    ]);
    // Merging again changes nothing.
    expect(await mergeAnonymousScores(server.database.db, device, key, userId)).toBe(0);
  });

  it('does nothing for a device that never played', async () => {
    expect(await mergeAnonymousScores(server.database.db, randomUUID(), randomUUID().replaceAll('-', ''), 'someone')).toBe(0);
  });

  it('claims nothing with a player id seen elsewhere: the browser’s key is needed', async () => {
    const device = randomUUID();
    const anonymous = await anonymousUserId(server.database.db, device, 'a'.repeat(32));
    await insertScore({ puzzle_date: '2026-11-18', anonymous_user_id: anonymous });
    expect(await mergeAnonymousScores(server.database.db, device, undefined, 'thief')).toBe(0);
    expect(await mergeAnonymousScores(server.database.db, device, 'b'.repeat(32), 'thief')).toBe(0);
    expect(await mergeAnonymousScores(server.database.db, device, 'a'.repeat(32), 'owner')).toBe(1);
  });

  it('binds a player created before keys to the first key that claims it', async () => {
    const device = randomUUID();
    const anonymous = await anonymousUserId(server.database.db, device, undefined);
    await insertScore({ puzzle_date: '2026-11-17', anonymous_user_id: anonymous });
    expect(await mergeAnonymousScores(server.database.db, device, 'c'.repeat(32), 'first')).toBe(1);
    await insertScore({ puzzle_date: '2026-11-16', anonymous_user_id: anonymous });
    expect(await mergeAnonymousScores(server.database.db, device, 'd'.repeat(32), 'second')).toBe(0);
  });
});
