import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone, GAME_SLUGS } from '@jdj/puzzles';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Every API route, fed a few thousand generated requests: well-formed ones, wrong types, strange
 * characters, huge and nested values, broken JSON. Whatever comes in, the answer is never a 5xx and is
 * JSON with the error shape {code, message}.
 */
const RUNS = Number(process.env.API_FUZZ_RUNS ?? 1200);
const today = dateInTimeZone(new Date(), 'Europe/Paris');

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  body?: string;
  contentType?: string;
}

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '..', '%', '../etc/passwd', '\u0000', 'é', 'a'.repeat(300)),
);
const date = fc.oneof(fc.constantFrom(today, addDays(today, 1), addDays(today, -2), '2026-02-30', '0000-01-01', '9999-12-31'), text);
const slug = fc.oneof(fc.constantFrom(...GAME_SLUGS, 'pendu', 'SUDOKU'), text);
const uuid = fc.oneof(fc.uuid(), fc.constant(randomUUID()), text);
/** Anything JSON can hold, sometimes deep. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.letrec((tie) => ({ deep: fc.oneof({ depthSize: 'small' }, fc.constant(1), fc.array(tie('deep'), { maxLength: 2 })) })).deep,
);
const field = <T>(valid: fc.Arbitrary<T>) => fc.option(fc.oneof(valid, anyJson), { nil: undefined });

const score = fc.record(
  {
    game: field(slug),
    date: field(date),
    local_user_id: field(uuid),
    provider: field(fc.constantFrom('default', 'demo', 'partenaire', 'inconnu')),
    score: field(fc.oneof(fc.integer({ min: -5, max: 20_000_000 }), fc.double())),
    played_at: field(
      fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        text,
      ),
    ),
    data: field(fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 4 })),
    moves: field(fc.array(fc.record({ move: anyJson, at: fc.oneof(fc.integer({ min: -1, max: 100 }), fc.double()) }), { maxLength: 20 })),
    client_play_id: field(uuid),
    start_token: field(text),
  },
  { requiredKeys: [] },
);
const tracking = fc.record(
  {
    type: field(fc.constantFrom('start', 'end', 'page_view', 'autre')),
    name: field(slug),
    props: field(fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 4 })),
    session_id: field(text),
    local_user_id: field(uuid),
    category: field(fc.constantFrom('gameplay', 'system', 'error', 'x')),
  },
  { requiredKeys: [] },
);
const json = (value: unknown) => JSON.stringify(value);
/** A path segment that stays one: "." and ".." (even percent-encoded) are resolved away by any URL parser. */
const seg = (value: string) => (/^(\.|%2e){1,2}$/i.test(value) ? `${value}.` : encodeURIComponent(value));
const brokenJson = fc.constantFrom('{', '{"game":', '[1,2', 'null', '"texte"', '{"a":1}}', '\u0000');

const requests = fc.oneof<fc.Arbitrary<Request>[]>(
  fc.constantFrom<Request>({ method: 'GET', path: '/api/health' }, { method: 'GET', path: '/api/games' }, { method: 'GET', path: '/api/auth-config' }),
  text.map((p) => ({ method: 'GET', path: `/api/providers/current?provider=${encodeURIComponent(p)}` })),
  fc.tuple(slug, date, text).map(([s, d, p]) => ({ method: 'GET', path: `/api/games/${seg(s)}/puzzles/${seg(d)}?provider=${encodeURIComponent(p)}` })),
  slug.map((s) => ({ method: 'GET', path: `/api/games/${seg(s)}/last-playable-date` })),
  fc.tuple(slug, date, anyJson, uuid, field(text)).map(([s, d, move, id, token]) => ({
    method: 'POST',
    path: `/api/games/${seg(s)}/puzzles/${seg(d)}/answers`,
    body: json({ move, local_user_id: id, ...(token === undefined ? {} : { start_token: token }) }),
  })),
  fc
    .record({ game: field(slug), date: field(date), provider: field(text), local_user_id: field(uuid) }, { requiredKeys: [] })
    .map((b) => ({ method: 'POST', path: '/api/plays', body: json(b) })),
  score.map((b) => ({ method: 'POST', path: '/api/scores', body: json(b) })),
  fc.tuple(uuid, slug).map(([id, s]) => ({ method: 'GET', path: `/api/scores?local_user_id=${encodeURIComponent(id)}&game=${encodeURIComponent(s)}` })),
  fc.tuple(slug, date, uuid).map(([s, d, id]) => ({ method: 'GET', path: `/api/scores/${seg(s)}/${seg(d)}?local_user_id=${encodeURIComponent(id)}` })),
  tracking.map((b) => ({ method: 'POST', path: '/api/tracking', body: json(b) })),
  fc.tuple(slug, date, text, text).map(([s, d, p, t]) => ({
    method: 'GET',
    path: `/api/day-stats/${seg(s)}/${seg(d)}?provider=${encodeURIComponent(p)}&score=${encodeURIComponent(t)}`,
  })),
  fc.constant<Request>({ method: 'GET', path: '/api/site-config' }),
  fc
    .tuple(fc.constantFrom('/api/scores', '/api/tracking', '/api/plays', '/api/auth/sign-in/email', '/api/auth/sign-up/email'), brokenJson)
    .map(([path, body]) => ({ method: 'POST', path, body })),
  fc
    .tuple(fc.constantFrom('/api/scores', '/api/tracking'), anyJson)
    .map(([path, body]) => ({ method: 'POST', path, body: json(body), contentType: 'text/plain' })),
  fc
    .record({ email: field(text), password: field(text), username: field(text) }, { requiredKeys: [] })
    .map((b) => ({ method: 'POST', path: '/api/auth/sign-in/email', body: json(b) })),
  fc
    .record({ email: field(text), password: field(text), first_name: field(text), last_name: field(text), username: field(text) }, { requiredKeys: [] })
    .map((b) => ({
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: json(b),
    })),
  text.map((token) => ({ method: 'GET', path: `/api/auth/verify-email?token=${encodeURIComponent(token)}` })),
  fc
    .tuple(fc.constantFrom<Request['method']>('PUT', 'DELETE', 'PATCH'), fc.constantFrom('/api/scores', '/api/games', '/api/auth/get-session', '/api/nimporte'))
    .map(([method, path]) => ({ method, path })),
  // Unknown routes (a segment that stays under /api: "/api/.." would be the site's home page).
  text.map((p) => ({ method: 'GET', path: `/api/x${seg(p)}` })),
);

describe.each(databaseTargets())('the API under generated requests on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 3, futureDays: 1 } });
  });
  afterAll(() => server.stop());

  it(`answers ${RUNS} generated requests with JSON and never a 5xx`, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(requests, fc.integer({ min: 1, max: 254 }), async (request, host) => {
        sent += 1;
        const res = await fetch(server.url + request.path, {
          method: request.method,
          headers: {
            // Each request from its own address: the rate limits must not hide the routes behind a 429.
            'x-forwarded-for': `203.0.113.${host}`,
            ...(request.body !== undefined ? { 'content-type': request.contentType ?? 'application/json' } : {}),
          },
          ...(request.body !== undefined ? { body: request.body } : {}),
        });
        const raw = await res.text();
        expect(res.status, `${request.method} ${request.path} ${request.body ?? ''}`).toBeLessThan(500);
        const body = JSON.parse(raw) as { code?: unknown; message?: unknown } | null;
        if (res.status >= 400) {
          expect(body?.code, raw).toBe(res.status);
          expect(typeof body?.message === 'string' && body.message.length > 0, raw).toBe(true);
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.API_FUZZ_SEED ?? Date.now() % 100_000) },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    expect(server.logs.filter((line) => line.level === 'error' && line.msg === 'unhandled error')).toEqual([]);
  }, 180_000);
});
