/**
 * The publisher's console at scale (issue 25): 1 million stored scores (a year of eleven games for two
 * providers) and a year of tracking events, then every dashboard request timed through HTTP as an
 * administrator with a two-factor session, on SQLite and on PostgreSQL. Goal of DESIGN §7: each request
 * ≤ 200 ms. Also printed: the first build of the daily aggregates over that history, and a refresh after
 * new scores arrive (paid by the next dashboard request).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, dateInTimeZone, GAME_SLUGS } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig, startServer } from '../apps/server/src/index.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { refreshStats } from '../apps/server/src/services/stats-refresh.ts';
import { consoleMember } from '../apps/server/src/testing/console-kit.ts';
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

interface Target {
  name: 'SQLite' | 'PostgreSQL';
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

async function postgresTarget(): Promise<Target | undefined> {
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
 * A year of play: each day, each game has ~125 players per provider, drawn from a pool of returning players
 * (so retention means something), with times, jokers and a few lost games; starts, shares and page views too.
 */
async function seed(database: Kysely<Database>, providers: string[], today: string): Promise<void> {
  // Written a month at a time, each month one transaction: a million rows in minutes, not hours.
  for (let month = 0; month * 30 < DAYS; month++) {
    await database.transaction().execute((db) => seedDays(db, providers, today, month * 30, Math.min(DAYS, month * 30 + 30), month === 0));
  }
  process.stderr.write('\n');
}

const players = Array.from({ length: PLAYER_POOL }, () => randomUUID());

async function seedDays(db: Kysely<Database>, providers: string[], today: string, fromDay: number, toDay: number, first: boolean): Promise<void> {
  const perGameDay = Math.ceil(SCORES / (DAYS * GAME_SLUGS.length));
  for (let i = 0; first && i < players.length; i += BATCH) {
    await db
      .insertInto('anonymous_user')
      .values(players.slice(i, i + BATCH).map((id) => ({ id, local_user_id: randomUUID(), created_at: new Date().toISOString(), key_hash: null })))
      .execute();
  }
  let rows: Database['score'][] = [];
  let stored = fromDay * perGameDay * GAME_SLUGS.length;
  const flush = async () => {
    if (rows.length > 0) await db.insertInto('score').values(rows).execute();
    rows = [];
  };
  for (let d = fromDay; d < toDay && stored < SCORES; d++) {
    const day = addDays(today, -d);
    const createdAt = `${day}T12:00:00.000Z`;
    for (const [g, game] of GAME_SLUGS.entries()) {
      for (let k = 0; k < perGameDay && stored < SCORES; k++, stored++) {
        const player = players[(d * 211 + g * 4099 + k) % PLAYER_POOL]!;
        const won = k % 17 !== 0;
        rows.push({
          id: randomUUID(),
          game,
          game_id: `${game}_${day}`,
          puzzle_date: day,
          user_id: null,
          anonymous_user_id: player,
          provider_id: providers[k % providers.length]!,
          score: 60 + ((k * 7919 + d * 31) % 1140),
          played_at: createdAt,
          data: JSON.stringify({ mistakes: 0, jokers: k % 5 === 0 ? 1 : 0, won }),
          moves: '',
          moves_packed: null,
          client_play_id: randomUUID(),
          created_at: createdAt,
          verified: 1,
          streak_day: 1,
        });
        if (rows.length >= BATCH) await flush();
      }
    }
    // Tracking of the day: a start per score and a few extra, shares, page views by route.
    const events = providers.flatMap((provider) =>
      [...GAME_SLUGS.map((game) => ['start', game]), ['share', 'sudoku'], ['page_view', 'home'], ['page_view', 'sudoku'], ['page_view', 'motamo-end']].map(
        ([type, name]) => ({
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
        }),
      ),
    );
    await db.insertInto('analytics_event').values(events).execute();
  }
  await flush();
  process.stderr.write(`\r  données : ${Math.min(stored, SCORES).toLocaleString('fr-FR')} scores`);
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
  console.log(`  ${label.padEnd(58)} médiane ${median(times).toFixed(1).padStart(6)} ms  p95 ${p95(times).toFixed(1).padStart(6)} ms  (objectif ≤ ${GOAL_MS} ms : ${verdict})`);
};

async function benchTarget(target: Target): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-bench-console-'));
  const config = { ...loadConfig({ LOG_LEVEL: 'warn', AUTH_SECRET: `bench-console-${randomUUID()}` }), port: 0, host: '127.0.0.1', dataDir, databaseUrl: target.databaseUrl, webDist: path.join(repoRoot, 'apps/web/dist') };
  const server = await startServer(config, { backgroundJobs: false, puzzleWindow: { pastDays: 1, futureDays: 0 } });
  try {
    const { db } = server.database;
    const today = dateInTimeZone(new Date(), 'Europe/Paris');
    const providers = (await db.selectFrom('provider').select(['id', 'slug']).where('slug', 'in', ['default', 'demo']).orderBy('slug').execute()).map((p) => p.id);
    console.log(`\n### ${target.name}`);
    const seeding = performance.now();
    await seed(db, providers, today);
    console.log(`  ${SCORES.toLocaleString('fr-FR')} scores et un an d’évènements écrits en ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
    const building = performance.now();
    const built = await refreshStats(db);
    console.log(`  agrégats construits sur tout l’historique : ${built.days} jours-fournisseur en ${((performance.now() - building) / 1000).toFixed(1)} s (une fois, au premier affichage)`);

    const admin = await consoleMember({ ...server, logs: [], dataDir, schema: undefined, stop: async () => {} } as TestServer);
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

    // New scores arrive: the next request computes again the days they touch (today, yesterday, a week ago).
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
      }));
      await db.insertInto('score').values(fresh).execute();
      const started = performance.now();
      const response = await get(`dashboard?provider=default&${month}`)();
      await response.arrayBuffer();
      refreshTimes.push(performance.now() - started);
    }
    row('tableau de bord juste après 20 nouveaux scores (mise à jour incluse)', refreshTimes);
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runConsoleBench(): Promise<void> {
  console.log(`\n## Console des éditeurs : requêtes du tableau de bord à ${SCORES.toLocaleString('fr-FR')} scores (${RUNS} requêtes chacune, HTTP, administrateur)`);
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
