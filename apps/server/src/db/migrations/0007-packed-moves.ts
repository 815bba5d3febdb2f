import { type Kysely, PostgresAdapter } from 'kysely';

// Move logs packed (services/move-log-codec.ts) in a binary column; `moves` keeps the plain JSON of the
// scores stored before, and is empty for new ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema.alterTable('score').addColumn('moves_packed', binary).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('score').dropColumn('moves_packed').execute();
}
