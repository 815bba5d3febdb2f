import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { dateInTimeZone } from '@jdj/puzzles';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { databaseTargets, startTestServer, type TestServer, type TestServerOptions } from '../testing/test-server.ts';
import { winningPlay } from '../testing/winning-play.ts';

const run = promisify(execFile);
const script = (name: string) => path.join(repoRoot, 'ops', name);
const WINDOW = { pastDays: 0, futureDays: 0 };

/** Scores as players send them: each from a new player, each acknowledged by a 201. */
async function storeScores(server: TestServer, count: number): Promise<string[]> {
  const date = dateInTimeZone(new Date(), 'Europe/Paris');
  const play = winningPlay('sudoku', date, { contentKey: server.contentKey })!;
  return Promise.all(
    Array.from({ length: count }, async () => {
      const player = randomUUID();
      const res = await fetch(`${server.url}/api/scores`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'sudoku',
          date,
          local_user_id: player,
          score: play.score,
          played_at: new Date().toISOString(),
          data: {},
          moves: play.moves,
          client_play_id: randomUUID(),
        }),
      });
      expect(res.status).toBe(201);
      return player;
    }),
  );
}

async function scoresOf(server: TestServer, player: string): Promise<number> {
  const res = await fetch(`${server.url}/api/scores?local_user_id=${player}`);
  return ((await res.json()) as { data: { scores: unknown[] } }).data.scores.length;
}

/** Backs up while scores keep arriving, adds one after, restores, and checks what a restart serves. */
async function exercise(start: (options: TestServerOptions) => Promise<TestServer>, backup: () => Promise<void>, restore: () => Promise<void>) {
  let server = await start({ keepData: true, puzzleWindow: WINDOW });
  const before = await storeScores(server, 20);
  // Online: players keep playing during the backup.
  const [during] = await Promise.all([storeScores(server, 20), backup()]);
  const after = await storeScores(server, 1);
  await server.stop();

  await restore();
  server = await start({ keepData: true, puzzleWindow: WINDOW });
  try {
    for (const player of before) expect(await scoresOf(server, player)).toBe(1);
    // Each score sent during the backup is in it or not, never half there.
    for (const player of during!) expect([0, 1]).toContain(await scoresOf(server, player));
    expect(await scoresOf(server, after[0]!)).toBe(0);
    // The restored database takes new scores.
    await storeScores(server, 1);
  } finally {
    await server.stop();
  }
}

/**
 * Puts a shim of each tool first on PATH that writes down its command line, then runs the real one:
 * `env` for the scripts, `read()` the command lines in order.
 */
function recordCommandLines(dir: string, tools: string[]): { env: NodeJS.ProcessEnv; read(): string[][] } {
  const bin = path.join(dir, 'bin');
  const log = path.join(dir, 'command-lines.jsonl');
  fs.mkdirSync(bin);
  for (const tool of tools) {
    const real = ['/usr/bin', '/usr/lib/postgresql/15/bin'].map((d) => path.join(d, tool)).find((file) => fs.existsSync(file));
    if (!real) throw new Error(`${tool} not found`);
    const shim = path.join(bin, tool);
    fs.writeFileSync(
      shim,
      `#!/bin/sh\nnode -e 'require("fs").appendFileSync(process.argv[1], JSON.stringify(process.argv.slice(2)) + "\\n")' ${log} ${tool} "$@"\nexec ${real} "$@"\n`,
    );
    fs.chmodSync(shim, 0o755);
  }
  return {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    read: () =>
      fs
        .readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string[]),
  };
}

describe.each(databaseTargets())('backup and restore with the scripts of ops/ on $name', (target) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('restores what was acknowledged before the backup, after an online backup', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-backup-'));
    cleanups.push(async () => fs.rmSync(work, { recursive: true, force: true }));

    if (target.name === 'sqlite') {
      const dataDir = path.join(work, 'data');
      const live = path.join(dataDir, 'portail.sqlite');
      const copy = path.join(work, 'portail-copie.sqlite');
      await exercise(
        (options) => startTestServer(target, { ...options, dataDir }),
        async () => void (await run(script('backup-sqlite.sh'), [live, copy])),
        async () => {
          const { stdout } = await run(script('restore-sqlite.sh'), [copy, live]);
          const kept = fs.readdirSync(dataDir).find((name) => /^portail\.sqlite\.avant-restauration-\d{8}-\d{6}$/.test(name));
          expect(kept).toBeDefined();
          expect(stdout.trim()).toBe(`restauré : ${live} (l'ancienne base est dans ${path.join(dataDir, kept!)})`);
        },
      );
      // Issue 23: restored where no database was, it claimed to have kept one.
      const elsewhere = path.join(work, 'neuf', 'portail.sqlite');
      fs.mkdirSync(path.dirname(elsewhere));
      const { stdout } = await run(script('restore-sqlite.sh'), [copy, elsewhere]);
      expect(stdout.trim()).toBe(`restauré : ${elsewhere} (il n'y avait pas de base à cet endroit)`);
      expect(fs.readdirSync(path.dirname(elsewhere))).toEqual(['portail.sqlite']);
      return;
    }

    // PostgreSQL: a database of its own (as in production), restored into a new empty one.
    const suffix = randomUUID().slice(0, 8);
    const [liveDb, restoredDb] = [`jdj_backup_${suffix}`, `jdj_restored_${suffix}`];
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    cleanups.push(async () => {
      for (const db of [liveDb, restoredDb]) await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.end();
    });
    const urlOf = (db: string) => Object.assign(new URL(target.url!), { pathname: `/${db}` }).toString();
    await admin.query(`CREATE DATABASE ${liveDb}`);
    let current = liveDb;
    const dump = path.join(work, 'jeux.dump');
    // Every command line the scripts run, as `ps` shows them to any user of the machine (issue 23: the
    // password was one of them).
    const commandLines = recordCommandLines(work, ['pg_dump', 'pg_restore', 'psql']);
    await exercise(
      (options) => startTestServer({ name: 'postgres', url: urlOf(current) }, { ...options, schema: 'public' }),
      async () => void (await run(script('backup-postgres.sh'), [dump], { env: { ...commandLines.env, DATABASE_URL: urlOf(liveDb) } })),
      async () => {
        await admin.query(`CREATE DATABASE ${restoredDb}`);
        await run(script('restore-postgres.sh'), [dump], { env: { ...commandLines.env, DATABASE_URL: urlOf(restoredDb) } });
        current = restoredDb;
      },
    );
    const lines = commandLines.read();
    // The backup lists what it wrote; the restore lists the dump, asks the new base whether it is empty and unused, then restores.
    expect(lines.map((line) => line[0])).toEqual(['pg_dump', 'pg_restore', 'pg_restore', 'psql', 'psql', 'pg_restore']);
    const password = new URL(target.url!).password;
    for (const line of lines) {
      for (const arg of line) {
        const url = /postgres(ql)?:\/\/\S+/.exec(arg)?.[0];
        if (url) expect(new URL(url).password, arg).toBe('');
        expect(arg.includes(`:${password}@`), arg).toBe(false);
      }
    }
  }, 120_000);
});
