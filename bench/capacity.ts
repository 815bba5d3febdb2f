import { randomBytes, randomUUID } from 'node:crypto';
import { cpuDelta, cpuSnapshot } from './scale/cpu.ts';
import { ScaleDatabase } from './scale/database.ts';
import { freePorts } from './processes.ts';
import { postgresServer, startPortal, type Target } from './load/targets.ts';
import { daysOf, SCORED_GAME, servedWin } from './load/workloads.ts';

/**
 * Issue 35, item 8: what each request of a player's morning costs the machine, as the app sends it (a play
 * started on the server, then its verified score; a question within a play; the day's read), on SQLite and
 * on PostgreSQL. CPU seconds are read from /proc for the server process and, on PostgreSQL, for the
 * backends serving its database: `docs/operations.md` § Capacity derives the processes and the database a
 * number of daily players needs from these figures.
 */

/** Simultaneous requests: enough to keep one process busy, few enough to leave the cores to the server. */
const CONCURRENCY = 32;
const PLAYERS = Number(process.env.BENCH_CAPACITY_PLAYERS ?? 2000);
const QUESTIONS_PER_PLAY = 4;
const QUESTION_PLAYS = 500;
const READS = 6000;

export interface RequestCost {
  kind: string;
  requests: number;
  /** Answers outside the expected status, and the first one's words. */
  failed: number;
  firstFailure?: string | undefined;
  perSecond: number;
  nodeMs: number;
  /** PostgreSQL backends' CPU per request (undefined on SQLite, where the database works inside Node). */
  databaseMs: number | undefined;
}

export interface CapacityFigures {
  database: 'SQLite' | 'PostgreSQL';
  costs: RequestCost[];
}

interface Player {
  id: string;
  key: string;
  address: string;
  token?: string;
}

let addresses = 0;
function newPlayer(): Player {
  addresses += 1;
  return { id: randomUUID(), key: randomBytes(24).toString('hex'), address: `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}` };
}

const headersOf = (player: Player) => ({ 'content-type': 'application/json', 'x-local-user-key': player.key, 'x-forwarded-for': player.address });

/** Runs `work` over `items` with CONCURRENCY requests in flight; counts the answers that were not `expected`. */
async function drive<T>(
  items: readonly T[],
  expected: number,
  work: (item: T) => Promise<Response>,
): Promise<{ failed: number; firstFailure: string | undefined; seconds: number }> {
  let next = 0;
  let failed = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const answer = await work(item);
        const text = await answer.text();
        if (answer.status === expected) continue;
        failed += 1;
        firstFailure ??= `${answer.status} ${text.slice(0, 200)}`;
      }
    }),
  );
  return { failed, firstFailure, seconds: (performance.now() - started) / 1000 };
}

async function measureTarget(target: Target, database: ScaleDatabase | undefined): Promise<CapacityFigures> {
  const base = target.baseUrl;
  const { today } = await daysOf(base);
  const win = await servedWin(base, today);
  const costs: RequestCost[] = [];

  /** Runs one kind of request and charges the CPU the server (and its database) spent meanwhile. */
  async function phase<T>(kind: string, items: readonly T[], expected: number, work: (item: T) => Promise<Response>): Promise<void> {
    const groups = async () => ({
      node: { pids: [target.pid!] },
      database: { pids: database ? await database.backendPids() : [] },
    });
    const before = cpuSnapshot(await groups());
    const { failed, firstFailure, seconds } = await drive(items, expected, work);
    const used = cpuDelta(before, cpuSnapshot(await groups()));
    costs.push({
      kind,
      requests: items.length,
      failed,
      firstFailure,
      perSecond: items.length / seconds,
      nodeMs: ((used.node ?? 0) * 1000) / items.length,
      databaseMs: database ? ((used.database ?? 0) * 1000) / items.length : undefined,
    });
  }

  const post = (path: string, player: Player, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: headersOf(player), body: JSON.stringify(body) });

  // Warm-up: the JIT, the day's caches and the pool's connections, outside every measure.
  for (let i = 0; i < 200; i++) await (await fetch(`${base}/api/games/${SCORED_GAME}/puzzles/${today}`)).arrayBuffer();

  const scorers = Array.from({ length: PLAYERS }, newPlayer);
  const askers = Array.from({ length: QUESTION_PLAYS }, newPlayer);
  const startOf = (game: string) => async (player: Player) => {
    const answer = await post('/api/plays', player, { game, date: today, local_user_id: player.id });
    if (answer.status === 201) player.token = ((await answer.clone().json()) as { data: { start_token: string } }).data.start_token;
    return answer;
  };
  const started = Date.now();
  await phase('début de partie (POST /api/plays)', scorers, 201, startOf(SCORED_GAME));
  await drive(askers, 201, startOf('decrypto'));

  await phase('lecture du jour (GET /api/games/:jeu/puzzles/:date)', Array.from({ length: READS }), 200, () =>
    fetch(`${base}/api/games/${SCORED_GAME}/puzzles/${today}`),
  );
  const questions = askers.flatMap((player) => Array.from({ length: QUESTIONS_PER_PLAY }, () => player));
  await phase('question (POST …/answers, Decrypto)', questions, 200, (player) =>
    post(`/api/games/decrypto/puzzles/${today}/answers`, player, {
      move: { type: 'attempt', digits: String(10000 + Math.floor(Math.random() * 90000)) },
      local_user_id: player.id,
      start_token: player.token,
    }),
  );

  // The plays have lasted longer than the time their scores claim (one second a move): each is verified.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + (win.score + 5) * 1000 - Date.now())));
  await phase('score vérifié (POST /api/scores, jeton de début)', scorers, 201, (player) =>
    post('/api/scores', player, {
      game: SCORED_GAME,
      date: today,
      local_user_id: player.id,
      score: win.score,
      played_at: new Date().toISOString(),
      data: {},
      move_columns: JSON.parse(win.columnsJson) as unknown,
      client_play_id: randomUUID(),
      start_token: player.token,
    }),
  );
  return { database: database ? 'PostgreSQL' : 'SQLite', costs };
}

export async function runCapacityBench(): Promise<CapacityFigures[]> {
  const figures: CapacityFigures[] = [];
  const [sqlitePort, postgresPort] = await freePorts(2);
  const sqlite = await startPortal(sqlitePort!);
  try {
    figures.push(await measureTarget(sqlite, undefined));
  } finally {
    await sqlite.stop();
  }
  const postgres = postgresServer();
  if ('adminUrl' in postgres) {
    const database = new ScaleDatabase(`jdj_capacity_${process.pid}`, postgres.adminUrl);
    const target = await startPortal(postgresPort!, database);
    try {
      figures.push(await measureTarget(target, database));
    } finally {
      await target.stop();
    }
  } else console.log(`  ${postgres.skipped}`);
  return figures;
}

export function printCapacity(figures: CapacityFigures[]): void {
  console.log(`\n## Coût de chaque requête d’un matin de joueur (un processus, ${CONCURRENCY} requêtes simultanées, CPU lu dans /proc)`);
  for (const { database, costs } of figures) {
    console.log(`  ${database}`);
    for (const cost of costs) {
      const db = cost.databaseMs === undefined ? '' : `  PostgreSQL ${cost.databaseMs.toFixed(2)} ms`;
      const failed = cost.failed ? `  (${cost.failed} réponses inattendues, dont : ${cost.firstFailure})` : '';
      console.log(
        `    ${cost.kind.padEnd(52)} ${String(cost.requests).padStart(5)} req  ${cost.perSecond.toFixed(0).padStart(6)} req/s  Node ${cost.nodeMs.toFixed(2)} ms${db}${failed}`,
      );
    }
  }
}
