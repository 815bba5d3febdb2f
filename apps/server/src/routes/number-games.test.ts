import { randomUUID } from 'node:crypto';
import {
  addDays,
  type AnyGameModule,
  dateInTimeZone,
  type DecryptoMove,
  type DecryptoPuzzle,
  decrypto,
  isInvalid,
  type NumeroDay,
  type NumeroMove,
  numero,
  numeroMoveFloor,
  isPair,
  DECRYPTO_JOKER_PENALTY,
  scoreGuess,
  MAIN_STREAM,
} from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedMove, ScoreDto } from '@jdj/api';
import { findPuzzle } from '../services/daily-puzzles.ts';
import { startedPlay, type TestPlayer, testPlayer } from '../testing/plays.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Decrypto and Numero through the real routes on each database: the code never leaves the server and
 * attempts are answered by it; forged answers, pairs and rows are refused by the replay of the score.
 */
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

/** One second per move, penalties included, as a real player's timer would show. */
function timed(module: AnyGameModule, puzzle: unknown, moves: readonly unknown[]): { log: LoggedMove[]; lastAt: number } {
  let state: unknown = module.init(puzzle);
  let at = 0;
  const log = moves.map((move) => {
    at += 1 + module.penalty(move, state);
    const next = module.apply(state, move);
    if (!isInvalid(next)) state = next;
    return { move, at };
  });
  return { log, lastAt: at };
}

describe.each(databaseTargets())('Decrypto and Numero on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  async function whole<T>(module: AnyGameModule): Promise<T> {
    const stored = await findPuzzle(server.database.db, MAIN_STREAM, module.slug, today());
    const parsed = module.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value as T;
  }

  const score = (game: string, log: LoggedMove[], seconds: number, data: Record<string, unknown> = {}) =>
    post<{ data: ScoreDto; message: string }>('/api/scores', {
      game,
      date: today(),
      local_user_id: randomUUID(),
      score: seconds,
      played_at: new Date().toISOString(),
      data,
      moves: log,
      client_play_id: randomUUID(),
    });

  describe('decrypto', () => {
    /** A player with a play of today's Decrypto, started on the server an hour ago. */
    const playing = async (): Promise<{ player: TestPlayer; token: string }> => {
      const player = testPlayer();
      return { player, token: await startedPlay(server, 'decrypto', today(), player, { startedSecondsAgo: 3600 }) };
    };
    const ask = async (move: unknown, who?: { player: TestPlayer; token: string }, date = today()) => {
      const { player, token } = who ?? (await playing());
      return post<{ data: { move: DecryptoMove }; message: string }>(
        `/api/games/decrypto/puzzles/${date}/answers`,
        { move, local_user_id: player.id, start_token: token },
        player.headers,
      );
    };

    it('serves the day without its code', async () => {
      const { code } = await whole<DecryptoPuzzle>(decrypto);
      const res = await fetch(`${server.url}/api/games/decrypto/puzzles/${today()}`);
      const body = (await res.json()) as { data: { puzzle: unknown } };
      expect(body.data.puzzle).toEqual({ id: today(), date_to_play: today() });
      expect(JSON.stringify(body)).not.toContain(code as string);
    });

    it('answers an attempt with its marks and a joker with its digit', async () => {
      const { code } = await whole<DecryptoPuzzle>(decrypto);
      const attempt = await ask({ type: 'attempt', digits: '12312' });
      expect(attempt).toEqual({
        status: 200,
        body: { code: 200, data: { move: { type: 'attempt', digits: '12312', marks: scoreGuess(code as string, '12312') } } },
      });
      const joker = await ask({ type: 'joker', position: 3 });
      expect(joker.body.data.move).toEqual({ type: 'joker', position: 3, digit: Number((code as string)[3]) });
    });

    it.each([
      [{ type: 'attempt', digits: '1234' }, 400, 'Coup invalide : Un essai compte 5 chiffres de 0 à 9.'],
      [{ type: 'attempt', digits: '12345', marks: 'ccccc' }, 400, 'Ce coup ne demande pas de réponse du serveur'],
      [{ type: 'joker', position: 7 }, 400, 'Coup invalide : La position doit être un entier de 0 à 4.'],
    ])('refuses the question %j with %i', async (move, status, message) => {
      const answer = await ask(move);
      expect(answer.status).toBe(status);
      expect(answer.body.message).toBe(message);
    });

    it('does not answer about tomorrow, nor for a game without questions', async () => {
      expect((await ask({ type: 'attempt', digits: '12345' }, undefined, addDays(today(), 1))).status).toBe(404);
      const sudoku = await post<{ message: string }>(`/api/games/sudoku/puzzles/${today()}/answers`, {
        move: { type: 'joker', row: 0, col: 0 },
        local_user_id: randomUUID(),
      });
      expect(sudoku).toMatchObject({ status: 404, body: { message: 'Ce jeu ne pose pas de question au serveur' } });
    });

    it('charges every joker the server answered within the play: five jokers then one attempt score 51 s, not 1 s (issue 22)', async () => {
      const who = await playing();
      const digits: number[] = [];
      for (let position = 0; position < 5; position++) digits.push(((await ask({ type: 'joker', position }, who)).body.data.move as { digit: number }).digit);
      // Asked again, a joker already given costs nothing more.
      expect((await ask({ type: 'joker', position: 2 }, who)).status).toBe(200);
      const code = digits.join('');
      const attempt = (await ask({ type: 'attempt', digits: code }, who)).body.data.move;
      expect(attempt).toEqual({ type: 'attempt', digits: code, marks: 'ccccc' });
      const body = (token: string, player: TestPlayer) => ({
        game: 'decrypto',
        date: today(),
        local_user_id: player.id,
        score: 1,
        played_at: new Date().toISOString(),
        data: {},
        moves: [{ move: attempt, at: 1 }],
        client_play_id: randomUUID(),
        start_token: token,
      });
      const saved = await post<{ data: ScoreDto }>('/api/scores', body(who.token, who.player), who.player.headers);
      expect(saved.status).toBe(201);
      expect(saved.body.data).toMatchObject({ score: 1 + 5 * DECRYPTO_JOKER_PENALTY, verified: true });
      // The code learnt in one play, typed in another that asked nothing: stored, never verified.
      const other = await playing();
      const copied = await post<{ data: ScoreDto }>('/api/scores', body(other.token, other.player), other.player.headers);
      expect(copied.status).toBe(201);
      expect(copied.body.data.verified).toBe(false);
    });

    it('answers no question outside a started play, nor in another player’s', async () => {
      const player = testPlayer();
      const outside = await post<{ message: string }>(
        `/api/games/decrypto/puzzles/${today()}/answers`,
        { move: { type: 'joker', position: 0 }, local_user_id: player.id },
        player.headers,
      );
      expect(outside.status).toBe(400);
      const someoneElse = await playing();
      const borrowed = await ask({ type: 'joker', position: 0 }, { player, token: someoneElse.token });
      expect(borrowed.status).toBe(403);
    });

    it('refuses a log longer than Decrypto allows before replaying it (issue 22: 5,000 attempts cost 444 ms)', async () => {
      const log = Array.from({ length: 5_000 }, (_, i) => ({ move: { type: 'attempt', digits: String(i).padStart(5, '0'), marks: 'nnnnn' }, at: i }));
      const flood = await score('decrypto', log, 6_000);
      expect(flood).toMatchObject({ status: 422, body: { message: `Une partie de ce jeu compte au plus ${decrypto.maxMoves} coups` } });
    });

    it('stores the code and attempts of a won game; refuses forged marks, a forged digit and an unanswered attempt', async () => {
      const puzzle = await whole<DecryptoPuzzle>(decrypto);
      const code = puzzle.code as string;
      // A joker on the first digit, then a wrong attempt that keeps it, then the code.
      const wrongRest = code[0] + [...code.slice(1)].map((d) => String((Number(d) + 1) % 10)).join('');
      const real = timed(decrypto, puzzle, [
        { type: 'joker', position: 0, digit: Number(code[0]) },
        { type: 'attempt', digits: wrongRest, marks: scoreGuess(code, wrongRest) },
        { type: 'attempt', digits: code, marks: 'ccccc' },
      ]);
      // A patient time: a quicker one is kept but not placed (placement.test.ts).
      const saved = await score('decrypto', real.log, real.lastAt + 60);
      expect(saved.status).toBe(201);
      expect(saved.body.data.data).toEqual({ mistakes: 1, jokers: 1, code, attempts: 2, won: true });

      const wrong = [...code].map((d) => String((Number(d) + 5) % 10)).join('');
      const forgedMarks = timed(decrypto, puzzle, [{ type: 'attempt', digits: wrong, marks: 'ccccc' }]);
      expect((await score('decrypto', forgedMarks.log, 60)).body.message).toBe('Coup n°1 refusé : Ces marques ne correspondent pas au code.');

      const forgedDigit = timed(decrypto, puzzle, [
        { type: 'joker', position: 0, digit: (Number(code[0]) + 1) % 10 },
        { type: 'attempt', digits: code, marks: 'ccccc' },
      ]);
      expect((await score('decrypto', forgedDigit.log, 60)).body.message).toBe('Coup n°1 refusé : Ce chiffre ne correspond pas au code.');

      const unanswered = await score('decrypto', [{ move: { type: 'attempt', digits: code }, at: 5 }], 60);
      expect(unanswered).toMatchObject({ status: 422, body: { message: 'Coup n°1 refusé : Cet essai attend la réponse du serveur.' } });
    });

    it('refuses a time below the joker’s 10 seconds', async () => {
      const puzzle = await whole<DecryptoPuzzle>(decrypto);
      const code = puzzle.code as string;
      const log = [
        { move: { type: 'joker', position: 1, digit: Number(code[1]) }, at: 0 },
        { move: { type: 'attempt', digits: code, marks: 'ccccc' }, at: 0 },
      ];
      const tooFast = await score('decrypto', log, 9);
      expect(tooFast).toMatchObject({ status: 422, body: { message: 'Temps impossible : 9 s pour 10 s de pénalités' } });
    });
  });

  describe('numero', () => {
    it('serves the rows of the day, never the way to win', async () => {
      const res = await fetch(`${server.url}/api/games/numero/puzzles/${today()}`);
      const { data } = (await res.json()) as { data: { puzzle: Record<string, unknown>; difficulty: string } };
      expect(Object.keys(data.puzzle).sort()).toEqual(['extra_rows', 'rows']);
      expect(data.difficulty).toMatch(/coups dont \d ligne\(s\) ajoutée\(s\)/);
    });

    it('stores a won game with its jokers and points, whatever the browser claims', async () => {
      const puzzle = await whole<NumeroDay>(numero);
      const win = testPlaysOf('numero')!.win(puzzle) as NumeroMove[];
      const { log, lastAt } = timed(numero, puzzle, [{ type: 'joker' }, ...win]);
      const saved = await score('numero', log, lastAt, { won: false, mistakes: 0, jokers: 0, points: 99_999 });
      expect(saved.status).toBe(201);
      const pairs = win.filter((m) => m.type === 'select').length / 2;
      expect(saved.body.data.data).toEqual({ won: true, mistakes: 0, jokers: 1, points: pairs * 10 });
      expect(saved.body.data.score).toBeGreaterThanOrEqual(10);
    });

    it('a pair that does not pair clears nothing: the forged log no longer empties the board', async () => {
      const puzzle = await whole<NumeroDay>(numero);
      const win = testPlaysOf('numero')!.win(puzzle) as NumeroMove[];
      // The first pair's second cell swapped for a cell that does not pair with the first.
      const first = win[0] as Extract<NumeroMove, { type: 'select' }>;
      const { rows } = numero.init(puzzle);
      const stranger = rows
        .flatMap((line, row) => line.map((_, col) => ({ row, col })))
        .find((c) => (c.row !== first.row || c.col !== first.col) && !isPair(rows, first, c))!;
      const forged = [first, { type: 'select' as const, ...stranger }, ...win.slice(2)];
      const { log, lastAt } = timed(numero, puzzle, forged);
      const answer = await score('numero', log, lastAt + 1);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/^(Coup n°\d+ refusé : |Les coups envoyés ne terminent pas la partie)/);
    });

    it('refuses an empty cell and a row added when none may come', async () => {
      const puzzle = await whole<NumeroDay>(numero);
      const win = testPlaysOf('numero')!.win(puzzle) as NumeroMove[];
      const first = win[0] as Extract<NumeroMove, { type: 'select' }>;
      const second = win[1] as Extract<NumeroMove, { type: 'select' }>;
      const empty = timed(numero, puzzle, [first, second, { type: 'select', row: second.row, col: second.col }, ...win.slice(2)]);
      expect((await score('numero', empty.log, empty.lastAt + 1)).body.message).toMatch(/^Coup n°3 refusé : Cette case est (vide|hors de la grille)\.$/);

      const sixRows: NumeroMove[] = Array.from({ length: 6 }, () => ({ type: 'add-row' }));
      const tooMany = timed(numero, puzzle, sixRows);
      expect((await score('numero', tooMany.log, 60)).body.message).toBe('Coup n°6 refusé : Aucune ligne ne peut plus être ajoutée.');
    });

    it('refuses a second hint while one is shown, and a time below a hint’s 10 seconds', async () => {
      const puzzle = await whole<NumeroDay>(numero);
      const win = testPlaysOf('numero')!.win(puzzle) as NumeroMove[];
      const twice = timed(numero, puzzle, [{ type: 'joker' }, { type: 'joker' }, ...win]);
      expect((await score('numero', twice.log, twice.lastAt)).body.message).toBe(
        'Coup n°2 refusé : Un indice est déjà affiché : choisissez une case pour l’effacer.',
      );

      const log = [{ move: { type: 'joker' }, at: 0 }, ...win.map((move) => ({ move, at: 0 }))];
      expect((await score('numero', log, 9)).body.message).toBe('Temps impossible : 9 s pour 10 s de pénalités');
      // No person spots and taps the pairs of a whole board in under a quarter second a cell.
      const floor = 10 + Math.floor([{ type: 'joker' } as NumeroMove, ...win].reduce((sum, move) => sum + numeroMoveFloor(move), 0));
      expect((await score('numero', log, floor - 1)).body.message).toBe(`Temps impossible : ces coups demandent au moins ${floor} s`);
    });
  });
});
