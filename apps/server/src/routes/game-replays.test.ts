import { randomUUID } from 'node:crypto';
import {
  type AnagramMove,
  type AnyGameModule,
  getGameModule,
  implementedGameSlugs,
  isInvalid,
  logFloorSeconds,
  type RowsMove,
  type RowsState,
  rowsResolveMoves,
  SYNONYMO_RULES,
  MAIN_STREAM,
} from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedMove, ScoreDto, ScoreSubmission } from '@jdj/api';
import { findPuzzle } from '../services/daily-puzzles.ts';
import { contentDay, storeDay } from '../testing/content-day.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Every implemented game, through the real score route on each database: a game won by the rules is
 * stored with the server's counters, and forgeries (unfinished, refused move, time below the log) are
 * refused. Each game's own rules tests cover its edges; this proves the server replays every game.
 */
/** Today while the committed plans reach it (see contentDay). */
const day = contentDay();
const today = () => day;

/** A move log with the timer a real player would show: one second per move, penalties included. */
function timed(module: AnyGameModule, puzzle: unknown, moves: readonly unknown[]): { log: LoggedMove[]; lastAt: number; state: unknown } {
  let state: unknown = module.init(puzzle);
  let at = 0;
  const log = moves.map((move) => {
    at += 1 + module.penalty(move, state);
    const next = module.apply(state, move);
    if (isInvalid(next)) throw new Error(`test play refused: ${next.reason}`);
    state = next;
    return { move, at };
  });
  return { log, lastAt: at, state };
}

describe.each(databaseTargets())('every game replayed by the score route on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
    await storeDay(server, day);
  });
  afterAll(() => server.stop());

  const post = async <T>(body: unknown) => {
    const res = await fetch(`${server.url}/api/scores`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T };
  };

  async function wholePuzzle(module: AnyGameModule): Promise<unknown> {
    const stored = await findPuzzle(server.database.db, MAIN_STREAM, module.slug, today());
    expect(stored, `${module.slug}: no puzzle today`).toBeDefined();
    const parsed = module.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  }

  const submission = (slug: string, log: LoggedMove[], score: number): ScoreSubmission => ({
    game: slug,
    date: today(),
    local_user_id: randomUUID(),
    score,
    played_at: new Date().toISOString(),
    data: {},
    moves: log,
    client_play_id: randomUUID(),
  });

  it.each(implementedGameSlugs())('%s: serves the day and stores a game won by the rules', async (slug) => {
    const module = getGameModule(slug)!;
    const plays = testPlaysOf(slug);
    expect(plays, `${slug} has no test plays in @jdj/puzzles/testing`).toBeDefined();
    expect((await fetch(`${server.url}/api/games/${slug}/puzzles/${today()}`)).status).toBe(200);
    const puzzle = await wholePuzzle(module);
    const { log, lastAt, state } = timed(module, puzzle, plays!.win(puzzle));
    const saved = await post<{ data: ScoreDto }>(submission(slug, log, lastAt + 1));
    expect(saved.status).toBe(201);
    // The game's own score data (document 2 §3) is the server's replay's, like the counters.
    expect(saved.body.data.data).toMatchObject({ ...module.scoreData?.(state), ...module.counters(state), won: true });
  });

  it.each(implementedGameSlugs())("%s: refuses an unfinished game, a refused move, a time below the log and one below its moves' floors", async (slug) => {
    const module = getGameModule(slug)!;
    const puzzle = await wholePuzzle(module);
    const { log, lastAt } = timed(module, puzzle, testPlaysOf(slug)!.win(puzzle));

    const unfinished = await post<{ message: string }>(submission(slug, log.slice(0, -1), lastAt));
    expect(unfinished.status).toBe(422);
    expect(unfinished.body.message).toBe('Les coups envoyés ne terminent pas la partie');

    const garbage = await post<{ message: string }>(submission(slug, [{ move: { type: 'triche' }, at: 1 }, ...log], lastAt + 1));
    expect(garbage.status).toBe(422);
    expect(garbage.body.message).toMatch(/Coup n°1/);

    const afterTheEnd = await post<{ message: string }>(submission(slug, [...log, log.at(-1)!], lastAt + 1));
    expect(afterTheEnd.status).toBe(422);

    const tooFast = await post<{ message: string }>(submission(slug, log, lastAt - 1));
    expect(tooFast.status).toBe(422);
    expect(tooFast.body.message).toMatch(/Temps impossible/);

    // Every move stamped at 0 s: a time no person reaches, below the sum of the moves' floors.
    const floor = Math.floor(
      logFloorSeconds(
        module,
        puzzle,
        log.map((entry) => entry.move),
      ),
    );
    expect(floor, `${slug}: a won game's moves cost at least a second`).toBeGreaterThan(0);
    const instant = await post<{ message: string }>(
      submission(
        slug,
        log.map((entry) => ({ ...entry, at: 0 })),
        0,
      ),
    );
    expect(instant.status).toBe(422);
    expect(instant.body.message).toMatch(/Temps impossible/);
  });

  const losable = implementedGameSlugs().filter((slug) => testPlaysOf(slug)?.lose);
  it.skipIf(losable.length === 0).each(losable)('%s: stores a lost game as lost', async (slug) => {
    const module = getGameModule(slug)!;
    const puzzle = await wholePuzzle(module);
    const { log, lastAt, state } = timed(module, puzzle, testPlaysOf(slug)!.lose!(puzzle));
    const saved = await post<{ data: ScoreDto }>(submission(slug, log, lastAt + 1));
    expect(saved.status).toBe(201);
    expect(saved.body.data.data).toMatchObject({ ...module.scoreData?.(state), ...module.counters(state), won: false });
  });

  // Issue 22, item 11: the fastest honest plays seen, refused before (0.2 s a key) and lost by the browser.
  it('stores an Anagrammo typed with corrections in about a second (14 moves): the floor counts the answer, not the keys', async () => {
    const module = getGameModule('anagrammo')!;
    const puzzle = await wholePuzzle(module);
    const win = testPlaysOf('anagrammo')!.win(puzzle) as AnagramMove[];
    const places = win.filter((move) => move.type === 'place');
    // Letters put in and taken back before the right ones: a typist's corrections.
    const corrections: AnagramMove[] = [];
    while (corrections.length + win.length < 14) {
      const { tile, slot } = places[(corrections.length / 2) % places.length] as Extract<AnagramMove, { type: 'place' }>;
      corrections.push({ type: 'place', tile, slot }, { type: 'remove', slot });
    }
    const moves = [...corrections, ...win];
    const log = moves.map((move, i) => ({ move, at: i < moves.length / 2 ? 0 : 1 }));
    const saved = await post<{ data: ScoreDto; message: string }>(submission('anagrammo', log, 1));
    expect(saved.status, saved.body.message).toBe(201);
    expect(saved.body.data.data).toMatchObject({ won: true });
  });

  it('stores a Synonymo won in 7 s with a wrong word on the way', async () => {
    const module = getGameModule('synonymo')!;
    const puzzle = await wholePuzzle(module);
    // A wrong word first (its letters typed in full), then every word typed, no joker.
    let state: unknown = module.init(puzzle);
    const wrong: RowsMove[] = [];
    const row = (state as { rows: { answer: string; locks: (string | null)[] }[] }).rows[0]!;
    for (let slot = 0; slot < row.answer.length; slot++)
      if (row.locks[slot] === null) wrong.push({ type: 'letter', slot, letter: row.answer[slot] === 'Z' ? 'Y' : 'Z' });
    wrong.push({ type: 'check' }, { type: 'continue' });
    for (const move of wrong) state = module.apply(state, move);
    const moves = [...wrong, ...rowsResolveMoves(SYNONYMO_RULES, state as RowsState)];
    const log = moves.map((move, i) => ({ move, at: Math.min(7, Math.floor((i * 7) / moves.length)) }));
    const saved = await post<{ data: ScoreDto; message: string }>(submission('synonymo', log, 7));
    expect(saved.status, saved.body.message).toBe(201);
  });
});
