import type { Kysely } from 'kysely';

// One row per background job shared by every process (the daily puzzle top-up): who holds it, until
// when, and the last window it ran for, so a job runs once per window however many processes run.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_lock')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    // Milliseconds since the epoch; a lock past this moment is free (its holder died or finished).
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    // Start of the last window the job completed, in milliseconds since the epoch.
    .addColumn('last_window', 'bigint', (c) => c.notNull())
    .addColumn('last_finished_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_lock').execute();
}
