import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';

// Every score updates every index of its table, and a redundant one also misled PostgreSQL's plan of the
// verified score (issue 36, migration 0025): no full index of `score` may begin with another's columns.
it('gives the score table no index whose columns are the first ones of another', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-indexes-'));
  const database = openDatabase({ sqliteFile: path.join(dir, 'portail.sqlite') });
  try {
    await migrateToLatest(database.db);
    const indexes = await sql<{ name: string; partial: number }>`SELECT name, partial FROM pragma_index_list('score')`.execute(database.db);
    const columnsOf = async (name: string) =>
      (await sql<{ name: string | null }>`SELECT name FROM pragma_index_info(${name}) ORDER BY seqno`.execute(database.db)).rows.map(
        (c) => c.name ?? '(expression)',
      );
    const full = await Promise.all(
      indexes.rows.filter((index) => index.partial === 0).map(async (index) => ({ name: index.name, columns: await columnsOf(index.name) })),
    );
    expect(full.length).toBeGreaterThanOrEqual(8);
    const redundant = full.flatMap((index) =>
      full
        .filter((other) => other !== index && other.columns.length > index.columns.length && index.columns.every((column, i) => other.columns[i] === column))
        .map((other) => `${index.name} (${index.columns.join(', ')}) begins ${other.name} (${other.columns.join(', ')})`),
    );
    expect(redundant).toEqual([]);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
