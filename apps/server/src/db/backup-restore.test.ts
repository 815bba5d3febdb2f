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
          expect(stdout).toContain('restauré');
          expect(fs.existsSync(`${live}.avant-restauration`)).toBe(true);
        },
      );
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
    await exercise(
      (options) => startTestServer({ name: 'postgres', url: urlOf(current) }, { ...options, schema: 'public' }),
      async () => void (await run(script('backup-postgres.sh'), [urlOf(liveDb), dump])),
      async () => {
        await admin.query(`CREATE DATABASE ${restoredDb}`);
        await run(script('restore-postgres.sh'), [dump, urlOf(restoredDb)]);
        current = restoredDb;
      },
    );
  }, 120_000);
});
