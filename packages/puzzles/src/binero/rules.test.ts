import { describe, expect, it } from 'vitest';
import { type Invalid, isInvalid } from '../core/game-module.ts';
import { replayLog } from '../testing/replay-log.ts';
import {
  BINERO_JOKER_PENALTY,
  BINERO_MAX_MISTAKES,
  BINERO_VALIDATION_DELAY_MS,
  type BineroCell,
  type BineroMove,
  type BineroState,
  binero,
  bineroBreaches,
  bineroEmptyCells,
  bineroViolations,
  bineroWrongCells,
} from './index.ts';

/** A grid from lines such as '..00..|....10' ('.' = empty). */
const grid = (text: string): BineroCell[][] => text.split('|').map((line) => [...line].map((ch) => (ch === '.' ? null : (Number(ch) as 0 | 1))));

// An 'easy' 6x6 grid of the generator and its solution.
//   . . 0 0 . .      0 1 0 0 1 1
//   . . . . 1 0      1 0 1 0 1 0
//   . . 0 . . .      1 0 0 1 0 1
//   0 . 0 . 1 .      0 1 0 1 1 0
//   . 1 . . . .      0 1 1 0 0 1
//   . . . . . .      1 0 1 1 0 0
const puzzle = {
  size: 6,
  board: grid('..00..|....10|..0...|0.0.1.|.1....|......'),
  solution: grid('010011|101010|100101|010110|011001|101100') as (0 | 1)[][],
  difficulty: 'easy' as const,
};
const start = () => binero.init(puzzle);

function play(state: BineroState, ...moves: BineroMove[]): BineroState {
  return moves.reduce((current, move) => {
    const next = binero.apply(current, move);
    if (isInvalid(next)) throw new Error(`refused ${JSON.stringify(move)}: ${next.reason}`);
    return next;
  }, state);
}

const refused = (state: BineroState, move: unknown): string => {
  const next = binero.apply(state, move as BineroMove);
  expect(isInvalid(next)).toBe(true);
  return (next as Invalid).reason;
};

/** The moves that write the solution into every empty cell but the listed ones. */
function solveAllBut(state: BineroState, ...skip: string[]): BineroState {
  let current = state;
  puzzle.board.forEach((line, row) =>
    line.forEach((value, col) => {
      if (value !== null || skip.includes(`${row}-${col}`)) return;
      const clicks = puzzle.solution[row]?.[col] === 1 ? 2 : 1;
      for (let i = 0; i < clicks; i++) current = play(current, { type: 'cycle', row, col });
    }),
  );
  return current;
}

describe('binero: a new game', () => {
  it('starts from the givens, with no selection, flags, mistakes or jokers, and nothing to validate', () => {
    const state = start();
    expect(state.board).toEqual(puzzle.board);
    expect(state).toMatchObject({ size: 6, selectedCell: null, invalidCells: [], validated: true, mistakes: 0, jokers: 0 });
    expect(binero.status(state)).toBe('playing');
    expect(bineroEmptyCells(state)).toHaveLength(27);
    expect(refused(state, { type: 'validate' })).toBe('La grille n’a pas changé depuis la dernière vérification.');
  });

  it('is plain data that survives JSON (local storage, move replay)', () => {
    const state = play(start(), { type: 'cycle', row: 0, col: 0 }, { type: 'validate' });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe('binero: clicking a cell', () => {
  it.each([
    [null, 0],
    [0, 1],
    [1, null],
  ] as const)('turns %s into %s, and selects the cell', (from, to) => {
    let state = start();
    const clicks = from === null ? 0 : from === 0 ? 1 : 2;
    for (let i = 0; i < clicks; i++) state = play(state, { type: 'cycle', row: 0, col: 0 });
    expect(state.board[0]?.[0]).toBe(from);
    const next = play(state, { type: 'cycle', row: 0, col: 0 });
    expect(next.board[0]?.[0]).toBe(to);
    expect(next.selectedCell).toEqual({ row: 0, col: 0 });
    expect(binero.penalty({ type: 'cycle', row: 0, col: 0 }, state)).toBe(0);
  });

  it('clears a cell (Backspace, Delete), and refuses to clear an empty one', () => {
    const state = play(start(), { type: 'cycle', row: 0, col: 0 }, { type: 'clear', row: 0, col: 0 });
    expect(state.board[0]?.[0]).toBeNull();
    expect(refused(state, { type: 'clear', row: 0, col: 0 })).toBe('Cette case est déjà vide.');
  });

  it.each(['cycle', 'clear', 'joker'])('refuses a %s on a given cell', (type) => {
    expect(refused(start(), { type, row: 0, col: 2 })).toBe('Cette case fait partie de la grille de départ.');
  });

  it('selects any cell of the grid, givens included, and refuses cells past its size', () => {
    expect(play(start(), { type: 'select', row: 0, col: 2 }).selectedCell).toEqual({ row: 0, col: 2 });
    expect(refused(start(), { type: 'select', row: 6, col: 0 })).toBe('Cette case est hors de la grille.');
    expect(refused(start(), { type: 'cycle', row: 0, col: 9 })).toBe('Cette case est hors de la grille.');
  });
});

describe('binero: the rules a validation checks', () => {
  it.each([
    ['three identical values in a row', '000...|......|......|......|......|......', ['0-0', '0-1', '0-2']],
    ['four in a row: every cell of the run', '.1111.|......|......|......|......|......', ['0-1', '0-2', '0-3', '0-4']],
    ['three identical values in a column', '1.....|1.....|1.....|......|......|......', ['0-0', '1-0', '2-0']],
    ['more than half of one value in a row', '0.0.00|......|......|......|......|......', ['0-0', '0-2', '0-4', '0-5']],
    ['more than half of one value in a column', '1.....|......|1.....|......|1.....|1.....', ['0-0', '2-0', '4-0', '5-0']],
    [
      'two identical complete rows',
      '010011|......|010011|......|......|......',
      ['0-0', '0-1', '0-2', '0-3', '0-4', '0-5', '2-0', '2-1', '2-2', '2-3', '2-4', '2-5'],
    ],
    [
      'two identical complete columns',
      '0.0...|1.1...|0.0...|0.0...|1.1...|1.1...',
      ['0-0', '0-2', '1-0', '1-2', '2-0', '2-2', '3-0', '3-2', '4-0', '4-2', '5-0', '5-2'],
    ],
  ])('flags %s', (_rule, board, cells) => {
    expect(bineroViolations(grid(board))).toEqual(cells);
  });

  it.each([
    ['two identical values side by side', '00.11.|......|......|......|......|......'],
    ['exactly half of a value in a line', '0.0.0.|......|......|......|......|......'],
    ['two rows alike while one is incomplete', '010011|......|01001.|......|......|......'],
    ['empty cells in a row', '......|......|......|......|......|......'],
    ['a complete solution', '010011|101010|100101|010110|011001|101100'],
  ])('flags nothing for %s', (_case, board) => {
    expect(bineroViolations(grid(board))).toEqual([]);
    expect(bineroBreaches(grid(board))).toEqual([]);
  });

  const breaches = (board: string) => bineroBreaches(grid(board)).map(({ cells: _cells, ...breach }) => breach);
  it.each([
    ['a run of 0 in row 1', '000...|......|......|......|......|......', [{ rule: 'run', isRow: true, index: 0, value: 0 }]],
    ['a run of 1 in column 1', '1.....|1.....|1.....|......|......|......', [{ rule: 'run', isRow: false, index: 0, value: 1 }]],
    [
      'four 1 in row 1: a run and too many',
      '.1111.|......|......|......|......|......',
      [
        { rule: 'run', isRow: true, index: 0, value: 1 },
        { rule: 'balance', isRow: true, index: 0, value: 1 },
      ],
    ],
    ['too many 0 in column 1', '0.....|......|0.....|......|0.....|0.....', [{ rule: 'balance', isRow: false, index: 0, value: 0 }]],
    ['rows 1 and 3 alike', '010011|......|010011|......|......|......', [{ rule: 'twins', isRow: true, index: 0, twin: 2 }]],
    ['columns 1 and 3 alike', '0.0...|1.1...|0.0...|0.0...|1.1...|1.1...', [{ rule: 'twins', isRow: false, index: 0, twin: 2 }]],
  ] as const)('names the rule broken and where: %s', (_case, board, expected) => {
    expect(breaches(board)).toEqual(expected);
  });
});

describe('binero: validation 15 s after a change', () => {
  it('waits 15 s (document 2 §9)', () => {
    expect(BINERO_VALIDATION_DELAY_MS).toBe(15_000);
  });

  it('flags the cells that break a rule and counts one mistake', () => {
    // (0, 1) = 0 makes 0 0 0 with the givens (0, 2) and (0, 3).
    const state = play(start(), { type: 'cycle', row: 0, col: 1 }, { type: 'validate' });
    expect(state.invalidCells).toEqual(['0-1', '0-2', '0-3']);
    expect(state.mistakes).toBe(1);
    expect(binero.penalty({ type: 'validate' }, play(start(), { type: 'cycle', row: 0, col: 1 }))).toBe(0);
  });

  it('counts no mistake when nothing breaks a rule, even if a value differs from the solution', () => {
    // (5, 5) = 1 breaks no rule yet, though the solution has 0 there.
    const state = play(start(), { type: 'cycle', row: 5, col: 5 }, { type: 'cycle', row: 5, col: 5 }, { type: 'validate' });
    expect(state).toMatchObject({ invalidCells: [], mistakes: 0, validated: true });
  });

  it('is refused again until the grid changes: one mistake per look, not per second', () => {
    const state = play(start(), { type: 'cycle', row: 0, col: 1 }, { type: 'validate' });
    expect(refused(state, { type: 'validate' })).toBe('La grille n’a pas changé depuis la dernière vérification.');
    expect(play(state, { type: 'cycle', row: 5, col: 5 }, { type: 'validate' }).mistakes).toBe(2);
  });

  it.each([
    ['a click', { type: 'cycle', row: 5, col: 5 }],
    ['a clear', { type: 'clear', row: 0, col: 1 }],
    ['a joker', { type: 'joker', row: 5, col: 5 }],
  ] as const)('flags go with any change to the grid: %s', (_what, move) => {
    const flagged = play(start(), { type: 'cycle', row: 0, col: 1 }, { type: 'validate' });
    expect(play(flagged, move)).toMatchObject({ invalidCells: [], validated: false, mistakes: 1 });
  });

  it('keeps the flags while the player only moves the selection', () => {
    const flagged = play(start(), { type: 'cycle', row: 0, col: 1 }, { type: 'validate' }, { type: 'select', row: 3, col: 3 });
    expect(flagged.invalidCells).toEqual(['0-1', '0-2', '0-3']);
  });

  it('never ends the game, whatever the number of mistakes (the maximum of 3 is only stored)', () => {
    let state = start();
    const breakAndLook: BineroMove[] = [{ type: 'cycle', row: 0, col: 1 }, { type: 'validate' }];
    const undo: BineroMove[] = [
      { type: 'cycle', row: 0, col: 1 },
      { type: 'cycle', row: 0, col: 1 },
    ];
    for (let i = 0; i < BINERO_MAX_MISTAKES + 1; i++) state = play(state, ...breakAndLook, ...undo);
    expect(state.mistakes).toBe(BINERO_MAX_MISTAKES + 1);
    expect(binero.status(state)).toBe('playing');
  });
});

describe('binero: undo and redo', () => {
  it('takes back one click at a time (empty → 0 → 1), selects its cell, and redo plays them again', () => {
    const one = play(start(), { type: 'cycle', row: 5, col: 5 }, { type: 'cycle', row: 5, col: 5 }, { type: 'select', row: 0, col: 0 });
    const zero = play(one, { type: 'undo' });
    expect(zero.board[5]?.[5]).toBe(0);
    expect(zero.selectedCell).toEqual({ row: 5, col: 5 });
    const empty = play(zero, { type: 'undo' });
    expect(empty.board).toEqual(puzzle.board);
    expect(refused(empty, { type: 'undo' })).toBe('Il n’y a rien à annuler.');
    expect(play(empty, { type: 'redo' }, { type: 'redo' }).board[5]?.[5]).toBe(1);
    expect(refused(play(empty, { type: 'redo' }, { type: 'redo' }), { type: 'redo' })).toBe('Il n’y a rien à rétablir.');
  });

  it('takes back a clear', () => {
    const cleared = play(start(), { type: 'cycle', row: 5, col: 5 }, { type: 'clear', row: 5, col: 5 });
    expect(play(cleared, { type: 'undo' }).board[5]?.[5]).toBe(0);
  });

  it('changes the grid: the flags go and it is checked again; the mistake of the last check stays', () => {
    const flagged = play(start(), { type: 'cycle', row: 0, col: 1 }, { type: 'validate' });
    const undone = play(flagged, { type: 'undo' });
    expect(undone).toMatchObject({ invalidCells: [], validated: false, mistakes: 1 });
    expect(play(undone, { type: 'validate' })).toMatchObject({ invalidCells: [], mistakes: 1 });
    const redone = play(undone, { type: 'redo' });
    expect(redone).toMatchObject({ invalidCells: [], validated: false, mistakes: 1 });
    expect(play(redone, { type: 'validate' }).mistakes).toBe(2);
  });

  it('forgets what was undone once the grid changes, goes on through a joker but stops at a reset; it costs no time', () => {
    const changed = play(start(), { type: 'cycle', row: 5, col: 5 }, { type: 'undo' }, { type: 'cycle', row: 5, col: 4 });
    expect(refused(changed, { type: 'redo' })).toBe('Il n’y a rien à rétablir.');
    // Undo goes on through a joker (issue 40): the click before it is taken back, the revealed cell stays.
    const joker = play(start(), { type: 'cycle', row: 5, col: 5 }, { type: 'joker', row: 5, col: 0 });
    const undone = play(joker, { type: 'undo' });
    expect(undone.board[5]?.[5]).toBeNull();
    expect(undone.board[5]?.[0]).toBe(joker.board[5]?.[0]);
    expect(undone).toMatchObject({ revealed: ['5-0'], jokers: 1 });
    expect(refused(undone, { type: 'undo' })).toBe('Il n’y a rien à annuler.');
    const reset = play(start(), { type: 'cycle', row: 5, col: 5 }, { type: 'reset' });
    expect(refused(reset, { type: 'undo' })).toBe('Il n’y a rien à annuler.');
    expect(binero.penalty({ type: 'undo' }, play(start(), { type: 'cycle', row: 5, col: 5 }))).toBe(0);
    expect(binero.moveFloorSeconds({ type: 'undo' }, start(), start())).toBe(0.1);
    expect(binero.parseMove({ type: 'redo', col: 2 })).toEqual({ ok: true, value: { type: 'redo' } });
  });
});

describe('binero: joker', () => {
  it('fills an empty cell from the solution, counts a joker and costs 30 s', () => {
    const move: BineroMove = { type: 'joker', row: 5, col: 0 };
    expect(binero.penalty(move, start())).toBe(BINERO_JOKER_PENALTY);
    expect(BINERO_JOKER_PENALTY).toBe(30);
    const state = play(start(), move);
    expect(state.board[5]?.[0]).toBe(1);
    expect(binero.counters(state)).toEqual({ mistakes: 0, jokers: 1 });
  });

  it('refuses a filled cell and then costs nothing', () => {
    const filled = play(start(), { type: 'cycle', row: 5, col: 0 });
    expect(refused(filled, { type: 'joker', row: 5, col: 0 })).toBe('Le joker ne révèle qu’une case vide.');
    expect(binero.penalty({ type: 'joker', row: 5, col: 0 }, filled)).toBe(0);
  });

  it('finishes the game when it fills the last empty cell', () => {
    const last = solveAllBut(start(), '5-5');
    expect(binero.status(last)).toBe('playing');
    expect(bineroEmptyCells(last)).toEqual([{ row: 5, col: 5 }]);
    expect(binero.status(play(last, { type: 'joker', row: 5, col: 5 }))).toBe('won');
  });
});

/** The server's replay of a log (testing/replay-log.ts) from the day's start. */
const replay = (log: readonly BineroMove[]) => replayLog(binero, start(), log);

/** The clicks that write the solution into every empty cell of the puzzle but the listed ones. */
const fillingClicks = (...skip: string[]): BineroMove[] =>
  puzzle.board.flatMap((line, row) =>
    line.flatMap((value, col): BineroMove[] =>
      value !== null || skip.includes(`${row}-${col}`)
        ? []
        : Array.from({ length: (puzzle.solution[row]?.[col] ?? 0) + 1 }, () => ({ type: 'cycle', row, col })),
    ),
  );

describe('binero: a joker’s cell is locked like a given (issue 40)', () => {
  const REVEALED_CELL = 'Cette case a été révélée\u00a0: elle ne change plus.';
  // (5, 0) holds a moon (1) in the solution.
  const revealed = () => play(start(), { type: 'joker', row: 5, col: 0 });

  it.each(['cycle', 'clear', 'joker'])('refuses a %s on it, as it refuses one on a given, at no cost', (type) => {
    const state = revealed();
    const move = { type, row: 5, col: 0 } as BineroMove;
    expect(refused(state, move)).toBe(REVEALED_CELL);
    expect(binero.penalty(move, state)).toBe(0);
    expect(state.board[5]?.[0]).toBe(1);
  });

  it('still lets it be selected', () => {
    expect(play(revealed(), { type: 'select', row: 5, col: 0 }).selectedCell).toEqual({ row: 5, col: 0 });
  });

  it('leaves the board to be won as usual, the revealed moon counted as right', () => {
    const won = solveAllBut(revealed(), '5-0');
    expect(binero.status(won)).toBe('won');
    expect(binero.counters(won)).toEqual({ mistakes: 0, jokers: 1 });
    expect(won.revealed).toEqual(['5-0']);
  });

  it('lets undo go on through the joker while the cell stays revealed and locked', () => {
    // A sun, cleared, then a joker on the emptied cell: both undone, the revealed moon stays.
    const joker = play(start(), { type: 'cycle', row: 5, col: 0 }, { type: 'clear', row: 5, col: 0 }, { type: 'joker', row: 5, col: 0 });
    const twice = play(joker, { type: 'undo' }, { type: 'undo' });
    expect(twice.board[5]?.[0]).toBe(1);
    expect(twice).toMatchObject({ revealed: ['5-0'], jokers: 1 });
    expect(refused(twice, { type: 'undo' })).toBe('Il n’y a rien à annuler.');
    expect(refused(twice, { type: 'cycle', row: 5, col: 0 })).toBe(REVEALED_CELL);
    expect(play(twice, { type: 'redo' }, { type: 'redo' }).board[5]?.[0]).toBe(1);
  });

  it('makes the server’s replay refuse a forged log that writes over the revealed cell', () => {
    const won = replay([{ type: 'joker', row: 5, col: 0 }, ...fillingClicks('5-0')]);
    expect(won).toMatchObject({ ok: true, penalties: BINERO_JOKER_PENALTY });
    expect(won.ok && binero.status(won.state)).toBe('won');
    // Cycled from the moon to empty and back: refused at the first click.
    const cycled: BineroMove[] = [
      { type: 'joker', row: 5, col: 0 },
      { type: 'cycle', row: 5, col: 0 },
      { type: 'cycle', row: 5, col: 0 },
      ...fillingClicks('5-0'),
    ];
    expect(replay(cycled)).toEqual({ ok: false, move: 2, reason: REVEALED_CELL });
    const cleared: BineroMove[] = [{ type: 'joker', row: 5, col: 0 }, ...fillingClicks('5-0').slice(0, 2), { type: 'clear', row: 5, col: 0 }];
    expect(replay(cleared)).toEqual({ ok: false, move: 4, reason: REVEALED_CELL });
  });
});

describe('binero: reset and the end of the game', () => {
  it('reset restores the givens, clears flags, selection and mistakes, and keeps the jokers', () => {
    const state = play(start(), { type: 'cycle', row: 0, col: 1 }, { type: 'validate' }, { type: 'joker', row: 5, col: 0 }, { type: 'reset' });
    expect(state.board).toEqual(puzzle.board);
    expect(state).toMatchObject({ invalidCells: [], validated: true, mistakes: 0, jokers: 1, selectedCell: null });
  });

  it('is won when the board equals the solution, and then refuses every move', () => {
    const won = solveAllBut(start());
    expect(binero.status(won)).toBe('won');
    for (const move of [{ type: 'select', row: 0, col: 0 }, { type: 'cycle', row: 0, col: 0 }, { type: 'validate' }, { type: 'reset' }]) {
      expect(refused(won, move)).toBe('La partie est terminée.');
    }
  });

  it('is not won by a full grid that breaks a rule', () => {
    // Row 5 ends 1 0 instead of 0 0: 1 0 1 1 1 0 holds three 1 in a row.
    const wrong = play(
      solveAllBut(start(), '5-4', '5-5'),
      { type: 'cycle', row: 5, col: 4 },
      { type: 'cycle', row: 5, col: 4 },
      { type: 'cycle', row: 5, col: 5 },
    );
    expect(bineroEmptyCells(wrong)).toEqual([]);
    expect(binero.status(wrong)).toBe('playing');
    expect(bineroViolations(wrong.board).length).toBeGreaterThan(0);
  });

  it('lists the wrong and empty cells with their values for the debug resolve', () => {
    const state = play(start(), { type: 'cycle', row: 0, col: 0 }, { type: 'cycle', row: 0, col: 1 });
    const cells = bineroWrongCells(state);
    expect(cells).toHaveLength(26); // (0, 0) = 0 is right, (0, 1) = 0 is wrong
    expect(cells).toContainEqual({ row: 0, col: 1, value: 1 });
    expect(cells).not.toContainEqual(expect.objectContaining({ row: 0, col: 0 }));
  });
});

describe('binero: purity and bad input', () => {
  it('never changes the state it is given', () => {
    const state = play(start(), { type: 'cycle', row: 0, col: 1 });
    const before = JSON.stringify(state);
    for (const move of [{ type: 'cycle', row: 0, col: 1 }, { type: 'validate' }, { type: 'joker', row: 5, col: 5 }, { type: 'reset' }] as BineroMove[]) {
      binero.apply(state, move);
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'cycle'],
    ['an unknown type', { type: 'solve' }],
    ['a prototype key as type', { type: 'constructor' }],
    ['a cycle without column', { type: 'cycle', row: 0 }],
    ['a negative row', { type: 'select', row: -1, col: 0 }],
    ['a row past any grid', { type: 'cycle', row: 10, col: 0 }],
    ['a fractional column', { type: 'clear', row: 0, col: 1.5 }],
    ['a row in a string', { type: 'joker', row: '1', col: 0 }],
  ])('refuses %s in French, without throwing', (_label, move) => {
    expect(() => binero.apply(start(), move as BineroMove)).not.toThrow();
    const reason = refused(start(), move);
    expect(reason).toMatch(/^[A-Z].*\.$/);
    expect(binero.parseMove(move)).toEqual({ ok: false, error: reason });
  });

  it('parses well-formed moves into clean copies', () => {
    expect(binero.parseMove({ type: 'cycle', row: 1, col: 2, value: 1 })).toEqual({ ok: true, value: { type: 'cycle', row: 1, col: 2 } });
    expect(binero.parseMove({ type: 'validate', row: 3 })).toEqual({ ok: true, value: { type: 'validate' } });
  });

  it('gives the same state and penalties when the server replays the move log', () => {
    const log: BineroMove[] = [
      { type: 'cycle', row: 0, col: 1 },
      { type: 'validate' },
      { type: 'select', row: 2, col: 2 },
      { type: 'joker', row: 5, col: 5 },
      { type: 'clear', row: 0, col: 1 },
    ];
    let state = start();
    let seconds = 0;
    for (const raw of JSON.parse(JSON.stringify(log)) as unknown[]) {
      const move = binero.parseMove(raw);
      if (!move.ok) throw new Error(move.error);
      seconds += binero.penalty(move.value, state);
      state = play(state, move.value);
    }
    expect(state).toEqual(play(start(), ...log));
    expect(seconds).toBe(30);
    expect(binero.counters(state)).toEqual({ mistakes: 1, jokers: 1 });
  });
});
