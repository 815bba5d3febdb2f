import type { Kysely } from 'kysely';

// Portable DDL only: text, integer, no dialect-specific types (see schema.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('joker_penalty', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('provider')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('games', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('feedback_url', 'text')
    .addColumn('share_url', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('Europe/Paris'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('provider_hostname')
    .addColumn('hostname', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('provider.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_hostname').execute();
  await db.schema.dropTable('provider').execute();
  await db.schema.dropTable('game').execute();
}
