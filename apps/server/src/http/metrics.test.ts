import { randomUUID } from 'node:crypto';
import { dateInTimeZone } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, freePort, startTestServer, type TestServer } from '../testing/test-server.ts';
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
    server = await startTestServer(target, { env: { METRICS_PORT: String(await freePort()) }, puzzleWindow: { pastDays: 1, futureDays: 3 } });
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

  it('count the scores stored, not the resends', async () => {
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
    const send = () =>
      fetch(`${server.url}/api/scores`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(submission) });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(200);
    expect(sample(await scrape(), 'jdj_scores_stored_total')).toBe(1);
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
