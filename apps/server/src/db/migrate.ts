import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as catalogue from './migrations/0001-catalogue.ts';
import * as play from './migrations/0002-play.ts';
import * as rateLimit from './migrations/0003-rate-limit.ts';
import * as integrity from './migrations/0004-integrity.ts';
import * as frameAncestors from './migrations/0005-frame-ancestors.ts';
import * as jobLock from './migrations/0006-job-lock.ts';
import type { Database } from './schema.ts';

// Migrations are listed in code (not read from disk) so they ship with any bundle.
const MIGRATIONS: Record<string, Migration> = {
  '0001-catalogue': catalogue,
  '0002-play': play,
  '0003-rate-limit': rateLimit,
  '0004-integrity': integrity,
  '0005-frame-ancestors': frameAncestors,
  '0006-job-lock': jobLock,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date; safe to run at every start and from several processes. `schema` names
 * the PostgreSQL schema in use when it is not the default one: Kysely looks for its bookkeeping tables
 * in every schema otherwise, and would take another schema's for its own.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
