import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { dateInTimeZone, MAIN_STREAM, waitInWords } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packMoves } from '../services/move-log-codec.ts';
import { applyRetention, MOVE_LOG_RETENTION_DAYS, PLAY_RETENTION_DAYS } from '../services/retention.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { START_LIMITS } from './plays.ts';
import { SCORE_LIMITS } from './scores.ts';
import { TRACKING_LIMIT } from './tracking.ts';
import { testPlayer } from '../testing/plays.ts';

/** Issue 14, abuse and hardening: what an independent test did to the public write routes, now stopped. */
describe.each(databaseTargets())('public write routes under abuse on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  const send = (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(server.url + path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  // A new client address each call (the last X-Forwarded-For entry is the one trusted): never the flooder's.
  let addresses = 0;
  const address = () => {
    addresses += 1;
    return { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}, 10.0.${addresses >> 8}.${addresses & 255}` };
  };
  const event = (props?: unknown) => ({ type: 'start', name: 'sudoku', session_id: 'visite', ...(props === undefined ? {} : { props }) });

  it('stops one address flooding the tracking route, and not the next one', async () => {
    const flooder = address();
    const statuses: number[] = [];
    for (let sent = 0; sent < TRACKING_LIMIT.limit; sent += 25) {
      const batch = Array.from({ length: Math.min(25, TRACKING_LIMIT.limit - sent) }, () => send('/api/tracking', event(), flooder));
      for (const res of await Promise.all(batch)) statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(TRACKING_LIMIT.limit);
    const refused = await send('/api/tracking', event(), flooder);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 429,
      message: expect.stringMatching(/^Trop de requêtes : réessayez dans \d+\u00a0(s|min|h(\u00a0\d+\u00a0min)?)$/),
    });
    expect((await send('/api/tracking', event(), address())).status).toBe(201);
  });

  it('stops one player posting scores in a loop, whatever they contain', async () => {
    const player = randomUUID();
    const body = () => ({
      game: 'sudoku',
      date: dateInTimeZone(new Date(), 'Europe/Paris'),
      local_user_id: player,
      score: 10,
      played_at: new Date().toISOString(),
      data: {},
      moves: [{ move: { type: 'triche' }, at: 1 }],
      client_play_id: randomUUID(),
    });
    for (let i = 0; i < SCORE_LIMITS.player.limit; i++) expect((await send('/api/scores', body(), address())).status).toBe(422);
    const refused = await send('/api/scores', body(), address());
    expect(refused.status).toBe(429);
    // Issue 23: the wait is said to machines too (the app's outbox, a proxy), in seconds, matching the message
    // (which says it in words: minutes past one, issue 39).
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SCORE_LIMITS.player.windowSeconds);
    expect(((await refused.json()) as { message: string }).message).toBe(`Trop de requêtes : réessayez dans ${waitInWords(wait)}`);
  });

  // Issue 22, item 7: a refused request wrote a counter row for every player id it named.
  it('writes no row for the player keys of a request refused at its address', async () => {
    const db = server.database.db;
    const flooder = address();
    const ip = flooder['x-forwarded-for'].split(',').at(-1)!.trim();
    const windowOf = (seconds: number) => Math.floor(Date.now() / 1000 / seconds) * seconds;
    await db
      .insertInto('api_rate_limit')
      .values([
        { key: `score:a:${ip}`, window_start: windowOf(SCORE_LIMITS.address.windowSeconds), count: SCORE_LIMITS.address.limit },
        { key: `start:a:${ip}`, window_start: windowOf(START_LIMITS.address.windowSeconds), count: START_LIMITS.address.limit },
      ])
      .execute();
    const rowsBefore = Number(
      (
        await db
          .selectFrom('api_rate_limit')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const today = dateInTimeZone(new Date(), 'Europe/Paris');
    for (let i = 0; i < 40; i++) {
      const player = testPlayer();
      const score = {
        game: 'sudoku',
        date: today,
        local_user_id: player.id,
        score: 10,
        played_at: new Date().toISOString(),
        data: {},
        moves: [],
        client_play_id: randomUUID(),
      };
      expect((await send('/api/scores', score, { ...flooder, ...player.headers })).status).toBe(429);
      expect((await send('/api/plays', { game: 'sudoku', date: today, local_user_id: player.id }, { ...flooder, ...player.headers })).status).toBe(429);
    }
    const rowsAfter = Number(
      (
        await db
          .selectFrom('api_rate_limit')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(rowsAfter).toBe(rowsBefore);
  });

  // Issue 22, item 8: 41 bogus scores naming a victim's id locked the victim out for 7.5 minutes.
  it('counts a player’s limit under the key its request proves: strangers naming a victim’s id do not lock the victim out', async () => {
    const victim = testPlayer();
    const bogus = (playerId: string) => ({
      game: 'sudoku',
      date: dateInTimeZone(new Date(), 'Europe/Paris'),
      local_user_id: playerId,
      score: 10,
      played_at: new Date().toISOString(),
      data: {},
      moves: [{ move: { type: 'triche' }, at: 1 }],
      client_play_id: randomUUID(),
    });
    for (let i = 0; i <= SCORE_LIMITS.player.limit; i++) {
      const stranger = { 'x-local-user-key': testPlayer().key };
      expect((await send('/api/scores', bogus(victim.id), { ...address(), ...(i % 2 ? stranger : {}) })).status).not.toBe(201);
    }
    // The victim's own request is answered on its merits (a 422 for these moves), not with a 429.
    expect((await send('/api/scores', bogus(victim.id), { ...address(), ...victim.headers })).status).toBe(422);
  });

  it('keeps a tracking event small, whatever it carries: the page without its query, a short user agent (issue 22)', async () => {
    const long = `https://jeux.example/verifier?token=${'t'.repeat(1900)}`;
    const props = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`p${i}`.padEnd(32, 'x'), 'v'.repeat(64)]));
    const sessionId = `s-${randomUUID()}`;
    const big = {
      ...event(props),
      session_id: sessionId,
      local_user_id: randomUUID(),
      source_url: long,
      referrer_url: long,
      device_info: { user_agent: 'u'.repeat(512), language: 'l'.repeat(35), screen_size: 's'.repeat(32), timezone: 'z'.repeat(64), pixel_ratio: 16 },
    };
    expect((await send('/api/tracking', big, address())).status).toBe(201);
    const row = await server.database.db.selectFrom('analytics_event').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row.source_url).toBe('https://jeux.example/verifier');
    const stored = Object.values(row).reduce<number>((sum, value) => sum + String(value ?? '').length, 0);
    expect(stored).toBeLessThan(2_000);
  });

  it('refuses deeply nested or oversized tracking props with a 400, never a 500', async () => {
    const deep = `{"type":"start","name":"sudoku","session_id":"s","props":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    for (const body of [
      deep,
      event({ a: { b: { c: 1 } } }),
      event({ texte: 'x'.repeat(300) }),
      event(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]))),
    ]) {
      const res = await send('/api/tracking', body, address());
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 400, message: expect.stringMatching(/^Champ « props/) });
    }
    expect((await send('/api/tracking', event({ date: '2026-11-23', essai: 2, ok: true }), address())).status).toBe(201);
  });

  it('answers TRACE and other methods on the accounts routes with 405', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await fetch(`${server.url}/api/auth/get-session`, { method });
      expect(res.status).toBe(405);
      expect(await res.json()).toMatchObject({ code: 405, message: 'Méthode non autorisée' });
    }
    // fetch() refuses to send TRACE: a raw request does.
    const raw = await new Promise<string>((resolve, reject) => {
      const url = new URL(server.url);
      import('node:net').then(({ connect }) => {
        const socket = connect(Number(url.port), '127.0.0.1', () =>
          socket.write(`TRACE /api/auth/get-session HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      }, reject);
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(raw).toContain('"message":"Méthode non autorisée"');
  });

  it('deletes analytics events past the retention and request counters past their window', async () => {
    const db = server.database.db;
    const now = new Date();
    const old = new Date(now.getTime() - 400 * 86_400_000).toISOString();
    const recent = new Date(now.getTime() - 30 * 86_400_000).toISOString();
    for (const createdAt of [old, recent]) {
      await db
        .insertInto('analytics_event')
        .values({
          id: randomUUID(),
          type: 'start',
          name: 'sudoku',
          props: '{}',
          user_id: null,
          local_user_id: null,
          session_id: 's',
          provider_id: null,
          source_url: null,
          referrer_url: null,
          device_info: '{}',
          category: 'gameplay',
          created_at: createdAt,
        })
        .execute();
    }
    await db
      .insertInto('api_rate_limit')
      .values({ key: 'vieux', window_start: Math.floor(now.getTime() / 1000) - 3 * 86_400, count: 3 })
      .execute();
    const play = (id: string, daysAgo: number) => ({
      id,
      game: 'sudoku',
      puzzle_date: '2026-01-01',
      owner: 'u:x',
      started_at: now.getTime() - daysAgo * 86_400_000,
      used_at: null,
    });
    await db
      .insertInto('play')
      .values([play('ancienne-partie-ancienne-partie-a', PLAY_RETENTION_DAYS + 1), play('partie-recente-partie-recente-aa', 1)])
      .execute();
    const deleted = await applyRetention(db, now);
    expect(deleted.events).toBeGreaterThanOrEqual(1);
    expect(deleted.counters).toBeGreaterThanOrEqual(1);
    expect(deleted.plays).toBeGreaterThanOrEqual(1);
    const plays = await db
      .selectFrom('play')
      .select('id')
      .where('id', 'in', ['ancienne-partie-ancienne-partie-a', 'partie-recente-partie-recente-aa'])
      .execute();
    expect(plays.map((p) => p.id)).toEqual(['partie-recente-partie-recente-aa']);
    const left = await db.selectFrom('analytics_event').select('created_at').where('created_at', 'in', [old, recent]).execute();
    expect(left.map((r) => r.created_at)).toEqual([recent]);
  });

  it("clears a score's move log past its retention and keeps the score, its counters and its day", async () => {
    const db = server.database.db;
    const now = new Date();
    const row = (createdAt: string) => ({
      id: randomUUID(),
      game: 'sudoku',
      game_id: 'Sudoku_2025-01-01',
      puzzle_date: '2025-01-01',
      user_id: null,
      anonymous_user_id: null,
      provider_id: null,
      score: 321,
      played_at: createdAt,
      data: '{"mistakes":1,"jokers":0,"won":true}',
      moves: '',
      moves_packed: packMoves([{ move: { type: 'select', row: 0, col: 0 }, at: 1 }]),
      client_play_id: randomUUID(),
      created_at: createdAt,
      verified: 1,
      streak_day: 1,
      placed: 1,
      stream: MAIN_STREAM,
    });
    const old = row(new Date(now.getTime() - (MOVE_LOG_RETENTION_DAYS + 1) * 86_400_000).toISOString());
    const recent = row(new Date(now.getTime() - 30 * 86_400_000).toISOString());
    await db.insertInto('score').values([old, recent]).execute();
    expect((await applyRetention(db, now)).moveLogs).toBeGreaterThanOrEqual(1);
    const kept = await db.selectFrom('score').selectAll().where('id', 'in', [old.id, recent.id]).orderBy('created_at').execute();
    expect(kept.map((r) => [r.score, r.data, r.puzzle_date, r.moves_packed === null])).toEqual([
      [321, old.data, '2025-01-01', true],
      [321, recent.data, '2025-01-01', false],
    ]);
  });

  it('refuses cross-site writes: a text/plain form, a foreign Origin, a cross-site fetch', async () => {
    const body = JSON.stringify(event());
    const form = await fetch(`${server.url}/api/tracking`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ code: 415, message: 'Type de contenu refusé : JSON attendu' });
    const foreign = await send('/api/scores', {}, { origin: 'https://pirate.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ code: 403, message: 'Origine de la requête refusée' });
    expect((await send('/api/tracking', event(), { 'sec-fetch-site': 'cross-site', ...address() })).status).toBe(403);
    // The site's own pages (same origin) and scripts without an Origin go through to the route.
    expect((await send('/api/tracking', event(), { origin: server.url, ...address() })).status).toBe(201);
    expect((await send('/api/tracking', event(), address())).status).toBe(201);
  });

  it('sends a Content-Security-Policy with pages: own scripts only, framed by the provider’s partners alone', async () => {
    const csp = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(server.url + path, { headers });
      expect(res.headers.get('x-frame-options')).toBeNull();
      return res.headers.get('content-security-policy') ?? '';
    };
    const home = await csp('/');
    expect(home).toContain("default-src 'self'");
    expect(home).toContain("script-src 'self';");
    expect(home).toContain("object-src 'none'");
    expect(home).toMatch(/frame-ancestors 'self'$/);
    expect(await csp('/sudoku?provider=partenaire')).toMatch(/frame-ancestors 'self' https:\/\/www\.journal-partenaire\.fr$/);
    // fetch() sets Host itself: a raw request names the partner's sub-domain.
    const bySubdomain = await new Promise<string>((resolve, reject) => {
      http
        .get(`${server.url}/`, { headers: { host: `partenaire.localhost:${server.port}` } }, (res) => {
          res.resume();
          resolve(String(res.headers['content-security-policy'] ?? ''));
        })
        .on('error', reject);
    });
    expect(bySubdomain).toMatch(/frame-ancestors 'self' https:\/\/www\.journal-partenaire\.fr$/);
    expect(await csp('/?provider=inconnu')).toMatch(/frame-ancestors 'self'$/);
  });

  it('keeps what outsiders can write into the logs short and rare', async () => {
    const before = server.logs.length;
    await Promise.all(Array.from({ length: 120 }, (_, i) => fetch(`${server.url}/api/providers/current?provider=faux-${i}`)));
    const unknown = server.logs.slice(before).filter((line) => String(line.msg).startsWith('unknown provider requested'));
    expect(unknown.length).toBeLessThanOrEqual(31);
    const huge = `https://pirate.example/${'a'.repeat(20_000)}`;
    await send('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: huge }, { origin: server.url });
    expect(server.logs.slice(before).every((line) => JSON.stringify(line).length < 5000)).toBe(true);
  });

  // Issue 22, item 10: limited per exact message, a varying callback URL from 1,000 addresses wrote 1,000 lines.
  it('limits the accounts library’s log lines per kind of message, whatever varies in them', async () => {
    const before = server.logs.length;
    for (let batch = 0; batch < 8; batch++) {
      await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          send(
            '/api/auth/sign-in/social',
            { provider: 'oidc', callbackURL: `https://pirate-${batch}-${i}.example/${randomUUID()}` },
            { origin: server.url, ...address() },
          ),
        ),
      );
    }
    const lines = server.logs.slice(before).filter((line) => String(line.msg).startsWith('auth: '));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(31);
    expect(lines[0]).toMatchObject({ msg: 'auth: Invalid callbackURL', message: expect.stringMatching(/^Invalid callbackURL: https:\/\/pirate-/) });
  });
});
