import { randomUUID } from 'node:crypto';
import { dateInTimeZone, getGameModule, MAIN_STREAM } from '@jdj/puzzles';
import { timedWin } from '@jdj/puzzles/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayStatsDto } from '@jdj/api';
import { findPuzzle } from '../services/daily-puzzles.ts';
import { type TestPlayer, testPlayer } from '../testing/plays.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Issue 34: one machine cannot rewrite « Plus rapide que N % ». A day of 200 honest players, each on its own
 * network, then 500 verified players forged at the game's floor from 5 addresses and 50 more anonymous ids
 * from one address: an honest 90-s player's percentile barely moves. Everything goes through the real
 * routes (a play started, then its verified score, from the address the proxy forwards).
 */
const GAME = 'binero';
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

describe.each(databaseTargets())('the day’s comparison under a flood of forged players on $name', (target) => {
  let server: TestServer;
  let log: { moves: { move: unknown; at: number }[]; lastAt: number };

  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    const stored = await findPuzzle(server.database.db, MAIN_STREAM, GAME, today());
    const parsed = getGameModule(GAME)!.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
    if (!parsed.ok) throw new Error(parsed.error);
    log = timedWin(GAME, parsed.value);
  });
  afterAll(() => server.stop());

  interface Entrant {
    player: TestPlayer;
    address: string;
    seconds: number;
    provider: string;
  }

  const post = (path: string, entrant: Entrant, body: object) =>
    fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': entrant.address, ...entrant.player.headers },
      body: JSON.stringify({ game: GAME, date: today(), local_user_id: entrant.player.id, provider: entrant.provider, ...body }),
    });

  /** Each entrant starts a play, the plays are aged an hour (no test waits it out), then each sends its verified win. */
  async function playAll(entrants: Entrant[]): Promise<void> {
    const tokens = new Map<Entrant, string>();
    for (let i = 0; i < entrants.length; i += 25) {
      await Promise.all(
        entrants.slice(i, i + 25).map(async (entrant) => {
          const res = await post('/api/plays', entrant, {});
          expect(res.status).toBe(201);
          tokens.set(entrant, ((await res.json()) as { data: { start_token: string } }).data.start_token);
        }),
      );
    }
    await server.database.db
      .updateTable('play')
      .set({ started_at: Date.now() - 3600_000 })
      .where('id', 'in', [...tokens.values()])
      .execute();
    for (let i = 0; i < entrants.length; i += 25) {
      await Promise.all(
        entrants.slice(i, i + 25).map(async (entrant) => {
          const res = await post('/api/scores', entrant, {
            start_token: tokens.get(entrant),
            score: entrant.seconds,
            played_at: new Date().toISOString(),
            data: {},
            moves: log.moves,
            client_play_id: randomUUID(),
          });
          const body = (await res.json()) as { data: { verified: boolean } };
          expect([res.status, body.data.verified]).toEqual([201, true]);
        }),
      );
    }
  }

  const fasterThan = async (provider: string, seconds: number) => {
    const res = await fetch(`${server.url}/api/day-stats/${GAME}/${today()}?${new URLSearchParams({ provider, score: String(seconds) })}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: DayStatsDto }).data;
  };

  it('moves an honest 90-s player by 5 points at most', async () => {
    // 90 s, as the issue measured, unless the day's grid sets the floor (its fastest win, log.lastAt) that
    // high (113 s on one day's Binero): then the honest player compared finishes 75 s after the floor.
    const reference = Math.max(90, Math.ceil(log.lastAt) + 75);
    // Honest times from the floor's neighbourhood to seven minutes, more of them fast than slow, each player
    // on a network of its own; the same day on two providers: one stays honest, the other is flooded.
    const honestTimes = Array.from({ length: 200 }, (_, i) => log.lastAt + 5 + Math.round(400 * (i / 199) ** 2));
    const honest = (provider: string, block: number): Entrant[] =>
      honestTimes.map((seconds, i) => ({ player: testPlayer(), address: `10.${block}.${i}.20`, seconds, provider }));
    await playAll([
      ...honest('partenaire', 1),
      ...honest('default', 2),
      { player: testPlayer(), address: '10.3.0.1', seconds: reference, provider: 'partenaire' },
    ]);
    await playAll([{ player: testPlayer(), address: '10.3.0.2', seconds: reference, provider: 'default' }]);

    // The flood: 500 players at the floor from 5 addresses, and 50 anonymous ids from a sixth.
    const floodFrom = (address: string, count: number): Entrant[] =>
      Array.from({ length: count }, () => ({ player: testPlayer(), address, seconds: log.lastAt, provider: 'default' }));
    await playAll([1, 2, 3, 4, 5].flatMap((n) => floodFrom(`203.0.${n}.66`, 100)));
    await playAll(floodFrom('198.51.100.9', 50));

    const honestDay = await fasterThan('partenaire', reference);
    const floodedDay = await fasterThan('default', reference);
    const before = honestDay.you!.faster_than!;
    const after = floodedDay.you!.faster_than!;
    expect(before).toBeGreaterThan(40);
    expect(before - after).toBeLessThanOrEqual(5);
    // The six flooding networks weigh two players each: 201 honest players and 12 more, not 751.
    expect(honestDay.players).toBe(201);
    expect(floodedDay.players).toBe(213);
    // The histogram tells the same: its fastest bar holds the flood's twelve, not its 550.
    expect(floodedDay.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(213);
  });
});
