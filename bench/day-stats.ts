/**
 * « How did I do today? » under load: the end screen's GET of the day's distribution on a day with thousands
 * of real (replayed) scores, beside GET /api/health in the same run; and what one read of the aggregate
 * costs when the cache is cold (the grouped query every 30 s per game, provider and day).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentKeyOf, dailyBuilder } from '@jdj/content';
import { dateInTimeZone, getGameModule } from '@jdj/puzzles';
import { timedWin } from '@jdj/puzzles/testing';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { DayStatsCache } from '../apps/server/src/services/day-stats.ts';
import { median, ms, p95 } from './lib/stats.ts';
import { repoRoot, startProcess, stopProcess } from './processes.ts';

/** A bench builds its days as a server would, with a content key of its own. */
const BENCH_SECRETS = { contentKey: contentKeyOf('the bench secret, never deployed') };

const PLAYERS = Number(process.env.DAY_STATS_PLAYERS ?? 2000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 100;
const PORT = 3996;
const BASE = `http://127.0.0.1:${PORT}`;
/** The bench server's secret. */
const SECRET = randomBytes(32).toString('base64url');

async function load(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/**
 * Today's Sudoku won by `PLAYERS` players, spread over 1 to 20 minutes, through the real routes (verified
 * plays): each player starts a play, the starts are moved an hour back in the database (the bench does not
 * wait the times out), then each score is posted.
 */
async function seedDay(today: string, sqliteFile: string): Promise<number> {
  const record = dailyBuilder('sudoku')!.build(today, BENCH_SECRETS)!;
  const puzzle = getGameModule('sudoku')!.parse({ ...(record.publicData as object), ...(record.secretData as object) });
  if (!puzzle.ok) throw new Error(puzzle.error);
  const { moves, lastAt } = timedWin('sudoku', puzzle.value);
  const players = Array.from({ length: PLAYERS }, (_, i) => ({
    id: randomUUID(),
    token: '',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      'x-local-user-key': randomBytes(24).toString('hex'),
    },
  }));
  const inParallel = async (work: (i: number) => Promise<void>) => {
    let next = 0;
    const worker = async () => {
      while (next < players.length) await work(next++);
    };
    await Promise.all(Array.from({ length: 16 }, worker));
  };
  await inParallel(async (i) => {
    const player = players[i]!;
    const started = await fetch(`${BASE}/api/plays`, {
      method: 'POST',
      headers: player.headers,
      body: JSON.stringify({ game: 'sudoku', date: today, local_user_id: player.id }),
    });
    if (started.status !== 201) throw new Error(`seeding: ${started.status} ${await started.text()}`);
    player.token = ((await started.json()) as { data: { start_token: string } }).data.start_token;
  });
  const database = openDatabase({ sqliteFile, databaseUrl: undefined });
  try {
    await database.db
      .updateTable('play')
      .set({ started_at: Date.now() - 3_600_000 })
      .execute();
  } finally {
    await database.close();
  }
  await inParallel(async (i) => {
    const player = players[i]!;
    {
      const answer = await fetch(`${BASE}/api/scores`, {
        method: 'POST',
        headers: player.headers,
        body: JSON.stringify({
          game: 'sudoku',
          date: today,
          local_user_id: player.id,
          score: lastAt + 60 + ((i * 7919) % 1140),
          played_at: new Date().toISOString(),
          data: {},
          moves,
          client_play_id: randomUUID(),
          start_token: player.token,
        }),
      });
      if (answer.status !== 201) throw new Error(`seeding: ${answer.status} ${await answer.text()}`);
    }
  });
  // The first player's time: the one the end screen asks about.
  return lastAt + 60;
}

export async function runDayStatsBench(): Promise<void> {
  console.log(`\n## Comparaison du jour (GET /api/day-stats, ${PLAYERS} joueurs ayant gagné la grille, ${CONNECTIONS} connexions, ${DURATION_S} s)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-bench-day-'));
  const portal = await startProcess(
    'apps/server/src/main.ts',
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      AUTH_SECRET: SECRET,
      WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
    },
    `${BASE}/api/health`,
  );
  try {
    const today = dateInTimeZone(new Date(), 'Europe/Paris');
    const seedStart = performance.now();
    const time = await seedDay(today, path.join(dataDir, 'portail.sqlite'));
    console.log(`  ${PLAYERS} scores rejoués et enregistrés en ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const health = await load(`${BASE}/api/health`);
    const puzzle = await load(`${BASE}/api/games/sudoku/puzzles/${today}?provider=default`);
    const stats = await load(`${BASE}/api/day-stats/sudoku/${today}?provider=default&score=${time}`);
    const line = (name: string, r: typeof health) =>
      `  ${name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  erreurs ${r.errors}`;
    console.log(line('GET /api/health (référence)', health));
    console.log(`${line('GET grille du jour (autre lecture)', puzzle)}  ratio/référence ${(puzzle.rps / health.rps).toFixed(2)}`);
    console.log(`${line('GET /api/day-stats (agrégat en cache)', stats)}  ratio/référence ${(stats.rps / health.rps).toFixed(2)}`);

    // The cold read itself, in this process on the same file: what the cache saves on every other request.
    const database = openDatabase({ sqliteFile: path.join(dataDir, 'portail.sqlite'), databaseUrl: undefined });
    try {
      const providerId = (await database.db.selectFrom('provider').select('id').where('slug', '=', 'default').executeTakeFirstOrThrow()).id;
      const times: number[] = [];
      let players = 0;
      for (let i = 0; i < 30; i++) {
        const cache = new DayStatsCache(database.db);
        const started = performance.now();
        const aggregate = await cache.aggregate('sudoku', providerId, today, today);
        times.push(performance.now() - started);
        players = aggregate.counts.reduce((sum, n) => sum + n, 0);
      }
      console.log(
        `  lecture de l’agrégat sans cache (${players} scores, SQLite) : médiane ${ms(median(times))}  p95 ${ms(p95(times))}, au plus une fois par 30 s par jeu, fournisseur et jour`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await stopProcess(portal);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
