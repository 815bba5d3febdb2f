import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ConfigError } from '../config.ts';
import { createLogger, type Logger } from '../logger.ts';
import { DatabaseAvailability } from './availability.ts';
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
}

/** Name of our connections in pg_stat_activity (an operator's `WHERE application_name = …`). */
export const APPLICATION_NAME = 'jeux-du-jour';
/** A database that does not answer a new connection within this long is "away": the request gets a 503. */
const CONNECT_TIMEOUT_MS = 5_000;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const logger = options.logger ?? createLogger('silent');
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.postgresSchema, logger);
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
  const db = new Kysely<Database>({ dialect: new FastSqliteDialect(sqlite, checkpointer ? () => checkpointer.stop() : undefined) });
  return {
    db,
    kind: 'sqlite',
    location: file,
    availability: new DatabaseAvailability(logger, false),
    ping: (timeoutMs) => ping(db, timeoutMs),
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
      throw new ConfigError(`Base SQLite illisible : ${file} n'est pas une base SQLite valide (${code}) ; restaurez une sauvegarde (ops/restore-sqlite.sh)`);
    }
    if (/^(EACCES|EPERM|EROFS|ENOTDIR|EEXIST|SQLITE_CANTOPEN|SQLITE_READONLY|SQLITE_IOERR|SQLITE_PERM)/.test(code)) {
      throw new ConfigError(
        `DATA_DIR inutilisable : impossible d'ouvrir la base SQLite ${file} en écriture (${code}) ; donnez au processus le droit d'écrire dans ${folder} ou choisissez un autre DATA_DIR`,
      );
    }
    throw error;
  }
}

function openPostgres(url: string, schema: string | undefined, logger: Logger): DatabaseHandle {
  const availability = new DatabaseAvailability(logger, true);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: APPLICATION_NAME,
    // A server that does not answer (a failover, a dead host) fails the request in seconds, not minutes.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Lost peers (a host gone without closing its sockets) are found by TCP keep-alive.
    keepAlive: true,
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    kind: 'postgres',
    location: `${safe.host}${safe.pathname}${schema ? ` (schema ${schema})` : ''}`,
    availability,
    ping: (timeoutMs) => ping(db, timeoutMs),
    close: () => db.destroy(),
  };
}

async function ping(db: Kysely<Database>, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer from the database within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })), timeoutMs);
  });
  try {
    await Promise.race([sql`SELECT 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
