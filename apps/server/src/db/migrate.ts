import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import * as catalogue from './migrations/0001-catalogue.ts';
import * as play from './migrations/0002-play.ts';
import * as rateLimit from './migrations/0003-rate-limit.ts';
import * as integrity from './migrations/0004-integrity.ts';
import * as frameAncestors from './migrations/0005-frame-ancestors.ts';
import type { Database } from './schema.ts';

// Migrations are listed in code (not read from disk) so they ship with any bundle.
const MIGRATIONS: Record<string, Migration> = {
  '0001-catalogue': catalogue,
  '0002-play': play,
  '0003-rate-limit': rateLimit,
  '0004-integrity': integrity,
  '0005-frame-ancestors': frameAncestors,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * On PostgreSQL, the schema the connection works in. Kysely otherwise finds its lock table in any schema:
 * while another schema's migrations run at the same moment (test suites in parallel), it would skip
 * creating its own and fail.
 */
async function migrationSchema(db: Kysely<Database>): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {};
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}

/** Brings the schema up to date; safe to run at every start and from several processes. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(await migrationSchema(db)) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
