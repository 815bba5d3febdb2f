/**
 * Leagues at 1 million stored scores (issue 27, goal ≤ 20 ms on the server): a day's ranking of a
 * 100-member league, its « Aujourd'hui » overview (issue 39) and its week's standing, with the month's and
 * the end screen's lines beside them, on a fresh SQLite file and a fresh PostgreSQL schema holding the same rows. What is timed is the server's
 * work for the route (the membership check and the ranking's reads and rules, as routes/leagues.ts calls
 * them); the session lookup every signed-in route shares is not.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { addDays, dateInTimeZone } from '@jdj/puzzles';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { ProviderDto } from '@jdj/api';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { seedCatalogue } from '../apps/server/src/db/seed.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { readCatalogue, resolveProvider } from '../apps/server/src/services/catalogue.ts';
import { leagueDay, leagueStanding, leagueToday, placesOfDay } from '../apps/server/src/services/league-standings.ts';
import { leagueOfMember } from '../apps/server/src/services/leagues.ts';
import { benchDatabaseUrl, inFreshSchema } from './lib/bench-databases.ts';
import { median, ms, p95 } from './lib/stats.ts';

const TOTAL_SCORES = Number(process.env.LEAGUE_BENCH_SCORES ?? 1_000_000);
const RUNS = Number(process.env.LEAGUE_BENCH_RUNS ?? 200);
const GOAL_MS = 20;
const MEMBERS = 100;
/** The measured player's leagues: the maximum a player may be in. */
const LEAGUES_OF_PLAYER = 20;
/** The league's members play every game on most of these days (the heaviest league there can be). */
const MEMBER_DAYS = 90;
/** Everyone else's scores spread over a year. */
const YEAR = 365;

const GAMES = ['anagrammo', 'decrypto', 'melimelo', 'motamo', 'numero', 'prefixo', 'sudoku', 'sudolito', 'synonymo', 'proximo', 'binero'];

/** A small deterministic generator (mulberry32): both databases get the very same rows. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = [id: string, game: string, date: string, userId: string, score: number, playedAt: string, data: string, verified: number, streakDay: number];

/** One score per player, game and day, as the score table's unique keys demand. */
function* scoreRows(today: string): Generator<Row> {
  const random = rng(27);
  let n = 0;
  const row = (game: string, date: string, userId: string): Row => {
    n += 1;
    const won = random() > 0.05;
    const seconds = 40 + Math.floor(random() * 600);
    const at = `${date}T${String(6 + Math.floor(random() * 16)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00.000Z`;
    return [`s${n}`, game, date, userId, seconds, at, JSON.stringify({ mistakes: 0, jokers: 0, won }), random() > 0.1 ? 1 : 0, 1];
  };
  // The measured league: 100 members, every game, on 80 % of the last 90 days.
  for (let m = 0; m < MEMBERS; m++) {
    for (let d = 0; d < MEMBER_DAYS; d++) {
      for (const game of GAMES) if (random() < 0.8) yield row(game, addDays(today, -d), `member-${m}`);
    }
  }
  // Everyone else: 30 scores each, on distinct days of the year.
  for (let u = 0; n < TOTAL_SCORES; u++) {
    const start = Math.floor(random() * (YEAR - 30));
    for (let k = 0; k < 30 && n < TOTAL_SCORES; k++) yield row(GAMES[(u + k) % GAMES.length]!, addDays(today, -(start + k)), `player-${u}`);
  }
}

/** The league rows: the measured one, and 19 more of the measured player with 99 other players each. */
function leagueRows() {
  const leagues = Array.from({ length: LEAGUES_OF_PLAYER }, (_, i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `Ligue ${i}` }));
  const members: { league_id: string; user_id: string }[] = [];
  leagues.forEach((league, i) => {
    for (let m = 0; m < MEMBERS; m++) members.push({ league_id: league.id, user_id: i === 0 || m === 0 ? `member-${m}` : `player-${i * MEMBERS + m}` });
  });
  const users = new Set(members.map((m) => m.user_id));
  return { leagues, members, users: [...users] };
}

const SCORE_COLUMNS = ['id', 'game', 'puzzle_date', 'user_id', 'score', 'played_at', 'data', 'verified', 'streak_day'] as const;

async function seedSqlite(file: string, today: string, providerId: string): Promise<void> {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const insert = sqlite.prepare(
    `INSERT INTO score (${SCORE_COLUMNS.join(', ')}, game_id, anonymous_user_id, provider_id, moves, moves_packed, client_play_id, created_at) VALUES (${SCORE_COLUMNS.map(() => '?').join(', ')}, ?, NULL, ?, '', NULL, ?, ?)`,
  );
  const batch = sqlite.transaction((rows: Row[]) => {
    for (const r of rows) insert.run(...r, `${r[1]}_${r[2]}`, providerId, r[0], r[5]);
  });
  let rows: Row[] = [];
  for (const r of scoreRows(today)) {
    rows.push(r);
    if (rows.length === 50_000) {
      batch(rows);
      rows = [];
    }
  }
  batch(rows);
  sqlite.close();
}

async function seedPostgres(url: string, schema: string, today: string, providerId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    let rows: Row[] = [];
    const flush = async () => {
      if (rows.length === 0) return;
      const column = (i: number) => rows.map((r) => r[i]);
      await client.query(
        `INSERT INTO score (${SCORE_COLUMNS.join(', ')}, game_id, provider_id, moves, client_play_id, created_at)
         SELECT s.id, s.game, s.day, s.usr, s.score, s.at, s.data, s.verified, s.streak, s.game || '_' || s.day, $10, '', s.id, s.at
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::int[], $9::int[])
           AS s(id, game, day, usr, score, at, data, verified, streak)`,
        [column(0), column(1), column(2), column(3), column(4), column(5), column(6), column(7), column(8), providerId],
      );
      rows = [];
    };
    for (const r of scoreRows(today)) {
      rows.push(r);
      if (rows.length === 20_000) await flush();
    }
    await flush();
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** better-auth's `user` table as the league service reads it (the real one is created by better-auth at start). */
async function createUsers(db: Kysely<Database>, users: readonly string[]): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS "user" (id text PRIMARY KEY, username text)`.execute(db);
  for (let i = 0; i < users.length; i += 500) {
    const chunk = users.slice(i, i + 500);
    await sql`INSERT INTO "user" (id, username) VALUES ${sql.join(chunk.map((id) => sql`(${id}, ${id})`))}`.execute(db);
  }
}

async function seedLeagues(db: Kysely<Database>, providerId: string): Promise<void> {
  const { leagues, members, users } = leagueRows();
  const at = new Date().toISOString();
  await createUsers(db, users);
  await db
    .insertInto('league')
    .values(
      leagues.map((l) => ({
        ...l,
        provider_id: providerId,
        owner_id: 'member-0',
        invite_token: randomBytes(18).toString('base64url'),
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  for (let i = 0; i < members.length; i += 500) {
    await db
      .insertInto('league_member')
      .values(members.slice(i, i + 500).map((m) => ({ ...m, joined_at: at })))
      .execute();
  }
}

/**
 * Wall time of each run, and this process's CPU time (user + system): on SQLite the work is all in this
 * process, so its CPU time is the server's work even when other programs keep the cores busy.
 */
async function time(run: () => Promise<unknown>): Promise<{ wall: number[]; cpu: number[] }> {
  for (let i = 0; i < 20; i++) await run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    await run();
    const spent = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { wall, cpu };
}

async function measure(label: string, database: DatabaseHandle, today: string): Promise<void> {
  const { db } = database;
  const catalogue = await readCatalogue(db, createLogger('silent'), 'default');
  const provider: ProviderDto = resolveProvider(catalogue, { slug: 'default', hostname: undefined }, 'default', createLogger('silent'));
  const leagueId = leagueRows().leagues[0]!.id;
  const player = 'member-0';
  const count = Number(
    (
      await db
        .selectFrom('score')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  console.log(`  ${label} : ${count.toLocaleString('fr-FR')} scores, ligue de ${MEMBERS} membres, joueur dans ${LEAGUES_OF_PLAYER} ligues`);
  const parts: [string, () => Promise<unknown>, boolean][] = [
    ['classement du jour (Sudoku)', async () => leagueDay(db, provider, await leagueOfMember(db, provider, leagueId, player), player, 'sudoku', today), true],
    // The league's first screen (issue 39): every game of the day with the members who played it.
    ['vue « Aujourd’hui » (11 jeux)', async () => leagueToday(db, provider, await leagueOfMember(db, provider, leagueId, player), player), true],
    ['classement de la semaine', async () => leagueStanding(db, provider, await leagueOfMember(db, provider, leagueId, player), player, 'week', today), true],
    ['classement du mois', async () => leagueStanding(db, provider, await leagueOfMember(db, provider, leagueId, player), player, 'month', today), false],
    ['lignes de l’écran de fin (20 ligues)', () => placesOfDay(db, provider, player, 'sudoku', today), false],
  ];
  for (const [name, run, goal] of parts) {
    const { wall, cpu } = await time(run);
    const verdict = goal ? `objectif ${GOAL_MS} ms ${p95(wall) <= GOAL_MS ? 'tenu' : 'NON TENU'} (p95)` : '(pas d’objectif propre)';
    const cpuText = database.kind === 'sqlite' ? `  CPU médiane ${ms(median(cpu), 2).padStart(9)} p95 ${ms(p95(cpu), 2).padStart(9)}` : '';
    console.log(`    ${name.padEnd(38)} médiane ${ms(median(wall), 2).padStart(9)}  p95 ${ms(p95(wall), 2).padStart(9)}${cpuText}  ${verdict}`);
  }
}

export async function runLeagueBench(): Promise<void> {
  console.log(`\n## Ligues (issue 27) : ${TOTAL_SCORES.toLocaleString('fr-FR')} scores enregistrés, ${RUNS} mesures par ligne, objectif ≤ ${GOAL_MS} ms`);
  // The figures mean something on a quiet machine only: say how busy this one is.
  console.log(`  charge de la machine (moyenne sur 1 min) : ${os.loadavg()[0]!.toFixed(1)} pour ${os.cpus().length} cœurs`);
  const today = dateInTimeZone(new Date(), 'Europe/Paris');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-bench-leagues-'));
  const file = path.join(dataDir, 'portail.sqlite');
  try {
    const sqlite = openDatabase({ sqliteFile: file });
    await migrateToLatest(sqlite.db);
    await seedCatalogue(sqlite.db, { debugAnswers: false });
    const providerId = (await sqlite.db.selectFrom('provider').select('id').where('slug', '=', 'default').executeTakeFirstOrThrow()).id;
    await seedLeagues(sqlite.db, providerId);
    await sqlite.close();
    const started = performance.now();
    await seedSqlite(file, today, providerId);
    console.log(`  SQLite rempli en ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const database = openDatabase({ sqliteFile: file });
    try {
      await measure('SQLite', database, today);
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const url = benchDatabaseUrl();
  if (!url) return;
  await inFreshSchema(url, 'bench_leagues', async (database, schema) => {
    const providerId = (await database.db.selectFrom('provider').select('id').where('slug', '=', 'default').executeTakeFirstOrThrow()).id;
    await seedLeagues(database.db, providerId);
    const started = performance.now();
    await seedPostgres(url, schema, today, providerId);
    console.log(`  PostgreSQL rempli en ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await measure('PostgreSQL', database, today);
  });
}
