import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildableGames } from '@jdj/content';
import { dateInTimeZone } from '@jdj/puzzles';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/connection.ts';
import type { Logger } from '../logger.ts';
import type { MailResult } from '../mail/mailer.ts';
import { type JobName, onJobSuccess } from '../services/job-events.ts';
import { SCORE_RESULTS, type ScoreResult } from './score-outcome.ts';

/** The route a score is stored through: a 201 there is one more score in the database. */
const SCORE_ROUTE = '/api/scores';
/** How often the days of puzzles ahead are read again, besides after each top-up. */
const PUZZLES_AHEAD_EVERY_MS = 60_000;
const JOBS: readonly JobName[] = ['top_up', 'retention', 'stats'];

export interface BuildIdentity {
  version: string;
  /** The commit the web build was made from (its manifest); null when unknown. */
  commit: string | null;
}

/**
 * Prometheus metrics of one process (prom-client). Read from a listener of their own (METRICS_PORT,
 * 127.0.0.1 by default), never from the public port: nothing here is for players. Every series is kept in
 * memory: a scrape never queries the database, so the metrics answer through an outage, which is when
 * they are needed.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'method' | 'status'>;
  private readonly duration: Histogram<'route' | 'method'>;
  private readonly scoresStored: Counter;
  private readonly scores: Counter<'game' | 'result'>;
  private readonly mails: Counter<'kind' | 'result'>;
  private readonly topUps: Counter<'trigger'>;
  private readonly jobs: Gauge<'task'>;
  private readonly puzzlesAhead: Gauge<'game'>;
  private readonly games = new Set<string>(buildableGames());
  private readonly stopListening: () => void;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    build: BuildIdentity,
  ) {
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
    // Kept for the dashboards that read it; jdj_scores_total{result="stored|unverified"} says more.
    this.scoresStored = new Counter({ name: 'jdj_scores_stored_total', help: 'Scores stored by this process (deprecated: jdj_scores_total).', registers });
    this.scores = new Counter({
      name: 'jdj_scores_total',
      help: 'Scores sent to the server, by game and what became of them: stored (verified), unverified, resent, or refused_<reason>.',
      labelNames: ['game', 'result'],
      registers,
    });
    // Every game and result from the start: a rate() over a series that appears late misses its first increase.
    for (const game of this.games) for (const result of SCORE_RESULTS) this.scores.inc({ game, result }, 0);
    this.mails = new Counter({
      name: 'jdj_mails_total',
      help: 'Mail attempts by kind: sent, retried (failed, tried again later), failed (given up, or neither stored nor sent) or capped (not sent: the recipient had their hour’s mails).',
      labelNames: ['kind', 'result'],
      registers,
    });
    this.topUps = new Counter({
      name: 'jdj_puzzle_top_ups_total',
      help: 'Daily puzzle top-ups run by this process (start, or its turn in a window).',
      labelNames: ['trigger'],
      registers,
    });
    // Labelled `task`, not `job`: Prometheus's own `job` label of the target would rename it `exported_job`.
    this.jobs = new Gauge({
      name: 'jdj_job_last_success_timestamp_seconds',
      help: 'When a background job last completed in this process (Unix time); 0: not yet. Jobs run in one process per window: take the max over processes.',
      labelNames: ['task'],
      registers,
    });
    for (const task of JOBS) this.jobs.set({ task }, 0);
    this.stopListening = onJobSuccess((task, at) => this.jobs.set({ task }, at.getTime() / 1000));
    this.puzzlesAhead = new Gauge({
      name: 'jdj_puzzles_ahead_days',
      help: 'Days after today (UTC) that already have a stored puzzle, per game: what is left if generation stops. Last value read.',
      labelNames: ['game'],
      registers,
    });
    new Gauge({
      name: 'jdj_database_up',
      help: 'Whether the database answers, as this process last saw it (1) or not (0).',
      registers,
      collect() {
        this.set(database.availability.available ? 1 : 0);
      },
    });
    new Gauge({
      name: 'jdj_database_pool_connections',
      help: 'Connections of the pool: total open, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = database.poolStats();
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    const queries = new Histogram({
      name: 'jdj_database_query_duration_seconds',
      help: 'Time of each database query, ok or failed.',
      labelNames: ['result'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    for (const result of ['ok', 'error']) queries.zero({ result });
    database.onQuery((seconds, failed) => queries.observe({ result: failed ? 'error' : 'ok' }, seconds));
    new Gauge({ name: 'jdj_build_info', help: 'The running version and the commit of its build.', labelNames: ['version', 'commit'], registers }).set(
      { version: build.version, commit: build.commit ?? 'inconnu' },
      1,
    );
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
      if (status === 201 && method === 'POST' && route === SCORE_ROUTE) this.scoresStored.inc();
    };
  }

  /** One score's outcome; a game the server does not know is counted as « unknown ». */
  countScore(game: string | undefined, result: ScoreResult): void {
    this.scores.inc({ game: game !== undefined && this.games.has(game) ? game : 'unknown', result });
  }

  countMail(kind: string, result: MailResult): void {
    this.mails.inc({ kind, result });
  }

  /** A top-up ran: counted, its success time noted, and the days ahead read again. */
  countTopUp(trigger: 'start' | 'schedule'): void {
    this.topUps.inc({ trigger });
    this.jobs.set({ task: 'top_up' }, Date.now() / 1000);
    void this.refreshPuzzlesAhead();
  }

  /** Reads the days of puzzles ahead into memory; a failure keeps the last value (the database away). */
  async refreshPuzzlesAhead(): Promise<void> {
    try {
      const today = dateInTimeZone(new Date(), 'UTC');
      const rows = await this.database.db
        .selectFrom('daily_puzzle')
        .select(['stream', 'game', (eb) => eb.fn.countAll<number | string>().as('days')])
        .where('date_to_play', '>', today)
        .groupBy(['stream', 'game'])
        .execute();
      // Each content stream must have its days ahead: a game counts the days of its stream the shortest of them.
      const streams = new Set(rows.map((row) => row.stream));
      const days = new Map(rows.map((row) => [`${row.stream}/${row.game}`, Number(row.days)]));
      for (const game of this.games) {
        const ahead = [...streams].map((stream) => days.get(`${stream}/${game}`) ?? 0);
        this.puzzlesAhead.set({ game }, ahead.length > 0 ? Math.min(...ahead) : 0);
      }
    } catch {
      // The last value stays; the next refresh tries again.
    }
  }

  /** GET /metrics on its own address; anything else is 404. Reads the days ahead first, then every minute. */
  async listen(host: string, port: number, logger: Logger): Promise<http.Server> {
    await this.refreshPuzzlesAhead();
    this.timer ??= setInterval(() => void this.refreshPuzzlesAhead(), PUZZLES_AHEAD_EVERY_MS);
    this.timer.unref();
    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Introuvable\n');
        return;
      }
      this.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        (error: unknown) => {
          logger.error('metrics collection failed', { error });
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Mesures indisponibles\n');
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

  /** Stops the timer and the job listener (the server's close). */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopListening();
  }
}
