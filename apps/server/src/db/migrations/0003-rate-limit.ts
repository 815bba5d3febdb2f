import type { Kysely } from 'kysely';

// Request counters shared by every process (DESIGN §1: every fact lives in the database).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // Start of the current counting window, in whole seconds since the epoch.
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    // The previous window's count: a sliding estimate weighs it, so a burst cannot straddle two windows.
    .addColumn('previous_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_rate_limit').execute();
}
