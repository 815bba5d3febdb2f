import type { Kysely } from 'kysely';

// The « Mentions légales » items French law asks for (LCEN art. 6-III, issue 37), one column each, so the page
// can show each item or say it is missing, and the console can tell which are. The free text of migration 0010
// (`legal_details`) stays as it is: providers that wrote their items there still show them, under the items,
// until someone fills the columns (nothing here tries to parse a free text into them).
const COLUMNS = [
  'legal_editor_name',
  'legal_editor_address',
  'legal_director',
  'legal_contact_phone',
  'legal_host_name',
  'legal_host_address',
  'legal_host_phone',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per column: SQLite adds one column per ALTER TABLE.
  for (const column of COLUMNS) await db.schema.alterTable('provider').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('provider').dropColumn(column).execute();
}
