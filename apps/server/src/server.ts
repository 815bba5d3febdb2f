import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { type Auth, authOptions, createAuth, migrateAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { AppConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedCatalogue } from './db/seed.ts';
import { StaticSite } from './http/static-site.ts';
import { topUpPuzzles, type PuzzleWindow } from './services/puzzle-window.ts';
import { applyRetention } from './services/retention.ts';
import { createLogger, type Logger } from './logger.ts';

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** PostgreSQL schema to use (tests isolate themselves in one). */
  postgresSchema?: string;
  catalogueTtlMs?: number;
  /** Days of puzzles kept ready around today (default: 60 past, 30 ahead). */
  puzzleWindow?: PuzzleWindow;
}

const DEFAULT_WINDOW: PuzzleWindow = { pastDays: 60, futureDays: 30 };
/** The window slides with the calendar: top it up a few times a day. */
const TOP_UP_INTERVAL_MS = 6 * 3600_000;

/** Opens the database, migrates, seeds, loads the web build and listens. */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'portail.sqlite'),
    ...(options.postgresSchema ? { postgresSchema: options.postgresSchema } : {}),
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  let auth: Auth;
  let secret: string;
  try {
    const migrated = await migrateToLatest(database.db);
    const seeded = await seedCatalogue(database.db);
    // Accounts: better-auth's tables come after ours, on the same connection settings.
    secret = resolveAuthSecret(config.authSecret, config.dataDir, logger, database.kind === 'postgres');
    const accountOptions = authOptions({ database, config, logger, mailer, secret });
    const authMigrated = await migrateAuth(accountOptions, database);
    auth = createAuth(accountOptions);
    logger.info('database ready', { kind: database.kind, location: database.location, migrated, authMigrated, ...seeded });
    logger.info('accounts ready', {
      mail: config.smtpUrl ? 'smtp' : `outbox ${path.join(config.dataDir, 'outbox')}`,
      oidc: config.oidc ? config.oidc.issuer : null,
    });
    // A new install is playable at once, calendars included.
    await topUpPuzzles(database.db, options.puzzleWindow ?? DEFAULT_WINDOW, logger);
  } catch (error) {
    await database.close();
    throw error;
  }

  const site = StaticSite.load(config.webDist, logger);
  const app = createApp({
    database,
    logger,
    site,
    defaultProviderSlug: config.defaultProviderSlug,
    auth: { auth, config },
    signingSecret: secret,
    measurementId: config.measurementId,
    ...(options.catalogueTtlMs !== undefined ? { catalogueTtlMs: options.catalogueTtlMs } : {}),
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  logger.info('listening', { url });

  const housekeeping = () =>
    applyRetention(database.db).then(
      (deleted) => logger.info('retention applied', deleted),
      (error: unknown) => logger.error('retention failed', { error }),
    );
  void housekeeping();
  const topUp = setInterval(() => {
    topUpPuzzles(database.db, options.puzzleWindow ?? DEFAULT_WINDOW, logger).catch((error: unknown) =>
      logger.error('daily puzzle top-up failed', { error }),
    );
    void housekeeping();
  }, TOP_UP_INTERVAL_MS);
  topUp.unref();

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    database,
    logger,
    auth,
    mailer,
    close: () => {
      clearInterval(topUp);
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      })
        .then(() => mailer.close())
        .then(() => database.close());
      return closing;
    },
  };
}
