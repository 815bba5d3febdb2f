import { randomUUID } from 'node:crypto';
import { getGameModule, type IsoDate, isInvalid, toMoveColumns } from '@jdj/puzzles';
import { testPlaysOf, type TimedMove, timedWin } from '@jdj/puzzles/testing';
import type autocannon from 'autocannon';
import { CONNECTIONS, type JudgedRequest } from './measure.ts';

/** The game whose scores are posted: its public puzzle carries its solution, so the served day can be won. */
export const SCORED_GAME = 'sudoku';

interface Envelope<T> {
  data: T;
}

async function getJson<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`GET ${url} : ${answer.status} ${(await answer.text()).slice(0, 300)}`);
  return ((await answer.json()) as Envelope<T>).data;
}

/** The server's today and the games with a stored day today (waiting a little for the boot's top-up). */
export async function daysOf(baseUrl: string): Promise<{ today: IsoDate; games: string[] }> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const listed = await getJson<Array<{ slug: string }>>(`${baseUrl}/api/games`);
    const days = await Promise.all(
      listed.map(async ({ slug }) => ({
        slug,
        ...(await getJson<{ date: IsoDate | null; today: IsoDate }>(`${baseUrl}/api/games/${slug}/last-playable-date`)),
      })),
    );
    const today = days[0]?.today;
    const games = days.filter((day) => day.date === today).map((day) => day.slug);
    if (today && games.includes(SCORED_GAME)) return { today, games };
    if (Date.now() > deadline) throw new Error(`${baseUrl} : pas de grille ${SCORED_GAME} du jour après 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** How a won game's log is stamped: one second a move (a calm player), or at the fastest pace the server accepts. */
export type WinPace = 'calm' | 'fastest';

/**
 * A game of the day won by the rules, on the puzzle this server serves today (fetched from it, not rebuilt):
 * the test player's moves as the browser logs them. `calm` stamps one second a move (timedWin); `fastest`
 * stamps each move at the floor the server sums (its `moveFloorSeconds`, rounded up to the whole-second
 * timer), so a play started on the server may send its verified score after ~25 s, not two minutes, and a
 * bench does not wait for its plays to age. The server replays and stores the same moves either way.
 */
export async function servedWin(
  baseUrl: string,
  today: IsoDate,
  pace: WinPace = 'calm',
): Promise<{ movesJson: string; columnsJson: string; moveCount: number; score: number }> {
  const module = getGameModule(SCORED_GAME)!;
  const served = await getJson<{ puzzle: unknown }>(`${baseUrl}/api/games/${SCORED_GAME}/puzzles/${today}`);
  const puzzle = module.parse(served.puzzle);
  if (!puzzle.ok) throw new Error(`${SCORED_GAME} ${today} servi par ${baseUrl} : ${puzzle.error}`);
  const { moves, lastAt } = pace === 'calm' ? timedWin(SCORED_GAME, puzzle.value) : fastestWin(puzzle.value);
  return {
    movesJson: JSON.stringify(moves),
    columnsJson: JSON.stringify(toMoveColumns(moves)),
    moveCount: moves.length,
    score: lastAt + (pace === 'calm' ? 5 : 2),
  };
}

function fastestWin(puzzle: unknown): { moves: TimedMove[]; lastAt: number } {
  const module = getGameModule(SCORED_GAME)!;
  let state: unknown = module.init(puzzle);
  let floor = 0;
  let penalties = 0;
  const moves = testPlaysOf(SCORED_GAME)!
    .win(puzzle)
    .map((move) => {
      const next = module.apply(state, move);
      if (isInvalid(next)) throw new Error(`${SCORED_GAME}: test play refused: ${next.reason}`);
      floor += module.moveFloorSeconds(move, state, next);
      penalties += module.penalty(move, state);
      state = next;
      return { move, at: Math.ceil(floor) + penalties };
    });
  return { moves, lastAt: moves.at(-1)?.at ?? 0 };
}

/** What the score POSTs send, said in the output. */
export const SCORE_KIND =
  'journal en colonnes comme l’application l’envoie, avec le jeton d’une partie commencée sur le serveur (POST /api/plays) par un joueur neuf, depuis son adresse à lui ; un score non vérifié compte comme une erreur';

let addresses = 0;

/** A new address for each player: the per-address limits (120 starts per 5 min, 120 scores per 10 min) never refuse the load. */
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A player of the load: own id, own key, own address (behind TRUST_PROXY, its X-Forwarded-For). */
interface Player {
  localUserId: string;
  key: string;
  address: string;
}

/** A play started on the server, waiting for its score. */
export interface StartedPlay extends Player {
  token: string;
  startedAt: number;
}

const newPlayer = (): Player => ({ localUserId: randomUUID(), key: randomUUID().replaceAll('-', ''), address: nextAddress() });

const headersOf = (player: Player) => ({ 'content-type': 'application/json', 'x-forwarded-for': player.address, 'x-local-user-key': player.key });

/** The plays started by a load, in the order they started: each score takes the oldest. */
export class PlayPool {
  private readonly plays: StartedPlay[] = [];
  private next = 0;

  add(play: StartedPlay): void {
    this.plays.push(play);
  }

  take(): StartedPlay | undefined {
    return this.plays[this.next++];
  }

  get size(): number {
    return this.plays.length - this.next;
  }

  /** When the youngest play waiting started (ms), or undefined with none. */
  get youngestStart(): number | undefined {
    return this.plays.at(-1)?.startedAt;
  }

  /** Waits until the youngest play has lasted `seconds` (and one more for the server's whole-second rounding). */
  async agedFor(seconds: number): Promise<void> {
    const youngest = this.youngestStart;
    if (youngest === undefined) return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, youngest + (seconds + 1) * 1000 - Date.now())));
  }

  /**
   * How many scores a measured run may send after `warmUp`: autocannon keeps up to two requests a connection
   * in flight past its amount, and each needs a play of its own.
   */
  scoresToSend(warmUp: number): number {
    return Math.max(0, this.size - warmUp - 2 * UNSENT_PER_RUN);
  }
}

/** Requests a run may have sent past its amount, per run (two a connection). */
const UNSENT_PER_RUN = 2 * CONNECTIONS;

/** POST /api/plays as the app sends it when a player opens the day's game: each request a new player. */
export function playStartRequest(today: IsoDate, into: PlayPool): autocannon.Request {
  return {
    method: 'POST',
    path: '/api/plays',
    setupRequest: (request, context) => {
      const player = newPlayer();
      (context as { player?: Player }).player = player;
      // Spliced rather than stringified: the load generator shares the two cores with the server.
      return { ...request, headers: headersOf(player), body: `{"game":"${SCORED_GAME}","date":"${today}","local_user_id":"${player.localUserId}"}` };
    },
    onResponse: (status, body, context) => {
      const player = (context as { player?: Player }).player;
      if (status !== 201 || !player) return;
      into.add({ ...player, token: (JSON.parse(body) as { data: { start_token: string } }).data.start_token, startedAt: Date.now() });
    },
  };
}

interface ServedWin {
  today: IsoDate;
  columnsJson: string;
  score: number;
}

/** One score as the app sends it at the end of a started play: its player's id, key and address, its start token. */
function verifiedScore(win: ServedWin, play: StartedPlay | undefined): { headers: Record<string, string>; body: string } {
  // An empty pool is the bench's mistake: the score goes without a token, is stored unverified and counted as an error.
  const player = play ?? newPlayer();
  const token = play ? `,"start_token":"${play.token}"` : '';
  return {
    headers: headersOf(player),
    body:
      `{"game":"${SCORED_GAME}","date":"${win.today}","local_user_id":"${player.localUserId}","score":${win.score},` +
      `"played_at":"${new Date().toISOString()}","data":{},"move_columns":${win.columnsJson},"client_play_id":"${randomUUID()}"${token}}`,
  };
}

/** The verified score of each play of `pool`, oldest first. */
export function scoreRequest(win: ServedWin, pool: PlayPool): JudgedRequest {
  return { method: 'POST', path: '/api/scores', setupRequest: (request) => ({ ...request, ...verifiedScore(win, pool.take()) }), refusal: scoreRefusal };
}

/** A score counts when it is stored (201) verified: an unverified one is what no player's app sends. */
export function scoreRefusal(status: number, body: string): string | undefined {
  if (status !== 201) return String(status);
  if (!body.includes('"verified":true')) return 'non vérifié';
  return undefined;
}

/** One GET of a day's puzzle, cycling through `games` (reads are not rate-limited: no address needed). */
export function puzzleRequest(games: readonly string[], today: IsoDate): autocannon.Request {
  let next = 0;
  return {
    method: 'GET',
    setupRequest: (request) => {
      next = (next + 1) % games.length;
      return { ...request, path: `/api/games/${games[next]}/puzzles/${today}` };
    },
  };
}

/** Sends one score first: a refused or unverified score would make the whole measure a bench mistake, so it stops here. */
export async function checkOneScore(baseUrl: string, win: ServedWin, pool: PlayPool): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/scores`, { method: 'POST', ...verifiedScore(win, pool.take()) });
  const body = await answer.text();
  const refused = scoreRefusal(answer.status, body);
  if (refused) throw new Error(`POST /api/scores refusé par ${baseUrl} (${refused}) : ${body.slice(0, 500)}`);
}
