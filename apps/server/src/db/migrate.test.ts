import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer } from '../testing/test-server.ts';

const postgres = databaseTargets().find((target) => target.name === 'postgres');

describe.skipIf(!postgres)('migrations on a PostgreSQL database shared with other installations', () => {
  it('creates its own migration tables even when another schema already has Kysely’s', async () => {
    const other = `t_other_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA ${other}`);
      await client.query(`CREATE TABLE ${other}.kysely_migration (name text primary key, timestamp text)`);
      await client.query(`CREATE TABLE ${other}.kysely_migration_lock (id text primary key, is_locked integer)`);
      const server = await startTestServer(postgres!, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
      try {
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        const own = await client.query('SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2', [server.schema, 'kysely_migration']);
        expect(own.rows[0].n).toBe(1);
      } finally {
        await server.stop();
      }
    } finally {
      await client.query(`DROP SCHEMA ${other} CASCADE`);
      await client.end();
    }
  });
});
