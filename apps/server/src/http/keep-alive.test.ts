import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** One GET on a connection of its own: the announced keep-alive, and the socket it came on (left open). */
function getOnOwnSocket(url: string): Promise<{ keepAlive: string; socket: net.Socket }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/health`, { agent }, (response) => {
      const socket = response.socket;
      response.resume();
      response.on('end', () => resolve({ keepAlive: String(response.headers['keep-alive']), socket }));
    });
    request.on('error', reject);
  });
}

/** KEEP_ALIVE_SECONDS: what a proxy or a load balancer in front is told, and what the process then does. */
describe('idle keep-alive connections', () => {
  let usual: TestServer;
  let long: TestServer;
  let short: TestServer;
  const window = { pastDays: 0, futureDays: 0 };
  beforeAll(async () => {
    [usual, long, short] = await Promise.all([
      startTestServer({ name: 'sqlite' }, { puzzleWindow: window }),
      startTestServer({ name: 'sqlite' }, { env: { KEEP_ALIVE_SECONDS: '65' }, puzzleWindow: window }),
      startTestServer({ name: 'sqlite' }, { env: { KEEP_ALIVE_SECONDS: '1' }, puzzleWindow: window }),
    ]);
  });
  afterAll(() => Promise.all([usual.stop(), long.stop(), short.stop()]));

  it('announces 5 s by default (nginx upstream keeps its own 4 s), and the setting otherwise', async () => {
    const announced = await Promise.all([usual, long].map((server) => getOnOwnSocket(server.url)));
    for (const { socket } of announced) socket.destroy();
    expect(announced.map(({ keepAlive }) => keepAlive)).toEqual(['timeout=5', 'timeout=65']);
  });

  it('closes a connection left idle for the time it announced', async () => {
    const { keepAlive, socket } = await getOnOwnSocket(short.url);
    expect(keepAlive).toBe('timeout=1');
    await new Promise((resolve) => socket.once('close', resolve));
    expect(socket.destroyed).toBe(true);
  });
});
