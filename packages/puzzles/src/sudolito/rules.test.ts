import { describe, expect, it } from 'vitest';
import { type Invalid, isInvalid } from '../core/game-module.ts';
import { createRng } from '../core/rng.ts';
import { digitCounts, resolveOrder } from '../sudoku/index.ts';
import { toGrid } from '../sudoku/test-fixtures.ts';
import { SUDOLITO_JOKER_PENALTY, SUDOLITO_MISTAKE_PENALTY, type SudolitoMove, type SudolitoState, sudolito, sudolitoJokerCells } from './index.ts';
import { replayLog } from '../testing/replay-log.ts';

// An 'easy' grid of the generator (boxes of 2 rows × 3 columns):
//   . . 3 | . . .      1 6 3 | 4 2 5
//   2 5 . | . . .      2 5 4 | 3 1 6
//   ------+------      ------+------
//   . . . | 1 . .      4 2 5 | 1 6 3
//   6 . . | . . 2      6 3 1 | 5 4 2
//   ------+------      ------+------
//   . 1 2 | . . 4      3 1 2 | 6 5 4
//   . . . | . 3 .      5 4 6 | 2 3 1
const BOARD = '..3...25.......1..6....2.12..4....3.';
const SOLUTION = '163425254316425163631542312654546231';
const puzzle = { board: toGrid(BOARD, 6), solution: toGrid(SOLUTION, 6), difficulty: 'easy' as const };
const solution = toGrid(SOLUTION, 6);
const start = () => sudolito.init(puzzle);

function play(state: SudolitoState, ...moves: SudolitoMove[]): SudolitoState {
  return moves.reduce((current, move) => {
    const next = sudolito.apply(current, move);
    if (isInvalid(next)) throw new Error(`refused ${JSON.stringify(move)}: ${next.reason}`);
    return next;
  }, state);
}

const refused = (state: SudolitoState, move: unknown): string => {
  const next = sudolito.apply(state, move as SudolitoMove);
  expect(isInvalid(next)).toBe(true);
  return (next as Invalid).reason;
};

/** Total seconds a sequence of moves adds, as the timer and the server's replay count them. */
function penalties(state: SudolitoState, ...moves: SudolitoMove[]): number {
  let total = 0;
  let current = state;
  for (const move of moves) {
    total += sudolito.penalty(move, current);
    current = play(current, move);
  }
  return total;
}

/** Every empty cell filled from the solution except (0, 0). */
function almostSolved(): SudolitoState {
  let state = start();
  state.board.forEach((line, row) =>
    line.forEach((value, col) => {
      if (value === 0 && (row !== 0 || col !== 0)) state = play(state, { type: 'place', row, col, value: solution[row]?.[col] as number });
    }),
  );
  return state;
}

describe('sudolito: a new game', () => {
  it('starts from the givens, with no notes, invalid cells, mistakes or jokers, on a 6x6 board', () => {
    const state = start();
    expect(state.board).toEqual(puzzle.board);
    expect(state.board).toHaveLength(6);
    expect(state).toMatchObject({ notes: {}, selectedCell: null, writeMode: 'none', invalidCells: [], mistakes: 0, jokers: 0 });
    expect(sudolito.status(state)).toBe('playing');
    expect(digitCounts(state)[0]).toBe(36 - 10);
  });
});

describe('sudolito: a digit that fits', () => {
  it('is written at no cost and clears that digit from the notes of its row, column and 2x3 box only', () => {
    const state = play(
      start(),
      { type: 'note', row: 0, col: 0, value: 1 }, // the cell itself
      { type: 'note', row: 0, col: 4, value: 1 }, // same row
      { type: 'note', row: 2, col: 0, value: 1 }, // same column
      { type: 'note', row: 1, col: 2, value: 1 }, // same box (2 rows × 3 columns)
      { type: 'note', row: 2, col: 1, value: 1 }, // would share a 3-row × 2-column box: not a peer
      { type: 'note', row: 1, col: 4, value: 1 }, // elsewhere
    );
    const move: SudolitoMove = { type: 'place', row: 0, col: 0, value: 1 };
    expect(sudolito.penalty(move, state)).toBe(0);
    const placed = play(state, move);
    expect(placed.board[0]?.[0]).toBe(1);
    expect(placed).toMatchObject({ mistakes: 0, invalidCells: [] });
    expect(placed.notes).toEqual({ '2-1': [1], '1-4': [1] });
  });
});

describe('sudolito: a wrong move', () => {
  it.each([
    ['its row', { row: 0, col: 0, value: 3 }], // 3 at (0, 2)
    ['its column', { row: 0, col: 0, value: 6 }], // 6 at (3, 0)
    ['its 2x3 box', { row: 2, col: 4, value: 2 }], // 2 at (3, 5): same box only with 2-row × 3-column boxes
  ])('breaks the rule of %s: written, marked invalid, a mistake and 10 s', (_unit, cell) => {
    const move: SudolitoMove = { type: 'place', ...cell };
    expect(sudolito.penalty(move, start())).toBe(SUDOLITO_MISTAKE_PENALTY);
    expect(SUDOLITO_MISTAKE_PENALTY).toBe(10);
    const state = play(start(), move);
    expect(state.board[cell.row]?.[cell.col]).toBe(cell.value);
    expect(state.invalidCells).toEqual([`${cell.row}-${cell.col}`]);
    expect(state.mistakes).toBe(1);
  });

  it('is not a mistake when only a 3-row × 2-column box would hold the digit', () => {
    // (2, 0) would share a box of rows 0-2 × columns 0-1 with the 5 at (1, 1).
    const state = play(start(), { type: 'place', row: 2, col: 0, value: 5 });
    expect(state).toMatchObject({ mistakes: 0, invalidCells: [] });
  });

  it('marks only the cell played, keeps the notes of its peers and clears its own', () => {
    const state = play(
      start(),
      { type: 'note', row: 0, col: 0, value: 4 },
      { type: 'note', row: 0, col: 1, value: 3 },
      { type: 'place', row: 0, col: 0, value: 3 },
    );
    expect(state.invalidCells).toEqual(['0-0']);
    expect(state.notes).toEqual({ '0-1': [3] });
  });

  it('is unmarked by a fitting digit or an erase, and the mistake and its time stay', () => {
    const wrong = play(start(), { type: 'place', row: 0, col: 0, value: 3 });
    const fixed = play(wrong, { type: 'place', row: 0, col: 0, value: 1 });
    expect(fixed).toMatchObject({ invalidCells: [], mistakes: 1 });
    const erased = play(wrong, { type: 'erase', row: 0, col: 0 });
    expect(erased).toMatchObject({ invalidCells: [], mistakes: 1 });
    expect(erased.board[0]?.[0]).toBe(0);
    expect(penalties(start(), { type: 'place', row: 0, col: 0, value: 3 }, { type: 'place', row: 0, col: 0, value: 1 })).toBe(10);
  });

  it('stays marked and counts again when another wrong digit replaces it; the list stays in row-major order', () => {
    const state = play(
      start(),
      { type: 'place', row: 4, col: 0, value: 1 }, // 1 at (4, 1)
      { type: 'place', row: 0, col: 0, value: 3 },
      { type: 'place', row: 0, col: 0, value: 6 },
    );
    expect(state.invalidCells).toEqual(['0-0', '4-0']);
    expect(state.mistakes).toBe(3);
  });

  it('counts two of the player’s own digits that clash: the second one is the mistake', () => {
    const state = play(start(), { type: 'place', row: 0, col: 0, value: 4 }, { type: 'place', row: 0, col: 1, value: 4 });
    expect(state).toMatchObject({ invalidCells: ['0-1'], mistakes: 1 });
  });
});

describe('sudolito: undo and redo', () => {
  it('takes back a wrong digit and its red mark, keeps the mistake and its 10 s, and redo writes it back for nothing', () => {
    const moves: SudolitoMove[] = [{ type: 'place', row: 0, col: 0, value: 3 }, { type: 'undo' }, { type: 'redo' }];
    expect(penalties(start(), ...moves)).toBe(SUDOLITO_MISTAKE_PENALTY);
    const undone = play(start(), ...moves.slice(0, 2));
    expect(undone).toMatchObject({ invalidCells: [], mistakes: 1, selectedCell: { row: 0, col: 0 } });
    expect(undone.board[0]?.[0]).toBe(0);
    expect(play(undone, { type: 'redo' })).toMatchObject({ invalidCells: ['0-0'], mistakes: 1 });
  });

  it('takes back a fitting digit that unmarked a wrong one: the mark comes back with it', () => {
    const fixed = play(start(), { type: 'place', row: 0, col: 0, value: 3 }, { type: 'place', row: 0, col: 0, value: 1 });
    const undone = play(fixed, { type: 'undo' });
    expect(undone).toMatchObject({ invalidCells: ['0-0'], mistakes: 1 });
    expect(undone.board[0]?.[0]).toBe(3);
  });

  it('goes on through a joker, which may replace a wrong digit: that digit is not given back, the revealed one stays (issue 40)', () => {
    const revealed = play(start(), { type: 'place', row: 0, col: 0, value: 3 }, { type: 'joker', row: 0, col: 0 });
    expect(revealed.board[0]?.[0]).toBe(1);
    const undone = play(revealed, { type: 'undo' });
    expect(undone.board[0]?.[0]).toBe(1);
    expect(undone.mistakes).toBe(revealed.mistakes);
    expect(refused(undone, { type: 'undo' })).toBe('Il n’y a rien à annuler.');
  });
});

describe('sudolito: given cells, limits and notes', () => {
  it.each([
    ['a digit', { type: 'place', row: 0, col: 2, value: 1 }],
    ['a note', { type: 'note', row: 0, col: 2, value: 1 }],
    ['an erase', { type: 'erase', row: 0, col: 2 }],
    ['a joker', { type: 'joker', row: 0, col: 2 }],
  ])('refuses %s on a given cell, at no cost', (_what, move) => {
    expect(refused(start(), move)).toBe('Cette case fait partie de la grille de départ.');
    expect(sudolito.penalty(move as SudolitoMove, start())).toBe(0);
  });

  it('refuses a seventh copy of a digit (its key is disabled at six)', () => {
    let state = start();
    solution.forEach((line, row) =>
      line.forEach((value, col) => {
        if (value === 2 && state.board[row]?.[col] === 0) state = play(state, { type: 'place', row, col, value });
      }),
    );
    expect(digitCounts(state)[2]).toBe(6);
    expect(refused(state, { type: 'place', row: 0, col: 0, value: 2 })).toBe('Tous les 2 sont déjà placés.');
    expect(refused(state, { type: 'note', row: 0, col: 0, value: 2 })).toBe('Tous les 2 sont déjà placés.');
  });

  it('refuses the digit a cell already holds, an erase of an empty cell and digits past 6', () => {
    const placed = play(start(), { type: 'place', row: 0, col: 0, value: 1 });
    expect(refused(placed, { type: 'place', row: 0, col: 0, value: 1 })).toBe('Ce chiffre est déjà dans cette case.');
    expect(refused(start(), { type: 'erase', row: 0, col: 0 })).toBe('Cette case est déjà vide.');
    expect(refused(start(), { type: 'place', row: 0, col: 0, value: 7 })).toBe('Le chiffre doit être un entier de 1 à 6.');
    expect(refused(start(), { type: 'select', row: 6, col: 0 })).toBe('La ligne doit être un entier de 0 à 5.');
  });

  it('toggles notes 1 to 6 in note mode, sorted, and they never count as mistakes', () => {
    const state = play(start(), { type: 'set-mode', mode: 'note' }, { type: 'note', row: 0, col: 0, value: 6 }, { type: 'note', row: 0, col: 0, value: 3 });
    expect(state).toMatchObject({ writeMode: 'note', notes: { '0-0': [3, 6] }, mistakes: 0 });
    expect(play(state, { type: 'set-mode', mode: 'note' }).writeMode).toBe('none');
  });
});

describe('sudolito: joker', () => {
  it('reveals an empty cell from the solution for 30 s and a joker, without a mistake', () => {
    const move: SudolitoMove = { type: 'joker', row: 0, col: 0 };
    expect(sudolito.penalty(move, start())).toBe(SUDOLITO_JOKER_PENALTY);
    expect(SUDOLITO_JOKER_PENALTY).toBe(30);
    const state = play(start(), move);
    expect(state.board[0]?.[0]).toBe(1);
    expect(sudolito.counters(state)).toEqual({ mistakes: 0, jokers: 1 });
  });

  it('offers the empty cells, then the wrong digits once the board is full, never a right one', () => {
    expect(sudolitoJokerCells(start())).toHaveLength(26);
    // The 1 and the 6 of row 0 swapped: the board is full, two digits are wrong.
    const full = play(
      almostSolved(),
      { type: 'erase', row: 0, col: 1 },
      { type: 'place', row: 0, col: 0, value: 6 },
      { type: 'place', row: 0, col: 1, value: 1 },
    );
    expect(digitCounts(full)[0]).toBe(0);
    expect(sudolito.status(full)).toBe('playing');
    expect(sudolitoJokerCells(full)).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 1 },
    ]);
    const one = play(full, { type: 'joker', row: 0, col: 0 });
    expect(one.invalidCells).toEqual(['0-1']);
    expect(sudolito.status(play(one, { type: 'joker', row: 0, col: 1 }))).toBe('won');
    expect(refused(almostSolved(), { type: 'joker', row: 0, col: 1 })).toBe('Cette case est déjà juste.');
  });
});

describe('sudolito: reset and the end of the game', () => {
  it('reset restores the givens, clears notes, marks and mistakes, and keeps the jokers', () => {
    const state = play(
      start(),
      { type: 'place', row: 0, col: 0, value: 3 },
      { type: 'note', row: 0, col: 1, value: 6 },
      { type: 'joker', row: 5, col: 5 },
      { type: 'select', row: 2, col: 2 },
      { type: 'reset' },
    );
    expect(state.board).toEqual(puzzle.board);
    expect(state).toMatchObject({ notes: {}, invalidCells: [], mistakes: 0, jokers: 1, selectedCell: null, writeMode: 'none' });
  });

  it('is won when the board equals the solution, by a digit or a joker, and then refuses every move', () => {
    const last = almostSolved();
    expect(sudolito.status(last)).toBe('playing');
    const won = play(last, { type: 'place', row: 0, col: 0, value: 1 });
    expect(sudolito.status(won)).toBe('won');
    expect(sudolito.status(play(last, { type: 'joker', row: 0, col: 0 }))).toBe('won');
    for (const move of [{ type: 'select', row: 0, col: 0 }, { type: 'reset' }, { type: 'set-mode', mode: 'note' }]) {
      expect(refused(won, move)).toBe('La partie est terminée.');
    }
  });

  it('replays to the same state and penalties from a logged, JSON-carried move log', () => {
    const log: SudolitoMove[] = [
      { type: 'select', row: 0, col: 0 },
      { type: 'place', row: 0, col: 0, value: 3 },
      { type: 'joker', row: 0, col: 1 },
      { type: 'erase', row: 0, col: 0 },
    ];
    const parsed = (JSON.parse(JSON.stringify(log)) as unknown[]).map((raw) => {
      const move = sudolito.parseMove(raw);
      if (!move.ok) throw new Error(move.error);
      return move.value;
    });
    expect(play(start(), ...parsed)).toEqual(play(start(), ...log));
    expect(penalties(start(), ...parsed)).toBe(40);
  });

  it('orders the cells left for the debug resolve', () => {
    const order = resolveOrder(play(start(), { type: 'place', row: 0, col: 0, value: 3 }), createRng('resolve'));
    expect(order).toHaveLength(26);
    expect(order).toContainEqual({ row: 0, col: 0, value: 1 });
  });
});

const REVEALED_CELL = 'Cette case a été révélée\u00a0: elle ne change plus.';

/** The server's replay of a log (testing/replay-log.ts) from the day's start. */
const replay = (log: readonly SudolitoMove[]) => replayLog(sudolito, start(), log);

/** The moves that write the solution into every empty cell of the puzzle but (0, 0). */
const fillingMoves = (): SudolitoMove[] =>
  puzzle.board.flatMap((line, row) =>
    line.flatMap((value, col): SudolitoMove[] =>
      value !== 0 || (row === 0 && col === 0) ? [] : [{ type: 'place', row, col, value: solution[row]?.[col] as number }],
    ),
  );

/** A wrong 3 at (0, 0) (the given 3 of its row: a mistake, +10 s), then the joker's 1 in its place. */
const replacedByJoker = () => play(start(), { type: 'place', row: 0, col: 0, value: 3 }, { type: 'joker', row: 0, col: 0 });

describe('sudolito: a joker’s cell is locked like a given (issue 40)', () => {
  it.each<[string, SudolitoMove]>([
    ['another digit', { type: 'place', row: 0, col: 0, value: 2 }],
    ['the clashing digit it replaced', { type: 'place', row: 0, col: 0, value: 3 }],
    ['a note', { type: 'note', row: 0, col: 0, value: 2 }],
    ['an erasure', { type: 'erase', row: 0, col: 0 }],
    ['a second joker', { type: 'joker', row: 0, col: 0 }],
  ])('refuses %s on it, at no cost: no mistake, no 10 s', (_label, move) => {
    const state = replacedByJoker();
    expect(state.board[0]?.[0]).toBe(1);
    expect(refused(state, move)).toBe(REVEALED_CELL);
    expect(sudolito.penalty(move, state)).toBe(0);
  });

  it('leaves the board to be won as usual, the revealed digit counted as right', () => {
    const won = play(replacedByJoker(), ...fillingMoves());
    expect(sudolito.status(won)).toBe('won');
    expect(sudolito.counters(won)).toEqual({ mistakes: 1, jokers: 1 });
  });

  it('lets undo go on through the joker: the wrong digit is not given back, the cell stays revealed, unmarked and locked', () => {
    const undone = play(replacedByJoker(), { type: 'undo' });
    expect(undone.board[0]?.[0]).toBe(1);
    expect(undone).toMatchObject({ revealed: ['0-0'], invalidCells: [], mistakes: 1, jokers: 1 });
    expect(refused(undone, { type: 'undo' })).toBe('Il n’y a rien à annuler.');
    expect(refused(undone, { type: 'erase', row: 0, col: 0 })).toBe(REVEALED_CELL);
    expect(play(undone, { type: 'redo' }).board[0]?.[0]).toBe(1);
  });

  it('makes the server’s replay refuse a forged log that writes over the revealed cell', () => {
    const honest: SudolitoMove[] = [{ type: 'place', row: 0, col: 0, value: 3 }, { type: 'joker', row: 0, col: 0 }, ...fillingMoves()];
    const won = replay(honest);
    expect(won).toMatchObject({ ok: true, penalties: SUDOLITO_MISTAKE_PENALTY + SUDOLITO_JOKER_PENALTY });
    expect(won.ok && sudolito.status(won.state)).toBe('won');
    const forged: SudolitoMove[] = [
      { type: 'joker', row: 0, col: 0 },
      { type: 'erase', row: 0, col: 0 },
      { type: 'place', row: 0, col: 0, value: 1 },
      ...fillingMoves(),
    ];
    expect(replay(forged)).toEqual({ ok: false, move: 2, reason: REVEALED_CELL });
  });
});
