import { describe, expect, it } from 'vitest';
import { type Invalid, isInvalid } from '../core/game-module.ts';
import { createRng } from '../core/rng.ts';
import { cellKey } from '../grid/grid.ts';
import { SUDOKU_JOKER_PENALTY, SUDOKU_MAX_MISTAKES, type SudokuMove, type SudokuState, digitCounts, peersOf, resolveOrder, sudoku } from './index.ts';
import { SIMPLE_PUZZLE, SIMPLE_SOLUTION, toGrid } from './test-fixtures.ts';
import { replayLog } from '../testing/replay-log.ts';

// Row 0 of the puzzle: . . . 7 . 4 . 5 9   (solution 6 8 1 7 3 4 2 5 9)
// Column 0: . 3 . . . 1 . . 7   column 2: . . 4 . . . . . .   box 0: . . . / 3 5 . / . . 4
const puzzle = { board: toGrid(SIMPLE_PUZZLE), solution: toGrid(SIMPLE_SOLUTION), difficulty: 'simple' as const };
const solution = toGrid(SIMPLE_SOLUTION);
const start = () => sudoku.init(puzzle);

function play(state: SudokuState, ...moves: SudokuMove[]): SudokuState {
  return moves.reduce((current, move) => {
    const next = sudoku.apply(current, move);
    if (isInvalid(next)) throw new Error(`refused ${JSON.stringify(move)}: ${next.reason}`);
    return next;
  }, state);
}

const refused = (state: SudokuState, move: unknown): string => {
  const next = sudoku.apply(state, move as SudokuMove);
  expect(isInvalid(next)).toBe(true);
  return (next as Invalid).reason;
};

/** Every empty cell filled from the solution except (0, 0) (and the cells already filled). */
function almostSolved(from: SudokuState = start()): SudokuState {
  let state = from;
  state.board.forEach((line, row) =>
    line.forEach((value, col) => {
      if (value === 0 && (row !== 0 || col !== 0)) {
        state = play(state, { type: 'place', row, col, value: solution[row]?.[col] as number });
      }
    }),
  );
  return state;
}

describe('sudoku: a new game', () => {
  it('starts from the givens, with no notes, selection, mode, conflicts, mistakes or jokers', () => {
    const state = start();
    expect(state.board).toEqual(puzzle.board);
    expect(state.initialBoard).toEqual(puzzle.board);
    expect(state.board).not.toBe(puzzle.board);
    expect(state).toMatchObject({ notes: {}, selectedCell: null, writeMode: 'none', conflicts: [], mistakes: 0, jokers: 0 });
    expect(sudoku.status(state)).toBe('playing');
    expect(sudoku.counters(state)).toEqual({ mistakes: 0, jokers: 0 });
  });

  it('is plain data that survives JSON (local storage, move replay)', () => {
    const state = play(start(), { type: 'note', row: 0, col: 0, value: 6 }, { type: 'select', row: 2, col: 3 });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe('sudoku: selecting and modes', () => {
  it('selects any cell of the board, givens included', () => {
    expect(play(start(), { type: 'select', row: 0, col: 3 }).selectedCell).toEqual({ row: 0, col: 3 });
    expect(play(start(), { type: 'select', row: 8, col: 8 }).selectedCell).toEqual({ row: 8, col: 8 });
  });

  it.each([
    ['none', 'note', 'note'],
    ['note', 'note', 'none'], // clicking the active tool again turns it off
    ['note', 'none', 'none'],
    ['none', 'none', 'none'],
  ] as const)('in mode %s, choosing %s gives %s', (from, chosen, expected) => {
    const state = { ...start(), writeMode: from };
    expect(play(state, { type: 'set-mode', mode: chosen }).writeMode).toBe(expected);
  });
});

describe('sudoku: placing digits', () => {
  it('writes a fitting digit without a mistake and clears that digit from the notes of its row, column and box', () => {
    const state = play(
      start(),
      { type: 'note', row: 0, col: 0, value: 6 }, // the cell itself
      { type: 'note', row: 0, col: 0, value: 8 },
      { type: 'note', row: 0, col: 6, value: 6 }, // same row
      { type: 'note', row: 0, col: 6, value: 2 },
      { type: 'note', row: 4, col: 0, value: 6 }, // same column
      { type: 'note', row: 2, col: 1, value: 6 }, // same box
      { type: 'note', row: 4, col: 4, value: 6 }, // elsewhere
      { type: 'place', row: 0, col: 0, value: 6 },
    );
    expect(state.board[0]?.[0]).toBe(6);
    expect(state.mistakes).toBe(0);
    expect(state.conflicts).toEqual([]);
    expect(state.notes).toEqual({ '0-6': [2], '4-4': [6] });
  });

  it('counts a mistake for a digit already in the row, column or box, still writes it and marks the clash', () => {
    const row = play(start(), { type: 'place', row: 0, col: 0, value: 9 }); // 9 at (0, 8)
    expect(row.board[0]?.[0]).toBe(9);
    expect(row.mistakes).toBe(1);
    expect(row.conflicts).toEqual(['0-0', '0-8']);

    const column = play(start(), { type: 'place', row: 0, col: 0, value: 1 }); // 1 at (5, 0)
    expect(column.mistakes).toBe(1);
    expect(column.conflicts).toEqual(['0-0', '5-0']);

    const box = play(start(), { type: 'place', row: 0, col: 2, value: 3 }); // 3 at (1, 0)
    expect(box.mistakes).toBe(1);
    expect(box.conflicts).toEqual(['0-2', '1-0']);

    const both = play(start(), { type: 'place', row: 0, col: 0, value: 7 }); // 7 at (0, 3) and (8, 0)
    expect(both.mistakes).toBe(1);
    expect(both.conflicts).toEqual(['0-0', '0-3', '8-0']);
  });

  it('leaves the notes of the peers alone after a wrong digit, but clears the cell’s own', () => {
    const state = play(
      start(),
      { type: 'note', row: 0, col: 0, value: 2 },
      { type: 'note', row: 0, col: 2, value: 7 },
      { type: 'place', row: 0, col: 0, value: 7 },
    );
    expect(state.notes).toEqual({ '0-2': [7] });
  });

  it('unmarks the conflict once the wrong digit is replaced or erased, without taking the mistake back', () => {
    const wrong = play(start(), { type: 'place', row: 0, col: 0, value: 7 });
    const replaced = play(wrong, { type: 'place', row: 0, col: 0, value: 6 });
    expect(replaced.conflicts).toEqual([]);
    expect(replaced.mistakes).toBe(1);
    const erased = play(wrong, { type: 'erase', row: 0, col: 0 });
    expect(erased.conflicts).toEqual([]);
    expect(erased.board[0]?.[0]).toBe(0);
    expect(erased.mistakes).toBe(1);
  });

  it('marks two placed digits that clash with each other, a mistake for the second only', () => {
    const state = play(start(), { type: 'place', row: 0, col: 0, value: 6 }, { type: 'place', row: 0, col: 1, value: 6 });
    expect(state.mistakes).toBe(1);
    expect(state.conflicts).toEqual(['0-0', '0-1']);
  });

  it('refuses to change a given, or to write the digit the cell already holds', () => {
    expect(refused(start(), { type: 'place', row: 0, col: 3, value: 1 })).toBe('Cette case fait partie de la grille de départ.');
    const placed = play(start(), { type: 'place', row: 0, col: 0, value: 6 });
    expect(refused(placed, { type: 'place', row: 0, col: 0, value: 6 })).toBe('Ce chiffre est déjà dans cette case.');
  });

  it('counts each digit, and refuses a digit once all nine are on the board (its key is disabled)', () => {
    let state = start();
    const initial = digitCounts(state);
    expect(initial[0]).toBe(81 - 26);
    expect(initial.slice(1).reduce((a, b) => a + b, 0)).toBe(26);
    solution.forEach((line, row) =>
      line.forEach((value, col) => {
        if (value === 1 && state.board[row]?.[col] === 0) state = play(state, { type: 'place', row, col, value });
      }),
    );
    expect(digitCounts(state)[1]).toBe(9);
    expect(refused(state, { type: 'place', row: 0, col: 0, value: 1 })).toBe('Tous les 1 sont déjà placés.');
    expect(refused(state, { type: 'note', row: 0, col: 0, value: 1 })).toBe('Tous les 1 sont déjà placés.');
  });
});

describe('sudoku: notes', () => {
  it('toggles a note, keeps the list sorted and drops the key when it empties', () => {
    const two = play(start(), { type: 'note', row: 0, col: 0, value: 8 }, { type: 'note', row: 0, col: 0, value: 6 });
    expect(two.notes).toEqual({ '0-0': [6, 8] });
    const one = play(two, { type: 'note', row: 0, col: 0, value: 8 });
    expect(one.notes).toEqual({ '0-0': [6] });
    expect(play(one, { type: 'note', row: 0, col: 0, value: 6 }).notes).toEqual({});
  });

  it('allows notes that clash (they are the player’s own) and never counts them as mistakes', () => {
    const state = play(start(), { type: 'note', row: 0, col: 0, value: 7 });
    expect(state.notes).toEqual({ '0-0': [7] });
    expect(state.mistakes).toBe(0);
    expect(state.conflicts).toEqual([]);
  });

  it('refuses notes on a given or on a filled cell', () => {
    expect(refused(start(), { type: 'note', row: 0, col: 3, value: 1 })).toBe('Cette case fait partie de la grille de départ.');
    const placed = play(start(), { type: 'place', row: 0, col: 0, value: 6 });
    expect(refused(placed, { type: 'note', row: 0, col: 0, value: 2 })).toBe('Cette case contient déjà un chiffre.');
  });
});

describe('sudoku: erasing', () => {
  it('clears a written digit, then refuses an empty cell', () => {
    const erased = play(start(), { type: 'place', row: 0, col: 0, value: 6 }, { type: 'erase', row: 0, col: 0 });
    expect(erased.board).toEqual(puzzle.board);
    expect(refused(erased, { type: 'erase', row: 0, col: 0 })).toBe('Cette case est déjà vide.');
  });

  it('clears the notes of an empty cell and only those', () => {
    const state = play(start(), { type: 'note', row: 0, col: 0, value: 6 }, { type: 'note', row: 0, col: 1, value: 8 }, { type: 'erase', row: 0, col: 0 });
    expect(state.notes).toEqual({ '0-1': [8] });
  });

  it('never erases a given', () => {
    expect(refused(start(), { type: 'erase', row: 0, col: 3 })).toBe('Cette case fait partie de la grille de départ.');
  });
});

describe('sudoku: joker', () => {
  it('reveals the cell from the solution, counts a joker, costs 30 s and clears that digit from the peers’ notes', () => {
    const noted = play(start(), { type: 'note', row: 0, col: 0, value: 6 }, { type: 'note', row: 0, col: 1, value: 6 });
    const move: SudokuMove = { type: 'joker', row: 0, col: 0 };
    expect(sudoku.penalty(move, noted)).toBe(SUDOKU_JOKER_PENALTY);
    expect(SUDOKU_JOKER_PENALTY).toBe(30);
    const state = play(noted, move);
    expect(state.board[0]?.[0]).toBe(6);
    expect(state.notes).toEqual({});
    expect(sudoku.counters(state)).toEqual({ mistakes: 0, jokers: 1 });
  });

  it('marks the clash when the revealed digit meets a wrong one, without counting a mistake', () => {
    // 6 fits (0, 1) as far as the givens go, but the solution has it at (0, 0).
    const state = play(start(), { type: 'place', row: 0, col: 1, value: 6 }, { type: 'joker', row: 0, col: 0 });
    expect(state.conflicts).toEqual(['0-0', '0-1']);
    expect(state.mistakes).toBe(0);
  });

  it('refuses a filled cell or a given, and then costs nothing', () => {
    const placed = play(start(), { type: 'place', row: 0, col: 0, value: 2 });
    expect(refused(placed, { type: 'joker', row: 0, col: 0 })).toBe('Le joker ne révèle qu’une case vide.');
    expect(refused(start(), { type: 'joker', row: 0, col: 3 })).toBe('Cette case fait partie de la grille de départ.');
    expect(sudoku.penalty({ type: 'joker', row: 0, col: 3 }, start())).toBe(0);
  });

  it('costs nothing for other moves', () => {
    expect(sudoku.penalty({ type: 'place', row: 0, col: 0, value: 7 }, start())).toBe(0);
    expect(sudoku.penalty({ type: 'reset' }, start())).toBe(0);
  });
});

/** The server's replay of a log (testing/replay-log.ts) from the day's start. */
const replay = (log: readonly SudokuMove[]) => replayLog(sudoku, start(), log);

/** The moves that write the solution into every empty cell of the puzzle but (0, 0). */
const fillingMoves = (): SudokuMove[] =>
  puzzle.board.flatMap((line, row) =>
    line.flatMap((value, col): SudokuMove[] =>
      value !== 0 || (row === 0 && col === 0) ? [] : [{ type: 'place', row, col, value: solution[row]?.[col] as number }],
    ),
  );

describe('sudoku: a joker’s cell is locked like a given (issue 40)', () => {
  const REVEALED_CELL = 'Cette case a été révélée\u00a0: elle ne change plus.';
  // (0, 0) holds 6 in the solution.
  const revealed = () => play(start(), { type: 'joker', row: 0, col: 0 });

  it.each<[string, SudokuMove]>([
    ['another digit', { type: 'place', row: 0, col: 0, value: 2 }],
    ['its own digit again', { type: 'place', row: 0, col: 0, value: 6 }],
    ['a note', { type: 'note', row: 0, col: 0, value: 2 }],
    ['an erasure', { type: 'erase', row: 0, col: 0 }],
    ['a second joker', { type: 'joker', row: 0, col: 0 }],
  ])('refuses %s on it, as it refuses a given, at no cost', (_label, move) => {
    const state = revealed();
    expect(refused(state, move)).toBe(REVEALED_CELL);
    expect(sudoku.penalty(move, state)).toBe(0);
    expect(state.board[0]?.[0]).toBe(6);
  });

  it('still lets it be selected, in note mode too', () => {
    const state = play(revealed(), { type: 'set-mode', mode: 'note' }, { type: 'select', row: 0, col: 0 });
    expect(state.selectedCell).toEqual({ row: 0, col: 0 });
    expect(refused(state, { type: 'note', row: 0, col: 0, value: 6 })).toBe(REVEALED_CELL);
  });

  it('leaves the board to be won as usual, the revealed digit counted as right', () => {
    const state = revealed();
    const last = almostSolved(state);
    expect(sudoku.status(last)).toBe('won');
    expect(sudoku.counters(last)).toEqual({ mistakes: 0, jokers: 1 });
    expect(last.revealed).toEqual(['0-0']);
  });

  it('lets undo go on through the joker while the cell stays revealed and locked', () => {
    // A digit, its erasure, then a joker on the emptied cell: both undone, the revealed 6 stays.
    const joker = play(start(), { type: 'place', row: 0, col: 0, value: 2 }, { type: 'erase', row: 0, col: 0 }, { type: 'joker', row: 0, col: 0 });
    const once = play(joker, { type: 'undo' });
    expect(once.board[0]?.[0]).toBe(6);
    const twice = play(once, { type: 'undo' });
    expect(twice.board[0]?.[0]).toBe(6);
    expect(twice).toMatchObject({ revealed: ['0-0'], jokers: 1 });
    expect(refused(twice, { type: 'undo' })).toBe('Il n’y a rien à annuler.');
    expect(refused(twice, { type: 'erase', row: 0, col: 0 })).toBe(REVEALED_CELL);
    expect(play(twice, { type: 'redo' }, { type: 'redo' }).board[0]?.[0]).toBe(6);
    // A move after the joker is undone as any other.
    const after = play(joker, { type: 'place', row: 0, col: 2, value: 1 }, { type: 'undo' });
    expect(after.board[0]?.slice(0, 3)).toEqual([6, 0, 0]);
  });

  it('makes the server’s replay refuse a forged log that writes over the revealed cell', () => {
    const honest: SudokuMove[] = [{ type: 'joker', row: 0, col: 0 }, ...fillingMoves()];
    const won = replay(honest);
    expect(won).toMatchObject({ ok: true, penalties: SUDOKU_JOKER_PENALTY });
    expect(won.ok && sudoku.status(won.state)).toBe('won');
    // The joker's digit erased and written back, or replaced: each refused at that move.
    const erased: SudokuMove[] = [
      { type: 'joker', row: 0, col: 0 },
      { type: 'erase', row: 0, col: 0 },
      { type: 'place', row: 0, col: 0, value: 6 },
      ...fillingMoves(),
    ];
    expect(replay(erased)).toEqual({ ok: false, move: 2, reason: REVEALED_CELL });
    const replaced: SudokuMove[] = [{ type: 'joker', row: 0, col: 0 }, ...fillingMoves().slice(0, 3), { type: 'place', row: 0, col: 0, value: 2 }];
    expect(replay(replaced)).toEqual({ ok: false, move: 5, reason: REVEALED_CELL });
  });
});

describe('sudoku: reset', () => {
  it('restores the givens, clears notes, conflicts and mistakes, and keeps the jokers already used', () => {
    const played = play(
      start(),
      { type: 'place', row: 0, col: 0, value: 7 },
      { type: 'note', row: 0, col: 1, value: 8 },
      { type: 'joker', row: 0, col: 2 },
      { type: 'set-mode', mode: 'note' },
      { type: 'select', row: 4, col: 4 },
      { type: 'reset' },
    );
    expect(played.board).toEqual(puzzle.board);
    expect(played).toMatchObject({ notes: {}, conflicts: [], mistakes: 0, jokers: 1, writeMode: 'none', selectedCell: null });
  });
});

describe('sudoku: undo and redo', () => {
  /** What undo restores: the board, the notes and the red marks. */
  const grid = (state: SudokuState) => ({ board: state.board, notes: state.notes, conflicts: state.conflicts });

  it.each<[string, SudokuMove[], SudokuMove]>([
    ['a digit', [], { type: 'place', row: 0, col: 0, value: 6 }],
    ['a digit over another', [{ type: 'place', row: 0, col: 0, value: 2 }], { type: 'place', row: 0, col: 0, value: 6 }],
    [
      'a digit that clears its peers’ notes',
      [
        { type: 'note', row: 0, col: 1, value: 6 },
        { type: 'note', row: 2, col: 0, value: 6 },
      ],
      { type: 'place', row: 0, col: 0, value: 6 },
    ],
    ['a clashing digit and its red marks', [], { type: 'place', row: 0, col: 0, value: 3 }],
    ['an erasure', [{ type: 'place', row: 0, col: 0, value: 6 }], { type: 'erase', row: 0, col: 0 }],
    [
      'an erasure of notes',
      [
        { type: 'note', row: 0, col: 0, value: 6 },
        { type: 'note', row: 0, col: 0, value: 8 },
      ],
      { type: 'erase', row: 0, col: 0 },
    ],
    ['a note', [{ type: 'note', row: 0, col: 0, value: 6 }], { type: 'note', row: 0, col: 0, value: 8 }],
    ['a note taken off', [{ type: 'note', row: 0, col: 0, value: 6 }], { type: 'note', row: 0, col: 0, value: 6 }],
  ])('takes back %s exactly, selects its cell, and redo plays it again', (_name, before, move) => {
    const from = play(start(), ...before, { type: 'select', row: 5, col: 5 });
    const changed = play(from, move);
    const undone = play(changed, { type: 'undo' });
    expect(grid(undone)).toEqual(grid(from));
    expect(undone.selectedCell).toEqual({ row: 0, col: 0 });
    const redone = play(undone, { type: 'redo' });
    expect(grid(redone)).toEqual(grid(changed));
    expect(redone.selectedCell).toEqual({ row: 0, col: 0 });
  });

  it('goes back step by step to the givens, then has nothing left to undo; redo goes forward to the last change', () => {
    const moves: SudokuMove[] = [
      { type: 'place', row: 0, col: 0, value: 6 },
      { type: 'place', row: 0, col: 1, value: 8 },
      { type: 'note', row: 0, col: 2, value: 1 },
    ];
    const states = [start()];
    for (const move of moves) states.push(play(states.at(-1)!, move));
    let state = states.at(-1)!;
    for (let i = moves.length - 1; i >= 0; i--) {
      state = play(state, { type: 'undo' });
      expect(grid(state)).toEqual(grid(states[i]!));
    }
    expect(refused(state, { type: 'undo' })).toBe('Il n’y a rien à annuler.');
    for (let i = 1; i <= moves.length; i++) {
      state = play(state, { type: 'redo' });
      expect(grid(state)).toEqual(grid(states[i]!));
    }
    expect(refused(state, { type: 'redo' })).toBe('Il n’y a rien à rétablir.');
  });

  it('keeps a mistake counted, the write mode and the selection moves out of its steps', () => {
    const wrong = play(start(), { type: 'place', row: 0, col: 0, value: 3 }, { type: 'set-mode', mode: 'note' }, { type: 'select', row: 8, col: 8 });
    expect(wrong.mistakes).toBe(1);
    const undone = play(wrong, { type: 'undo' });
    expect(undone).toMatchObject({ mistakes: 1, writeMode: 'note', conflicts: [] });
    expect(undone.board[0]?.[0]).toBe(0);
    // Redo writes the digit back without counting it again.
    expect(play(undone, { type: 'redo' })).toMatchObject({ mistakes: 1, conflicts: ['0-0', '1-0'] });
  });

  it('forgets what was undone once the grid changes again', () => {
    const state = play(start(), { type: 'place', row: 0, col: 0, value: 6 }, { type: 'undo' }, { type: 'place', row: 0, col: 1, value: 8 });
    expect(refused(state, { type: 'redo' })).toBe('Il n’y a rien à rétablir.');
    expect(play(state, { type: 'undo' }).board).toEqual(puzzle.board);
  });

  it('takes back the moves before a joker and after it, never its cell; nothing before a reset (issue 40)', () => {
    const joker = play(start(), { type: 'place', row: 0, col: 0, value: 6 }, { type: 'joker', row: 0, col: 1 });
    const undone = play(joker, { type: 'undo' });
    expect(undone.board[0]?.slice(0, 2)).toEqual([0, 8]);
    expect(undone).toMatchObject({ revealed: ['0-1'], jokers: 1 });
    expect(refused(undone, { type: 'undo' })).toBe('Il n’y a rien à annuler.');
    expect(play(undone, { type: 'redo' }).board[0]?.slice(0, 2)).toEqual([6, 8]);
    const after = play(joker, { type: 'place', row: 0, col: 2, value: 1 }, { type: 'undo' });
    expect(after.board[0]?.slice(0, 3)).toEqual([6, 8, 0]);
    expect(play(after, { type: 'undo' }).board[0]?.slice(0, 3)).toEqual([0, 8, 0]);
    const reset = play(start(), { type: 'place', row: 0, col: 0, value: 6 }, { type: 'reset' });
    expect(refused(reset, { type: 'undo' })).toBe('Il n’y a rien à annuler.');
  });

  it('costs no time; its floor is a quick tap; the finished game refuses it', () => {
    const placed = play(start(), { type: 'place', row: 0, col: 0, value: 3 });
    expect(sudoku.penalty({ type: 'undo' }, placed)).toBe(0);
    expect(sudoku.moveFloorSeconds({ type: 'undo' }, placed, placed)).toBe(0.1);
    expect(sudoku.moveFloorSeconds({ type: 'redo' }, placed, placed)).toBe(0.1);
    const won = play(almostSolved(), { type: 'place', row: 0, col: 0, value: 6 });
    expect(refused(won, { type: 'undo' })).toBe('La partie est terminée.');
  });

  it('replays from a logged move log with undo and redo to the same grid', () => {
    const moves: SudokuMove[] = [
      { type: 'place', row: 0, col: 0, value: 6 },
      { type: 'place', row: 0, col: 1, value: 3 },
      { type: 'undo' },
      { type: 'undo' },
      { type: 'redo' },
      { type: 'place', row: 0, col: 1, value: 8 },
    ];
    const carried = JSON.parse(JSON.stringify(moves)) as unknown[];
    const replayed = carried.reduce<SudokuState>((state, raw) => {
      const parsed = sudoku.parseMove(raw);
      if (!parsed.ok) throw new Error(parsed.error);
      return play(state, parsed.value);
    }, start());
    expect(replayed.board[0]?.slice(0, 2)).toEqual([6, 8]);
    expect(replayed.mistakes).toBe(1);
    expect(sudoku.parseMove({ type: 'undo', row: 3 })).toEqual({ ok: true, value: { type: 'undo' } });
  });
});

describe('sudoku: the end of the game', () => {
  it('is won when the board equals the solution, by a digit or by a joker', () => {
    const last = almostSolved();
    expect(sudoku.status(last)).toBe('playing');
    expect(sudoku.status(play(last, { type: 'place', row: 0, col: 0, value: 6 }))).toBe('won');
    expect(sudoku.status(play(last, { type: 'joker', row: 0, col: 0 }))).toBe('won');
  });

  it('is not won by a full board that differs from the solution', () => {
    // Solution 6 8 on row 0: write 8 6 instead.
    const wrong = play(
      almostSolved(),
      { type: 'erase', row: 0, col: 1 },
      { type: 'place', row: 0, col: 0, value: 8 },
      { type: 'place', row: 0, col: 1, value: 6 },
    );
    expect(digitCounts(wrong)[0]).toBe(0);
    expect(sudoku.status(wrong)).toBe('playing');
  });

  it('refuses every move after the win', () => {
    const won = play(almostSolved(), { type: 'place', row: 0, col: 0, value: 6 });
    const moves: SudokuMove[] = [
      { type: 'select', row: 0, col: 0 },
      { type: 'place', row: 0, col: 0, value: 2 },
      { type: 'note', row: 0, col: 0, value: 2 },
      { type: 'erase', row: 0, col: 0 },
      { type: 'set-mode', mode: 'note' },
      { type: 'joker', row: 0, col: 0 },
      { type: 'reset' },
    ];
    for (const move of moves) expect(refused(won, move)).toBe('La partie est terminée.');
  });

  it('is never lost, whatever the number of mistakes (the maximum of 3 is only declared)', () => {
    let state = start();
    for (let i = 0; i < SUDOKU_MAX_MISTAKES + 2; i++) {
      state = play(state, { type: 'place', row: 0, col: 0, value: i % 2 === 0 ? 7 : 9 });
    }
    expect(state.mistakes).toBe(SUDOKU_MAX_MISTAKES + 2);
    expect(sudoku.status(state)).toBe('playing');
    expect(sudoku.apply(state, { type: 'place', row: 0, col: 0, value: 6 })).toMatchObject({ mistakes: 5 });
  });
});

describe('sudoku: purity and bad input', () => {
  it('never changes the state it is given', () => {
    const state = play(start(), { type: 'note', row: 0, col: 1, value: 8 }, { type: 'place', row: 0, col: 2, value: 7 });
    const before = JSON.stringify(state);
    for (const move of [
      { type: 'place', row: 0, col: 0, value: 6 },
      { type: 'note', row: 0, col: 1, value: 8 },
      { type: 'erase', row: 0, col: 2 },
      { type: 'joker', row: 0, col: 0 },
      { type: 'reset' },
    ] as SudokuMove[]) {
      sudoku.apply(state, move);
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a number', 42],
    ['a string', 'place'],
    ['an array', [1, 2]],
    ['an object without type', { row: 0, col: 0 }],
    ['an unknown type', { type: 'solve' }],
    ['a prototype key as type', { type: '__proto__' }],
    ['a place without value', { type: 'place', row: 0, col: 0 }],
    ['a value of 0', { type: 'place', row: 0, col: 0, value: 0 }],
    ['a value of 10', { type: 'place', row: 0, col: 0, value: 10 }],
    ['a value in a string', { type: 'place', row: 0, col: 0, value: '6' }],
    ['a fractional value', { type: 'note', row: 0, col: 0, value: 6.5 }],
    ['NaN', { type: 'note', row: 0, col: 0, value: Number.NaN }],
    ['a negative row', { type: 'select', row: -1, col: 0 }],
    ['a row past the board', { type: 'erase', row: 9, col: 0 }],
    ['an infinite column', { type: 'joker', row: 0, col: Number.POSITIVE_INFINITY }],
    ['a missing column', { type: 'joker', row: 0 }],
    ['an unknown mode', { type: 'set-mode', mode: 'pen' }],
    ['a mode of null', { type: 'set-mode', mode: null }],
  ])('refuses %s in French, without throwing', (_label, move) => {
    expect(() => sudoku.apply(start(), move as SudokuMove)).not.toThrow();
    const reason = refused(start(), move);
    expect(reason).toMatch(/^[A-Z].*\.$/);
    const parsed = sudoku.parseMove(move);
    expect(parsed).toEqual({ ok: false, error: reason });
  });

  it('parses well-formed moves into clean copies', () => {
    expect(sudoku.parseMove({ type: 'place', row: 1, col: 2, value: 3, extra: 'x' })).toEqual({
      ok: true,
      value: { type: 'place', row: 1, col: 2, value: 3 },
    });
    expect(sudoku.parseMove({ type: 'reset', row: 4 })).toEqual({ ok: true, value: { type: 'reset' } });
    expect(sudoku.parseMove({ type: 'set-mode', mode: 'note' })).toEqual({ ok: true, value: { type: 'set-mode', mode: 'note' } });
    expect(sudoku.parseMove({ type: 'joker', row: 8, col: 0 })).toEqual({ ok: true, value: { type: 'joker', row: 8, col: 0 } });
  });

  it('gives the same state when the server replays the same move log', () => {
    const log: SudokuMove[] = [
      { type: 'select', row: 0, col: 0 },
      { type: 'place', row: 0, col: 0, value: 7 },
      { type: 'joker', row: 0, col: 1 },
      { type: 'erase', row: 0, col: 0 },
      { type: 'note', row: 0, col: 0, value: 6 },
    ];
    const replayed = JSON.parse(JSON.stringify(log)) as unknown[];
    const server = replayed.reduce<SudokuState>((state, raw) => {
      const move = sudoku.parseMove(raw);
      if (!move.ok) throw new Error(move.error);
      return play(state, move.value);
    }, start());
    expect(server).toEqual(play(start(), ...log));
    expect(log.reduce((sum, move, i) => sum + sudoku.penalty(move, play(start(), ...log.slice(0, i))), 0)).toBe(30);
  });
});

describe('sudoku: helpers for the board', () => {
  it('lists the 20 peers of a cell: its row, column and box, not itself', () => {
    const peers = peersOf(4, 4);
    expect(peers).toHaveLength(20);
    const keys = peers.map((p) => cellKey(p.row, p.col));
    expect(keys).not.toContain('4-4');
    expect(keys).toEqual(expect.arrayContaining(['4-0', '4-8', '0-4', '8-4', '3-3', '5-5']));
    expect(keys).not.toContain('3-0');
    expect(peersOf(0, 0, 6)).toHaveLength(12);
  });

  it('orders the wrong and empty cells randomly for the debug resolve, with the digit to reveal', () => {
    const state = play(start(), { type: 'place', row: 0, col: 0, value: 6 }, { type: 'place', row: 0, col: 1, value: 2 });
    const order = resolveOrder(state, createRng('resolve'));
    expect(order).toHaveLength(81 - 26 - 1); // every empty cell plus the wrong 2, not the right 6
    expect(order).toContainEqual({ row: 0, col: 1, value: 8 });
    expect(order).not.toContainEqual(expect.objectContaining({ row: 0, col: 0 }));
    for (const cell of order) expect(cell.value).toBe(solution[cell.row]?.[cell.col]);
    expect(resolveOrder(state, createRng('resolve'))).toEqual(order);
    expect(resolveOrder(state, createRng('other'))).not.toEqual(order);
  });
});
