import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { FastSqliteDialect } from './sqlite-dialect.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, without credentials, for logs. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL. */
  databaseUrl?: string | undefined;
  /** SQLite file path, used when no databaseUrl is given. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  postgresSchema?: string;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.postgresSchema);
  if (!options.sqliteFile) throw new Error('openDatabase needs a databaseUrl or a sqliteFile');
  return openSqlite(options.sqliteFile);
}

function openSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL + synchronous=NORMAL: on this kind of disk the defaults make each write ~500x slower.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new FastSqliteDialect(sqlite) });
  return {
    db,
    kind: 'sqlite',
    location: file,
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, schema: string | undefined): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    kind: 'postgres',
    location: `${safe.host}${safe.pathname}${schema ? ` (schema ${schema})` : ''}`,
    close: () => db.destroy(),
  };
}
