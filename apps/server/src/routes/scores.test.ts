import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone, toMoveColumns } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPuzzleDto, PlayerScoresDto, ScoreDto, ScoreSubmission } from '@jdj/api';
import { storedMoves } from '../services/move-log-codec.ts';
import { startedPlay, testPlayer } from '../testing/plays.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

interface SudokuPublic {
  board: number[][];
  solution: number[][];
}

const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

/** The moves a player who knows the answer makes: every empty cell filled from the solution. */
function solvingMoves(puzzle: SudokuPublic, options: { jokers?: number } = {}) {
  const moves: { move: unknown; at: number }[] = [];
  let at = 5;
  let jokers = options.jokers ?? 0;
  puzzle.board.forEach((row, r) =>
    row.forEach((value, c) => {
      if (value !== 0) return;
      if (jokers > 0) {
        jokers -= 1;
        moves.push({ move: { type: 'joker', row: r, col: c }, at });
        at += 30;
      } else {
        moves.push({ move: { type: 'place', row: r, col: c, value: puzzle.solution[r]![c] }, at });
      }
      at += 1;
    }),
  );
  return { moves, lastAt: at };
}

describe.each(databaseTargets())('daily puzzles and scores on $name', (target) => {
  let server: TestServer;
  const get = async <T>(path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(server.url + path, { headers });
    return { status: res.status, body: (await res.json()) as T };
  };
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  const puzzleOf = async (date: string) => (await get<{ data: DailyPuzzleDto<SudokuPublic> }>(`/api/games/sudoku/puzzles/${date}`)).body.data.puzzle;

  async function validSubmission(date: string, overrides: Partial<ScoreSubmission> = {}): Promise<ScoreSubmission> {
    const { moves, lastAt } = solvingMoves(await puzzleOf(date));
    return {
      game: 'sudoku',
      date,
      local_user_id: randomUUID(),
      score: lastAt + 3,
      played_at: new Date().toISOString(),
      data: { mistakes: 0, jokers: 0 },
      moves,
      client_play_id: randomUUID(),
      ...overrides,
    };
  }

  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  it('serves the day’s sudoku, with givens that agree with the solution', async () => {
    const { status, body } = await get<{ data: DailyPuzzleDto<SudokuPublic> }>(`/api/games/sudoku/puzzles/${today()}`);
    expect(status).toBe(200);
    expect(body.data.game).toBe('sudoku');
    const { board, solution } = body.data.puzzle;
    expect(board).toHaveLength(9);
    const givens = board.flat().filter((v) => v !== 0).length;
    expect(givens).toBeGreaterThan(16);
    expect(givens).toBeLessThan(81);
    board.forEach((row, r) => row.forEach((v, c) => v !== 0 && expect(v).toBe(solution[r]![c])));
  });

  it('keeps the start-up window of days ready, and never serves tomorrow', async () => {
    expect((await get(`/api/games/sudoku/puzzles/${addDays(today(), -3)}`)).status).toBe(200);
    const tomorrow = await get<{ message: string }>(`/api/games/sudoku/puzzles/${addDays(today(), 1)}`);
    expect(tomorrow.status).toBe(404);
    expect(tomorrow.body.message).toBe('Aucune grille pour cette date');
    // The database does hold tomorrow's grid: only the date rule hides it.
    const stored = await server.database.db.selectFrom('daily_puzzle').select('id').where('date_to_play', '=', addDays(today(), 1)).executeTakeFirst();
    expect(stored).toBeDefined();
    expect((await get(`/api/games/sudoku/puzzles/${addDays(today(), -40)}`)).status).toBe(404);
  });

  it('names today as the last playable date', async () => {
    const { body } = await get<{ data: { date: string; today: string } }>('/api/games/sudoku/last-playable-date');
    expect(body.data).toEqual({ date: today(), today: today() });
  });

  it.each([
    ['/api/games/sudoku/puzzles/2026-02-30', 400, /date/],
    ['/api/games/sudoku/puzzles/demain', 400, /date/],
    ['/api/games/pendu/puzzles/2026-01-01', 404, /Jeu inconnu/],
    ['/api/games/SUDOKU!/puzzles/2026-01-01', 400, /jeu/],
    ['/api/games/nope/last-playable-date', 404, /Jeu inconnu/],
  ])('refuses %s with %i', async (path, status, message) => {
    const res = await get<{ code: number; message: string }>(path);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
  });

  it('stores a winning score, recomputing its counters, then lists it with a streak of 1', async () => {
    const player = testPlayer();
    const start_token = await startedPlay(server, 'sudoku', today(), player, { startedSecondsAgo: 600 });
    const submission = await validSubmission(today(), { data: { mistakes: 0, jokers: 0, bogus: 'x' }, local_user_id: player.id, start_token });
    const saved = await post<{ data: ScoreDto }>('/api/scores', submission, player.headers);
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      game: 'sudoku',
      game_id: `Sudoku_${today()}`,
      date: today(),
      score: submission.score,
      data: { mistakes: 0, jokers: 0, won: true },
    });

    const list = await get<{ data: PlayerScoresDto }>(`/api/scores?game=sudoku&local_user_id=${submission.local_user_id}`, player.headers);
    expect(list.body.data.scores).toHaveLength(1);
    expect(list.body.data.streak).toBe(1);
    expect(list.body.data.streakDays).toEqual([today()]);

    const day = await get<{ data: ScoreDto }>(`/api/scores/sudoku/${today()}?local_user_id=${submission.local_user_id}`, player.headers);
    expect(day.body.data.score).toBe(submission.score);
  });

  it('makes a streak day only of a play the server saw start that day: a score without a start token is kept but earns none', async () => {
    const player = testPlayer();
    const yesterday = addDays(today(), -1);
    const tokenless = await post<{ data: ScoreDto }>('/api/scores', await validSubmission(yesterday, { local_user_id: player.id }), player.headers);
    expect(tokenless.status).toBe(201);
    expect(tokenless.body.data).toMatchObject({ date: yesterday, streak_day: false, verified: false });

    const start_token = await startedPlay(server, 'sudoku', today(), player, { startedSecondsAgo: 600 });
    const started = await post<{ data: ScoreDto }>('/api/scores', await validSubmission(today(), { local_user_id: player.id, start_token }), player.headers);
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ date: today(), streak_day: true, verified: true });

    const list = await get<{ data: PlayerScoresDto }>(`/api/scores?game=sudoku&local_user_id=${player.id}`, player.headers);
    expect(list.body.data.scores).toHaveLength(2);
    expect(list.body.data.streakDays).toEqual([today()]);
    expect(list.body.data.streak).toBe(1);
  });

  it('stores the move log packed, small, and unpacking to the very moves that were replayed', async () => {
    const submission = await validSubmission(today());
    expect((await post('/api/scores', submission)).status).toBe(201);
    const row = await server.database.db.selectFrom('score').selectAll().where('client_play_id', '=', submission.client_play_id).executeTakeFirstOrThrow();
    expect(row.moves).toBe('');
    expect(storedMoves(row)).toEqual(submission.moves);
    // A whole Sudoku (about 50 digits placed) in far less than its JSON.
    expect(row.moves_packed!.length).toBeLessThan(JSON.stringify(submission.moves).length / 5);
  });

  it('takes the log as columns (what the web app sends) and stores the same moves; one form only, well formed', async () => {
    const { moves, ...rest } = await validSubmission(today());
    const sent = await post<{ data: ScoreDto }>('/api/scores', { ...rest, move_columns: toMoveColumns(moves) });
    expect(sent.status).toBe(201);
    const row = await server.database.db.selectFrom('score').selectAll().where('client_play_id', '=', rest.client_play_id).executeTakeFirstOrThrow();
    expect(storedMoves(row)).toEqual(moves);

    const other = { ...rest, client_play_id: randomUUID(), local_user_id: randomUUID() };
    const both = await post<{ message: string }>('/api/scores', { ...other, moves, move_columns: toMoveColumns(moves) });
    expect(both).toMatchObject({ status: 400, body: { message: expect.stringContaining('l’un des deux') } });
    expect((await post('/api/scores', other)).status).toBe(400);
    const broken = await post<{ message: string }>('/api/scores', {
      ...other,
      move_columns: { keys: [['type']], moves: [[7, 'place']], at: [1], deltas: true },
    });
    expect(broken).toMatchObject({ status: 400, body: { message: 'Journal des coups invalide : coup 1 invalide' } });
  });

  it('stores one score when the same play is sent twice, even at the same time', async () => {
    const submission = await validSubmission(today());
    const [a, b] = await Promise.all([post<{ data: ScoreDto }>('/api/scores', submission), post<{ data: ScoreDto }>('/api/scores', submission)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const again = await post<{ data: ScoreDto }>('/api/scores', submission);
    expect(again.status).toBe(200);
    const list = await get<{ data: PlayerScoresDto }>(`/api/scores?game=sudoku&local_user_id=${submission.local_user_id}`);
    expect(list.body.data.scores).toHaveLength(1);
  });

  it('refuses a second score for the same day', async () => {
    const first = await validSubmission(today());
    expect((await post('/api/scores', first)).status).toBe(201);
    const second = await post<{ message: string }>('/api/scores', { ...first, client_play_id: randomUUID() });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Vous avez déjà joué la partie de ce jour');
  });

  it('refuses a play id that belongs to another player', async () => {
    const mine = await validSubmission(today());
    expect((await post('/api/scores', mine)).status).toBe(201);
    const theirs = await post<{ message: string }>('/api/scores', { ...mine, local_user_id: randomUUID() });
    expect(theirs.status).toBe(409);
    expect(theirs.body.message).toMatch(/autre partie/);
  });

  it('counts joker penalties and refuses a time below them', async () => {
    const puzzle = await puzzleOf(today());
    const { moves } = solvingMoves(puzzle, { jokers: 2 });
    const base = await validSubmission(today());
    const tooFast = await post<{ message: string }>('/api/scores', { ...base, moves, score: 59 });
    expect(tooFast.status).toBe(422);
    expect(tooFast.body.message).toMatch(/pénalités|chronomètre/);
    const fair = await post<{ data: ScoreDto }>('/api/scores', { ...base, moves, score: moves.at(-1)!.at + 10 });
    expect(fair.status).toBe(201);
    expect(fair.body.data.data).toMatchObject({ jokers: 2 });
  });

  it('refuses moves that do not solve the puzzle, or that break the rules', async () => {
    const base = await validSubmission(today());
    const unfinished = await post<{ message: string }>('/api/scores', { ...base, moves: base.moves.slice(0, -1) });
    expect(unfinished.status).toBe(422);
    expect(unfinished.body.message).toBe('Les coups envoyés ne terminent pas la partie');

    const given = (await puzzleOf(today())).board.flat().findIndex((v) => v !== 0);
    const onGiven = [{ move: { type: 'place', row: Math.floor(given / 9), col: given % 9, value: 1 }, at: 1 }, ...base.moves];
    const forged = await post<{ message: string }>('/api/scores', { ...base, moves: onGiven });
    expect(forged.status).toBe(422);
    expect(forged.body.message).toMatch(/Coup n°1/);

    const backwards = base.moves.map((m, i) => ({ ...m, at: base.moves.length - i }));
    expect((await post('/api/scores', { ...base, moves: backwards })).status).toBe(422);
    expect((await post('/api/scores', { ...base, moves: [{ move: { type: 'teleport' }, at: 1 }] })).status).toBe(422);
  });

  it('refuses a score for a future day or a game finished in the future', async () => {
    const base = await validSubmission(today());
    const future = await post<{ message: string }>('/api/scores', { ...base, date: addDays(today(), 1) });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('Impossible de jouer une grille future');
    const later = new Date(Date.now() + 3600_000).toISOString();
    expect((await post('/api/scores', { ...base, played_at: later })).status).toBe(400);
  });

  it('accepts a game finished yesterday and sent today (offline): the day shows as played', async () => {
    // Whether it also counts for the streak depends on when it arrives (services/scores-integrity.test.ts).
    const yesterday = addDays(today(), -1);
    const finishedYesterday = `${yesterday}T20:00:00+01:00`;
    const player = randomUUID();
    const late = await validSubmission(yesterday, { local_user_id: player, played_at: finishedYesterday });
    expect((await post('/api/scores', late)).status).toBe(201);
    const list = await get<{ data: PlayerScoresDto }>(`/api/scores?game=sudoku&local_user_id=${player}`);
    expect(list.body.data.scores.map((s) => s.date)).toEqual([yesterday]);
  });

  it.each<[string, (s: ScoreSubmission) => unknown, RegExp]>([
    ['malformed JSON', () => '{"game": "sudoku",', /JSON/],
    ['a missing field', (s) => ({ ...s, moves: undefined }), /moves/],
    ['a non-UUID player', (s) => ({ ...s, local_user_id: 'moi' }), /local_user_id/],
    ['a negative score', (s) => ({ ...s, score: -1 }), /score/],
    ['a fractional score', (s) => ({ ...s, score: 12.5 }), /score/],
    ['a bad date', (s) => ({ ...s, date: '21/11/2026' }), /date/],
    ['a bad instant', (s) => ({ ...s, played_at: 'hier' }), /played_at/],
    ['an unknown field (claiming a user)', (s) => ({ ...s, user: 'admin' }), /Clé non reconnue/],
    ['a body that is not an object', () => '[1,2,3]', /Champ/],
  ])('refuses %s with a clear 400 and stores nothing', async (_label, mutate, message) => {
    const base = await validSubmission(today());
    const res = await post<{ code: number; message: string }>('/api/scores', mutate(base));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    const list = await get<{ data: PlayerScoresDto }>(`/api/scores?local_user_id=${base.local_user_id}`);
    expect(list.body.data.scores).toHaveLength(0);
  });

  it('refuses a score for a game that does not exist', async () => {
    const base = await validSubmission(today());
    const res = await post<{ message: string }>('/api/scores', { ...base, game: 'pendu' });
    expect(res.status).toBe(404);
  });

  it('answers an unknown player with an empty list and 404 for a day', async () => {
    const nobody = randomUUID();
    const list = await get<{ data: PlayerScoresDto }>(`/api/scores?game=sudoku&local_user_id=${nobody}`);
    expect(list.body.data).toMatchObject({ scores: [], streak: 0 });
    expect((await get(`/api/scores/sudoku/${today()}?local_user_id=${nobody}`)).status).toBe(404);
    expect((await get('/api/scores?local_user_id=pas-un-uuid')).status).toBe(400);
  });
});
