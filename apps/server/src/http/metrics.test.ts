import { randomUUID } from 'node:crypto';
import { dateInTimeZone } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../config.ts';
import { CuttableProxy } from '../testing/cuttable-proxy.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { winningPlay } from '../testing/winning-play.ts';

/** The value of one sample of the Prometheus text, e.g. `name{a="b"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseTargets())('Prometheus metrics on $name', (target) => {
  let server: TestServer;
  const scrape = async () => {
    const res = await fetch(server.metricsUrl!);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };
  beforeAll(async () => {
    server = await startTestServer(target, { metrics: true, puzzleWindow: { pastDays: 1, futureDays: 3 } });
  });
  afterAll(() => server.stop());

  it('are read on a loopback port of their own, never on the public one', async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(server.metricsUrl!).port).not.toBe(String(server.port));
    for (const path of ['/metrics', '/api/metrics']) {
      expect(await (await fetch(server.url + path)).text()).not.toContain('jdj_http_requests_total');
    }
    expect((await fetch(server.metricsUrl!.replace('/metrics', '/autre'))).status).toBe(404);
  });

  it('count requests by route pattern and status, with their latency', async () => {
    const today = dateInTimeZone(new Date(), 'Europe/Paris');
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/api/games/sudoku/puzzles/${today}`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/games/sudoku/puzzles/2000-01-01`)).status).toBe(404);
    const text = await scrape();
    const route = 'route="/api/games/:slug/puzzles/:date"';
    expect(sample(text, `jdj_http_requests_total{${route},method="GET",status="200"}`)).toBe(3);
    expect(sample(text, `jdj_http_requests_total{${route},method="GET",status="404"}`)).toBe(1);
    expect(sample(text, `jdj_http_request_duration_seconds_count{${route},method="GET"}`)).toBe(4);
    expect(sample(text, `jdj_http_request_duration_seconds_bucket{le="+Inf",${route},method="GET"}`)).toBe(4);
  });

  it('count the scores stored, not the resends, and what became of each score by game', async () => {
    const date = dateInTimeZone(new Date(), 'Europe/Paris');
    const play = winningPlay('sudoku', date, { contentKey: server.contentKey })!;
    const submission = {
      game: 'sudoku',
      date,
      local_user_id: randomUUID(),
      score: play.score,
      played_at: new Date().toISOString(),
      data: {},
      moves: play.moves,
      client_play_id: randomUUID(),
    };
    const send = (body: object = submission) =>
      fetch(`${server.url}/api/scores`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(200);
    // Too fast to be true, and a game nobody serves.
    expect((await send({ ...submission, client_play_id: randomUUID(), local_user_id: randomUUID(), score: 1 })).status).toBe(422);
    expect((await send({ ...submission, game: 'belote' })).status).toBe(404);
    const text = await scrape();
    expect(sample(text, 'jdj_scores_stored_total')).toBe(1);
    // Sent without a play the server saw start: stored, not verified.
    expect(sample(text, 'jdj_scores_total{game="sudoku",result="unverified"}')).toBe(1);
    expect(sample(text, 'jdj_scores_total{game="sudoku",result="stored"}')).toBe(0);
    expect(sample(text, 'jdj_scores_total{game="sudoku",result="resent"}')).toBe(1);
    expect(sample(text, 'jdj_scores_total{game="sudoku",result="refused_implausible"}')).toBe(1);
    expect(sample(text, 'jdj_scores_total{game="unknown",result="refused_invalid"}')).toBe(1);
    expect(text).not.toContain('belote');
  });

  it('tell the database is up, its pool and query times, and the build', async () => {
    const text = await scrape();
    expect(sample(text, 'jdj_database_up')).toBe(1);
    for (const state of ['total', 'idle', 'waiting']) expect(sample(text, `jdj_database_pool_connections{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'jdj_database_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'jdj_database_query_duration_seconds_count{result="ok"}')).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`^jdj_build_info\\{version="${APP_VERSION.replaceAll('.', '\\.')}",commit="[^"]+"\\} 1$`, 'm'));
    expect(sample(text, 'jdj_job_last_success_timestamp_seconds{task="top_up"}')).toBeGreaterThan(0);
  });

  it('tell how many days of puzzles are ready per game, the top-ups run and the event loop lag', async () => {
    const text = await scrape();
    // Days after today (UTC) within the window of this test server: today is in it, plus 3 ahead (and a day of margin).
    expect(sample(text, 'jdj_puzzles_ahead_days{game="sudoku"}')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'jdj_puzzle_top_ups_total{trigger="start"}')).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});

const postgres = databaseTargets().find((target) => target.name === 'postgres');

/** Issue 35: the metrics answer while the database is away, which is when an operator needs them. */
describe.skipIf(!postgres)('Prometheus metrics while PostgreSQL is away', () => {
  let proxy: CuttableProxy;
  let server: TestServer;
  beforeAll(async () => {
    proxy = await CuttableProxy.start(postgres!.url!);
    server = await startTestServer({ name: 'postgres', url: proxy.urlFor(postgres!.url!) }, { metrics: true, puzzleWindow: { pastDays: 0, futureDays: 3 } });
  });
  afterAll(async () => {
    await proxy.restore();
    await server?.stop();
    await proxy.stop();
  });

  const scrape = async () => {
    const res = await fetch(server.metricsUrl!);
    expect(res.status).toBe(200);
    return res.text();
  };
  const score = (game: string) => {
    const date = dateInTimeZone(new Date(), 'Europe/Paris');
    const play = winningPlay(game, date, { contentKey: server.contentKey })!;
    const body = {
      game,
      date,
      local_user_id: randomUUID(),
      score: play.score,
      played_at: new Date().toISOString(),
      moves: play.moves,
      client_play_id: randomUUID(),
    };
    return fetch(`${server.url}/api/scores`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  };

  it('are served from memory: database down, the pool, the scores refused by game, the days ahead last read', async () => {
    expect((await score('sudoku')).status).toBe(201);
    const before = await scrape();
    expect(sample(before, 'jdj_database_up')).toBe(1);
    const ahead = sample(before, 'jdj_puzzles_ahead_days{game="sudoku"}')!;
    expect(ahead).toBeGreaterThanOrEqual(3);

    await proxy.cut();
    expect((await score('sudoku')).status).toBe(503);
    expect((await score('sudoku')).status).toBe(503);
    expect((await score('motamo')).status).toBe(503);
    const during = await scrape();
    expect(sample(during, 'jdj_database_up')).toBe(0);
    for (const state of ['total', 'idle', 'waiting']) expect(sample(during, `jdj_database_pool_connections{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    expect(sample(during, 'jdj_scores_total{game="sudoku",result="refused_unavailable"}')).toBe(2);
    expect(sample(during, 'jdj_scores_total{game="motamo",result="refused_unavailable"}')).toBe(1);
    expect(sample(during, 'jdj_scores_total{game="sudoku",result="unverified"}')).toBe(1);
    expect(sample(during, 'jdj_puzzles_ahead_days{game="sudoku"}')).toBe(ahead);
    expect(sample(during, 'jdj_http_requests_total{route="/api/scores",method="POST",status="503"}')).toBe(3);

    // Back: the first request that reaches it says so.
    await proxy.restore();
    expect((await score('sudoku')).status).toBe(201);
    expect(sample(await scrape(), 'jdj_database_up')).toBe(1);
  });
});
