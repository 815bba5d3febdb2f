import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone, isInvalid, sudoku, sudokuMoveFloor, type SudokuPuzzle, MAIN_STREAM } from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedMove, PlayerScoresDto, ScoreDto, ScoreSubmission } from '@jdj/api';
import { createLogger } from '../logger.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { CatalogueCache, resolveProvider } from './catalogue.ts';
import { findPuzzle } from './daily-puzzles.ts';
import { startedPlay, testPlayer } from '../testing/plays.ts';
import { OFFLINE_ALLOWANCE_MS, submitScore } from './scores.ts';

/**
 * Issue 14, game integrity: every forgery an independent test found, reproduced, now refused; and what
 * honest players do (finish offline, send the next morning) still accepted.
 */
const PARIS = 'Europe/Paris';
const today = () => dateInTimeZone(new Date(), PARIS);

describe.each(databaseTargets())('scores nobody can forge on $name', (target) => {
  let server: TestServer;
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T };
  };
  const get = async <T>(path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(server.url + path, { headers });
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    // 70 past days: the backdating forgery posts 60 of them.
    server = await startTestServer(target, { puzzleWindow: { pastDays: 70, futureDays: 1 } });
  });
  afterAll(() => server.stop());

  async function puzzleOf(date: string): Promise<SudokuPuzzle> {
    const stored = await findPuzzle(server.database.db, MAIN_STREAM, 'sudoku', date);
    const parsed = sudoku.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  }

  /** A won Sudoku, one second per move, as an honest fast player's timer shows it. */
  async function wonPlay(date: string, overrides: Partial<ScoreSubmission> = {}): Promise<ScoreSubmission> {
    const puzzle = await puzzleOf(date);
    let state = sudoku.init(puzzle);
    const moves: LoggedMove[] = testPlaysOf('sudoku')!
      .win(puzzle)
      .map((move, i) => {
        const next = sudoku.apply(state, move);
        if (isInvalid(next)) throw new Error(next.reason);
        state = next;
        return { move, at: i + 1 };
      });
    return {
      game: 'sudoku',
      date,
      local_user_id: randomUUID(),
      score: moves.length + 1,
      played_at: new Date().toISOString(),
      data: {},
      moves,
      client_play_id: randomUUID(),
      ...overrides,
    };
  }

  async function context(provider = 'default') {
    const catalogue = await new CatalogueCache(server.database.db, createLogger('silent'), 'default', 0).get();
    return { catalogue, provider: resolveProvider(catalogue, { slug: provider, hostname: undefined }, 'default', createLogger('silent')) };
  }

  it('refuses a correct solution claimed in 0 seconds (every move at 0): below the per-move floor', async () => {
    const play = await wonPlay(today());
    const instant = await post<{ message: string }>('/api/scores', { ...play, score: 0, moves: play.moves.map((m) => ({ ...m, at: 0 })) });
    expect(instant.status).toBe(422);
    expect(instant.body.message).toMatch(/^Temps impossible : ces coups demandent au moins \d+ s$/);
    const places = play.moves.filter((m) => (m.move as { type: string }).type === 'place').length;
    const floor = Math.floor(places * sudokuMoveFloor({ type: 'place', row: 0, col: 0, value: 1 }));
    const justBelow = await post('/api/scores', { ...play, score: floor - 1, moves: play.moves.map((m) => ({ ...m, at: 0 })) });
    expect(justBelow.status).toBe(422);
    const atFloor = await post<{ data: ScoreDto }>('/api/scores', { ...play, score: floor, moves: play.moves.map((m) => ({ ...m, at: 0 })) });
    expect(atFloor.status).toBe(201);
  });

  it('starts a play, and refuses a score claiming more time than elapsed since it (the play stays open)', async () => {
    const player = testPlayer();
    const token = await startedPlay(server, 'sudoku', today(), player);
    const play = await wonPlay(today(), { start_token: token, local_user_id: player.id });
    // The honest timer of this test claims ~100 s, but the play started a moment ago.
    const tooSoon = await post<{ message: string }>('/api/scores', play, player.headers);
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body.message).toMatch(/^Temps impossible : la partie a commencé il y a \d+ s$/);
    await server.database.db
      .updateTable('play')
      .set({ started_at: Date.now() - 3600_000 })
      .where('id', '=', token)
      .execute();
    const later = await post<{ data: ScoreDto }>('/api/scores', play, player.headers);
    expect(later.status).toBe(201);
    expect(later.body.data.verified).toBe(true);
  });

  it('verifies a score whose time fits between its play’s start and its arrival', async () => {
    const { catalogue, provider } = await context();
    const player = testPlayer();
    const play = await wonPlay(today(), { local_user_id: player.id });
    const token = await startedPlay(server, 'sudoku', today(), player, { startedSecondsAgo: play.score + 30 });
    const { score } = await submitScore(
      server.database.db,
      catalogue,
      provider,
      { ...play, start_token: token },
      { debugAnswers: false, localUserKey: player.key },
    );
    expect(score).toMatchObject({ verified: true, streak_day: true });
    // Without a start (offline: it could not be had), the score is kept but not verified.
    const other = testPlayer();
    const offline = await submitScore(server.database.db, catalogue, provider, await wonPlay(today(), { local_user_id: other.id }), {
      debugAnswers: false,
      localUserKey: other.key,
    });
    expect(offline.score.verified).toBe(false);
  });

  it('keeps unverified a score whose start the server never issued, or issued for another day, game or player', async () => {
    const player = testPlayer();
    const hourAgo = { startedSecondsAgo: 3600 };
    const tokens = [
      'A'.repeat(32),
      `sudoku.${today()}.${Date.now() - 3600_000}.${'A'.repeat(43)}`,
      'nimporte quoi',
      await startedPlay(server, 'sudoku', addDays(today(), -1), player, hourAgo),
      await startedPlay(server, 'sudolito', today(), player, hourAgo),
      await startedPlay(server, 'sudoku', today(), testPlayer(), hourAgo),
    ];
    for (const token of tokens) {
      const res = await post<{ data: ScoreDto }>('/api/scores', await wonPlay(today(), { local_user_id: testPlayer().id, start_token: token }), player.headers);
      expect(res.status).toBe(201);
      expect(res.body.data.verified).toBe(false);
    }
  });

  it('lets one start verify one score of its own player: the same token sent with 15 made-up players verifies none (issue 22)', async () => {
    const owner = testPlayer();
    const token = await startedPlay(server, 'sudoku', today(), owner, { startedSecondsAgo: 3600 });
    for (let i = 0; i < 15; i++) {
      const forged = testPlayer();
      const res = await post<{ data: ScoreDto }>('/api/scores', await wonPlay(today(), { local_user_id: forged.id, start_token: token }), forged.headers);
      expect(res.status).toBe(201);
      expect(res.body.data.verified).toBe(false);
    }
    // Its own player's score consumes it, verified; then it verifies nothing more.
    const own = await post<{ data: ScoreDto }>('/api/scores', await wonPlay(today(), { local_user_id: owner.id, start_token: token }), owner.headers);
    expect(own.body.data.verified).toBe(true);
    const stored = await server.database.db.selectFrom('play').select('used_at').where('id', '=', token).executeTakeFirstOrThrow();
    expect(stored.used_at).not.toBeNull();
    const again = await post<{ data: ScoreDto }>(
      '/api/scores',
      await wonPlay(addDays(today(), -1), { local_user_id: owner.id, start_token: token }),
      owner.headers,
    );
    expect(again.status).toBe(201);
    expect(again.body.data.verified).toBe(false);
  });

  it('refuses « Résoudre » and skips no floor where debug answers are off, even for a provider marked debug_resolve', async () => {
    const now = new Date().toISOString();
    // An installation seeded before issue 22 still has its `demo` provider.
    await server.database.db
      .insertInto('provider')
      .values({
        id: randomUUID(),
        slug: 'ancienne-demo',
        name: 'Démo',
        features: '["debug_resolve"]',
        games: '["sudoku","proximo","decrypto"]',
        feedback_url: null,
        share_url: null,
        timezone: PARIS,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const play = await wonPlay(today());
    const resolved = { ...play, provider: 'ancienne-demo', score: 4, moves: play.moves.map((m) => ({ ...m, at: 3 })) };
    const res = await post<{ message: string }>('/api/scores', resolved);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^Temps impossible : ces coups demandent au moins \d+ s$/);
  });

  it('lets a debug provider’s « Résoudre » through without the floor where the operator turned debug answers on, never as verified nor as a streak day', async () => {
    const debugServer = await startTestServer(target, { env: { DEBUG_ANSWERS: '1' }, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    try {
      const stored = await findPuzzle(debugServer.database.db, MAIN_STREAM, 'sudoku', today());
      const puzzle = sudoku.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
      if (!puzzle.ok) throw new Error(puzzle.error);
      const moves = testPlaysOf('sudoku')!
        .win(puzzle.value)
        .map((move) => ({ move, at: 3 }));
      const resolved = {
        game: 'sudoku',
        date: today(),
        local_user_id: randomUUID(),
        provider: 'demo',
        score: 4,
        played_at: new Date().toISOString(),
        data: {},
        moves,
        client_play_id: randomUUID(),
      };
      const res = await fetch(`${debugServer.url}/api/scores`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(resolved),
      });
      expect(res.status).toBe(201);
      expect(((await res.json()) as { data: ScoreDto }).data).toMatchObject({ verified: false, streak_day: false });
    } finally {
      await debugServer.stop();
    }
  });

  it('keeps 60 backdated days posted at once in the calendar but off the streak', async () => {
    const { catalogue, provider } = await context();
    const player = randomUUID();
    const now = new Date(`${today()}T14:00:00Z`); // afternoon in Paris: yesterday's allowance is over
    for (let back = 60; back >= 1; back--) {
      const date = addDays(today(), -back);
      const play = await wonPlay(date, { local_user_id: player, played_at: `${date}T12:00:00Z` });
      await submitScore(server.database.db, catalogue, provider, play, { debugAnswers: false, now });
    }
    const list = await get<{ data: PlayerScoresDto }>(`/api/scores?game=sudoku&local_user_id=${player}`);
    expect(list.body.data.scores).toHaveLength(60);
    expect(list.body.data.scores.every((s) => !s.streak_day)).toBe(true);
    expect(list.body.data.streak).toBe(0);
  });

  it('counts a game finished offline in the evening and sent the next morning, within the allowance', async () => {
    const { catalogue, provider } = await context();
    const yesterday = addDays(today(), -1);
    const player = testPlayer();
    const morning = new Date(`${today()}T06:30:00Z`); // 07:30 in Paris, 7 h 30 after midnight
    expect(OFFLINE_ALLOWANCE_MS).toBeGreaterThan(8 * 3600_000);
    const play = await wonPlay(yesterday, { local_user_id: player.id, played_at: `${yesterday}T21:50:00Z` });
    const startedAt = (at: number) => ({ startedSecondsAgo: (Date.now() - at) / 1000 });
    const token = await startedPlay(server, 'sudoku', yesterday, player, startedAt(new Date(`${yesterday}T21:40:00Z`).getTime()));
    const { score } = await submitScore(
      server.database.db,
      catalogue,
      provider,
      { ...play, start_token: token },
      { debugAnswers: false, localUserKey: player.key, now: morning },
    );
    expect(score).toMatchObject({ streak_day: true, verified: true });

    // Yesterday's grid started this morning is a played day, not a streak day.
    const late = testPlayer();
    const lateStarter = await wonPlay(yesterday, { local_user_id: late.id, played_at: `${yesterday}T22:00:00Z` });
    const lateToken = await startedPlay(server, 'sudoku', yesterday, late, startedAt(morning.getTime() - 600_000));
    const lateScore = await submitScore(
      server.database.db,
      catalogue,
      provider,
      { ...lateStarter, start_token: lateToken },
      { debugAnswers: false, localUserKey: late.key, now: morning },
    );
    expect(lateScore.score.streak_day).toBe(false);
  });

  it('refuses a score for a game its provider does not offer', async () => {
    const now = new Date().toISOString();
    await server.database.db
      .insertInto('provider')
      .values({
        id: randomUUID(),
        slug: 'kiosque',
        name: 'Le Kiosque',
        features: '[]',
        games: '["motamo"]',
        feedback_url: null,
        share_url: null,
        timezone: PARIS,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await post<{ message: string }>('/api/scores', await wonPlay(today(), { provider: 'kiosque' }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Jeu non proposé par Le Kiosque : sudoku');
    expect((await post('/api/plays', { game: 'sudoku', date: today(), provider: 'kiosque' })).status).toBe(404);
  });

  it('binds an anonymous id to its browser’s key: the id alone reads and writes nothing', async () => {
    const key = { 'x-local-user-key': 'k'.repeat(40) };
    const play = await wonPlay(today());
    expect((await post('/api/scores', play, key)).status).toBe(201);
    const mine = await get<{ data: PlayerScoresDto }>(`/api/scores?game=sudoku&local_user_id=${play.local_user_id}`, key);
    expect(mine.body.data.scores).toHaveLength(1);
    // Someone who saw the id: no key, or another key, reads nothing and cannot write as that player.
    for (const headers of [{}, { 'x-local-user-key': 'z'.repeat(40) }] as Record<string, string>[]) {
      const theirs = await get<{ data: PlayerScoresDto }>(`/api/scores?game=sudoku&local_user_id=${play.local_user_id}`, headers);
      expect(theirs.body.data.scores).toHaveLength(0);
      expect((await get(`/api/scores/sudoku/${today()}?local_user_id=${play.local_user_id}`, headers)).status).toBe(404);
    }
    const yesterday = await wonPlay(addDays(today(), -1), { local_user_id: play.local_user_id });
    const written = await post<{ message: string }>('/api/scores', yesterday, { 'x-local-user-key': 'z'.repeat(40) });
    expect(written.status).toBe(403);
    expect(written.body.message).toBe('Ce joueur anonyme appartient à un autre appareil');
  });
});
