import { dateInTimeZone, getGameModule, MAIN_STREAM } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicDay } from '../services/public-day.ts';
import { PUZZLE_RECHECK_MS, wholePuzzle } from '../services/puzzle-cache.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * A published day is served from memory with a validator: a browser or a CDN that already holds it gets a
 * 304 without a body, and an editor's replacement changes the ETag once the cache has seen it.
 */
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

describe.each(databaseTargets())('the day of a game, cached and validated, on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { puzzleWindow: { pastDays: 1, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  const dayUrl = () => `${server.url}/api/games/sudoku/puzzles/${today()}`;

  it('answers the day with an ETag and a short public cache, and a 304 without a body when it is unchanged', async () => {
    const first = await fetch(dayUrl());
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toContain('max-age=60');
    const body = (await first.json()) as { data: { game: string; date: string; puzzle: unknown } };
    expect(body.data).toMatchObject({ game: 'sudoku', date: today() });

    const again = await fetch(dayUrl(), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const stale = await fetch(dayUrl(), { headers: { 'if-none-match': '"another-day"' } });
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(body);
  });

  it('never caches a missing or future day', async () => {
    const future = await fetch(`${server.url}/api/games/sudoku/puzzles/2999-01-01`);
    expect(future.status).toBe(404);
    expect(future.headers.get('etag')).toBeNull();
  });

  it("gives an editor's replacement a new body and ETag once the cache rechecks the row", async () => {
    const module = getGameModule('sudoku')!;
    const db = server.database.db;
    const date = today();
    const before = publicDay(module, date, (await wholePuzzle(db, MAIN_STREAM, module, date))!);
    // The editor puts yesterday's grid in place of today's.
    const rows = await db.selectFrom('daily_puzzle').select(['date_to_play', 'public_data', 'secret_data']).where('game', '=', 'sudoku').execute();
    const yesterday = rows.find((r) => r.date_to_play < date)!;
    await db
      .updateTable('daily_puzzle')
      .set({ public_data: yesterday.public_data, secret_data: yesterday.secret_data })
      .where('game', '=', 'sudoku')
      .where('date_to_play', '=', date)
      .execute();

    const soon = publicDay(module, date, (await wholePuzzle(db, MAIN_STREAM, module, date, Date.now()))!);
    expect(soon.etag).toBe(before.etag);
    const later = publicDay(module, date, (await wholePuzzle(db, MAIN_STREAM, module, date, Date.now() + PUZZLE_RECHECK_MS + 1))!);
    expect(later.etag).not.toBe(before.etag);
    expect(later.body).not.toBe(before.body);
  });
});
