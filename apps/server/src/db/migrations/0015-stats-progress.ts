import { type Kysely, sql } from 'kysely';

// The dashboard's figures are built by a background job (services/stats-job.ts), never in a request: every
// process reads here when they were last brought up to date and how far the build in progress has got.
const COLUMNS = [
  ['refreshed_at', 'text'],
  ['building_done', 'integer'],
  ['building_total', 'integer'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per column: SQLite adds one column per ALTER TABLE.
  for (const [column, type] of COLUMNS) await db.schema.alterTable('stat_refresh').addColumn(column, type).execute();
  // Figures the previous release's requests refreshed: about as fresh as their watermark.
  await sql`UPDATE stat_refresh SET refreshed_at = read_until`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [column] of [...COLUMNS].reverse()) await db.schema.alterTable('stat_refresh').dropColumn(column).execute();
}
