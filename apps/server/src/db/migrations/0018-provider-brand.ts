import type { Kysely } from 'kysely';

// A partner's own brand (issue 38): its colours on the provider (null: the portal's), and its logo with the
// pictures made from it in a table of their own, as base64 text (the same on SQLite and PostgreSQL; a logo is
// at most 256 kB, its icons a few more); `brand_logo` is its type, null without one. `brand_version` changes with any of them: it versions their URLs.
const COLUMNS = ['brand_primary', 'brand_accent', 'brand_primary_dark', 'brand_accent_dark', 'brand_logo', 'brand_version'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per column: SQLite adds one column per ALTER TABLE.
  for (const column of COLUMNS) await db.schema.alterTable('provider').addColumn(column, 'text').execute();
  await db.schema
    .createTable('provider_asset')
    .addColumn('provider_id', 'text', (c) => c.notNull().references('provider.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('provider_asset_pk', ['provider_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_asset').execute();
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('provider').dropColumn(column).execute();
}
