import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer } from '../testing/test-server.ts';

const postgres = databaseTargets().find((target) => target.name === 'postgres');

/**
 * Several servers (test suites running side by side, or two deployments) may share a PostgreSQL database,
 * each in its own schema: one schema's migration tables must not stop another from creating its own.
 */
describe.skipIf(!postgres)('migrations in a PostgreSQL schema of their own', () => {
  it('migrate even when another schema of the database already holds the migrator’s tables', async () => {
    const other = `t_other_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA ${other}`);
      await client.query(`CREATE TABLE ${other}.kysely_migration (name text PRIMARY KEY, timestamp text NOT NULL)`);
      await client.query(`CREATE TABLE ${other}.kysely_migration_lock (id text PRIMARY KEY, is_locked integer NOT NULL)`);
      const server = await startTestServer(postgres!, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
      try {
        const tables = await client.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1`, [server.schema]);
        expect(tables.rows.map((row: { table_name: string }) => row.table_name)).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'score']));
      } finally {
        await server.stop();
      }
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS ${other} CASCADE`);
      await client.end();
    }
  });
});
