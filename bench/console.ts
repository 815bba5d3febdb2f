/**
 * The publisher's console at scale (issue 25): 1 million stored scores (a year of eleven games for two
 * providers) and a year of tracking events, then every dashboard request timed through HTTP as an
 * administrator with a two-factor session, on SQLite and on PostgreSQL. Goal of DESIGN §7: each request
 * ≤ 200 ms. Also printed: the first build of the daily aggregates over that history, and a request right
 * after new scores arrive (their figures follow in the background: console-first-visit.ts measures the build).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, dateInTimeZone, GAME_SLUGS, MAIN_STREAM } from '@jdj/puzzles';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { loadConfig, type RunningServer, startServer } from '../apps/server/src/index.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { refreshStats } from '../apps/server/src/services/stats-refresh.ts';
import { consoleMember, type Member } from '../apps/server/src/testing/console-kit.ts';
import type { TestServer } from '../apps/server/src/testing/test-server.ts';
import { median, p95 } from './lib/stats.ts';
import { repoRoot } from './processes.ts';

const SCORES = Number(process.env.CONSOLE_SCORES ?? 1_000_000);
const DAYS = 365;
const PLAYER_POOL = 60_000;
const RUNS = Number(process.env.CONSOLE_RUNS ?? 30);
const GOAL_MS = 200;
/** Rows per insert: under SQLite's 32,766 bound parameters (16 columns) and PostgreSQL's 65,535. */
const BATCH = 2000;

export interface Target {
  name: 'SQLite' | 'PostgreSQL';
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

export async function postgresTarget(): Promise<Target | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `jdj_bench_console_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    databaseUrl: url.toString(),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A year of play, written by the database itself (one INSERT … SELECT over a series of numbers): each day,
 * each game has ~125 players per provider drawn from a pool of returning players (so retention means
 * something), with times, jokers and a few lost games; and each day's starts, shares and page views.
 */
export async function seed(db: Kysely<Database>, providers: string[], today: string, postgres: boolean, scores = SCORES): Promise<void> {
  const perGameDay = Math.ceil(scores / (DAYS * GAME_SLUGS.length));
  const players = Array.from({ length: PLAYER_POOL }, (_, i) => ({ i, id: randomUUID() }));
  for (let i = 0; i < players.length; i += BATCH) {
    await db
      .insertInto('anonymous_user')
      .values(players.slice(i, i + BATCH).map(({ id }) => ({ id, local_user_id: randomUUID(), created_at: new Date().toISOString(), key_hash: null })))
      .execute();
  }
  await sql`CREATE TABLE bench_player (i integer PRIMARY KEY, id text NOT NULL)`.execute(db);
  await sql`CREATE TABLE bench_game (g integer PRIMARY KEY, slug text NOT NULL)`.execute(db);
  for (let i = 0; i < players.length; i += BATCH)
    await sql`INSERT INTO bench_player (i, id) VALUES ${sql.join(players.slice(i, i + BATCH).map((p) => sql`(${p.i}, ${p.id})`))}`.execute(db);
  await sql`INSERT INTO bench_game (g, slug) VALUES ${sql.join(GAME_SLUGS.map((slug, g) => sql`(${g}, ${slug})`))}`.execute(db);
  const numbers = postgres
    ? sql`SELECT generate_series(0, ${scores - 1}) AS n`
    : sql`WITH RECURSIVE series(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM series WHERE n < ${scores - 1}) SELECT n FROM series`;
  const uuid = postgres ? sql.raw('gen_random_uuid()::text') : sql.raw('lower(hex(randomblob(16)))');
  const dayOf = (n: ReturnType<typeof sql.raw>) =>
    postgres ? sql`to_char(${today}::date - (${n})::integer, 'YYYY-MM-DD')` : sql`date(${today}, '-' || (${n}) || ' days')`;
  const idx = sql.raw(`(n / ${perGameDay * GAME_SLUGS.length})`);
  const g = sql.raw(`((n / ${perGameDay}) % ${GAME_SLUGS.length})`);
  const k = sql.raw(`(n % ${perGameDay})`);
  await sql`
    INSERT INTO score (id, game, game_id, puzzle_date, user_id, anonymous_user_id, provider_id, score, played_at, data, moves, moves_packed, client_play_id, created_at, verified, streak_day)
    SELECT ${uuid}, bench_game.slug, bench_game.slug || '_' || s.day, s.day, NULL, bench_player.id,
           CASE WHEN s.k % 2 = 0 THEN ${providers[0]} ELSE ${providers[1]} END,
           60 + ((s.k * 7919 + s.d * 31) % 1140), s.day || 'T12:00:00.000Z',
           '{"mistakes":0,"jokers":' || CASE WHEN s.k % 5 = 0 THEN '1' ELSE '0' END || ',"won":' || CASE WHEN s.k % 17 = 0 THEN 'false' ELSE 'true' END || '}',
           '', NULL, ${uuid}, s.day || 'T12:00:00.000Z', 1, 1
    FROM (SELECT n, ${idx} AS d, ${g} AS g, ${k} AS k, ${dayOf(idx)} AS day FROM (${numbers}) AS numbers) AS s
    JOIN bench_game ON bench_game.g = s.g
    JOIN bench_player ON bench_player.i = (s.d * 211 + s.g * 4099 + s.k) % ${PLAYER_POOL}
  `.execute(db);
  // Tracking of each day: a start per game, a share and page views by route, per provider.
  const kinds = [
    ...GAME_SLUGS.map((game) => ['start', game]),
    ['share', 'sudoku'],
    ['page_view', 'home'],
    ['page_view', 'sudoku'],
    ['page_view', 'motamo-end'],
  ];
  for (let d = 0; d < DAYS; d++) {
    const createdAt = `${addDays(today, -d)}T12:00:00.000Z`;
    await db
      .insertInto('analytics_event')
      .values(
        providers.flatMap((provider) =>
          kinds.map(([type, name]) => ({
            id: randomUUID(),
            type: type!,
            name: name!,
            props: '{}',
            user_id: null,
            local_user_id: null,
            session_id: 'bench',
            provider_id: provider,
            source_url: null,
            referrer_url: null,
            device_info: '{}',
            category: 'gameplay',
            created_at: createdAt,
          })),
        ),
      )
      .execute();
  }
  await sql`DROP TABLE bench_player`.execute(db);
  await sql`DROP TABLE bench_game`.execute(db);
}

async function time(call: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`console bench: ${response.status}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  return times;
}

const row = (label: string, times: number[]) => {
  const verdict = p95(times) <= GOAL_MS ? 'tenu' : 'non tenu';
  console.log(
    `  ${label.padEnd(58)} médiane ${median(times).toFixed(1).padStart(6)} ms  p95 ${p95(times).toFixed(1).padStart(6)} ms  (objectif ≤ ${GOAL_MS} ms : ${verdict})`,
  );
};

/** A portal started in this process on `target`, with `scores` imported and an administrator of its console. */
export interface SeededConsole {
  server: RunningServer;
  today: string;
  /** Ids of the providers the scores were imported for. */
  providers: string[];
  admin: Member;
  /** The server's log lines (the build's progress lines, the administrator's mailed link). */
  logs: Record<string, unknown>[];
  /** Seconds the import took. */
  importSeconds: number;
  close(): Promise<void>;
}

/**
 * Starts the portal (its background jobs off: a bench says when figures are built), imports a year of
 * `scores`, and signs an administrator in. The figures are never built here.
 */
export async function seededConsole(target: Target, scores: number, label: string): Promise<SeededConsole> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `jdj-bench-${label}-`));
  const config = {
    // DEBUG_ANSWERS: the demo provider exists too, and the scores are imported for two providers.
    ...loadConfig({ LOG_LEVEL: 'warn', DEBUG_ANSWERS: '1', AUTH_SECRET: `bench-${label}-${randomUUID()}` }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: target.databaseUrl,
    webDist: path.join(repoRoot, 'apps/web/dist'),
  };
  // The administrator signs up with the link its mail logs (no mail server here).
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('debug', (line) => logs.push(JSON.parse(line) as Record<string, unknown>));
  const server = await startServer(config, { logger, backgroundJobs: false, puzzleWindow: { pastDays: 1, futureDays: 0 } });
  const close = async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { db } = server.database;
    const today = dateInTimeZone(new Date(), 'Europe/Paris');
    const providers = (await db.selectFrom('provider').select(['id', 'slug']).where('slug', 'in', ['default', 'demo']).orderBy('slug').execute()).map(
      (p) => p.id,
    );
    console.log(
      `\n### ${target.name} (charge de la machine : ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} sur ${os.cpus().length} cœurs)`,
    );
    const seeding = performance.now();
    // A year written in one statement: longer than a request's statement may run, so not on the server's pool.
    const writer = target.databaseUrl ? openDatabase({ databaseUrl: target.databaseUrl, timeouts: false }) : undefined;
    try {
      await seed(writer?.db ?? db, providers, today, target.name === 'PostgreSQL', scores);
    } finally {
      await writer?.close();
    }
    const importSeconds = (performance.now() - seeding) / 1000;
    const admin = await consoleMember({ ...server, logs, dataDir, schema: undefined, stop: async () => {} } as TestServer);
    return { server, today, providers, admin, logs, importSeconds, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function benchTarget(target: Target): Promise<void> {
  const { server, today, providers, admin, importSeconds, close } = await seededConsole(target, SCORES, 'console');
  try {
    const { db } = server.database;
    console.log(`  ${SCORES.toLocaleString('fr-FR')} scores et un an d’évènements écrits en ${importSeconds.toFixed(0)} s`);
    const building = performance.now();
    const built = await refreshStats(db);
    console.log(
      `  agrégats construits sur tout l’historique : ${built.days} jours-fournisseur en ${((performance.now() - building) / 1000).toFixed(1)} s (une fois, au premier affichage)`,
    );

    const get = (query: string) => () => admin.browser.raw(`/api/console/${query}`);
    const month = `from=${addDays(today, -29)}&to=${today}`;
    const year = `from=${addDays(today, -365)}&to=${today}`;
    row('tableau de bord, tous les jeux, 30 jours', await time(get(`dashboard?provider=default&${month}`)));
    row('tableau de bord, un jeu (sudoku), 30 jours', await time(get(`dashboard?provider=default&game=sudoku&${month}`)));
    row('tableau de bord, hier seulement', await time(get(`dashboard?provider=default&from=${addDays(today, -1)}&to=${addDays(today, -1)}`)));
    row('tableau de bord, tous les jeux, 366 jours', await time(get(`dashboard?provider=default&${year}`)));
    row('tableau de bord, un jeu, 366 jours', await time(get(`dashboard?provider=demo&game=motamo&${year}`)));
    row('export CSV des jours, 366 jours', await time(get(`dashboard/days.csv?provider=default&${year}`)));
    row('export CSV de la répartition des temps, un jeu, 366 jours', await time(get(`dashboard/times.csv?provider=default&game=proximo&${year}`)));

    // New scores arrive: the next request answers at once; the background job computes their days.
    const refreshTimes: number[] = [];
    for (let round = 0; round < 5; round++) {
      const now = new Date().toISOString();
      const fresh = Array.from({ length: 20 }, () => ({
        id: randomUUID(),
        game: 'sudoku',
        game_id: `sudoku_${today}`,
        puzzle_date: today,
        user_id: null,
        anonymous_user_id: null,
        provider_id: providers[0]!,
        score: 300,
        played_at: now,
        data: '{"mistakes":0,"jokers":0,"won":true}',
        moves: '',
        moves_packed: null,
        client_play_id: randomUUID(),
        created_at: now,
        verified: 1,
        streak_day: 1,
        placed: 1,
        stream: MAIN_STREAM,
      }));
      await db.insertInto('score').values(fresh).execute();
      const started = performance.now();
      const response = await get(`dashboard?provider=default&${month}`)();
      await response.arrayBuffer();
      refreshTimes.push(performance.now() - started);
    }
    row('tableau de bord juste après 20 nouveaux scores (calcul en arrière-plan)', refreshTimes);
  } finally {
    await close();
  }
}

export async function runConsoleBench(): Promise<void> {
  console.log(
    `\n## Console des éditeurs : requêtes du tableau de bord à ${SCORES.toLocaleString('fr-FR')} scores (${RUNS} requêtes chacune, HTTP, administrateur)`,
  );
  const targets: Target[] = [{ name: 'SQLite', cleanup: async () => {} }];
  const postgres = await postgresTarget();
  if (postgres) targets.push(postgres);
  else console.log('  PostgreSQL non mesuré : définissez BENCH_DATABASE_URL ou TEST_DATABASE_URL');
  for (const target of targets) {
    try {
      await benchTarget(target);
    } finally {
      await target.cleanup();
    }
  }
}
