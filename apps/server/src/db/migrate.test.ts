import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { useCompiledCommand } from '../testing/compiled-command.ts';
import { databaseTargets, freePort, startTestServer } from '../testing/test-server.ts';
import { openDatabase } from './connection.ts';
import { isOtherSchemaDropped, migrateTo, sqliteMigrationLockFile } from './migrate.ts';

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
        const own = await client.query('SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2', [
          server.schema,
          'kysely_migration',
        ]);
        expect(own.rows[0].n).toBe(1);
      } finally {
        await server.stop();
      }
    } finally {
      await client.query(`DROP SCHEMA ${other} CASCADE`);
      await client.end();
    }
  });

  it('keeps the rate limits in an unlogged table (a crash empties their windows; no write of theirs waits for the disk), and the scores logged', async () => {
    const server = await startTestServer(postgres!, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
    const client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
    try {
      const persistence = await client.query<{ relname: string; relpersistence: string }>(
        `SELECT c.relname, c.relpersistence FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = $1 AND c.relname IN ('api_rate_limit', 'score', 'play') ORDER BY c.relname`,
        [server.schema],
      );
      // u: unlogged, p: permanent.
      expect(persistence.rows).toEqual([
        { relname: 'api_rate_limit', relpersistence: 'u' },
        { relname: 'play', relpersistence: 'p' },
        { relname: 'score', relpersistence: 'p' },
      ]);
    } finally {
      await client.end();
      await server.stop();
    }
  });
});

describe('a schema another installation drops while the migrator reads the tables', () => {
  const missing = (schema: string) => Object.assign(new Error(`schema "${schema}" does not exist`), { code: '3F000' });

  it('is read again when the vanished schema is another one, never when it is our own or another error', () => {
    expect(isOtherSchemaDropped(missing('t_other'), 't_ours')).toBe(true);
    expect(isOtherSchemaDropped(missing('t_ours'), 't_ours')).toBe(false);
    expect(isOtherSchemaDropped(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }), 't_ours')).toBe(false);
    expect(isOtherSchemaDropped(new Error('schema "t_other" does not exist'), 't_ours')).toBe(false);
    // The table read after its schema's drop began (the CI run of stop 45).
    const table = (name: string) => Object.assign(new Error(`relation "${name}" does not exist`), { code: '42P01' });
    expect(isOtherSchemaDropped(table('t_other.provider_asset'), 't_ours')).toBe(true);
    expect(isOtherSchemaDropped(table('t_ours.provider_asset'), 't_ours')).toBe(false);
  });
});

// main.ts as production runs it, started as a process of its own.
const compiled = useCompiledCommand('apps/server/src/main.ts');

/**
 * Issue 35: two processes started at once on a SQLite file of the previous release — one stopped with exit
 * code 70 (`table "account_device" already exists`): Kysely's migration lock holds within one process only.
 * Here the database is a full install taken back to an older migration, as the previous release left it,
 * and two real server processes start on it together. On SQLite the test holds the migrations' lock until
 * both processes wait for it, so that they meet there whatever their start-up times.
 */
describe.each(databaseTargets())('two processes started together on a database of an older release ($name)', (target) => {
  it('both come up and serve', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-race-'));
    const webDist = fakeBuild(dataDir);
    const installed = await startTestServer(target, { dataDir, keepData: true, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    await installed.stop();
    const schema = installed.schema;
    const children: ChildProcess[] = [];
    try {
      const older = openDatabase(
        target.url ? { databaseUrl: target.url, ...(schema ? { postgresSchema: schema } : {}) } : { sqliteFile: path.join(dataDir, 'portail.sqlite') },
      );
      try {
        await migrateTo(older.db, '0008-verified-plays');
      } finally {
        await older.close();
      }

      let databaseUrl = '';
      if (target.url && schema) {
        const url = new URL(target.url);
        url.searchParams.set('options', `-c search_path=${schema}`);
        databaseUrl = url.toString();
      }
      const lockFile = sqliteMigrationLockFile(path.join(dataDir, 'portail.sqlite'));
      const held = target.url ? undefined : new SqliteDatabase(lockFile);
      held?.exec('BEGIN EXCLUSIVE');
      const starts = await Promise.all(
        [1, 2].map(async () => {
          const port = await freePort();
          const child = spawn(process.execPath, [compiled().entry], {
            cwd: repoRoot,
            env: { ...process.env, WEB_DIST: webDist, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl },
            stdio: ['ignore', 'ignore', 'pipe'],
          });
          children.push(child);
          return { child, port };
        }),
      );
      if (held) {
        await until(() => starts.every(({ child }) => holdsOpen(child, lockFile)));
        held.close();
      }
      const answers = await Promise.all(starts.map(({ child, port }) => readiness(child, port)));
      expect(answers).toEqual([200, 200]);
    } finally {
      await Promise.all(children.map(stopped));
      if (target.url && schema) {
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** A web build as `npm run build` leaves it, reduced to what the server reads. */
function fakeBuild(under: string): string {
  const dir = path.join(under, 'web');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Jeux du Jour</title>');
  fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ version: '0.9.0', commit: null, date: null, dirty: false }));
  return dir;
}

/** Whether a process has `file` open (Linux: its /proc/<pid>/fd). */
function holdsOpen(child: ChildProcess, file: string): boolean {
  const fds = `/proc/${child.pid}/fd`;
  try {
    return fs.readdirSync(fds).some((fd) => {
      try {
        return fs.readlinkSync(path.join(fds, fd)) === file;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

async function until(check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The status of /api/health/ready once the process answers it; an error with its stderr if it ends first. */
async function readiness(child: ChildProcess, port: number): Promise<number> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  for (;;) {
    if (exited !== undefined) throw new Error(`process ended with code ${exited}: ${stderr}`);
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
