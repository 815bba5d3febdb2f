import type http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { contentKeyOf } from '@jdj/content';
import { createApp } from './app.ts';
import { type Auth, authOptions, createAuth, migrateAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { AppConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedCatalogue } from './db/seed.ts';
import { waitForDatabase } from './db/wait.ts';
import { drainable, HandlersInFlight } from './http/drain.ts';
import { Metrics } from './http/metrics.ts';
import { FirstPaint } from './http/first-paint.ts';
import { StaticSite } from './http/static-site.ts';
import { oncePerWindow } from './services/job-lock.ts';
import { scheduleTopUps, type TopUpOptions, topUpAtStart } from './services/puzzle-schedule.ts';
import type { PuzzleWindow } from './services/puzzle-window.ts';
import { applyRetention } from './services/retention.ts';
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
}

const DEFAULT_WINDOW: PuzzleWindow = { pastDays: 60, futureDays: 30 };

/** Opens the database, migrates, seeds, loads the web build and listens. */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'portail.sqlite'),
    logger,
    checkpointInBackground: true,
    ...(options.postgresSchema ? { postgresSchema: options.postgresSchema } : {}),
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  const metrics = config.metrics ? new Metrics(database.db) : undefined;
  let auth: Auth;
  let secret: string;
  let topUpOptions: TopUpOptions;
  try {
    // A machine booting or PostgreSQL restarting: wait for it a while (DATABASE_WAIT_SECONDS), not crash.
    await waitForDatabase(database, { waitMs: config.databaseWaitSeconds * 1000, logger });
    const migrated = await migrateToLatest(database.db);
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
    const authMigrated = await migrateAuth(accountOptions, database);
    auth = createAuth(accountOptions);
    logger.info('database ready', { kind: database.kind, location: database.location, migrated, authMigrated, ...seeded });
    logger.info('accounts ready', {
      mail: config.smtpUrl ? 'smtp' : `outbox ${path.join(config.dataDir, 'outbox')}`,
      oidc: config.oidc ? config.oidc.issuer : null,
    });
    // A new install is playable at once, calendars included.
    await topUpAtStart(database.db, topUpOptions);
  } catch (error) {
    await database.close();
    throw error;
  }

  const site = StaticSite.load(config.webDist, logger);
  const firstPaint = await FirstPaint.load(config.webDist, logger);
  const app = createApp({
    database,
    logger,
    site,
    firstPaint,
    defaultProviderSlug: config.defaultProviderSlug,
    auth: { auth, config },
    debugAnswers: config.debugAnswers,
    measurementId: config.measurementId,
    ...(metrics ? { metrics } : {}),
    ...(options.catalogueTtlMs !== undefined ? { catalogueTtlMs: options.catalogueTtlMs } : {}),
  });

  let metricsServer: http.Server | undefined;
  let server: ReturnType<typeof serve>;
  const handlers = new HandlersInFlight();
  try {
    metricsServer = metrics && config.metrics ? await metrics.listen(config.metrics.host, config.metrics.port, logger, database.availability) : undefined;
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: handlers.track(app.fetch), port: config.port, hostname: config.host }, () => resolve(s));
      s.once('error', reject);
    });
  } catch (error) {
    // A port already taken: say so, and leave nothing open behind.
    metricsServer?.close();
    await database.close();
    throw error;
  }
  const draining = drainable(server as http.Server);
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  logger.info('listening', { url });
  const jobs = options.backgroundJobs === false ? [] : startBackgroundJobs(database, topUpOptions, logger);

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
    close: (closeOptions = {}) => {
      for (const job of jobs) job.stop();
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      closing ??= draining
        .drain({ leaveIdleToClients: closeOptions.drain === true })
        .then(() => handlers.idle())
        .then(() => mailer.close())
        .then(() => database.close());
      return closing;
    },
  };
}

/** The top-up of the puzzle window, and retention: old analytics events and request counters go, once per window across the processes, from start on. */
function startBackgroundJobs(database: DatabaseHandle, topUpOptions: TopUpOptions, logger: Logger): { stop(): void }[] {
  return [
    scheduleTopUps(database.db, topUpOptions),
    oncePerWindow(
      database.db,
      'retention',
      topUpOptions.everyMs,
      async () => logger.info('retention applied', { ...(await applyRetention(database.db)) }),
      (error) => {
        if (!database.availability.explains(error, 'retention')) logger.error('retention failed', { error });
      },
    ),
  ];
}
