import { addDays, dateInTimeZone } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayStatsDto } from '@jdj/api';
import { DayStatsCache } from '../services/day-stats.ts';
import { postSudokuWin, sudokuWinLogs, type WinLog } from '../testing/sudoku-wins.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * « How did I do today? » through the real routes on each database: days seeded with real, replayed
 * scores; the answer checked against what a player would count by hand.
 */
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

describe.each(databaseTargets())('the day’s comparison on $name', (target) => {
  let server: TestServer;
  let winLog: WinLog;
  let yesterdayLog: WinLog;

  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 2, futureDays: 1 } });
    ({ today: winLog, yesterday: yesterdayLog } = await sudokuWinLogs(server, today()));
  });
  afterAll(() => server.stop());

  let players = 0;
  /**
   * A day won in the log's own time plus `seconds` by a new anonymous player on a network of its own (a
   * crowded network weighs two players: day-stats-flood.test.ts), started on the server an hour ago (so
   * verified), or without a start (kept, not verified).
   */
  async function play(seconds: number, options: { provider?: string; date?: string; unverified?: boolean } = {}): Promise<void> {
    const date = options.date ?? today();
    players += 1;
    const address = `10.${players >> 8}.${players & 255}.1`;
    const log = date === today() ? winLog : yesterdayLog;
    const { status } = await postSudokuWin(server, { ...options, log, date, score: log.lastAt + seconds, address });
    expect(status).toBe(201);
  }

  const stats = async (date: string, query: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/api/day-stats/sudoku/${date}?${new URLSearchParams(query)}`);
    return { status: res.status, body: (await res.json()) as { data: DayStatsDto; message: string } };
  };

  // Extra seconds over the log's own timer, so every time is one the server accepts.
  const EXTRA = [0, 15, 15, 30, 55, 60, 90, 140, 160, 220, 860];

  it('places a time among the day’s winners of the provider, with a histogram of every won time', async () => {
    for (const extra of EXTRA) await play(extra);
    // Another provider's players do not count here, nor a score the server could not vouch for.
    await play(5, { provider: 'partenaire' });
    await play(7, { unverified: true });
    const base = winLog.lastAt;

    // The player who took base + 55 s asks: they are one of the 11, and 6 of the 10 others took longer.
    const { status, body } = await stats(today(), { provider: 'default', score: String(base + 55) });
    expect(status).toBe(200);
    const day = body.data;
    expect(day.players).toBe(11);
    expect(day.you).toMatchObject({ score: base + 55, faster_than: 60 });
    expect(day.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(11);
    const mine = day.bins[day.you!.bin]!;
    expect(base + 55).toBeGreaterThanOrEqual(mine.from);
    expect(mine.to === null || base + 55 < mine.to).toBe(true);
    for (const [i, bin] of day.bins.entries()) {
      const inBin = EXTRA.filter((e) => base + e >= bin.from && (bin.to === null || base + e < bin.to)).length;
      expect(bin.count, `bin ${i}`).toBe(inBin);
    }
    // Without a time, the day alone.
    expect((await stats(today(), { provider: 'default' })).body.data).toMatchObject({ players: 11, you: null });
  });

  it('serves the cached aggregate; a time stored since the last read is counted once, against the others', async () => {
    const before = (await stats(today(), { provider: 'default' })).body.data.players;
    await play(33);
    // The new score waits for the next read of the day…
    expect((await stats(today(), { provider: 'default' })).body.data.players).toBe(before);
    // …but the player who just finished is added to it, once.
    const seen = (await stats(today(), { provider: 'default', score: String(winLog.lastAt + 33) })).body.data;
    expect(seen.players).toBe(before + 1);
    expect(seen.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(before + 1);
  });

  it('reads the day again once the cached copy is older than its time to live', async () => {
    let now = Date.now();
    const id = (await providerId('default'))!;
    const cache = new DayStatsCache(server.database.db, () => now);
    const first = await cache.aggregate('sudoku', id, today(), today());
    await play(45);
    now += 10_000;
    expect(await cache.aggregate('sudoku', id, today(), today())).toBe(first);
    now += 30_000;
    expect((await cache.aggregate('sudoku', id, today(), today())).total).toBe(first.total + 1);
  });

  it('gives no percentage below the minimum of players', async () => {
    const yesterday = addDays(today(), -1);
    await play(20, { date: yesterday });
    await play(40, { date: yesterday });
    const { body } = await stats(yesterday, { score: String(yesterdayLog.lastAt + 20) });
    expect(body.data).toMatchObject({ players: 2, min_players: 10, bins: [], you: { bin: -1, faster_than: null } });
  });

  it('answers a future day, an unknown game and a bad date in French', async () => {
    expect(await stats(addDays(today(), 1))).toMatchObject({ status: 404, body: { message: 'Aucune grille pour cette date' } });
    const unknown = await fetch(`${server.url}/api/day-stats/echecs/${today()}`);
    expect(unknown.status).toBe(404);
    expect(await stats('2026-13-01')).toMatchObject({ status: 400 });
    expect(await stats(today(), { score: '-3' })).toMatchObject({ status: 400, body: { message: 'Paramètre « score » invalide : positif attendu' } });
  });

  async function providerId(slug: string): Promise<string | undefined> {
    return (await server.database.db.selectFrom('provider').select('id').where('slug', '=', slug).executeTakeFirst())?.id;
  }
});
