import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { DashboardDto, DashboardRowDto } from '@jdj/api';
import { addDays, dateInTimeZone, MAIN_STREAM } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/connection.ts';
import { createLogger } from '../logger.ts';
import { consoleMember, type Member } from '../testing/console-kit.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { refreshStats } from './stats-refresh.ts';
import { StatsJob, visitState } from './stats-job.ts';

const DAYS = 10;
const GAMES = ['sudoku', 'motamo'] as const;
const PLAYERS = 12;
/** Rows per batch: far fewer than the scores sharing one created_at, so batches end inside such groups. */
const BATCH_ROWS = 7;

interface Play {
  day: string;
  game: string;
  player: number;
  won: boolean;
}

/** Who played what: a fixed pattern over ten days, two games and twelve players, some games lost. */
function plays(today: string): Play[] {
  const all: Play[] = [];
  for (let d = 0; d < DAYS; d++)
    for (let g = 0; g < GAMES.length; g++)
      for (let p = 0; p < PLAYERS; p++) {
        if ((p * 7 + d * 3 + g) % 3 === 0) continue;
        all.push({ day: addDays(today, d - DAYS + 1), game: GAMES[g]!, player: p, won: (p + d) % 4 !== 0 });
      }
  return all;
}

/** The figures of each day computed straight from the plays, as the dashboard defines them (all games together). */
function expectedDays(all: Play[], today: string): Partial<DashboardRowDto>[] {
  const playersOf = (day: string) => new Set(all.filter((p) => p.day === day).map((p) => p.player));
  return Array.from({ length: DAYS }, (_, d) => {
    const day = addDays(today, d - DAYS + 1);
    const ofDay = all.filter((p) => p.day === day);
    const players = playersOf(day);
    const next = playersOf(addDays(day, 1));
    return {
      key: day,
      players: players.size,
      finished: ofDay.length,
      won: ofDay.filter((p) => p.won).length,
      retention_d1: day < today ? [...players].filter((p) => next.has(p)).length / players.size : null,
    };
  });
}

describe.each(databaseTargets())('the dashboard’s figures, built off the request path, on $name', (target) => {
  let server: TestServer;
  let other: DatabaseHandle;
  let admin: Member;
  let today: string;
  let all: Play[];
  let providerId: string;
  const aggregates = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('stat_game_day')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ) +
    Number(
      (
        await server.database.db
          .selectFrom('stat_provider_day')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const read = async () => {
    const answer = await admin.browser.call<{ data: DashboardDto }>(`/api/console/dashboard?provider=default&from=${addDays(today, -DAYS + 1)}&to=${today}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  /** A score of today arriving now, from a new anonymous player. */
  const arrives = async (game: string) => {
    const anonymous = randomUUID();
    await server.database.db
      .insertInto('anonymous_user')
      .values({ id: anonymous, local_user_id: randomUUID(), created_at: new Date().toISOString(), key_hash: null })
      .execute();
    await server.database.db
      .insertInto('score')
      .values({
        id: randomUUID(),
        game,
        game_id: `${game}_${today}`,
        puzzle_date: today,
        user_id: null,
        anonymous_user_id: anonymous,
        provider_id: providerId,
        score: 90,
        played_at: new Date().toISOString(),
        data: '{"won":true,"jokers":0}',
        moves: '',
        moves_packed: null,
        client_play_id: randomUUID(),
        // After the last build began, whatever the clock's resolution.
        created_at: new Date(Date.now() + 1).toISOString(),
        verified: 1,
        streak_day: 1,
        placed: 1,
        stream: MAIN_STREAM,
      })
      .execute();
  };
  /** A "process" of its own (its own connection and lock holder) building the figures, logging to `logs`. */
  const job = (db: DatabaseHandle, holder: string, logs: Record<string, unknown>[], onProgress?: () => Promise<void>) =>
    new StatsJob(db.db, {
      logger: createLogger('debug', (line) => logs.push(JSON.parse(line) as Record<string, unknown>)),
      holder,
      batchRows: BATCH_ROWS,
      loggedFromDays: 1,
      ...(onProgress ? { onProgress } : {}),
    });

  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    other = openDatabase(
      target.url ? { databaseUrl: target.url, postgresSchema: server.schema! } : { sqliteFile: path.join(server.dataDir, 'portail.sqlite') },
    );
    admin = await consoleMember(server);
    const { db } = server.database;
    const provider = await db.selectFrom('provider').select(['id', 'timezone']).where('slug', '=', 'default').executeTakeFirstOrThrow();
    providerId = provider.id;
    today = dateInTimeZone(new Date(), provider.timezone);
    all = plays(today);
    // Scores imported at once: a handful of instants shared by dozens of rows each, all in the past.
    const players = Array.from({ length: PLAYERS }, () => randomUUID());
    await db
      .insertInto('anonymous_user')
      .values(players.map((id) => ({ id, local_user_id: randomUUID(), created_at: new Date().toISOString(), key_hash: null })))
      .execute();
    const base = Date.now() - 3_600_000;
    await db
      .insertInto('score')
      .values(
        all.map((p, i) => ({
          id: randomUUID(),
          game: p.game,
          game_id: `${p.game}_${p.day}`,
          puzzle_date: p.day,
          user_id: null,
          anonymous_user_id: players[p.player]!,
          provider_id: providerId,
          score: 60 + p.player,
          played_at: new Date(base).toISOString(),
          data: JSON.stringify({ won: p.won, jokers: 0 }),
          moves: '',
          moves_packed: null,
          client_play_id: randomUUID(),
          created_at: new Date(base + (i % 4) * 1000).toISOString(),
          verified: 1,
          streak_day: 1,
          placed: 1,
          stream: MAIN_STREAM,
        })),
      )
      .execute();
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await server.stop();
  });

  it('answers a first visit at once with what is ready and that it is building; the job then builds figures equal to a direct count', async () => {
    // The job has not run: the visit builds nothing, and says the figures are still to come.
    const first = await read();
    expect(first).toMatchObject({ building: true, progress: null, refreshed_at: null });
    expect(first.totals.players).toBe(0);
    expect(await aggregates()).toBe(0);

    const statsAt = async () => {
      const row = await server.database.db
        .selectFrom('stat_refresh')
        .select(['building_done', 'building_total'])
        .where('name', '=', 'console')
        .executeTakeFirst();
      return row?.building_total != null ? { progress: { done: Number(row.building_done), total: Number(row.building_total) } } : undefined;
    };
    // Halfway through the build, a visit (any process's) says how far it has got, and shows the days done.
    const logs: Record<string, unknown>[] = [];
    let halfway: DashboardDto | undefined;
    const builder = job(server.database, 'a', logs, async () => {
      const { progress } = (await statsAt()) ?? {};
      if (!halfway && progress && progress.done === Math.floor(progress.total / 2)) halfway = await read();
    });
    const outcome = await builder.run();
    expect(outcome.ran).toBe(true);
    expect(halfway?.building).toBe(true);
    expect(halfway?.progress?.done).toBe(Math.floor(halfway!.progress!.total / 2));
    expect(halfway?.totals.players).toBeLessThan(all.length);

    const built = await read();
    expect(built).toMatchObject({ building: false, progress: null });
    expect(Date.parse(built.refreshed_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(built.days.map(({ key, players, finished, won, retention_d1 }) => ({ key, players, finished, won, retention_d1 }))).toEqual(
      expectedDays(all, today),
    );
    expect(built.totals.finished).toBe(all.length);

    // In the log: the progress, days done out of the total, then the duration.
    const progress = logs.filter((l) => l.msg === 'stats refresh progress');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toMatchObject({ days: progress.at(-1)!.total });
    const done = logs.find((l) => l.msg === 'stats refresh done');
    expect(done).toMatchObject({ level: 'info', days: progress.at(-1)!.total, rows: all.length });
    expect(typeof done!.ms).toBe('number');
  });

  it('builds in one process only when two try at once, or while one is building', async () => {
    // Scores imported later: the next build computes their days (and only it builds them).
    const { db } = server.database;
    // Two new players, a game a day each.
    const newcomers = [randomUUID(), randomUUID()];
    await db
      .insertInto('anonymous_user')
      .values(newcomers.map((id) => ({ id, local_user_id: randomUUID(), created_at: new Date().toISOString(), key_hash: null })))
      .execute();
    const fresh = Array.from({ length: 2 * DAYS }, (_, i) => ({
      id: randomUUID(),
      game: 'sudoku',
      game_id: `sudoku_${addDays(today, -(i % DAYS))}`,
      puzzle_date: addDays(today, -(i % DAYS)),
      user_id: null,
      anonymous_user_id: newcomers[Math.floor(i / DAYS)]!,
      provider_id: providerId,
      score: 100,
      played_at: new Date().toISOString(),
      data: '{"won":true,"jokers":0}',
      moves: '',
      moves_packed: null,
      client_play_id: randomUUID(),
      created_at: new Date(Date.now() - 1000).toISOString(),
      verified: 1,
      streak_day: 1,
      placed: 1,
      stream: MAIN_STREAM,
    }));
    await db.insertInto('score').values(fresh).execute();

    const logsA: Record<string, unknown>[] = [];
    const logsB: Record<string, unknown>[] = [];
    const b = job(other, 'b', logsB);
    const triedDuring: boolean[] = [];
    const a = job(server.database, 'a', logsA, async () => {
      // Another process's turn comes while this one builds: it finds the lock taken.
      if (triedDuring.length === 0) triedDuring.push((await b.run()).ran);
    });
    const outcomes = await Promise.all([a.run(), job(other, 'c', logsB).run()]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    if (outcomes[0]!.ran) expect(triedDuring).toEqual([false]);
    const builders = [logsA, logsB].filter((logs) => logs.some((l) => l.msg === 'stats refresh done'));
    expect(builders).toHaveLength(1);

    const built = await read();
    expect(built.building).toBe(false);
    expect(built.totals.finished).toBe(all.length + fresh.length);
  });

  it('has a visit ask the running job for what arrived since, and say so without waiting for it', async () => {
    server.stats.start();
    try {
      await server.stats.settled();
      // Every score so far is in the figures (the builds above).
      const before = all.length + 2 * DAYS;
      await arrives('motamo');
      // The visit answers with the figures it has, says more are coming, and has the job fetch them.
      const visit = await read();
      expect(visit.building).toBe(true);
      expect(visit.totals.finished).toBe(before);
      await server.stats.settled();
      // The screen's next read: the score is in, and nothing more is building.
      const next = await read();
      expect(next.building).toBe(false);
      expect(next.totals.finished).toBe(before + 1);
    } finally {
      server.stats.stop();
    }
  });

  it('has a visit soon after another read again while a score is not yet counted (the screen never stops at old figures)', async () => {
    server.stats.start();
    try {
      await server.stats.settled();
      await read();
      await server.stats.settled();
      const before = (await read()).totals.finished;
      // A score after the last build, then the screen's « Afficher » right after its first load: that visit may
      // not start a run itself (one was asked a moment ago), yet it must not say the figures are done.
      await arrives('motamo');
      const soon = await read();
      expect(soon.totals.finished).toBe(before);
      expect(soon.building).toBe(true);
      // The next run (the next read's nudge, or the interval's) counts it.
      await server.stats.run();
      await server.stats.settled();
      expect((await read()).totals.finished).toBe(before + 1);
    } finally {
      server.stats.stop();
    }
  });

  it('runs once more when a visit comes during a build: a score that arrived meanwhile is in the figures', async () => {
    const before = (await read()).totals.finished;
    // The build pauses after its first batch, the days it builds already chosen, until the visit has come.
    let paused!: () => void;
    const pausing = new Promise<void>((resolve) => {
      paused = resolve;
    });
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const visited = job(server.database, 'visited', [], async () => {
      paused();
      await resumed;
    });
    await arrives('sudoku');
    visited.start();
    try {
      await pausing;
      await arrives('motamo');
      expect(visited.nudge()).toBe(true);
      resume();
      await visited.settled();
    } finally {
      resume();
      visited.stop();
    }
    expect((await read()).totals.finished).toBe(before + 2);
  });

  it('counts what arrives after the clock ran a week ahead and came back (the watermark left in the future)', async () => {
    const { db } = server.database;
    const before = (await read()).totals.finished;
    // A build while the clock reads next week leaves its watermark there.
    await refreshStats(db, { now: new Date(Date.now() + 7 * 86_400_000) });
    const anonymous = randomUUID();
    await db
      .insertInto('anonymous_user')
      .values({ id: anonymous, local_user_id: randomUUID(), created_at: new Date().toISOString(), key_hash: null })
      .execute();
    await db
      .insertInto('score')
      .values({
        id: randomUUID(),
        game: 'binero',
        game_id: `binero_${today}`,
        puzzle_date: today,
        user_id: null,
        anonymous_user_id: anonymous,
        provider_id: providerId,
        score: 100,
        played_at: new Date().toISOString(),
        data: '{"won":true,"jokers":0}',
        moves: '',
        moves_packed: null,
        client_play_id: randomUUID(),
        created_at: new Date().toISOString(),
        verified: 1,
        streak_day: 1,
        placed: 1,
        stream: MAIN_STREAM,
      })
      .execute();
    // Back on time, a visit cannot tell what arrived since that build: it says the figures are building…
    const visit = await visitState(db, { nudge: () => true });
    expect(visit.building).toBe(true);
    // So does the screen's re-read a second later, which the job declines to run for (its nudge gap): the
    // figures it would show are still those of next week's build, and a screen told « built » stops reading.
    expect((await visitState(db, { nudge: () => false })).building).toBe(true);
    // …and the next build reads everything again rather than nothing, and sets the watermark back.
    await refreshStats(db);
    expect((await read()).totals.finished).toBe(before + 1);
    const mark = await db.selectFrom('stat_refresh').select('read_until').where('name', '=', 'console').executeTakeFirstOrThrow();
    expect(mark.read_until <= new Date().toISOString()).toBe(true);
  });
});
