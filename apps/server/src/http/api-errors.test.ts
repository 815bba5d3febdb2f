import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** Bad input gets a JSON 4xx with a French message: never HTML, never a 500. */
describe('API error answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'sqlite' });
  });
  afterAll(() => server.stop());

  async function expectJsonError(res: Response, status: number, message: RegExp) {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await res.json()) as { code: number; message: string };
    expect(body.code).toBe(status);
    expect(body.message).toMatch(message);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  }

  it.each([
    ['/api/providers/current?provider=%3Cscript%3E', /provider/],
    [`/api/providers/current?provider=${'a'.repeat(65)}`, /64 caractères/],
    ['/api/providers/current?provider=a&provider=b', /provider/],
    ['/api/providers/current?provider=%E0%A4%A', /provider/],
  ])('refuses a malformed query %s with a 400', async (path, message) => {
    await expectJsonError(await fetch(server.url + path), 400, message);
  });

  it('answers 404 JSON for an unknown API route, whatever the method', async () => {
    await expectJsonError(await fetch(`${server.url}/api/nope`), 404, /Route inconnue/);
    await expectJsonError(await fetch(`${server.url}/api/health`, { method: 'DELETE' }), 404, /Route inconnue/);
    await expectJsonError(await fetch(`${server.url}/api`), 404, /Route inconnue/);
  });

  it('refuses a body that is too large with a 413', async () => {
    const res = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ junk: 'x'.repeat(100_000) }),
    });
    await expectJsonError(res, 413, /trop volumineuse/);
  });

  it('counts a body sent without its length (chunked) and refuses it with a 413 once over the limit', async () => {
    const piece = new TextEncoder().encode(`{"junk":"${'x'.repeat(64 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 640 kB in all, more than a score's 512 kB.
        if (sent++ < 10) controller.enqueue(piece);
        else controller.close();
      },
    });
    const res = await fetch(`${server.url}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectJsonError(res, 413, /trop volumineuse/);
  });

  it('answers a body the client cut off with a 400, and the server goes on', async () => {
    const { hostname, port } = new URL(server.url);
    const logged = server.logs.length;
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    // A score announced at 1,000 bytes, of which 9 come before the client goes.
    socket.write('POST /api/scores HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"game":"');
    const cutOff = () => server.logs.slice(logged).find((line) => line.msg === 'request' && line.path === '/api/scores' && line.method === 'POST');
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    await expect.poll(cutOff).toMatchObject({ status: 400 });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('logs each API request as one structured line', async () => {
    await fetch(`${server.url}/api/health`);
    expect(server.logs).toContainEqual(expect.objectContaining({ level: 'info', msg: 'request', method: 'GET', path: '/api/health', status: 200 }));
  });
});
