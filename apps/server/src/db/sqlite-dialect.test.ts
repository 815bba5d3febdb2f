import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { prepare } from './prepared.ts';
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
      const seen = await db
        .selectFrom('t')
        .select((eb) => eb.fn.countAll<number>().as('c'))
        .where('n', '=', 100)
        .executeTakeFirstOrThrow();
      await outside;
      expect(Number(seen.c)).toBe(0);
      const rows = await db.selectFrom('t').select('n').orderBy('n').execute();
      expect(rows).toHaveLength(50);
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('t').values({ n: 200 }).execute();
          throw new Error('échec');
        }),
      ).rejects.toThrow('échec');
      expect(await db.selectFrom('t').select('n').where('n', '=', 200).execute()).toEqual([]);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('group commit', () => {
    function open(dir: string, busyTimeoutMs = 5000) {
      const sqlite = new SqliteDatabase(path.join(dir, 'test.sqlite'));
      sqlite.pragma('journal_mode = WAL');
      sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
      let commits = 0;
      const exec = sqlite.exec.bind(sqlite);
      sqlite.exec = ((text: string) => {
        if (text === 'COMMIT') commits += 1;
        return exec(text);
      }) as typeof sqlite.exec;
      const db = new Kysely<{ t: { n: number } }>({ dialect: new FastSqliteDialect(sqlite) });
      return { db, commits: () => commits };
    }

    it('commits the writes sent together once, acknowledging each only when another connection can read it', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-sqlite-'));
      const { db, commits } = open(dir);
      const reader = new SqliteDatabase(path.join(dir, 'test.sqlite'), { readonly: true });
      try {
        await sql`CREATE TABLE t (n integer PRIMARY KEY)`.execute(db);
        const before = commits();
        const seenAtAcknowledgement: number[] = [];
        await Promise.all(
          Array.from({ length: 50 }, (_, n) =>
            db
              .insertInto('t')
              .values({ n })
              .execute()
              .then(() => seenAtAcknowledgement.push((reader.prepare('SELECT count(*) AS c FROM t').get() as { c: number }).c)),
          ),
        );
        expect(commits() - before).toBe(1);
        expect(Math.min(...seenAtAcknowledgement)).toBe(50);
      } finally {
        reader.close();
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('returns a counter that says so before its commit, and commits it with the group then open', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-sqlite-'));
      const { db, commits } = open(dir);
      const reader = new SqliteDatabase(path.join(dir, 'test.sqlite'), { readonly: true });
      const count = () => (reader.prepare('SELECT (SELECT count(*) FROM t) + (SELECT count(*) FROM c) AS c').get() as { c: number }).c;
      // Known by its SQL text: the counter writes to a table of its own.
      const counter = prepare(1, (database, n: unknown) => database.insertInto('c' as never).values({ n } as never), { awaitCommit: false });
      try {
        await sql`CREATE TABLE t (n integer PRIMARY KEY)`.execute(db);
        await sql`CREATE TABLE c (n integer PRIMARY KEY)`.execute(db);
        const before = commits();
        await counter(db as never, 1);
        // Written, not committed yet: no other connection sees it.
        expect([count(), commits() - before]).toEqual([0, 0]);
        // A write that waits for its commit, sent now, is acknowledged with the counter in the same commit.
        await db.insertInto('t').values({ n: 2 }).execute();
        expect([count(), commits() - before]).toEqual([2, 1]);
        // Alone, the counter still gets its commit, at the end of the turn.
        await counter(db as never, 3);
        await new Promise((resolve) => setImmediate(resolve));
        expect([count(), commits() - before]).toEqual([3, 2]);
      } finally {
        reader.close();
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('refuses a write alone: the others of its group, and a rolled-back transaction’s neighbours, are kept', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-sqlite-'));
      const { db } = open(dir);
      try {
        await sql`CREATE TABLE t (n integer PRIMARY KEY)`.execute(db);
        await db.insertInto('t').values({ n: 1 }).execute();
        const outcomes = await Promise.allSettled([
          db.insertInto('t').values({ n: 2 }).execute(),
          db.insertInto('t').values({ n: 1 }).execute(),
          db.transaction().execute(async (trx) => {
            await trx.insertInto('t').values({ n: 3 }).execute();
            throw new Error('annulée');
          }),
          db.insertInto('t').values({ n: 4 }).execute(),
        ]);
        expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
        expect((await db.selectFrom('t').select('n').orderBy('n').execute()).map((r) => r.n)).toEqual([1, 2, 4]);
      } finally {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('tells every writer of a group whose commit fails, and goes on serving: nothing escapes to end the process', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-sqlite-'));
      const sqlite = new SqliteDatabase(path.join(dir, 'test.sqlite'));
      sqlite.pragma('journal_mode = WAL');
      sqlite.pragma('foreign_keys = ON');
      // The commit runs from setImmediate: a throw there, even from the rollback after a failed commit (an I/O
      // error, here made to happen once), would be an uncaught exception.
      const exec = sqlite.exec.bind(sqlite);
      let rollbackFails = true;
      sqlite.exec = ((text: string) => {
        const result = exec(text);
        if (text === 'ROLLBACK' && rollbackFails) {
          rollbackFails = false;
          throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
        }
        return result;
      }) as typeof sqlite.exec;
      const db = new Kysely<{ parent: { id: number }; child: { parent_id: number } }>({ dialect: new FastSqliteDialect(sqlite) });
      try {
        await sql`CREATE TABLE parent (id integer PRIMARY KEY)`.execute(db);
        await sql`CREATE TABLE child (parent_id integer REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)`.execute(db);
        // A deferred foreign key is checked at COMMIT: this group's commit fails, for real.
        const outcomes = await Promise.allSettled([
          db.insertInto('parent').values({ id: 1 }).execute(),
          db.insertInto('child').values({ parent_id: 99 }).execute(),
        ]);
        expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
        await db.insertInto('parent').values({ id: 2 }).execute();
        expect((await db.selectFrom('parent').select('id').execute()).map((r) => r.id)).toEqual([2]);
      } finally {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('lets two connections of one process write the same file in turn without waiting on each other', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-sqlite-'));
      // No busy timeout: a write that found the file locked by the other connection would fail at once.
      const first = open(dir, 0);
      const second = open(dir, 0);
      try {
        await sql`CREATE TABLE t (n integer PRIMARY KEY)`.execute(first.db);
        await Promise.all([first.db.insertInto('t').values({ n: 1 }).execute(), second.db.insertInto('t').values({ n: 2 }).execute()]);
        expect((await second.db.selectFrom('t').select('n').orderBy('n').execute()).map((r) => r.n)).toEqual([1, 2]);
      } finally {
        await first.db.destroy();
        await second.db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
