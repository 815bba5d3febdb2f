import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Issue 23, finding 6: no request id. Each answer now names its request (X-Request-Id: the proxy's when it
 * sent a plain one, else ours) and every log line written for that request carries the same id, so an
 * operator finds everything about one player's failed request with one grep.
 */
describe('request ids', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'sqlite' }, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  const linesOf = (id: string) => server.logs.filter((line) => line.requestId === id);

  it('makes one when none comes, returns it, and puts it in every log line of that request', async () => {
    // An unknown provider: the request log and a warning, both written while handling this request.
    const res = await fetch(`${server.url}/api/providers/current?provider=inconnu-${Date.now()}`);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(
      linesOf(id)
        .map((line) => line.msg)
        .sort(),
    ).toEqual(['request', 'unknown provider requested, default used']);

    const other = await fetch(`${server.url}/api/games`);
    expect(other.headers.get('x-request-id')).toMatch(UUID);
    expect(other.headers.get('x-request-id')).not.toBe(id);
  });

  it("keeps a proxy's plain id (nginx's $request_id), and replaces one that could forge a log line", async () => {
    const fromNginx = '0f3c5a7e9b1d2f4a6c8e0a2b4d6f8a1c';
    const kept = await fetch(`${server.url}/api/games`, { headers: { 'x-request-id': fromNginx } });
    expect(kept.headers.get('x-request-id')).toBe(fromNginx);
    expect(linesOf(fromNginx)).toContainEqual(expect.objectContaining({ msg: 'request', path: '/api/games', status: 200 }));

    for (const forged of ['a"b', 'x'.repeat(129), 'deux mots', '']) {
      const res = await fetch(`${server.url}/api/games`, { headers: { 'x-request-id': forged } });
      expect(res.headers.get('x-request-id'), forged).toMatch(UUID);
    }
  });

  it('names answers of every kind: accounts, pages, errors', async () => {
    for (const path of ['/api/auth/get-session', '/api/auth/inconnu', '/', '/sudoku', '/api/nope', '/api/games/sudoku/puzzles/2020-13-45']) {
      const res = await fetch(server.url + path, { headers: { 'x-request-id': `essai-${path.length}` } });
      expect(res.headers.get('x-request-id'), path).toBe(`essai-${path.length}`);
    }
  });

  it('leaves lines written outside any request (start-up, jobs) without one', () => {
    const startLines = server.logs.filter((line) => line.msg === 'listening' || line.msg === 'database ready');
    expect(startLines).toHaveLength(2);
    expect(startLines.every((line) => line.requestId === undefined)).toBe(true);
  });
});

/** Issue 23, finding 4: readiness includes the database; liveness stays a constant answer. */
describe.each(databaseTargets())('health on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  it('answers liveness without the database and readiness with it', async () => {
    const live = await fetch(`${server.url}/api/health`);
    expect(await live.json()).toEqual({ code: 200, data: { version: expect.any(String) } });
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ code: 200, data: { version: expect.any(String), database: 'ok' } });

    // The database closed under the process (what a lost file or connection looks like to it).
    await server.database.close();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(503);
  });
});
