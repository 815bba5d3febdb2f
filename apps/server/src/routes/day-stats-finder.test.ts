import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayStatsDto } from '@jdj/api';
import { postSudokuWin, sudokuWinLogs, type WinLog } from '../testing/sudoku-wins.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * « Vous êtes le N‑ᵉ joueur à trouver le mot » (issue 40) through the real routes on each database: players
 * win the same day one after the other with scores the server verified, and each play asked about by its
 * client_play_id (`?play=`) gets its place in the order the server stored them. The rule is the same for
 * every game; a sudoku's win is the one a test can replay without asking the server questions.
 */
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

describe.each(databaseTargets())('the day’s finders on $name', (target) => {
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
   * A day won by a new anonymous player on a network of its own, started on the server an hour ago (so
   * verified), or without a start (kept, not verified), or with a time shorter than its moves (refused).
   * Returns the play's client_play_id and the status the server answered.
   */
  async function play(options: { provider?: string; date?: string; unverified?: boolean; refused?: boolean } = {}) {
    const date = options.date ?? today();
    const log = date === today() ? winLog : yesterdayLog;
    players += 1;
    const address = `10.9.${players & 255}.1`;
    const win = await postSudokuWin(server, { ...options, log, date, score: options.refused ? log.lastAt - 1 : log.lastAt + players, address });
    // Two scores of one millisecond are ordered by id: a pause keeps the order of the test's plays its own.
    await new Promise((resolve) => setTimeout(resolve, 3));
    return win;
  }

  const stats = async (date: string, query: Record<string, string>) => {
    const res = await fetch(`${server.url}/api/day-stats/sudoku/${date}?${new URLSearchParams(query)}`);
    return { status: res.status, body: (await res.json()) as { data: DayStatsDto; message: string } };
  };
  const rankOf = async (play: string, options: { provider?: string; date?: string } = {}) =>
    (await stats(options.date ?? today(), { provider: options.provider ?? 'default', play })).body.data.finder_rank;

  it('places each verified win of the day in the order the server stored it, whatever the cache holds', async () => {
    const first = await play();
    // Another provider's finders, and the scores the server could not vouch for, do not come before anyone.
    const elsewhere = await play({ provider: 'partenaire' });
    const unverified = await play({ unverified: true });
    const second = await play();
    const refused = await play({ refused: true });
    const third = await play();
    expect([first, elsewhere, unverified, second, third].map((p) => p.status)).toEqual([201, 201, 201, 201, 201]);
    expect(refused.status).toBe(422);

    // The aggregate is cached from the first answer on: each play still gets its own rank.
    expect(await rankOf(first.play)).toBe(1);
    expect(await rankOf(second.play)).toBe(2);
    expect(await rankOf(third.play)).toBe(3);
    expect(await rankOf(elsewhere.play, { provider: 'partenaire' })).toBe(1);

    // A finder stored after the cached read is placed at once, though the day's figures wait for the next read.
    const before = (await stats(today(), { provider: 'default' })).body.data.players;
    const fourth = await play();
    const seen = await stats(today(), { provider: 'default', play: fourth.play });
    expect(seen.body.data).toMatchObject({ players: before, finder_rank: 4 });
  });

  it('gives no rank to a play that is not one of the day’s finders, nor without a play', async () => {
    const kept = await play({ unverified: true });
    const refused = await play({ refused: true });
    const mine = await play();
    // Not verified, refused (never stored), unknown.
    expect(await rankOf(kept.play)).toBeNull();
    expect(await rankOf(refused.play)).toBeNull();
    expect(await rankOf(randomUUID())).toBeNull();
    // The provider's, the day's and the game's own: another one asked about the same play has none.
    expect(await rankOf(mine.play, { provider: 'partenaire' })).toBeNull();
    expect(await rankOf(mine.play, { date: addDays(today(), -1) })).toBeNull();
    const otherGame = await fetch(`${server.url}/api/day-stats/binero/${today()}?play=${mine.play}`);
    expect(((await otherGame.json()) as { data: DayStatsDto }).data.finder_rank).toBeNull();
    // Without a play: the day alone.
    expect((await stats(today(), { provider: 'default' })).body.data.finder_rank).toBeNull();
  });

  it('orders two finders of the same millisecond by their id, the same way on every read', async () => {
    const date = addDays(today(), -1);
    const a = await play({ date });
    const b = await play({ date });
    const db = server.database.db;
    const { created_at } = await db.selectFrom('score').select('created_at').where('client_play_id', '=', a.play).executeTakeFirstOrThrow();
    await db.updateTable('score').set({ created_at }).where('client_play_id', '=', b.play).execute();
    const byId = await db.selectFrom('score').select('client_play_id').where('client_play_id', 'in', [a.play, b.play]).orderBy('id').execute();
    const ranks = { [a.play]: await rankOf(a.play, { date }), [b.play]: await rankOf(b.play, { date }) };
    expect(byId.map((row) => ranks[row.client_play_id])).toEqual([1, 2]);
    expect(await rankOf(byId[0]!.client_play_id, { date })).toBe(1);
  });

  it('answers a malformed play id in French', async () => {
    const { status, body } = await stats(today(), { play: 'pas-un-identifiant' });
    expect(status).toBe(400);
    // Whichever space French typography puts around « » and : (a plain one or a no-break one).
    expect(body.message).toMatch(/^Paramètre «\splay\s» invalide\s:\sidentifiant UUID attendu$/);
  });
});
