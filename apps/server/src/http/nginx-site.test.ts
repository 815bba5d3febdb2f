import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adaptSiteFile, documentedSiteFile, ensureNginx, NginxServer, selfSignedCertificate } from '../testing/nginx.ts';
import { freePort } from '../testing/test-server.ts';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The connection the request came on (process port and number): the same one twice means nginx kept it open. */
  socket: string;
  bodyBytes: number;
}

/** A stand-in for a server process that writes down what nginx sent it. */
class Upstream {
  readonly received: Received[] = [];
  private server: http.Server | undefined;
  private sockets = 0;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const server = http.createServer((request, response) => {
      const socketId = ((request.socket as { jdjId?: number }).jdjId ??= ++this.sockets);
      let bodyBytes = 0;
      request.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      request.on('end', () => {
        this.received.push({ path: request.url ?? '', headers: request.headers, socket: `${this.port}/${socketId}`, bodyBytes });
        const asset = request.url?.startsWith('/assets/');
        if (request.url === '/api/base-absente') {
          // What a process answers while its database is away.
          response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
          response.end(JSON.stringify({ code: 503, message: 'Service momentanément indisponible' }));
          return;
        }
        response.writeHead(200, {
          'content-type': asset ? 'text/javascript' : 'application/json',
          ...(asset ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
        });
        response.end(asset ? 'export {};' : JSON.stringify({ code: 200, data: { port: this.port } }));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * Issue 23, finding 7: the shipped site file, run by Debian's nginx. In `location /assets/` one
 * proxy_set_header switched off the server-level ones (upstream saw `Host: jeux_du_jour`, `Connection:
 * close`, the client's forged X-Forwarded-For, no X-Forwarded-Proto), and `max_fails=0` wrote an error-log
 * line for nearly every request while one process was down (1,541 in 7 s).
 */
describe('the nginx site file of docs/operations.md, with a real nginx', { timeout: 60_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-nginx-site-'));
  let nginx: NginxServer;
  let a: Upstream;
  let b: Upstream;
  let sitePort: number;

  beforeAll(async () => {
    const [portA, portB, httpPort, port] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    sitePort = port;
    a = new Upstream(portA);
    b = new Upstream(portB);
    await Promise.all([a.start(), b.start()]);
    const site = adaptSiteFile(documentedSiteFile(), { upstreams: [portA, portB], httpPort, sitePort, tls: selfSignedCertificate(dir), dir });
    // One worker: each worker keeps its own count of failures, and the expected volume is per worker.
    nginx = new NginxServer(ensureNginx(), [site], { workers: 1 });
    await nginx.start([httpPort, sitePort]);
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** One HTTPS request as a browser sends it to jeux.exemple.fr, through nginx. */
  function request(
    pathname: string,
    options: { headers?: Record<string, string>; method?: string; body?: string } = {},
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: sitePort,
          servername: 'jeux.exemple.fr',
          rejectUnauthorized: false,
          method: options.method ?? 'GET',
          path: pathname,
          agent: false,
          headers: { host: 'jeux.exemple.fr', ...options.headers },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
  }
  const lastReceived = (pathname: string) => receivedFor(pathname).at(-1)!;
  const receivedFor = (pathname: string) => [...a.received, ...b.received].filter((r) => r.path === pathname);

  it.each([
    ['the API', (i: number) => `/api/games?essai=${i}`],
    ['the hashed assets', (i: number) => `/assets/index-${i}.js`],
  ])('passes the host, the scheme, the client address (not its claim) and a request id for %s, on kept-alive connections', async (_what, pathOf) => {
    const paths = [0, 1, 2, 3, 4, 5].map(pathOf);
    for (const pathname of paths) {
      const answer = await request(pathname, { headers: { 'x-forwarded-for': '6.6.6.6', 'accept-encoding': 'gzip, deflate, br' } });
      expect(answer.status).toBe(200);
    }
    const received = paths.flatMap(receivedFor);
    expect(received).toHaveLength(paths.length);
    for (const { headers } of received) {
      expect(headers.host).toBe('jeux.exemple.fr');
      expect(headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(headers['x-forwarded-proto']).toBe('https');
      expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(headers.connection).toBeUndefined();
      expect(headers['accept-encoding']).toBe('br');
    }
    // Keep-alive: six requests one after the other reach the two processes on fewer than six connections.
    expect(new Set(received.map((r) => r.socket)).size).toBeLessThan(paths.length);
  });

  it('caches a hashed asset once per encoding, and lets a long score through', async () => {
    const pathname = '/assets/cached-def456.js';
    await request(pathname, { headers: { 'accept-encoding': 'gzip' } });
    const second = await request(pathname, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(receivedFor(pathname)).toHaveLength(1);

    // A long Proximo hunt: the API takes up to 512 kB for a score.
    const body = JSON.stringify({ moves: 'x'.repeat(400_000) });
    const score = await request('/api/scores', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(score.status).toBe(200);
    expect(lastReceived('/api/scores').bodyBytes).toBe(Buffer.byteLength(body));
  });

  it("passes a process's 503 (its database away) on as it is, French message and Retry-After, without marking processes down", async () => {
    const before = nginx.errorLog().length;
    for (let i = 0; i < 6; i++) {
      const answer = await request('/api/base-absente');
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(JSON.parse(answer.text)).toEqual({ code: 503, message: 'Service momentanément indisponible' });
    }
    // Tried once each: the other processes share that database; and no « no live upstreams » afterwards.
    expect(receivedFor('/api/base-absente')).toHaveLength(6);
    expect(nginx.errorLog().slice(before)).toEqual([]);
    expect((await request('/api/games')).status).toBe(200);
  });

  it('writes a few error-log lines, not one per request, while a process is down; and a rolling restart gets no 502', async () => {
    await a.stop();
    const before = nginx.errorLog().length;
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await request('/api/games')).status);
    const elapsedMs = Date.now() - started;
    expect(statuses.every((status) => status === 200)).toBe(true);
    const failures = nginx
      .errorLog()
      .slice(before)
      .filter((line) => line.includes('connect() failed'));
    // At most one attempt on the stopped process per fail_timeout (5 s) and worker (1 here).
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.length).toBeLessThanOrEqual(1 + Math.ceil(elapsedMs / 5_000));

    // A is back, then B stops at once, while nginx still counts A as down: the backup lines find A.
    await a.start();
    await b.stop();
    const during = await Promise.all(Array.from({ length: 20 }, () => request('/api/games')));
    expect(during.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    await b.start();
  });
});
