/**
 * The busiest morning, side by side (issue 16): three rounds, each measuring in turn a bare Hono route,
 * the portal on a fresh SQLite file and the portal on a fresh PostgreSQL database, one process at a time
 * on the same machine, so that every figure has a reference measured minutes apart under the same load.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { type LoadResult, measure } from './load/measure.ts';
import { postgresServer, startBare, startPortal, type Target } from './load/targets.ts';
import { checkOneScore, daysOf, PlayPool, playStartRequest, puzzleRequest, SCORED_GAME, scoreRequest, servedWin } from './load/workloads.ts';
import { freePorts } from './processes.ts';
import { ScaleDatabase } from './scale/database.ts';

export type { LoadResult } from './load/measure.ts';

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Plays started for the mix: each is scored there once, after four reads (the mix's length follows). */
export const MIX_PLAYS = Number(process.env.BENCH_MIX_PLAYS ?? 30_000);
/** Scores sent to warm the server up before the verified scores' measure (their plays are taken from its pool). */
const SCORE_WARM_UP = 1000;
/** Each autocannon run builds a request per connection before its first answer and leaves as many unsent at its end. */

/** The workloads of issue 36 on one portal process, as the app sends them. */
export interface PortalFigures {
  get: LoadResult;
  /** POST /api/plays: a player opens the day's game. */
  plays: LoadResult;
  /** POST /api/scores with the start token of one of those plays, once it has lasted as long as its score claims. */
  verified: LoadResult;
  mix: LoadResult;
}

export interface Round {
  bare: LoadResult;
  sqlite: PortalFigures;
  postgres?: PortalFigures;
}

export interface ApiLoad {
  rounds: Round[];
  /** Why PostgreSQL has no figures, when it has none. */
  postgresSkipped?: string;
  /** The Sudoku move log posted (moves, bytes of JSON as a list and as the columns sent, time claimed), the same for every score. */
  scored: { moves: number; bytes: number; columnBytes: number; score: number };
  /** Other routes, once, on SQLite: health, provider, Proximo's day and guesses. */
  others: LoadResult[];
}

const progress = (round: number, where: string, r: LoadResult) =>
  console.log(
    `  manche ${round}  ${where.padEnd(11)} ${r.name.padEnd(22)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99Ms).padStart(5)} ms  erreurs ${r.errors}`,
  );

export async function runApiLoad(): Promise<ApiLoad> {
  const postgres = postgresServer();
  let postgresSkipped = 'skipped' in postgres ? postgres.skipped : undefined;
  const rounds: Round[] = [];
  let scored = { moves: 0, bytes: 0, columnBytes: 0, score: 0 };

  for (let round = 1; round <= ROUNDS; round++) {
    const [barePort, sqlitePort, postgresPort] = await freePorts(3);
    const bare = await withTarget(startBare(barePort!), (target) => measure({ name: 'GET /json', url: `${target.baseUrl}/json`, durationS: DURATION_S }));
    progress(round, 'Hono nu', bare);

    const sqlite = await withTarget(startPortal(sqlitePort!), (target) => measurePortal(target, round, 'SQLite'));
    scored = sqlite.scored;
    const current: Round = { bare, sqlite: sqlite.figures };

    if ('adminUrl' in postgres && !postgresSkipped) {
      const database = new ScaleDatabase(`jdj_bench_${process.pid}_${round}`, postgres.adminUrl);
      try {
        current.postgres = (await withTarget(startPortal(postgresPort!, database), (target) => measurePortal(target, round, 'PostgreSQL'))).figures;
      } catch (error) {
        // A server that cannot be reached or refuses to create a database: said once, SQLite goes on.
        if (!isDatabaseUnavailable(error)) throw error;
        postgresSkipped = `PostgreSQL non mesuré : ${(error as Error).message}`;
      }
    }
    rounds.push(current);
  }

  const others = await withTarget(startPortal((await freePorts(1))[0]!), async (target) => [
    await measure({ name: 'Portail  GET /api/health', url: `${target.baseUrl}/api/health`, durationS: DURATION_S }),
    await measure({ name: 'Portail  GET /api/providers/current', url: `${target.baseUrl}/api/providers/current?provider=partenaire`, durationS: DURATION_S }),
    ...(await loadProximo(target.baseUrl)),
  ]);
  return { rounds, ...(postgresSkipped ? { postgresSkipped } : {}), scored, others };
}

async function withTarget<T>(starting: Promise<Target>, work: (target: Target) => Promise<T>): Promise<T> {
  const target = await starting;
  try {
    return await work(target);
  } finally {
    await target.stop();
  }
}

/**
 * On one fresh portal, as the app sends: the GET of the day's Sudoku, plays started (each player new, from
 * its own address), the verified score of each of those plays once it has lasted as long as its score
 * claims, and the 80/20 mix of reads and verified scores (plays started beforehand for it).
 */
async function measurePortal(target: Target, round: number, where: string): Promise<{ figures: PortalFigures; scored: ApiLoad['scored'] }> {
  const base = target.baseUrl;
  const { today, games } = await daysOf(base);
  const win = await servedWin(base, today, 'fastest');
  const forScores = new PlayPool();
  const forMix = new PlayPool();

  // The read first: the process has just started, and its warm-up warms what every route shares.
  const get = await measure({ name: `GET ${SCORED_GAME} du jour`, url: `${base}/api/games/${SCORED_GAME}/puzzles/${today}`, durationS: DURATION_S });
  progress(round, where, get);
  const plays = await measure({ name: 'POST /api/plays', url: base, durationS: DURATION_S, requests: [playStartRequest(today, forScores)] });
  progress(round, where, plays);
  // Not measured: the mix's plays, started while the first ones age.
  await measure({ name: 'parties du mélange', url: base, amount: MIX_PLAYS, warmUpAmount: 0, requests: [playStartRequest(today, forMix)] });

  await forScores.agedFor(win.score);
  await checkOneScore(base, { today, ...win }, forScores);
  const score = scoreRequest({ today, ...win }, forScores);
  const verified = await measure({
    name: 'POST /api/scores vérifié',
    url: base,
    warmUpAmount: SCORE_WARM_UP,
    amount: forScores.scoresToSend(SCORE_WARM_UP),
    requests: [score],
  });
  progress(round, where, verified);

  // Each connection cycles four reads (the games of the day in turn) and one verified score: 80 % / 20 %.
  await forMix.agedFor(win.score);
  const read = puzzleRequest(games, today);
  const mixScore = scoreRequest({ today, ...win }, forMix);
  const mixScores = forMix.scoresToSend(SCORE_WARM_UP);
  const mix = await measure({
    name: `mélange 80/20 (${games.length} jeux)`,
    url: base,
    warmUpAmount: 5 * SCORE_WARM_UP,
    amount: 5 * mixScores,
    requests: [read, read, read, read, mixScore],
  });
  progress(round, where, mix);
  return {
    figures: { get, plays, verified, mix },
    scored: { moves: win.moveCount, bytes: Buffer.byteLength(win.movesJson), columnBytes: Buffer.byteLength(win.columnsJson), score: win.score },
  };
}

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  // Connection refused or unknown host, bad password, no right to create a database.
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01' || code === '28000' || code === '42501' || code === '3D000';
}

/** Guesses a crowd types: list-like everyday words and words far from any target. */
const GUESSES = ['maison', 'soleil', 'voiture', 'chevaux', 'Océan', 'musique', 'zorglub', 'travail', 'forêt', 'amour', 'école', 'jardins'];

const crowdAddress = (player: number) => `10.0.${player >> 8}.${player & 255}`;

/** How many players guess at once in the load: each from its own address, each well within its limits. */
const CROWD = 1000;

/**
 * Proximo's day (GET) and its guesses (POST, answered from the list), from a crowd of players each at its
 * own address: the rate limits count every guess (one transaction) without refusing anyone.
 */
async function loadProximo(base: string): Promise<LoadResult[]> {
  const { date } = ((await (await fetch(`${base}/api/games/proximo/last-playable-date`)).json()) as { data: { date: string } }).data;
  // Each player asks within a play of its own, started as the browser does (POST /api/plays, with its key).
  const players: { id: string; key: string; token: string }[] = [];
  for (let i = 0; i < CROWD; i++) {
    const player = { id: randomUUID(), key: randomBytes(24).toString('hex') };
    const answer = await fetch(`${base}/api/plays`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-local-user-key': player.key, 'x-forwarded-for': crowdAddress(i) },
      body: JSON.stringify({ game: 'proximo', date, local_user_id: player.id }),
    });
    if (answer.status !== 201) throw new Error(`POST /api/plays refusé : ${answer.status} ${(await answer.text()).slice(0, 300)}`);
    players.push({ ...player, token: ((await answer.json()) as { data: { start_token: string } }).data.start_token });
  }
  let n = 0;
  const guess: autocannon.Request = {
    method: 'POST',
    setupRequest: (request) => {
      n += 1;
      const player = n % CROWD;
      return {
        ...request,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': crowdAddress(player), 'x-local-user-key': players[player]!.key },
        body: JSON.stringify({
          move: { type: 'guess', word: GUESSES[n % GUESSES.length] },
          local_user_id: players[player]!.id,
          start_token: players[player]!.token,
        }),
      };
    },
  };
  return [
    await measure({ name: 'Proximo  GET /api/games/proximo/puzzles/:date', url: `${base}/api/games/proximo/puzzles/${date}`, durationS: DURATION_S }),
    await measure({
      name: 'Proximo  POST …/puzzles/:date/answers',
      url: `${base}/api/games/proximo/puzzles/${date}/answers`,
      durationS: DURATION_S,
      requests: [guess],
    }),
  ];
}
