import type { Kysely } from 'kysely';

// An archived provider (issue 42): its host names and `?provider=` stop serving it, its rows stay (scores,
// figures, settings) for the dashboard and the audit. Null: in service.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('provider').addColumn('archived_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('provider').dropColumn('archived_at').execute();
}
