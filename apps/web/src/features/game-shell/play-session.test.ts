import { createRng, type SudokuMove, type SudokuState } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import sudokuGame from '../../games/sudoku/sudoku-game.tsx';
import { emptyCellsOf, testSudoku } from '../../test/sudoku-fixture.ts';
import { PlaySession } from './play-session.ts';

const options = (jokerPenalty: number | null = 30) => ({ definition: sudokuGame, puzzle: testSudoku(), jokerPenalty });

describe('play session', () => {
  it('applies only the moves the module accepts, and logs them with the timer value', () => {
    const session = new PlaySession(options());
    session.resume('loading', 0);
    expect(session.apply({ type: 'select', row: 0, col: 0 }, 1_000)).toBe(true);
    const given = testSudoku().board.flatMap((line, row) => line.flatMap((v, col) => (v ? [{ row, col, v }] : [])))[0]!;
    // A given cell cannot be changed: refused, not logged.
    expect(session.apply({ type: 'place', row: given.row, col: given.col, value: given.v === 9 ? 1 : 9 }, 2_000)).toBe(false);
    const [cell] = emptyCellsOf(testSudoku());
    expect(session.apply({ type: 'place', row: cell!.row, col: cell!.col, value: cell!.value }, 4_500)).toBe(true);
    expect(session.getSnapshot().moves).toEqual([
      { move: { type: 'select', row: 0, col: 0 }, at: 1 },
      { move: { type: 'place', row: cell!.row, col: cell!.col, value: cell!.value }, at: 4 },
    ]);
  });

  it("counts a joker's penalty (the catalogue's when higher) and logs it with the penalty included", () => {
    const session = new PlaySession(options(45));
    session.resume('loading', 0);
    const [cell] = emptyCellsOf(testSudoku());
    const joker: SudokuMove = { type: 'joker', row: cell!.row, col: cell!.col };
    expect(session.apply(joker, 2_000)).toBe(true);
    expect(session.seconds(2_000)).toBe(47);
    expect(session.getSnapshot().moves.at(-1)?.at).toBe(47);
    expect(session.getSnapshot().lastPenalty).toEqual({ seconds: 45, at: 2_000 });
    // A catalogue penalty below the module's never lets the time fall below what the server checks.
    const low = new PlaySession(options(10));
    low.resume('loading', 0);
    low.apply(joker, 0);
    expect(low.seconds(0)).toBe(30);
  });

  it('pauses for every reason at once and resumes only when none is left', () => {
    const session = new PlaySession(options());
    expect(session.running).toBe(false); // Not shown yet.
    session.resume('loading', 0);
    session.pause('rules', 1_000);
    session.pause('loading', 2_000);
    session.resume('rules', 5_000);
    expect(session.running).toBe(false);
    session.resume('loading', 9_000);
    expect(session.running).toBe(true);
    expect(session.seconds(10_000)).toBe(2);
  });

  it('finishes when the board is solved: status won, timer stopped, score in whole seconds', () => {
    const session = new PlaySession(options());
    session.resume('loading', 0);
    for (const cell of emptyCellsOf(testSudoku())) session.apply({ type: 'place', ...cell }, 61_900);
    expect(session.getSnapshot().status).toBe('won');
    // The clock stopped on the last move (61.9 s), not when finishing was called.
    expect(session.finish(62_400)).toBe(61);
    expect(session.seconds(500_000)).toBe(61);
    expect(session.apply({ type: 'select', row: 0, col: 0 }, 70_000)).toBe(false);
  });

  it('stops the clock on the winning move: an animation before the end screen adds no time', () => {
    const session = new PlaySession(options());
    session.resume('loading', 0);
    for (const cell of emptyCellsOf(testSudoku())) session.apply({ type: 'place', ...cell }, 41_200);
    // The end screen opens 0.8 s later; the rules opened and closed meanwhile do not restart the clock.
    session.pause('rules', 41_500);
    session.resume('rules', 41_700);
    expect(session.running).toBe(false);
    expect(session.finish(42_000)).toBe(41);
  });

  it('restores a saved game by replaying its log, and refuses a forged one', () => {
    const session = new PlaySession(options());
    session.resume('loading', 0);
    const cells = emptyCellsOf(testSudoku());
    session.apply({ type: 'joker', row: cells[0]!.row, col: cells[0]!.col }, 3_000);
    session.apply({ type: 'place', ...cells[1]! }, 8_000);
    const { moves } = session.getSnapshot();

    const restored = PlaySession.restore(options(), moves, 9_000)!;
    expect(restored.getSnapshot().state).toEqual(session.getSnapshot().state);
    expect(restored.seconds(0)).toBe(39); // 9 s played + 30 s of joker.
    expect(restored.getSnapshot().moves).toEqual(moves);

    const given = testSudoku().board.flatMap((line, row) => line.flatMap((v, col) => (v ? [{ row, col }] : [])))[0]!;
    expect(PlaySession.restore(options(), [{ move: { type: 'erase', ...given }, at: 1 }], 0)).toBeNull();
    expect(PlaySession.restore(options(), [{ move: { type: 'voler' }, at: 1 }], 0)).toBeNull();
    expect(PlaySession.restore(options(), [moves[1]!, moves[0]!], 0)).toBeNull(); // Clock going back.
  });

  it('resolves through module moves that win (wrong digits erased first)', () => {
    const session = new PlaySession(options());
    session.resume('loading', 0);
    const cells = emptyCellsOf(testSudoku());
    const wrong = cells.find((c) => c.value !== 9)!;
    session.apply({ type: 'place', row: wrong.row, col: wrong.col, value: wrong.value === 1 ? 2 : 1 }, 0);
    const { instant, animated } = sudokuGame.resolve!(session.getSnapshot().state as SudokuState, createRng('résoudre'));
    expect(instant).toEqual([{ type: 'erase', row: wrong.row, col: wrong.col }]);
    expect(animated).toHaveLength(cells.length);
    for (const move of [...instant, ...animated]) expect(session.apply(move, 1_000)).toBe(true);
    expect(session.getSnapshot().status).toBe('won');
  });
});
