import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FastSqliteDialect, FifoLock } from './sqlite-dialect.ts';

describe('the SQLite dialect of the server', () => {
  it('hands the lock out in arrival order, waking one waiter per release', async () => {
    const lock = new FifoLock();
    const order: number[] = [];
    await lock.lock();
    const waiters = [1, 2, 3, 4].map((n) => lock.lock().then(() => order.push(n)));
    for (let i = 0; i < 4; i++) {
      await Promise.resolve();
      lock.unlock();
      await waiters[i];
    }
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('prepares a statement once, keeps transactions whole, and reads what it wrote', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-sqlite-'));
    const sqlite = new SqliteDatabase(path.join(dir, 'test.sqlite'));
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => {
      prepared += 1;
      return prepare(text);
    }) as typeof sqlite.prepare;
    const db = new Kysely<{ t: { n: number } }>({ dialect: new FastSqliteDialect(sqlite) });
    try {
      await sql`CREATE TABLE t (n integer)`.execute(db);
      prepared = 0;
      for (let n = 0; n < 50; n++) await db.insertInto('t').values({ n }).execute();
      expect(prepared).toBe(1);
      // A transaction holds the connection: a query sent meanwhile runs after it, not inside it.
      const outside = db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ n: 100 }).execute();
        await new Promise((resolve) => setTimeout(resolve, 20));
        await trx.deleteFrom('t').where('n', '=', 100).execute();
      });
      const seen = await db.selectFrom('t').select((eb) => eb.fn.countAll<number>().as('c')).where('n', '=', 100).executeTakeFirstOrThrow();
      await outside;
      expect(Number(seen.c)).toBe(0);
      const rows = await db.selectFrom('t').select('n').orderBy('n').execute();
      expect(rows).toHaveLength(50);
      await expect(db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ n: 200 }).execute();
        throw new Error('échec');
      })).rejects.toThrow('échec');
      expect(await db.selectFrom('t').select('n').where('n', '=', 200).execute()).toEqual([]);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
