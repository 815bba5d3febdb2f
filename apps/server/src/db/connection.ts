import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, type PostgresPool, type PostgresPoolClient, sql } from 'kysely';
import pg from 'pg';
import { ConfigError } from '../config.ts';
import { createLogger, type Logger } from '../logger.ts';
import { DatabaseAvailability } from './availability.ts';
import { isPreparedText } from './prepared.ts';
import type { Database } from './schema.ts';
import { FastSqliteDialect } from './sqlite-dialect.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, without credentials, for logs. */
  location: string;
  /** Whether the database answers, as the process last saw it; logs its comings and goings. */
  availability: DatabaseAvailability;
  /** One trivial query: resolves when the database answers within `timeoutMs`, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** The pool's connections now: total open, idle, and requests waiting for one (SQLite: 1, 1 or 0, 0). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** Called after every query the handle runs, with its duration in seconds and whether it failed. */
  onQuery(listener: (seconds: number, failed: boolean) => void): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL. */
  databaseUrl?: string | undefined;
  /** SQLite file path, used when no databaseUrl is given. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  postgresSchema?: string;
  /** Where lost connections and outages are told; silent without one (command-line tools). */
  logger?: Logger;
  /**
   * SQLite: copy the write-ahead log back from a worker thread (wal-checkpointer.ts). For the server, whose
   * commits must not wait for it; a short-lived tool keeps SQLite's own checkpoints and starts no thread.
   */
  checkpointInBackground?: boolean;
  /**
   * PostgreSQL: how long a statement may run (DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS);
   * `false` for migrations, which may rewrite a big table for minutes on a connection of their own.
   */
  timeouts?: DatabaseTimeouts | false;
}

/** Bounds on every statement, so that no request waits on a stuck or vanished database (issue 35). */
export interface DatabaseTimeouts {
  /** PostgreSQL's `statement_timeout`: the server cancels a statement running longer (57014, a 503). */
  statementMs: number;
  /**
   * The client's own limit (pg's `query_timeout`): a statement whose answer has not arrived by then fails
   * even when the server cannot say so (frozen, or a host gone without a reset), and its connection is closed.
   */
  queryMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { statementMs: 5_000, queryMs: 7_000 };

/** Name of our connections in pg_stat_activity (an operator's `WHERE application_name = …`). */
export const APPLICATION_NAME = 'jeux-du-jour';
/** A database that does not answer a new connection within this long is "away": the request gets a 503. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * TCP keep-alive probes start after this long without traffic: an idle connection to a host that vanished
 * is found in seconds (the OS default waits two hours before the first probe).
 */
const KEEP_ALIVE_DELAY_MS = 10_000;
/** A transaction left idle this long (a stuck process between two statements) is ended by the server. */
const idleInTransactionMs = (timeouts: DatabaseTimeouts) => Math.max(10_000, 2 * timeouts.statementMs);

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const logger = options.logger ?? createLogger('silent');
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.postgresSchema, logger, options.timeouts ?? DEFAULT_TIMEOUTS);
  if (!options.sqliteFile) throw new Error('openDatabase needs a databaseUrl or a sqliteFile');
  return openSqlite(options.sqliteFile, logger, options.checkpointInBackground ?? false);
}

function openSqlite(file: string, logger: Logger, checkpointInBackground: boolean): DatabaseHandle {
  const sqlite = openSqliteFile(file);
  const checkpointer =
    checkpointInBackground &&
    startWalCheckpointer(file, () => {
      if (!sqlite.open) return;
      sqlite.pragma('wal_autocheckpoint = 1000');
      logger.warn('sqlite checkpoint worker stopped: SQLite checkpoints within its commits again', { location: file });
    });
  if (checkpointer) sqlite.pragma('wal_autocheckpoint = 0');
  const queries = new QueryListeners();
  const db = new Kysely<Database>({
    dialect: new FastSqliteDialect(sqlite, checkpointer ? () => checkpointer.stop() : undefined),
    log: queries.log,
  });
  return {
    db,
    kind: 'sqlite',
    location: file,
    availability: new DatabaseAvailability(logger, false),
    ping: (timeoutMs) => ping(db, timeoutMs),
    // One connection, idle unless a transaction holds it (better-sqlite3 runs each statement synchronously).
    poolStats: () => ({ total: 1, idle: sqlite.inTransaction ? 0 : 1, waiting: 0 }),
    onQuery: queries.add,
    close: () => db.destroy(),
  };
}

/**
 * The SQLite file, created when missing. A folder the process cannot write is a setting to fix: said in
 * one French line naming it, not as SQLite's "unable to open database file".
 */
function openSqliteFile(file: string): SqliteDatabase.Database {
  let sqlite: SqliteDatabase.Database | undefined;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    sqlite = new SqliteDatabase(file);
    // WAL + synchronous=NORMAL: on this kind of disk the defaults make each write ~500x slower.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    // Opening reads nothing: a file that is not a database, or a folder that refuses the journal, shows here.
    sqlite.prepare('SELECT count(*) FROM sqlite_master').get();
    return sqlite;
  } catch (error) {
    sqlite?.close();
    const code = (error as { code?: string }).code ?? '';
    const folder = path.dirname(file);
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      throw new ConfigError(`Base SQLite illisible : ${file} n’est pas une base SQLite valide (${code}) ; restaurez une sauvegarde (ops/restore-sqlite.sh)`);
    }
    if (/^(EACCES|EPERM|EROFS|ENOTDIR|EEXIST|SQLITE_CANTOPEN|SQLITE_READONLY|SQLITE_IOERR|SQLITE_PERM)/.test(code)) {
      throw new ConfigError(
        `DATA_DIR inutilisable : impossible d’ouvrir la base SQLite ${file} en écriture (${code}) ; donnez au processus le droit d’écrire dans ${folder} ou choisissez un autre DATA_DIR`,
      );
    }
    throw error;
  }
}

function openPostgres(url: string, schema: string | undefined, logger: Logger, timeouts: DatabaseTimeouts | false): DatabaseHandle {
  const availability = new DatabaseAvailability(logger, true);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: APPLICATION_NAME,
    // A server that does not answer (a failover, a dead host) fails the request in seconds, not minutes.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Lost peers (a host gone without closing its sockets) are found by TCP keep-alive, probed early.
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    ...(timeouts
      ? {
          statement_timeout: timeouts.statementMs,
          idle_in_transaction_session_timeout: idleInTransactionMs(timeouts),
          query_timeout: timeouts.queryMs,
        }
      : {}),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection lost while idle in the pool (a restart, a failover, pg_terminate_backend): the pool drops
  // it and emits 'error', which would end the process if nobody listened. The next query opens a new one.
  pool.on('error', (error) => availability.lost(error, 'idle connection lost'));
  pool.on('connect', (client) => {
    // The pool listens only while a connection is idle; lost while checked out between two queries of a
    // transaction, it would be an unhandled 'error' too. So each connection has a listener of its own, for
    // its whole life; the query under way fails, and the pool discards the connection when it comes back.
    client.on('error', (error) => availability.lost(error, 'connection lost'));
    availability.reachable();
  });
  const queries = new QueryListeners();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: evictingStuckConnections(pool) }), log: queries.log });
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    kind: 'postgres',
    location: `${safe.host}${safe.pathname}${schema ? ` (schema ${schema})` : ''}`,
    availability,
    ping: (timeoutMs) => pingPool(pool, timeoutMs),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onQuery: queries.add,
    close: () => db.destroy(),
  };
}

/** Who hears of each query's duration (metrics), fed by Kysely's log hook for successes and failures alike. */
class QueryListeners {
  private readonly listeners: ((seconds: number, failed: boolean) => void)[] = [];

  readonly add = (listener: (seconds: number, failed: boolean) => void): void => {
    this.listeners.push(listener);
  };

  readonly log = (event: LogEvent): void => {
    const seconds = event.queryDurationMillis / 1000;
    const failed = event.level === 'error';
    for (const listener of this.listeners) listener(seconds, failed);
  };
}

/** pg's error for a statement unanswered within `query_timeout`. */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

const timedOut = (error: unknown): error is Error => error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE;

/**
 * The pool as Kysely sees it, where a connection whose statement timed out on the client side is closed
 * when released, never handed out again: pg keeps such a connection, and its next statement would queue
 * behind the one still unanswered (issue 35: 9 of 10 connections stuck on a vanished host).
 */
function evictingStuckConnections(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      let stuck: Error | undefined;
      const query = (...args: unknown[]): unknown => {
        const result = (client.query as (...a: unknown[]) => unknown)(...namedWhenPrepared(args));
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          if (timedOut(error)) stuck = error;
          throw error;
        });
      };
      // Released with an error, pg's pool destroys the connection (its socket, whatever the peer does).
      return { query: query as PostgresPoolClient['query'], release: () => client.release(stuck) };
    },
    end: () => pool.end(),
  };
}

const statementNames = new Map<string, string>();

/**
 * A prepared statement's text (db/prepared.ts) goes as a named statement: each connection parses and plans
 * it once, then only binds the values (the hot routes' statements, issue 36). Any other query stays unnamed.
 */
function namedWhenPrepared(args: unknown[]): unknown[] {
  const [text, values] = args;
  if (typeof text !== 'string' || !isPreparedText(text)) return args;
  let name = statementNames.get(text);
  if (!name) {
    name = `jdj_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return [{ name, text, values }];
}

/**
 * `SELECT 1` on a connection of the pool, within `timeoutMs` in all: waiting for a free connection, opening
 * one, and the answer. A connection that did not answer is closed, not left stuck in the pool.
 */
async function pingPool(pool: pg.Pool, timeoutMs = 2_000): Promise<void> {
  const attempt = (async () => {
    const client = await pool.connect();
    try {
      // pg reads a statement's own query_timeout, which its types do not list.
      await client.query({ text: 'SELECT 1', query_timeout: timeoutMs } as pg.QueryConfig);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    client.release();
  })();
  await withinTime(attempt, timeoutMs);
}

async function ping(db: Kysely<Database>, timeoutMs = 2_000): Promise<void> {
  await withinTime(sql`SELECT 1`.execute(db), timeoutMs);
}

/** `work`, or an ETIMEDOUT error (a database away) once `timeoutMs` has passed; `work` goes on alone. */
async function withinTime(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer from the database within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })), timeoutMs);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
