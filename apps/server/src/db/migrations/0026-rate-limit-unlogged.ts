import { type Kysely, PostgresAdapter, sql } from 'kysely';

// PostgreSQL: the rate limits' counters are written by every score and every play started, and each write
// was a commit waiting for the WAL to reach the disk, beside the score's own (issue 36). They need no such
// care: after a crash an unlogged table comes back empty, and so do the limits' windows, which the next
// requests fill again; a standby has none, and a failover starts every window afresh. A transaction that
// wrote only to it does not wait for the disk. SQLite's group commit writes it with the scores already.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`ALTER TABLE api_rate_limit SET UNLOGGED`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`ALTER TABLE api_rate_limit SET LOGGED`.execute(db);
}
