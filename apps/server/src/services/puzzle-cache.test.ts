import { dateInTimeZone, getGameModule, MAIN_STREAM } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { PUZZLE_RECHECK_MS, wholePuzzle } from './puzzle-cache.ts';

describe.each(databaseTargets())('the parsed puzzles of the days on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  it('are parsed once, served from memory, and an editor’s replacement is served within 30 s', async () => {
    const db = server.database.db;
    const module = getGameModule('proximo')!;
    const date = dateInTimeZone(new Date(), 'Europe/Paris');
    const t0 = Date.now();
    const first = await wholePuzzle(db, MAIN_STREAM, module, date, t0);
    expect(first).toBeDefined();
    expect(await wholePuzzle(db, MAIN_STREAM, module, date, t0 + 1000)).toBe(first);

    const record = first!.puzzle as { target: string; words: string[] };
    const replaced = { ...record, target: record.words[0], words: [record.target, ...record.words.slice(1)] };
    const { id: _id, date_to_play: _date, ...secret } = replaced as Record<string, unknown>;
    await db
      .updateTable('daily_puzzle')
      .set({ secret_data: JSON.stringify(secret) })
      .where('game', '=', 'proximo')
      .where('date_to_play', '=', date)
      .execute();
    // Still the parsed day until it is looked at again, then the editor's.
    expect(await wholePuzzle(db, MAIN_STREAM, module, date, t0 + PUZZLE_RECHECK_MS - 1)).toBe(first);
    const after = await wholePuzzle(db, MAIN_STREAM, module, date, t0 + PUZZLE_RECHECK_MS);
    expect(after).not.toBe(first);
    expect((after!.puzzle as { target: string }).target).toBe(record.words[0]);
    // An unchanged row is compared, not parsed again.
    expect(await wholePuzzle(db, MAIN_STREAM, module, date, t0 + 3 * PUZZLE_RECHECK_MS)).toBe(after);
    expect(await wholePuzzle(db, MAIN_STREAM, module, '1999-01-01')).toBeUndefined();
  });
});
