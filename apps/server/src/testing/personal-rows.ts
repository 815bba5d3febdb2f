import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Every table of the database (the test's own PostgreSQL schema, or the SQLite file). */
async function tableNames(db: Kysely<any>): Promise<string[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{
      name: string;
    }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * The rows of any table, ours, better-auth's or a future feature's, whose text holds one of `needles`
 * (case-insensitive): what an erasure must leave none of. Each hit says the table, the needle and the row.
 */
export async function rowsNaming(db: Kysely<any>, needles: readonly string[]): Promise<{ table: string; needle: string; row: string }[]> {
  const wanted = needles.filter((needle) => needle.length >= 3).map((needle) => needle.toLowerCase());
  const hits: { table: string; needle: string; row: string }[] = [];
  for (const table of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db);
    for (const row of rows) {
      const text = JSON.stringify(row).toLowerCase();
      for (const needle of wanted) if (text.includes(needle)) hits.push({ table, needle, row: text.slice(0, 300) });
    }
  }
  return hits;
}
