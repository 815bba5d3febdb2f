import { randomUUID } from 'node:crypto';
import { getGameModule, type IsoDate, toMoveColumns } from '@jdj/puzzles';
import { timedWin } from '@jdj/puzzles/testing';
import type autocannon from 'autocannon';

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
      listed.map(async ({ slug }) => ({ slug, ...(await getJson<{ date: IsoDate | null; today: IsoDate }>(`${baseUrl}/api/games/${slug}/last-playable-date`)) })),
    );
    const today = days[0]?.today;
    const games = days.filter((day) => day.date === today).map((day) => day.slug);
    if (today && games.includes(SCORED_GAME)) return { today, games };
    if (Date.now() > deadline) throw new Error(`${baseUrl} : pas de grille ${SCORED_GAME} du jour après 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A game of the day won by the rules, on the puzzle this server serves today (fetched from it, not rebuilt):
 * the test player's moves, one second each, as the browser logs them.
 */
export async function servedWin(baseUrl: string, today: IsoDate): Promise<{ movesJson: string; columnsJson: string; moveCount: number; score: number }> {
  const module = getGameModule(SCORED_GAME)!;
  const served = await getJson<{ puzzle: unknown }>(`${baseUrl}/api/games/${SCORED_GAME}/puzzles/${today}`);
  const puzzle = module.parse(served.puzzle);
  if (!puzzle.ok) throw new Error(`${SCORED_GAME} ${today} servi par ${baseUrl} : ${puzzle.error}`);
  const { moves, lastAt } = timedWin(SCORED_GAME, puzzle.value);
  return { movesJson: JSON.stringify(moves), columnsJson: JSON.stringify(toMoveColumns(moves)), moveCount: moves.length, score: lastAt + 5 };
}

/** What the score POSTs send, said in the output. */
export const SCORE_KIND =
  'journal en colonnes comme l’application l’envoie, scores sans jeton de début (non vérifiés, stockés quand même), un joueur et une adresse neufs par requête';

let addresses = 0;

/** A new address for each request: the per-address limit (120 scores per 10 min) never refuses the load. */
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

interface ServedWin {
  today: IsoDate;
  columnsJson: string;
  score: number;
}

/** One score as a new player would send it: own id, own key, own play, own address. */
function newScore(win: ServedWin): { headers: Record<string, string>; body: string } {
  return {
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextAddress(),
      'x-local-user-key': randomUUID().replaceAll('-', ''),
    },
    // Spliced rather than stringified: the load generator shares the two cores with the server.
    body:
      `{"game":"${SCORED_GAME}","date":"${win.today}","local_user_id":"${randomUUID()}","score":${win.score},` +
      `"played_at":"${new Date().toISOString()}","data":{},"move_columns":${win.columnsJson},"client_play_id":"${randomUUID()}"}`,
  };
}

export function scoreRequest(win: ServedWin): autocannon.Request {
  return { method: 'POST', path: '/api/scores', setupRequest: (request) => ({ ...request, ...newScore(win) }) };
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

/** Sends one score first: a refused score would make the whole measure a bench mistake, so it stops here. */
export async function checkOneScore(baseUrl: string, win: ServedWin): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/scores`, { method: 'POST', ...newScore(win) });
  if (answer.status !== 201) {
    throw new Error(`POST /api/scores refusé par ${baseUrl} : ${answer.status} ${(await answer.text()).slice(0, 500)}`);
  }
}
