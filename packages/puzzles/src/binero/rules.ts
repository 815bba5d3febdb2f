/**
 * Play rules of Binero (document 2 §3, §4, §5, §9) as pure functions over plain data.
 *
 * The 15-second validation is a move (`validate`) that the board sends once the player has left the grid
 * alone for that long: it flags the cells that break a rule and counts a mistake when there are any, so
 * the server's replay finds the same mistakes (docs/decisions.md). Any change to the grid clears the
 * flags; moving the selection does not.
 */
import { type Invalid, invalid, isInvalid } from '../core/game-module.ts';
import { type Cell, cellKey, cloneGrid, gridsEqual } from '../grid/grid.ts';
import { type GridStep, recordStep, redoStep, undoStep } from '../grid/history.ts';
import { type RowTrack, startTrack, trackRows } from '../grid/row-track.ts';
import { withChanges } from '../core/state-copy.ts';
import type { BineroDifficulty } from './logic.ts';

export type BineroValue = 0 | 1;
export type BineroCell = BineroValue | null;

export interface BineroPuzzle {
  size: number;
  /** Givens, null = empty. */
  board: BineroCell[][];
  solution: BineroValue[][];
  difficulty: BineroDifficulty;
}

export interface BineroState {
  size: number;
  board: BineroCell[][];
  initialBoard: BineroCell[][];
  /** Needed in the browser by the joker; derivable from the givens anyway. */
  solution: BineroValue[][];
  selectedCell: Cell | null;
  /** 'row-col' keys, row-major, of the cells the last validation found breaking a rule. */
  invalidCells: string[];
  /** True while the grid is as it was at the last validation (or at the start): nothing new to check. */
  validated: boolean;
  mistakes: number;
  jokers: number;
  /**
   * 'row-col' of the cells a joker revealed: the solution, paid for, locked like a given (no click or clear
   * changes them; undo and redo leave them as they are).
   */
  revealed: string[];
  /** The rows in the order they were solved, and those a broken rule or a joker touched (the share picture). */
  rowTrack: RowTrack;
  /** Changes of the grid that undo takes back (clicks and clears), latest first; see grid/history.ts. */
  undo: GridStep<BineroState> | null;
  /** Changes undone, that redo plays again; emptied by any new change. */
  redo: GridStep<BineroState> | null;
}

export type BineroMove =
  | { type: 'select'; row: number; col: number }
  /** Empty → 0 → 1 → empty; the cell becomes the selection. */
  | { type: 'cycle'; row: number; col: number }
  | { type: 'clear'; row: number; col: number }
  /** The browser draws the empty cell, so that the server's replay is the same. */
  | { type: 'joker'; row: number; col: number }
  /** Sent by the board 15 s after the last change to the grid. */
  | { type: 'validate' }
  | { type: 'reset' }
  /** Takes back the last click or clear (never a joker's cell); mistakes already counted stay. */
  | { type: 'undo' }
  | { type: 'redo' };

/** Seconds added by a joker (document 2 §9). */
export const BINERO_JOKER_PENALTY = 30;
/** Stored by document 2 §9, never enforced (as Sudoku's, docs/decisions.md). */
export const BINERO_MAX_MISTAKES = 3;
/** Milliseconds without a change to the grid before it is validated (document 2 §9). */
export const BINERO_VALIDATION_DELAY_MS = 15_000;

export function initBinero(puzzle: Pick<BineroPuzzle, 'board' | 'solution'>): BineroState {
  return {
    size: puzzle.board.length,
    board: cloneGrid(puzzle.board),
    initialBoard: cloneGrid(puzzle.board),
    solution: cloneGrid(puzzle.solution),
    selectedCell: null,
    invalidCells: [],
    // The givens break no rule: there is nothing to check before the first move.
    validated: true,
    mistakes: 0,
    jokers: 0,
    revealed: [],
    rowTrack: startTrack(puzzle.board, puzzle.solution),
    undo: null,
    redo: null,
  };
}

export const isBineroWon = (state: BineroState): boolean => gridsEqual(state.board, state.solution);

/** The values of one row (`isRow`) or column. */
const lineOf = (board: readonly (readonly BineroCell[])[], index: number, isRow: boolean): BineroCell[] =>
  board.map((_, i) => (isRow ? board[index]?.[i] : board[i]?.[index]) ?? null);

/** The three rules of document 2 §5: no three alike in a row, half of each value per line, no twin lines. */
export type BineroRule = 'run' | 'balance' | 'twins';

/** One broken rule in one line (twins: in two), with the cells it flags as row-major indices. */
export interface BineroBreach {
  rule: BineroRule;
  /** A row, or a column. */
  isRow: boolean;
  /** The line (the first of two twins). */
  index: number;
  /** The second twin line. */
  twin?: number;
  /** The value repeated or over half (run, balance). */
  value?: BineroValue;
  cells: number[];
}

/**
 * Every rule broken on a board, line by line, rows first: three or more identical values in a row or
 * column (those cells), more than half of a value in a line (that value's cells of the line), two complete
 * rows or two complete columns alike (both lines). What a validation flags, and says in words.
 */
export function bineroBreaches(board: readonly (readonly BineroCell[])[]): BineroBreach[] {
  const size = board.length;
  const breaches: BineroBreach[] = [];
  const cellOf = (index: number, i: number, isRow: boolean) => (isRow ? index * size + i : i * size + index);
  for (const isRow of [true, false]) {
    const complete = new Map<string, number>();
    for (let index = 0; index < size; index++) {
      const line = lineOf(board, index, isRow);
      for (const value of [0, 1] as const) {
        const run = new Set<number>();
        for (let i = 2; i < size; i++) {
          if (line[i] === value && line[i - 1] === value && line[i - 2] === value) for (let k = i - 2; k <= i; k++) run.add(cellOf(index, k, isRow));
        }
        if (run.size > 0) breaches.push({ rule: 'run', isRow, index, value, cells: [...run] });
        const cells = line.flatMap((v, i) => (v === value ? [cellOf(index, i, isRow)] : []));
        if (cells.length > size / 2) breaches.push({ rule: 'balance', isRow, index, value, cells });
      }
      if (line.includes(null)) continue;
      const text = line.join('');
      const twin = complete.get(text);
      if (twin === undefined) complete.set(text, index);
      else {
        const cells = Array.from({ length: size }, (_, i) => [cellOf(twin, i, isRow), cellOf(index, i, isRow)]).flat();
        breaches.push({ rule: 'twins', isRow, index: twin, twin: index, cells });
      }
    }
  }
  return breaches;
}

/** The cells that break a rule (see `bineroBreaches`), as row-major 'row-col' keys. */
export function bineroViolations(board: readonly (readonly BineroCell[])[]): string[] {
  const size = board.length;
  const flagged = new Set(bineroBreaches(board).flatMap((breach) => breach.cells));
  return [...flagged].sort((a, b) => a - b).map((cell) => cellKey(Math.floor(cell / size), cell % size));
}

/** The empty cells, row-major: where a joker may go. */
export function bineroEmptyCells(state: BineroState): Cell[] {
  const cells: Cell[] = [];
  state.board.forEach((line, row) => line.forEach((value, col) => value === null && cells.push({ row, col })));
  return cells;
}

/** The cells that differ from the solution, with the value they need: the debug 'Résoudre' steps. */
export function bineroWrongCells(state: BineroState): (Cell & { value: BineroValue })[] {
  const cells: (Cell & { value: BineroValue })[] = [];
  state.board.forEach((line, row) =>
    line.forEach((value, col) => {
      const expected = state.solution[row]?.[col] as BineroValue;
      if (value !== expected) cells.push({ row, col, value: expected });
    }),
  );
  return cells;
}

/** The value a tap gives: empty → 0 → 1 → empty. */
const nextValue = (current: BineroCell): BineroCell => (current === null ? 0 : current === 0 ? 1 : null);

/**
 * A new value in one cell, which becomes the selection: the flags go, the grid needs checking again. Only
 * the cell's row is copied, the others are shared (a state's rows are never written in place), so a move
 * of a replay costs one short array rather than a whole grid.
 */
function write(state: BineroState, row: number, col: number, value: BineroCell, selectedCell: Cell | null): BineroState {
  const board = state.board.slice();
  const line = (state.board[row] as BineroCell[]).slice();
  line[col] = value;
  board[row] = line;
  // The hot path of every replay: fields set on the copy, without an Object.assign.
  const next = copyBinero(state);
  next.board = board;
  next.invalidCells = NO_CELLS;
  next.validated = false;
  next.selectedCell = selectedCell;
  return next;
}

const NO_CELLS: string[] = [];

/** Every field of a state, in one literal: the copy every move starts from (core/state-copy.ts). */
function copyBinero(state: BineroState): BineroState {
  return {
    size: state.size,
    board: state.board,
    initialBoard: state.initialBoard,
    solution: state.solution,
    selectedCell: state.selectedCell,
    invalidCells: state.invalidCells,
    validated: state.validated,
    mistakes: state.mistakes,
    jokers: state.jokers,
    revealed: state.revealed,
    rowTrack: state.rowTrack,
    undo: state.undo,
    redo: state.redo,
  };
}

const GIVEN_CELL = 'Cette case fait partie de la grille de départ.';
const REVEALED_CELL = 'Cette case a été révélée\u00a0: elle ne change plus.';

/** Whether a joker revealed the cell: it is then locked like a given (issue 40). */
const isRevealed = (state: BineroState, row: number, col: number): boolean => state.revealed.length > 0 && state.revealed.includes(cellKey(row, col));

const isGiven = (state: BineroState, row: number, col: number): boolean => (state.initialBoard[row]?.[col] ?? null) !== null;

/** Whether the cell takes no input: a given, or a joker's cell (the board only selects them). */
export const isBineroCellLocked = (state: BineroState, row: number, col: number): boolean => isGiven(state, row, col) || isRevealed(state, row, col);

/** A grid undo or redo went back to, with the jokers' cells of `current` written again (issue 40). */
function keepRevealed(current: BineroState, restored: BineroState | Invalid): BineroState | Invalid {
  if (isInvalid(restored) || current.revealed.length === 0) return restored;
  let board = restored.board;
  for (const key of current.revealed) {
    const [row = 0, col = 0] = key.split('-').map(Number);
    const value = restored.solution[row]?.[col] ?? 0;
    if (board[row]?.[col] === value) continue;
    board = board.slice();
    const line = (board[row] as BineroCell[]).slice();
    line[col] = value;
    board[row] = line;
  }
  return withChanges(copyBinero, restored, { board, revealed: current.revealed });
}

/** Undo and redo change the grid: the flags go and it needs checking again; counters stay. */
const keptByUndo = (state: BineroState): Partial<BineroState> => ({ mistakes: state.mistakes, jokers: state.jokers, invalidCells: [], validated: false });

/** Applies a move already known to be well formed (see `readBineroMove`). */
export function applyBineroMove(state: BineroState, move: BineroMove): BineroState | Invalid {
  if (isBineroWon(state)) return invalid('La partie est terminée.');
  const applied = applyChange(state, move);
  if (isInvalid(applied)) return applied;
  const changed = withRowTrack(state, applied, move);
  if (move.type !== 'cycle' && move.type !== 'clear') return changed;
  return recordStep(state, changed, move);
}

/** The rows' track after a move: solved rows, the rows of the cells a check flagged, the row of a joker. */
function withRowTrack(before: BineroState, after: BineroState, move: BineroMove): BineroState {
  const faults = after.mistakes > before.mistakes ? after.invalidCells.map((key) => Number(key.split('-')[0])) : [];
  const hints = after.jokers > before.jokers && 'row' in move ? [move.row] : [];
  const rowTrack = trackRows(before.rowTrack, after.board, after.solution, { faults, hints }, before.board);
  return rowTrack === after.rowTrack ? after : withChanges(copyBinero, after, { rowTrack });
}

function applyChange(state: BineroState, move: BineroMove): BineroState | Invalid {
  if (move.type === 'undo') return keepRevealed(state, undoStep(state, keptByUndo(state)));
  if (move.type === 'redo') return keepRevealed(state, redoStep(state, keptByUndo(state)));

  if (move.type === 'reset') {
    // Jokers stay counted: they already cost their time (docs/decisions.md).
    return { ...initBinero({ board: state.initialBoard, solution: state.solution }), jokers: state.jokers };
  }
  if (move.type === 'validate') {
    if (state.validated) return invalid('La grille n’a pas changé depuis la dernière vérification.');
    const invalidCells = bineroViolations(state.board);
    return withChanges(copyBinero, state, { invalidCells, validated: true, mistakes: state.mistakes + (invalidCells.length > 0 ? 1 : 0) });
  }
  const { row, col } = move;
  if (row >= state.size || col >= state.size) return invalid('Cette case est hors de la grille.');
  if (move.type === 'select') return withChanges(copyBinero, state, { selectedCell: { row, col } });

  // A given or a joker's cell refuses every change, the joker's own included.
  if (isGiven(state, row, col)) return invalid(GIVEN_CELL);
  if (isRevealed(state, row, col)) return invalid(REVEALED_CELL);
  const current = state.board[row]?.[col] ?? null;
  switch (move.type) {
    case 'cycle':
      return write(state, row, col, nextValue(current), { row, col });
    case 'clear':
      if (current === null) return invalid('Cette case est déjà vide.');
      return write(state, row, col, null, { row, col });
    case 'joker': {
      if (current !== null) return invalid('Le joker ne révèle qu’une case vide.');
      const value = state.solution[row]?.[col] ?? 0;
      // A revealed cell is the solution, paid for: undo goes on through it but never takes it back
      // (keepRevealed); what was undone before it cannot be redone.
      const written = write(state, row, col, value, state.selectedCell);
      return withChanges(copyBinero, written, { jokers: state.jokers + 1, revealed: [...state.revealed, cellKey(row, col)], redo: null });
    }
  }
}
