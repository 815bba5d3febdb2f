import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
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
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; safe to run at every start and from several processes. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Kysely looks for its own tables in every schema of the database unless told which one: another schema
  // holding them (a second installation, a test) would make it skip creating ours. Name the current one.
  const schema = await currentPostgresSchema(db);
  // Numbers are handed out to work done in parallel and land in any order: an install that already ran a
  // later migration still gets an earlier one that arrived after it (each touches its own tables).
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw newerDatabase(error) ?? (error instanceof Error ? error : new Error(String(error)));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
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
    `Base de données migrée par une version plus récente (migration ${unknown} inconnue de la version ${APP_VERSION}) : revenir à une version antérieure est impossible ; lancez la version récente, ou restaurez la sauvegarde faite avant la mise à jour`,
  );
}

/** The schema tables are created in on PostgreSQL (the search_path's first), undefined on SQLite. */
async function currentPostgresSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema;
}
