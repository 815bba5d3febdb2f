import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, SqliteAdapter, sql } from 'kysely';
import * as catalogue from './migrations/0001-catalogue.ts';
import * as play from './migrations/0002-play.ts';
import * as rateLimit from './migrations/0003-rate-limit.ts';
import * as integrity from './migrations/0004-integrity.ts';
import * as frameAncestors from './migrations/0005-frame-ancestors.ts';
import * as jobLock from './migrations/0006-job-lock.ts';
import * as packedMoves from './migrations/0007-packed-moves.ts';
import * as verifiedPlays from './migrations/0008-verified-plays.ts';
import * as playerRights from './migrations/0010-player-rights.ts';
import * as publisherConsole from './migrations/0011-console.ts';
import * as leagues from './migrations/0012-leagues.ts';
import * as legalItems from './migrations/0013-legal-items.ts';
import * as mailOutbox from './migrations/0014-mail-outbox.ts';
import * as statsProgress from './migrations/0015-stats-progress.ts';
import * as trackingKey from './migrations/0016-tracking-key.ts';
import * as scoreNetwork from './migrations/0017-score-network.ts';
import * as providerBrand from './migrations/0018-provider-brand.ts';
import * as scorePlaced from './migrations/0019-score-placed.ts';
import * as contentStreams from './migrations/0020-content-streams.ts';
import * as providerArchive from './migrations/0021-provider-archive.ts';
import * as catalogueTexts from './migrations/0022-catalogue-texts.ts';
import * as pushReminders from './migrations/0023-push-reminders.ts';
import * as scoreFinderOrder from './migrations/0024-score-finder-order.ts';
import * as scoreGameDayDropped from './migrations/0025-score-game-day-dropped.ts';
import * as rateLimitUnlogged from './migrations/0026-rate-limit-unlogged.ts';
import { APP_VERSION, ConfigError } from '../config.ts';
import type { Database } from './schema.ts';

// Migrations are listed in code (not read from disk) so they ship with any bundle.
const MIGRATIONS: Record<string, Migration> = {
  '0001-catalogue': catalogue,
  '0002-play': play,
  '0003-rate-limit': rateLimit,
  '0004-integrity': integrity,
  '0005-frame-ancestors': frameAncestors,
  '0006-job-lock': jobLock,
  '0007-packed-moves': packedMoves,
  '0008-verified-plays': verifiedPlays,
  '0010-player-rights': playerRights,
  '0011-console': publisherConsole,
  '0012-leagues': leagues,
  '0013-legal-items': legalItems,
  '0014-mail-outbox': mailOutbox,
  '0015-stats-progress': statsProgress,
  '0016-tracking-key': trackingKey,
  '0017-score-network': scoreNetwork,
  '0018-provider-brand': providerBrand,
  '0019-score-placed': scorePlaced,
  '0020-content-streams': contentStreams,
  '0021-provider-archive': providerArchive,
  '0022-catalogue-texts': catalogueTexts,
  '0023-push-reminders': pushReminders,
  '0024-score-finder-order': scoreFinderOrder,
  '0025-score-game-day-dropped': scoreGameDayDropped,
  '0026-rate-limit-unlogged': rateLimitUnlogged,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; safe to run at every start and from several processes. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Kysely looks for its own tables in every schema of the database unless told which one: another schema
  // holding them (a second installation, a test) would make it skip creating ours. Name the current one.
  const schema = await currentPostgresSchema(db);
  // Numbers are handed out to work done in parallel and land in any order: an install that already ran a
  // later migration still gets an earlier one that arrived after it (each touches its own tables).
  const migrator = migratorOf(db, schema);
  return withSqliteMigrationLock(db, async () => {
    for (let attempt = 1; ; attempt++) {
      const { error, results } = await migrator.migrateToLatest();
      if (error && attempt < 5 && isOtherSchemaDropped(error, schema)) continue;
      if (error) throw newerDatabase(error) ?? (error instanceof Error ? error : new Error(String(error)));
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    }
  });
}

function migratorOf(db: Kysely<Database>, schema: string | undefined): Migrator {
  return new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/** Brings the schema to migration `name`, undoing the later ones: a database as an older release left it (tests). */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await migratorOf(db, await currentPostgresSchema(db)).migrateTo(name);
  if (error) throw error;
}

/** The file whose lock a process holds while it migrates the SQLite database `file`. */
export const sqliteMigrationLockFile = (file: string): string => path.join(path.dirname(file), `${path.basename(file)}-migrations.lock`);

/** How long a starting process waits for another one's migrations on SQLite (a big table takes minutes). */
const SQLITE_MIGRATION_WAIT_MS = 10 * 60_000;
/** Callers of this process in turn, by lock file: SQLite's lock would make a second one of ours wait on itself. */
const lockQueues = new Map<string, Promise<unknown>>();

/**
 * On SQLite, `work` (the migrator) runs holding an exclusive lock that holds across processes. Kysely's own
 * lock does not (its SQLite adapter relies on the one connection of a process): two processes started
 * together on an older file both ran the pending migration, and one stopped on « table … already exists »
 * (issue 35). The lock is `BEGIN EXCLUSIVE` on a small SQLite file of its own beside the database: the
 * kernel holds it and drops it with the process, so a crash never leaves it behind (a lock file created
 * with O_EXCL would), and the second process waits for it. The migrator reads which migrations ran only
 * once it holds the lock, so the second one finds them done. Not the database itself: an exclusive
 * transaction there would block the migrations' own connection. PostgreSQL needs none of this: Kysely
 * takes an advisory lock in the migrations' transaction.
 */
async function withSqliteMigrationLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return work();
  const { rows } = await sql<{ file: string }>`SELECT file FROM pragma_database_list WHERE name = 'main'`.execute(db);
  const file = rows[0]?.file;
  // An in-memory database: no other process can see it.
  if (!file) return work();
  const lockFile = sqliteMigrationLockFile(file);
  const previous = lockQueues.get(lockFile) ?? Promise.resolve();
  const turn = previous
    .catch(() => undefined)
    .then(() => {
      // Waits (the thread blocked, before the process serves anything) while another process migrates.
      const lock = new SqliteDatabase(lockFile, { timeout: SQLITE_MIGRATION_WAIT_MS });
      try {
        lock.exec('BEGIN EXCLUSIVE');
      } catch (error) {
        lock.close();
        throw error;
      }
      return work().finally(() => lock.close());
    });
  lockQueues.set(lockFile, turn);
  try {
    return await turn;
  } finally {
    if (lockQueues.get(lockFile) === turn) lockQueues.delete(lockFile);
  }
}

/**
 * Kysely's migrator reads the tables of every schema of the database to find its own; when another
 * installation sharing the database drops its schema during that read, PostgreSQL answers « schema … does
 * not exist » (3F000) or « relation "other.table" does not exist » (42P01) for a schema that is not ours.
 * Nothing was migrated yet: reading again is safe.
 */
export function isOtherSchemaDropped(error: unknown, ownSchema: string | undefined): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  const missing =
    code === '3F000'
      ? /schema "([^"]+)" does not exist/.exec(message)?.[1]
      : code === '42P01'
        ? /relation "([^".]+)\.[^"]+" does not exist/.exec(message)?.[1]
        : undefined;
  return missing !== undefined && missing !== ownSchema;
}

/**
 * A database an upgrade already migrated, opened by an older release: nothing can be undone (migrations
 * only go forward), so this release must not touch it. Said in one French line; the way back is the
 * backup taken before upgrading.
 */
function newerDatabase(error: unknown): ConfigError | undefined {
  const unknown = /previously executed migration (\S+) is missing/.exec(error instanceof Error ? error.message : '')?.[1];
  if (!unknown) return undefined;
  return new ConfigError(
    `Base de données migrée par une version plus récente (migration ${unknown} inconnue de la version ${APP_VERSION}) : revenir à une version antérieure est impossible ; lancez la version récente, ou restaurez la sauvegarde faite avant la mise à jour`,
  );
}

/** The schema tables are created in on PostgreSQL (the search_path's first), undefined on SQLite. */
async function currentPostgresSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema;
}
