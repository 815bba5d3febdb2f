import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../testing/test-server.ts';
import { type DatabaseHandle, openDatabase } from './connection.ts';

/** What the metrics read of a handle (issue 35): its pool's connections, and each query's time and outcome. */
describe.each(databaseTargets())('the pool figures and query times of a handle ($name)', (target) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function open(): Promise<DatabaseHandle> {
    if (target.url) {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: target.url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      cleanups.push(async () => {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      });
      const database = openDatabase({ databaseUrl: target.url, postgresSchema: schema });
      cleanups.push(() => database.close());
      return database;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-connection-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const database = openDatabase({ sqliteFile: path.join(dir, 'portail.sqlite') });
    cleanups.push(() => database.close());
    return database;
  }

  it('tells each listener the duration of every query, and whether it failed', async () => {
    const database = await open();
    const heard: [number, boolean][] = [];
    database.onQuery((seconds, failed) => heard.push([seconds, failed]));
    await sql`SELECT 1`.execute(database.db);
    await expect(sql`SELECT * FROM no_such_table`.execute(database.db)).rejects.toThrow();
    expect(heard.map(([, failed]) => failed)).toEqual([false, true]);
    for (const [seconds] of heard) expect(seconds).toBeGreaterThanOrEqual(0);
  });

  it('counts the connections open, idle and waited for', async () => {
    const database = await open();
    await sql`SELECT 1`.execute(database.db);
    expect(database.poolStats()).toEqual({ total: 1, idle: 1, waiting: 0 });
    await database.db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      // The transaction holds its connection: not idle while it runs.
      expect(database.poolStats()).toMatchObject({ idle: 0, waiting: 0 });
    });
    expect(database.poolStats()).toMatchObject({ idle: database.poolStats().total, waiting: 0 });
  });
});
