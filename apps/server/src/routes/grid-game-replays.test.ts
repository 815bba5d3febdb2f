import { randomUUID } from 'node:crypto';
import {
  addDays,
  type BineroMove,
  type BineroPuzzle,
  dateInTimeZone,
  getGameModule,
  type IsoDate,
  type SudolitoMove,
  type SudolitoPuzzle,
  weekdayIndex,
  MAIN_STREAM,
} from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedMove, ScoreDto } from '@jdj/api';
import { findPuzzle } from '../services/daily-puzzles.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Forgeries the generic replay suite (game-replays.test.ts) does not reach, for Sudolito and Binero: edits
 * of a given cell, jokers the rules refuse, penalties left out of the time, and counters the server
 * recomputes whatever the browser claims.
 */
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

/** A log at one second per move, penalties left out: what a forger would like to send. */
const oneSecondEach = (moves: readonly unknown[]): LoggedMove[] => moves.map((move, i) => ({ move, at: i + 1 }));

describe.each(databaseTargets())('Sudolito and Binero scores on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  async function post(game: string, moves: LoggedMove[], score: number, data: Record<string, unknown> = {}, date: IsoDate = today()) {
    const res = await fetch(`${server.url}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game,
        date,
        local_user_id: randomUUID(),
        score,
        played_at: new Date().toISOString(),
        data,
        moves,
        client_play_id: randomUUID(),
      }),
    });
    return { status: res.status, body: (await res.json()) as { message?: string; data?: ScoreDto } };
  }

  async function wholePuzzle<T>(game: string, date: IsoDate = today()): Promise<T> {
    const stored = await findPuzzle(server.database.db, MAIN_STREAM, game, date);
    const parsed = getGameModule(game)!.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value as T;
  }

  describe('Sudolito', () => {
    const givenOf = (puzzle: SudolitoPuzzle) => {
      const row = puzzle.board.findIndex((line) => line.some((v) => v !== 0));
      const col = puzzle.board[row]!.findIndex((v) => v !== 0);
      return { row, col, value: puzzle.board[row]![col]! };
    };

    it('refuses a change to a given cell', async () => {
      const puzzle = await wholePuzzle<SudolitoPuzzle>('sudolito');
      const given = givenOf(puzzle);
      const forged: SudolitoMove = { type: 'place', row: given.row, col: given.col, value: (given.value % 6) + 1 };
      const win = testPlaysOf('sudolito')!.win(puzzle);
      const answer = await post('sudolito', oneSecondEach([forged, ...win]), 600);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('Coup n°1 refusé : Cette case fait partie de la grille de départ.');
    });

    it('refuses a joker on a cell already right', async () => {
      const puzzle = await wholePuzzle<SudolitoPuzzle>('sudolito');
      const win = testPlaysOf('sudolito')!.win(puzzle) as SudolitoMove[];
      const place = win.find((m) => m.type === 'place')!;
      const answer = await post('sudolito', oneSecondEach([place, { ...place, type: 'joker' } as SudolitoMove]), 600);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('Coup n°2 refusé : Cette case est déjà juste.');
    });

    it('counts 10 s per wrong digit and 30 s per joker: a time without them is refused, the counters are the server’s', async () => {
      const puzzle = await wholePuzzle<SudolitoPuzzle>('sudolito');
      const win = testPlaysOf('sudolito')!.win(puzzle) as SudolitoMove[];
      // The first empty cell of a row holding a given: that given's digit there is a wrong move.
      const first = win.find((m): m is Extract<SudolitoMove, { type: 'place' }> => m.type === 'place' && puzzle.board[m.row]!.some((v) => v !== 0))!;
      const clash = puzzle.board[first.row]!.find((v) => v !== 0)!;
      const wrongThenJoker: SudolitoMove[] = [
        { type: 'place', row: first.row, col: first.col, value: clash },
        { type: 'joker', row: first.row, col: first.col },
      ];
      const rest = win.filter((m) => !(m.type !== 'select' && 'row' in m && m.row === first.row && m.col === first.col));
      const moves = [...wrongThenJoker, ...rest];
      const penalties = 40;
      const tooFast = await post('sudolito', oneSecondEach(moves), penalties - 1);
      expect(tooFast.status).toBe(422);
      expect(tooFast.body.message).toMatch(/^Temps impossible/);

      const honest = moves.map((move, i) => ({ move, at: i + 1 + (i === 0 ? 10 : 40) }));
      const saved = await post('sudolito', honest, honest.at(-1)!.at, { mistakes: 0, jokers: 0 });
      expect(saved.status).toBe(201);
      expect(saved.body.data!.data).toEqual({ mistakes: 1, jokers: 1, won: true });
    });

    it('replays undo and redo: a wrong digit undone keeps its mistake and its 10 s; undo goes through a joker; undo with nothing to take back is refused', async () => {
      const puzzle = await wholePuzzle<SudolitoPuzzle>('sudolito');
      const win = testPlaysOf('sudolito')!.win(puzzle) as SudolitoMove[];
      const first = win.find((m): m is Extract<SudolitoMove, { type: 'place' }> => m.type === 'place' && puzzle.board[m.row]!.some((v) => v !== 0))!;
      const clash = puzzle.board[first.row]!.find((v) => v !== 0)!;
      const wrong: SudolitoMove = { type: 'place', row: first.row, col: first.col, value: clash };
      const moves: SudolitoMove[] = [wrong, { type: 'undo' }, { type: 'redo' }, { type: 'undo' }, ...win];
      const tooFast = await post('sudolito', oneSecondEach(moves), 9);
      expect(tooFast.status).toBe(422);
      expect(tooFast.body.message).toMatch(/^Temps impossible/);
      const honest = moves.map((move, i) => ({ move, at: i + 11 }));
      const saved = await post('sudolito', honest, honest.at(-1)!.at, { mistakes: 0 });
      expect(saved.status).toBe(201);
      expect(saved.body.data!.data).toEqual({ mistakes: 1, jokers: 0, won: true });

      const nothing = await post('sudolito', oneSecondEach([{ type: 'undo' }, ...win]), 600);
      expect(nothing.status).toBe(422);
      expect(nothing.body.message).toBe('Coup n°1 refusé : Il n’y a rien à annuler.');
      // Undo goes on through a joker (issue 40): the digit placed before it is taken back, then nothing is left.
      const other = win.find((m): m is Extract<SudolitoMove, { type: 'place' }> => m.type === 'place' && (m.row !== first.row || m.col !== first.col))!;
      const afterJoker = await post(
        'sudolito',
        oneSecondEach([first, { type: 'joker', row: other.row, col: other.col }, { type: 'undo' }, { type: 'undo' }, ...win]),
        600,
      );
      expect(afterJoker.status).toBe(422);
      expect(afterJoker.body.message).toBe('Coup n°4 refusé : Il n’y a rien à annuler.');
    });
  });

  describe('Binero', () => {
    const editable = (puzzle: BineroPuzzle) => puzzle.board.flatMap((line, row) => line.flatMap((v, col) => (v === null ? [{ row, col }] : [])));

    it('refuses a change to a given cell, a joker on a filled cell, and a cell outside the grid', async () => {
      const puzzle = await wholePuzzle<BineroPuzzle>('binero');
      const win = testPlaysOf('binero')!.win(puzzle) as BineroMove[];
      const row = puzzle.board.findIndex((line) => line.some((v) => v !== null));
      const col = puzzle.board[row]!.findIndex((v) => v !== null);

      const given = await post('binero', oneSecondEach([{ type: 'cycle', row, col }, ...win]), 900);
      expect(given.status).toBe(422);
      expect(given.body.message).toBe('Coup n°1 refusé : Cette case fait partie de la grille de départ.');

      const [cell] = editable(puzzle);
      const jokerOnFilled = await post(
        'binero',
        oneSecondEach([
          { type: 'cycle', ...cell! },
          { type: 'joker', ...cell! },
        ]),
        900,
      );
      expect(jokerOnFilled.status).toBe(422);
      expect(jokerOnFilled.body.message).toBe('Coup n°2 refusé : Le joker ne révèle qu’une case vide.');

      // A row past the grid that a move may still name: Sunday's 10x10 has none (rows stop at 9), so Saturday's.
      const smallDay = weekdayIndex(today()) === 6 ? addDays(today(), -1) : today();
      const small = await wholePuzzle<BineroPuzzle>('binero', smallDay);
      const smallWin = testPlaysOf('binero')!.win(small) as BineroMove[];
      const outside = await post('binero', oneSecondEach([{ type: 'cycle', row: small.size, col: 0 }, ...smallWin]), 900, {}, smallDay);
      expect(outside.status).toBe(422);
      expect(outside.body.message).toBe('Coup n°1 refusé : Cette case est hors de la grille.');
    });

    it('counts a mistake for each validation that found a broken rule, whatever the browser claims, and refuses a repeated one', async () => {
      const puzzle = await wholePuzzle<BineroPuzzle>('binero');
      const win = testPlaysOf('binero')!.win(puzzle) as BineroMove[];
      // Every empty cell at 0 at once breaks the balance of some line.
      const zeros: BineroMove[] = editable(puzzle).map((c) => ({ type: 'cycle', ...c }));
      const cleared: BineroMove[] = editable(puzzle).map((c) => ({ type: 'clear', ...c }));
      const moves: BineroMove[] = [...zeros, { type: 'validate' }, ...cleared, ...win];
      const saved = await post('binero', oneSecondEach(moves), moves.length, { mistakes: 0 });
      expect(saved.status).toBe(201);
      expect(saved.body.data!.data).toEqual({ mistakes: 1, jokers: 0, won: true });

      const twice: BineroMove[] = [...zeros, { type: 'validate' }, { type: 'validate' }, ...cleared, ...win];
      const refused = await post('binero', oneSecondEach(twice), twice.length);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(`Coup n°${zeros.length + 2} refusé : La grille n’a pas changé depuis la dernière vérification.`);
    });

    it('replays undo and redo within a win, counts their floors, and refuses a redo with nothing undone', async () => {
      const puzzle = await wholePuzzle<BineroPuzzle>('binero');
      const win = testPlaysOf('binero')!.win(puzzle) as BineroMove[];
      const [cell] = editable(puzzle);
      // A click taken back and played again, forty times over: each undo and redo is a tap of 0.1 s at least.
      const dither: BineroMove[] = Array.from({ length: 40 }, (): BineroMove[] => [
        { type: 'cycle', ...cell! },
        { type: 'undo' },
        { type: 'redo' },
        { type: 'undo' },
      ]).flat();
      const moves: BineroMove[] = [...dither, ...win];
      const floor = Math.floor(moves.reduce((sum, move) => sum + getGameModule('binero')!.moveFloorSeconds(move, undefined as never, undefined as never), 0));
      const atOnce = moves.map((move) => ({ move, at: 0 }));
      const tooFast = await post('binero', atOnce, floor - 1);
      expect(tooFast.status).toBe(422);
      expect(tooFast.body.message).toBe(`Temps impossible : ces coups demandent au moins ${floor} s`);
      const saved = await post('binero', oneSecondEach(moves), moves.length);
      expect(saved.status).toBe(201);
      expect(saved.body.data!.data).toEqual({ mistakes: 0, jokers: 0, won: true });

      const redo = await post('binero', oneSecondEach([{ type: 'redo' }, ...win]), 900);
      expect(redo.status).toBe(422);
      expect(redo.body.message).toBe('Coup n°1 refusé : Il n’y a rien à rétablir.');
    });
  });
});
