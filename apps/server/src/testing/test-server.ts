import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { type AppConfig, loadConfig } from '../config.ts';
import { createLogger, type Logger } from '../logger.ts';
import { type RunningServer, startServer } from '../server.ts';

/** A database every server suite runs against: SQLite always, PostgreSQL when configured. */
export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  url?: string;
}

/**
 * SQLite always; PostgreSQL when TEST_DATABASE_URL is set. On CI a missing URL is an error,
 * not a silent skip: the PostgreSQL suites must run there.
 *
 * `npm test` runs the unit suites twice and gives each database one pass (TEST_DATABASES): PostgreSQL in the
 * first, on the real clock; SQLite in the clock-shifted one (scripts/test-clock.ts), since PostgreSQL is
 * another process on the real clock. Without a PostgreSQL server, the first pass runs SQLite too.
 */
export function databaseTargets(): DatabaseTarget[] {
  if (process.env.TEST_DATABASES === 'sqlite') return [{ name: 'sqlite' }];
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI) throw new Error('TEST_DATABASE_URL must be set on CI: PostgreSQL suites cannot be skipped');
  if (!url) return [{ name: 'sqlite' }];
  if (process.env.TEST_DATABASES === 'postgres') return [{ name: 'postgres', url }];
  return [{ name: 'sqlite' }, { name: 'postgres', url }];
}

export interface TestServer extends RunningServer {
  logs: Record<string, unknown>[];
  dataDir: string;
  /** PostgreSQL schema of this server's data (undefined on SQLite). */
  schema: string | undefined;
  /** Stops the server and removes its data (temp folder or PostgreSQL schema). */
  stop(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  webDist?: string;
  /** Reuse an existing data folder or schema, to test what a restart keeps. */
  dataDir?: string;
  schema?: string;
  keepData?: boolean;
  /** Puzzles generated around today; kept small so each suite starts fast. */
  puzzleWindow?: { pastDays: number; futureDays: number };
  /**
   * The scheduled jobs (top-up, retention) read the real clock: off unless a suite tests them, so they
   * never delete or add rows under a test that wrote its own dates.
   */
  backgroundJobs?: boolean;
  /** Answers checked against the API's contract (default on: a test meeting an answer outside it gets a 500). */
  checkContract?: boolean;
  /** Prometheus metrics on a free loopback port of their own (METRICS_PORT), read at `metricsUrl`. */
  metrics?: boolean;
}

/** Starts a real server on a free port, with its own fresh database, logging to memory. */
export async function startTestServer(target: DatabaseTarget, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-test-'));
  const schema = target.name === 'postgres' ? (options.schema ?? `t_${randomBytes(6).toString('hex')}`) : undefined;
  if (target.url && schema) await withPg(target.url, (client) => client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`));

  const logs: Record<string, unknown>[] = [];
  const logger: Logger = createLogger('debug', (line) => logs.push(JSON.parse(line) as Record<string, unknown>));
  // A free port is free when asked, not always when the server binds it: another test, or an outgoing
  // connection's ephemeral port, may take it in between. Then the start is tried again on other ports.
  for (let attempt = 1; ; attempt++) {
    // A known port, so PUBLIC_URL (the links of mails, the OAuth callback) is this server's own address.
    const port = await freePort();
    const metricsPort = options.metrics ? { METRICS_PORT: String(await freePort()) } : {};
    const config: AppConfig = {
      ...loadConfig({ PORT: String(port), ...metricsPort, ...options.env }),
      port,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: target.url,
      webDist: options.webDist ?? path.join(dataDir, 'no-web-build'),
    };
    let server: RunningServer;
    try {
      server = await startServer(config, {
        logger,
        catalogueTtlMs: 0,
        puzzleWindow: options.puzzleWindow ?? { pastDays: 3, futureDays: 1 },
        backgroundJobs: options.backgroundJobs ?? false,
        checkContract: options.checkContract ?? true,
        ...(schema ? { postgresSchema: schema } : {}),
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'EADDRINUSE' && attempt < 5) continue;
      throw error;
    }
    return {
      ...server,
      logs,
      dataDir,
      schema,
      stop: async () => {
        await server.close();
        if (options.keepData) return;
        if (target.url && schema) await withPg(target.url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
}

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
