import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedCatalogue } from '../../apps/server/src/db/seed.ts';

/** The PostgreSQL server a bench measures against, or undefined (then it says so and measures SQLite only). */
export function benchDatabaseUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) console.log('  PostgreSQL non mesuré : ni BENCH_DATABASE_URL ni TEST_DATABASE_URL');
  return url;
}

/**
 * `work` on a fresh schema of that server, migrated and seeded with the catalogue, dropped afterwards
 * whatever happens.
 */
export async function inFreshSchema(url: string, prefix: string, work: (database: DatabaseHandle, schema: string) => Promise<void>): Promise<void> {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    const database = openDatabase({ databaseUrl: url, postgresSchema: schema });
    try {
      await migrateToLatest(database.db);
      await seedCatalogue(database.db, { debugAnswers: false });
      await work(database, schema);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
