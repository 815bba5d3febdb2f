import type { Kysely } from 'kysely';

// The partner sites allowed to embed a provider's pages (Content-Security-Policy frame-ancestors).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('provider')
    .addColumn('frame_ancestors', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('provider').dropColumn('frame_ancestors').execute();
}
