import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { contentKeyOf } from '@jdj/content';
import { createApp } from './app.ts';
import { type Auth, authOptions, createAuth, migrateAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { networkSecretOf } from './services/network-key.ts';
import { scheduleReminders } from './services/reminders/reminder-schedule.ts';
import { vapidKeysOf, vapidSubjectOf } from './services/reminders/vapid.ts';
import { CatalogueCache } from './services/catalogue.ts';
import { createMailer, type Mailer, type MailResult } from './mail/mailer.ts';
import { APP_VERSION, type AppConfig } from './config.ts';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedCatalogue } from './db/seed.ts';
import { waitForDatabase } from './db/wait.ts';
import { drainable, HandlersInFlight } from './http/drain.ts';
import { Metrics } from './http/metrics.ts';
import { FirstPaint } from './http/first-paint.ts';
import { StaticSite } from './http/static-site.ts';
import { oncePerWindow } from './services/job-lock.ts';
import { legalDetailsAtStart } from './services/legal-completeness.ts';
import { nudgedTopUpSettled, nudgeTopUp, scheduleTopUps, type TopUpOptions, topUpAtStart } from './services/puzzle-schedule.ts';
import type { PuzzleWindow } from './services/puzzle-window.ts';
import { jobSucceeded } from './services/job-events.ts';
import { applyRetention } from './services/retention.ts';
import { StatsJob } from './services/stats-job.ts';
import { inlineScoreChecker, type ScoreChecker, workerScoreChecker } from './services/score-checker.ts';
import { readBuildManifest } from './web-build.ts';
import { createLogger, type Logger } from './logger.ts';

export interface RunningServer {
  url: string;
  port: number;
  /** Where Prometheus reads this process, when METRICS_PORT is set. */
  metricsUrl?: string;
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  /** The key this deployment draws secret content from (tests rebuild a day's whole puzzle with it). */
  contentKey: string;
  /** The routes this process serves (the contract's coverage test lists them). */
  routes: readonly { method: string; path: string }[];
  /** Builds the dashboard's figures in the background (started with the background jobs; tests run it). */
  stats: StatsJob;
  /**
   * Stops: no new connection, requests in flight answered, then the database released. `drain` (SIGTERM
   * behind a load balancer) leaves idle keep-alive connections for the proxy to close.
   */
  close(options?: { drain?: boolean }): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** PostgreSQL schema to use (tests isolate themselves in one). */
  postgresSchema?: string;
  catalogueTtlMs?: number;
  /** Days of puzzles kept ready around today (default: 60 past, 30 ahead). */
  puzzleWindow?: PuzzleWindow;
  /**
   * The scheduled top-up and retention (default on). Tests turn them off: a job that reads the real clock
   * must not delete or add rows under a test that set its own dates.
   */
  backgroundJobs?: boolean;
  /** Every /api answer checked against the API's contract (tests: http/contract-check.ts). */
  checkContract?: boolean;
}

/**
 * The score worker the compiled server checks scores on (services/score-checker.ts), built beside it
 * (build/bundle.mjs); none when this file runs from the TypeScript sources, which check on the main thread.
 */
function builtScoreWorker(): URL | false {
  const entry = new URL('./score-worker.js', import.meta.url);
  return fs.existsSync(fileURLToPath(entry)) ? entry : false;
}

const DEFAULT_WINDOW: PuzzleWindow = { pastDays: 60, futureDays: 30 };
/** How often each process looks for mails due another attempt (the first waits 30 s: mail/outbox.ts). */
const MAIL_WORKER_EVERY_MS = 15_000;

/** Opens the database, migrates, seeds, loads the web build and listens. */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const where: DatabaseOptions = {
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'portail.sqlite'),
    ...(options.postgresSchema ? { postgresSchema: options.postgresSchema } : {}),
  };
  const database = openDatabase({ ...where, logger, checkpointInBackground: true, timeouts: config.databaseTimeouts });
  const metrics = config.metrics ? new Metrics(database, { version: APP_VERSION, commit: readBuildManifest(config.webDist)?.commit ?? null }) : undefined;
  // Mails wait in the database between attempts (mail/outbox.ts).
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
    db: database.db,
    ...(metrics ? { onResult: (kind: string, result: MailResult) => metrics.countMail(kind, result) } : {}),
  });
  let auth: Auth;
  let secret: string;
  let topUpOptions: TopUpOptions;
  try {
    // A machine booting or PostgreSQL restarting: wait for it a while (DATABASE_WAIT_SECONDS), not crash.
    await waitForDatabase(database, { waitMs: config.databaseWaitSeconds * 1000, logger });
    // A migration may rewrite a big table for minutes, or wait for another process's: on PostgreSQL ours and
    // better-auth's run on a connection of their own, without the statement timeouts of the requests.
    const migrated = await withoutTimeouts(database, where, (handle) => migrateToLatest(handle.db));
    const seeded = await seedCatalogue(database.db, { debugAnswers: config.debugAnswers });
    // Accounts: better-auth's tables come after ours, on the same connection settings.
    secret = resolveAuthSecret(config.authSecret, config.dataDir, logger, database.kind === 'postgres');
    // The window slides with the calendar: topped up at start, then once per PUZZLE_TOP_UP_SECONDS.
    topUpOptions = {
      window: options.puzzleWindow ?? DEFAULT_WINDOW,
      everyMs: config.puzzleTopUpSeconds * 1000,
      logger,
      secrets: { contentKey: contentKeyOf(secret) },
      databaseAway: (error: unknown, work: string) => database.availability.explains(error, work),
      ...(metrics ? { onRun: (trigger: 'start' | 'schedule') => metrics.countTopUp(trigger) } : {}),
    };
    const accountOptions = authOptions({ database, config, logger, mailer, secret });
    const authMigrated = await withoutTimeouts(database, where, (handle) => migrateAuth(accountOptions, handle));
    auth = createAuth(accountOptions);
    logger.info('database ready', { kind: database.kind, location: database.location, migrated, authMigrated, ...seeded });
    logger.info('accounts ready', {
      mail: config.smtpUrl ? 'smtp' : `outbox ${path.join(config.dataDir, 'outbox')}`,
      oidc: config.oidc ? config.oidc.issuer : null,
    });
    // In production, one warning names the providers whose « Mentions légales » lack items.
    await legalDetailsAtStart(database.db, config, logger);
    // A new install is playable at once, calendars included.
    await topUpAtStart(database.db, topUpOptions);
  } catch (error) {
    metrics?.stop();
    await database.close();
    throw error;
  }

  const stats = new StatsJob(database.db, { logger, databaseAway: (error, work) => database.availability.explains(error, work) });
  // Web Push's key pair follows the server's secret (every process of a deployment shares it).
  const vapidKeys = vapidKeysOf(secret);
  const site = StaticSite.load(config.webDist, logger);
  const firstPaint = await FirstPaint.load(config.webDist, logger);
  const scoreWorker = builtScoreWorker();
  const scoreChecker: ScoreChecker = scoreWorker ? workerScoreChecker(scoreWorker, logger) : inlineScoreChecker;
  logger.info('score checks', { thread: scoreWorker ? 'worker' : 'main' });
  const app = createApp({
    database,
    logger,
    site,
    firstPaint,
    defaultProviderSlug: config.defaultProviderSlug,
    publicUrl: config.publicUrl,
    operatorLegal: config.legal,
    auth: { auth, config },
    debugAnswers: config.debugAnswers,
    measurementId: config.measurementId,
    ...(metrics ? { metrics } : {}),
    ...(options.catalogueTtlMs !== undefined ? { catalogueTtlMs: options.catalogueTtlMs } : {}),
    ...(options.checkContract ? { checkContract: true } : {}),
    stats,
    puzzles: { nudge: () => nudgeTopUp(database.db, topUpOptions) },
    networkSecret: networkSecretOf(secret),
    reminders: { publicKey: vapidKeys.publicKey, extraPushHosts: config.pushHosts },
    scoreChecker,
  });

  let metricsServer: http.Server | undefined;
  let server: ReturnType<typeof serve>;
  const handlers = new HandlersInFlight();
  try {
    metricsServer = metrics && config.metrics ? await metrics.listen(config.metrics.host, config.metrics.port, logger) : undefined;
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: handlers.track(app.fetch), port: config.port, hostname: config.host }, () => resolve(s));
      (s as http.Server).keepAliveTimeout = config.keepAliveSeconds * 1000;
      s.once('error', reject);
    });
  } catch (error) {
    // A port already taken: say so, and leave nothing open behind.
    metricsServer?.close();
    metrics?.stop();
    await scoreChecker.close();
    await database.close();
    throw error;
  }
  const draining = drainable(server as http.Server);
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  logger.info('listening', { url });
  const reminders = () =>
    scheduleReminders(database.db, {
      keys: vapidKeys,
      subject: vapidSubjectOf(config.publicUrl, config.mailFrom),
      catalogue: () => reminderCatalogue.get(),
      defaultProviderSlug: config.defaultProviderSlug,
      logger,
      databaseAway: (error, work) => database.availability.explains(error, work),
    });
  const reminderCatalogue = new CatalogueCache(database.db, logger, config.defaultProviderSlug, 60_000, config.legal);
  const jobs = options.backgroundJobs === false ? [] : [...startBackgroundJobs(database, where, topUpOptions, logger, mailer), stats.start(), reminders()];

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    ...(metricsServer ? { metricsUrl: `http://${config.metrics!.host}:${(metricsServer.address() as AddressInfo).port}/metrics` } : {}),
    database,
    logger,
    auth,
    mailer,
    contentKey: topUpOptions.secrets.contentKey,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    stats,
    close: (closeOptions = {}) => {
      for (const job of jobs) job.stop();
      stats.stop();
      metrics?.stop();
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      closing ??= draining
        .drain({ leaveIdleToClients: closeOptions.drain === true })
        .then(() => handlers.idle())
        .then(() => scoreChecker.close())
        .then(() => mailer.close())
        // A build ends after its batch and releases its lock: another process takes over at once.
        .then(() => stats.settled())
        .then(() => nudgedTopUpSettled(database.db))
        .then(() => database.close());
      return closing;
    },
  };
}

/** `work` on a PostgreSQL handle of its own without the requests' statement timeouts, closed after (SQLite has none). */
async function withoutTimeouts<T>(database: DatabaseHandle, where: DatabaseOptions, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work(database);
  const handle = openDatabase({ ...where, timeouts: false });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** The top-up of the puzzle window, and retention: old analytics events and request counters go, once per window across the processes, from start on. */
function startBackgroundJobs(database: DatabaseHandle, where: DatabaseOptions, topUpOptions: TopUpOptions, logger: Logger, mailer: Mailer): { stop(): void }[] {
  // Mails whose attempt failed are tried again by whichever process looks first (close() stops it).
  mailer.start(MAIL_WORKER_EVERY_MS, (error) => {
    if (!database.availability.explains(error, 'mail outbox')) logger.error('mail outbox failed', { error });
  });
  return [
    scheduleTopUps(database.db, topUpOptions),
    oncePerWindow(
      database.db,
      'retention',
      topUpOptions.everyMs,
      async () => {
        // A day's worth of old rows may take longer to delete than a request's statement may run: retention
        // works on a connection of its own, without those limits (it holds no request up meanwhile).
        logger.info('retention applied', { ...(await withoutTimeouts(database, where, (handle) => applyRetention(handle.db))) });
        jobSucceeded('retention');
      },
      (error) => {
        if (!database.availability.explains(error, 'retention')) logger.error('retention failed', { error });
      },
    ),
  ];
}
