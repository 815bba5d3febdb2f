import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { dateInTimeZone } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adaptSiteFile, documentedSiteFile, ensureNginx, NginxServer } from '../testing/nginx.ts';
import { startedPlay, testPlayer } from '../testing/plays.ts';
import { databaseTargets, freePort, startTestServer, type TestServer } from '../testing/test-server.ts';
import { winningPlay } from '../testing/winning-play.ts';

interface Answer {
  status: number;
  cache: string | undefined;
  text: string;
}

/**
 * Issue 35, item 8: the cache in front of the day reads, as docs/operations.md writes it, run by Debian's
 * nginx before two real processes sharing one database. What a player must never get from it: another
 * player's answer, a question's answer, a score's acknowledgement, another provider's day.
 */
describe('the day cache of the documented nginx site, before two processes', { timeout: 120_000 }, () => {
  // The last target: PostgreSQL where there is one (how several processes run), else one SQLite file.
  const target = databaseTargets().at(-1)!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-nginx-cache-'));
  const today = dateInTimeZone(new Date(), 'Europe/Paris');
  let first: TestServer;
  let second: TestServer;
  let nginx: NginxServer;
  let sitePort: number;

  beforeAll(async () => {
    first = await startTestServer(target, { keepData: true, puzzleWindow: { pastDays: 1, futureDays: 0 } });
    second = await startTestServer(target, {
      dataDir: first.dataDir,
      ...(first.schema ? { schema: first.schema } : {}),
      puzzleWindow: { pastDays: 1, futureDays: 0 },
    });
    const [httpPort, port] = await Promise.all([freePort(), freePort()]);
    sitePort = port;
    const site = adaptSiteFile(documentedSiteFile(), { upstreams: [first.port, second.port], httpPort, sitePort, dir });
    nginx = new NginxServer(ensureNginx(), [site], { workers: 1 });
    await nginx.start([httpPort, sitePort]);
  });
  afterAll(async () => {
    await nginx?.stop();
    await first?.stop();
    await second?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A request as a browser on `host` sends it, through nginx. */
  function request(pathname: string, options: { host?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: sitePort,
          method: options.method ?? 'GET',
          path: pathname,
          agent: false,
          headers: {
            host: options.host ?? 'jeux.exemple.fr',
            'accept-encoding': 'gzip',
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...options.headers,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'] as string | undefined, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
  /** The requests of `pathname` (and method) the two processes received: what the cache did not answer. */
  const reachedProcesses = (pathname: string, method = 'GET') =>
    [...first.logs, ...second.logs].filter((line) => line.msg === 'request' && line.path === pathname && line.method === method).length;

  it('answers a day read from its cache after the first, per host and per ?provider=', async () => {
    const day = `/api/games/sudoku/puzzles/${today}`;
    const fromProcess = await request(day);
    const fromCache = await request(day);
    expect([fromProcess.status, fromProcess.cache]).toEqual([200, 'MISS']);
    expect([fromCache.status, fromCache.cache]).toEqual([200, 'HIT']);
    expect(fromCache.text).toBe(fromProcess.text);
    expect(reachedProcesses(day)).toBe(1);

    // Another host or another ?provider= is another provider's day: its own copy, first asked of a process.
    expect((await request(day, { host: 'partenaire.jeux.exemple.fr' })).cache).toBe('MISS');
    expect((await request(`${day}?provider=partenaire`)).cache).toBe('MISS');
    expect((await request(`${day}?provider=partenaire`)).cache).toBe('HIT');
    expect(reachedProcesses(day)).toBe(3);
  });

  it('never answers a question, a score or a player’s own scores from it', async () => {
    // A question: Decrypto's code asked twice by the same play gets two answers of a process.
    const player = testPlayer();
    const token = await startedPlay(first, 'decrypto', today, player, { startedSecondsAgo: 3600 });
    const question = `/api/games/decrypto/puzzles/${today}/answers`;
    const ask = () =>
      request(question, {
        method: 'POST',
        body: { move: { type: 'attempt', digits: '12312' }, local_user_id: player.id, start_token: token },
        headers: player.headers,
      });
    const answers = [await ask(), await ask()];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.cache)).toEqual([undefined, undefined]);
    expect(reachedProcesses(question, 'POST')).toBe(2);

    // A score, sent twice (a resend): stored once, and each sending answered by a process.
    const play = winningPlay('sudoku', today, { contentKey: first.contentKey })!;
    const score = {
      game: 'sudoku',
      date: today,
      local_user_id: player.id,
      score: play.score,
      played_at: new Date().toISOString(),
      moves: play.moves,
      client_play_id: player.id,
    };
    const sent = [await request('/api/scores', { method: 'POST', body: score, headers: player.headers })];
    sent.push(await request('/api/scores', { method: 'POST', body: score, headers: player.headers }));
    expect(sent.map((answer) => answer.status)).toEqual([201, 200]);
    expect(reachedProcesses('/api/scores', 'POST')).toBe(2);

    // The player's own scores, read twice: each time from a process.
    const own = `/api/scores?local_user_id=${player.id}`;
    const reads = [await request(own, { headers: player.headers }), await request(own, { headers: player.headers })];
    expect(reads.map((read) => [read.status, read.cache])).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    expect(reachedProcesses('/api/scores')).toBe(2);
  });
});
