import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/connection.ts';
import { createLogger } from '../logger.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { JobLock } from './job-lock.ts';
import { scheduleTopUps, TOP_UP_JOB } from './puzzle-schedule.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each "process" is its own connection (pool) to the same database, with its own holder name.
describe.each(databaseTargets())('background jobs shared by several processes on $name', (target) => {
  let server: TestServer;
  let other: DatabaseHandle;
  beforeAll(async () => {
    server = await startTestServer(target, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
    other = openDatabase(
      target.url ? { databaseUrl: target.url, postgresSchema: server.schema! } : { sqliteFile: path.join(server.dataDir, 'portail.sqlite') },
    );
  });
  afterAll(async () => {
    await other?.close();
    await server.stop();
  });
  const lockOf = (db: DatabaseHandle, holder: string, name: string, leaseMs?: number) => new JobLock(db.db, name, { holder, ...(leaseMs ? { leaseMs } : {}) });

  it('runs a job once per window when two processes claim it at the same moment', async () => {
    const a = lockOf(server.database, 'a', 'once');
    const b = lockOf(other, 'b', 'once');
    const window = JobLock.windowOf(Date.now(), 60_000);
    const ran: string[] = [];
    const work = (who: string) => async () => {
      ran.push(who);
      await sleep(50);
    };
    const outcomes = await Promise.all([a.runOnce(work('a'), window), b.runOnce(work('b'), window)]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(ran).toHaveLength(1);
    // Done for this window, whoever asks next; the next window is a new turn.
    expect((await Promise.all([a.runOnce(work('a'), window), b.runOnce(work('b'), window)])).some((o) => o.ran)).toBe(false);
    expect((await b.runOnce(work('b'), window + 60_000)).ran).toBe(true);
    expect(ran).toHaveLength(2);
  });

  it('makes a second process wait while the first holds the lock, without overlap', async () => {
    const spans: Array<[string, number, number]> = [];
    const work = (who: string) => async () => {
      const start = Date.now();
      await sleep(200);
      spans.push([who, start, Date.now()]);
    };
    await Promise.all([
      lockOf(server.database, 'a', 'exclusive').runExclusive(work('a'), { pollMs: 20 }),
      lockOf(other, 'b', 'exclusive').runExclusive(work('b'), { pollMs: 20 }),
    ]);
    expect(spans.map(([who]) => who).sort()).toEqual(['a', 'b']);
    const [first, second] = spans.sort((x, y) => x[1] - y[1]);
    expect(second![1]).toBeGreaterThanOrEqual(first![2]);
  });

  it('frees the job of a process that died holding it once its lease runs out', async () => {
    // A holder killed mid-run: its claim stays in the table, and nothing renews it any more.
    await server.database.db
      .insertInto('job_lock')
      .values({ name: 'lease', holder: 'dead', locked_until: Date.now() + 60_000, last_window: -1, last_finished_at: null })
      .execute();
    const survivor = lockOf(other, 'b', 'lease');
    expect((await survivor.runOnce(async () => undefined, 1)).ran).toBe(false);
    // Its lease runs out (moved to the past rather than waited for: a busy machine must not decide).
    await server.database.db
      .updateTable('job_lock')
      .set({ locked_until: Date.now() - 1 })
      .where('name', '=', 'lease')
      .execute();
    expect((await survivor.runOnce(async () => undefined, 1)).ran).toBe(true);
  });

  it('frees the job of a process whose clock ran a week ahead, instead of leaving it held for that week', async () => {
    const week = 7 * 86_400_000;
    const ahead = new JobLock(server.database.db, 'skewed', { holder: 'ahead', now: () => Date.now() + week });
    // Its claim, renewed on its clock, reaches a week past everyone else's; it dies holding it.
    await server.database.db
      .insertInto('job_lock')
      .values({ name: 'skewed', holder: 'ahead', locked_until: Date.now() + week + 30_000, last_window: -1, last_finished_at: null })
      .execute();
    expect((await ahead.runOnce(async () => undefined)).ran).toBe(false);
    // A process on time takes it over at once.
    expect((await lockOf(other, 'b', 'skewed').runOnce(async () => 'ran')).ran).toBe(true);
  });

  it('lets a waiting process stop waiting when told the wait is not worth it', async () => {
    await server.database.db
      .insertInto('job_lock')
      .values({ name: 'held', holder: 'dead', locked_until: Date.now() + 60_000, last_window: -1, last_finished_at: '2026-11-23T06:00:00.000Z' })
      .execute();
    const waiting = lockOf(other, 'b', 'held');
    expect(await waiting.everCompleted()).toBe(true);
    expect(await waiting.runExclusive(async () => 'ran', { stopWaiting: () => waiting.everCompleted() })).toEqual({ ran: false });
    expect(await lockOf(other, 'b', 'never-run').everCompleted()).toBe(false);
  });

  it('frees the lock after a failed run without marking its window done', async () => {
    const a = lockOf(server.database, 'a', 'failing');
    await expect(a.runOnce(async () => Promise.reject(new Error('disque plein')), 5)).rejects.toThrow('disque plein');
    expect((await lockOf(other, 'b', 'failing').runOnce(async () => undefined, 5)).ran).toBe(true);
  });

  it('tops the puzzles up once per window across two processes, not once per process', async () => {
    const logs: Record<string, unknown>[] = [];
    const logger = createLogger('info', (line) => logs.push(JSON.parse(line) as Record<string, unknown>));
    const options = { window: { pastDays: 0, futureDays: 0 }, everyMs: 600, logger, secrets: { contentKey: server.contentKey } };
    const schedules = [scheduleTopUps(server.database.db, { ...options, holder: 'a' }), scheduleTopUps(other.db, { ...options, holder: 'b' })];
    const scheduled = () => logs.filter((line) => line.msg === 'daily puzzle top-up' && line.trigger === 'schedule');
    // Three windows run, however slow the machine: each one by one process only.
    await expect.poll(() => scheduled().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    // Stopped, each schedule lets its run in progress end: then nothing holds the lock.
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    const runs = scheduled();
    const windows = runs.map((line) => line.window);
    expect(runs.length).toBeGreaterThan(0);
    expect(new Set(windows).size).toBe(windows.length);
    const row = await server.database.db.selectFrom('job_lock').selectAll().where('name', '=', TOP_UP_JOB).executeTakeFirstOrThrow();
    expect(Number(row.locked_until)).toBe(0);
  });
});

describe.each(databaseTargets())('background jobs of a server on $name', (target) => {
  it('start with the server when asked, and test servers leave the clock-reading jobs off by default', async () => {
    // The one without jobs starts first: by the time the other has run its retention, it would have too.
    const without = await startTestServer(target, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
    const withJobs = await startTestServer(target, { puzzleWindow: { pastDays: 0, futureDays: 0 }, backgroundJobs: true });
    try {
      await expect.poll(() => withJobs.logs.some((line) => line.msg === 'retention applied')).toBe(true);
      expect(without.logs.some((line) => line.msg === 'retention applied')).toBe(false);
    } finally {
      await withJobs.stop();
      await without.stop();
    }
  });
});
