import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildableGames } from '@jdj/content';
import { dateInTimeZone } from '@jdj/puzzles';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/schema.ts';
import type { DatabaseAvailability } from '../db/availability.ts';
import type { Logger } from '../logger.ts';

/** The route a score is stored through: a 201 there is one more score in the database. */
const SCORE_ROUTE = '/api/scores';

/**
 * Prometheus metrics of one process (prom-client). Read from a listener of their own (METRICS_PORT,
 * 127.0.0.1 by default), never from the public port: nothing here is for players.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'method' | 'status'>;
  private readonly duration: Histogram<'route' | 'method'>;
  private readonly scores: Counter;
  private readonly topUps: Counter<'trigger'>;

  constructor(db: Kysely<Database>) {
    const registers = [this.registry];
    // Event loop lag (nodejs_eventloop_lag_*), memory, CPU, handles: what says a process is saturated.
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'jdj_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'jdj_http_request_duration_seconds',
      help: 'Time from the request reaching the app to its response, by route pattern and method.',
      labelNames: ['route', 'method'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.scores = new Counter({ name: 'jdj_scores_stored_total', help: 'Scores stored by this process.', registers });
    this.topUps = new Counter({
      name: 'jdj_puzzle_top_ups_total',
      help: 'Daily puzzle top-ups run by this process (start, or its turn in a window).',
      labelNames: ['trigger'],
      registers,
    });
    new Gauge({
      name: 'jdj_puzzles_ahead_days',
      help: 'Days after today (UTC) that already have a stored puzzle, per game: what is left if generation stops.',
      labelNames: ['game'],
      registers,
      async collect() {
        const today = dateInTimeZone(new Date(), 'UTC');
        const rows = await db
          .selectFrom('daily_puzzle')
          .select(['game', (eb) => eb.fn.countAll<number | string>().as('days')])
          .where('date_to_play', '>', today)
          .groupBy('game')
          .execute();
        const days = new Map(rows.map((row) => [row.game, Number(row.days)]));
        for (const game of buildableGames()) this.set({ game }, days.get(game) ?? 0);
      },
    });
  }

  /**
   * Counts and times each request. Reads the response after it is made and sets nothing on it, so the
   * response is never rebuilt (the hot read routes keep the Node adapter's fast path).
   */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const started = performance.now();
      await next();
      const route = routePath(c);
      const method = c.req.method;
      const status = c.res.status;
      this.duration.observe({ route, method }, (performance.now() - started) / 1000);
      this.requests.inc({ route, method, status });
      if (status === 201 && method === 'POST' && route === SCORE_ROUTE) this.scores.inc();
    };
  }

  countTopUp(trigger: 'start' | 'schedule'): void {
    this.topUps.inc({ trigger });
  }

  /** GET /metrics on its own address; anything else is 404. */
  async listen(host: string, port: number, logger: Logger, availability?: DatabaseAvailability): Promise<http.Server> {
    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Introuvable\n');
        return;
      }
      this.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        (error: unknown) => {
          // The database away: a 503 Prometheus records as a failed scrape, and a warning, not an error.
          const away = availability?.explains(error, 'metrics') ?? false;
          if (!away) logger.error('metrics collection failed', { error });
          response.writeHead(away ? 503 : 500, { 'content-type': 'text/plain; charset=utf-8' }).end('Mesures indisponibles\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const address = server.address() as AddressInfo;
    logger.info('metrics listening', { url: `http://${address.address}:${address.port}/metrics` });
    return server;
  }
}
