/**
 * The play rules Sudoku (9x9) and Sudolito (6x6) share, as pure functions over plain data: selecting,
 * note mode, notes, writing and erasing digits, the joker and reset. They read the grid size from the
 * board. What differs between the two games is a `DigitGridVariant`: which cells show in red after a
 * digit is written or erased, and which cells a joker may reveal.
 */
import { type Invalid, invalid, isInvalid } from '../core/game-module.ts';
import type { Rng } from '../core/rng.ts';
import { type Cell, cellKey, cloneGrid, gridsEqual } from '../grid/grid.ts';
import { type GridStep, recordStep, redoStep, undoStep } from '../grid/history.ts';
import { type RowTrack, startTrack, trackRows } from '../grid/row-track.ts';
import type { StateCopy } from '../core/state-copy.ts';
import { SUDOKU_SHAPE, type SudokuShape, shapeOfSize } from './shape.ts';

export type SudokuWriteMode = 'none' | 'note';

/** The givens and the solution: all a new game needs. */
export interface DigitGridPuzzle {
  /** Givens, 0 = empty. */
  board: number[][];
  solution: number[][];
}

/** What both games keep in their play state (document 2 §3). */
export interface DigitGridState {
  board: number[][];
  initialBoard: number[][];
  /** Needed in the browser by the joker; derivable from the givens anyway. */
  solution: number[][];
  /** 'row-col' → sorted candidate digits; only cells with notes have a key. */
  notes: Record<string, number[]>;
  selectedCell: Cell | null;
  writeMode: SudokuWriteMode;
  mistakes: number;
  jokers: number;
  /**
   * 'row-col' of the cells a joker revealed: the solution, paid for, locked like a given (no digit, note
   * or erasure changes them; undo and redo leave them as they are). The board shows them apart.
   */
  revealed: string[];
  /** The rows in the order they were solved, and those a mistake or a joker touched (the share picture). */
  rowTrack: RowTrack;
  /** Changes of the grid that undo takes back (digits, erasures, notes), latest first; see grid/history.ts. */
  undo: GridStep<DigitGridState> | null;
  /** Changes undone, that redo plays again; emptied by any new change. */
  redo: GridStep<DigitGridState> | null;
}

export type SudokuMove =
  | { type: 'select'; row: number; col: number }
  | { type: 'place'; row: number; col: number; value: number }
  | { type: 'note'; row: number; col: number; value: number }
  | { type: 'erase'; row: number; col: number }
  | { type: 'set-mode'; mode: SudokuWriteMode }
  /** The browser draws the cell, so that the server's replay is the same. */
  | { type: 'joker'; row: number; col: number }
  | { type: 'reset' }
  /** Takes back the last digit, erasure or note (never a joker's cell); mistakes already counted stay. */
  | { type: 'undo' }
  | { type: 'redo' };

export interface DigitGridVariant<S extends DigitGridState> {
  /** A new game; reset starts from it again, keeping the jokers. */
  init(puzzle: DigitGridPuzzle): S;
  /** The red marks once the cell's digit was written (`breaksRule` when it clashed) or erased. */
  mark(state: S, row: number, col: number, breaksRule: boolean): S;
  /** Whether a joker may replace a wrong digit, or only fill an empty cell. */
  jokerReplacesWrongDigits: boolean;
  /** The state's copy every move starts from: one literal of all its fields (core/state-copy.ts). */
  copy: StateCopy<S>;
}

/** `state` with some of the fields every digit grid has changed, on the variant's copy (core/state-copy.ts). */
const changed = <S extends DigitGridState>(variant: DigitGridVariant<S>, state: S, changes: Partial<DigitGridState>): S =>
  Object.assign(variant.copy(state), changes);

/** The fields every new game starts with. */
export function baseState(puzzle: DigitGridPuzzle): DigitGridState {
  return {
    board: cloneGrid(puzzle.board),
    initialBoard: cloneGrid(puzzle.board),
    solution: cloneGrid(puzzle.solution),
    notes: {},
    selectedCell: null,
    writeMode: 'none',
    mistakes: 0,
    jokers: 0,
    revealed: [],
    rowTrack: startTrack(puzzle.board, puzzle.solution),
    undo: null,
    redo: null,
  };
}

export const isSolved = (state: DigitGridState): boolean => gridsEqual(state.board, state.solution);

const shapeOf = (board: readonly (readonly number[])[]): SudokuShape => shapeOfSize(board.length) ?? SUDOKU_SHAPE;

/** The other cells of the cell's row, column and box, row-major. */
export function peersOf(row: number, col: number, size = 9): Cell[] {
  const shape = shapeOfSize(size) ?? SUDOKU_SHAPE;
  const cell = row * shape.size + col;
  const peers: Cell[] = [];
  for (let i = 0; i < shape.peerCount; i++) {
    const peer = shape.peers[cell * shape.peerCount + i] as number;
    peers.push({ row: shape.rowOf[peer] as number, col: shape.colOf[peer] as number });
  }
  return peers;
}

/** Whether a peer of the cell already holds `value`: placing it there breaks the rule. */
export function clashes(board: readonly (readonly number[])[], row: number, col: number, value: number): boolean {
  // Runs for every cell after every move (and in every server replay): no allocation.
  const shape = shapeOf(board);
  const base = (row * shape.size + col) * shape.peerCount;
  for (let i = base; i < base + shape.peerCount; i++) {
    const peer = shape.peers[i] as number;
    if (board[shape.rowOf[peer] as number]?.[shape.colOf[peer] as number] === value) return true;
  }
  return false;
}

/** Cells whose digit appears again in their row, column or box, row-major. */
export function conflictsOf(board: readonly (readonly number[])[]): string[] {
  // Runs after every move of Sudoku (and of its replays): count each digit per unit once.
  const shape = shapeOf(board);
  const { size, boxOf } = shape;
  const stride = size + 1;
  const rows = new Uint8Array(size * stride);
  const cols = new Uint8Array(size * stride);
  const boxes = new Uint8Array(size * stride);
  for (let r = 0; r < size; r++) {
    const line = board[r] as readonly number[];
    for (let c = 0; c < size; c++) {
      const value = line[c] as number;
      if (value === 0) continue;
      const box = boxOf[r * size + c] as number;
      rows[r * stride + value] = (rows[r * stride + value] as number) + 1;
      cols[c * stride + value] = (cols[c * stride + value] as number) + 1;
      boxes[box * stride + value] = (boxes[box * stride + value] as number) + 1;
    }
  }
  const keys: string[] = [];
  for (let r = 0; r < size; r++) {
    const line = board[r] as readonly number[];
    for (let c = 0; c < size; c++) {
      const value = line[c] as number;
      if (value === 0) continue;
      const box = boxOf[r * size + c] as number;
      if ((rows[r * stride + value] as number) > 1 || (cols[c * stride + value] as number) > 1 || (boxes[box * stride + value] as number) > 1) {
        keys.push(cellKey(r, c));
      }
    }
  }
  return keys;
}

/**
 * How many times each digit is on the board: index d for digit d, index 0 for the empty cells.
 * A digit's key is disabled once it reaches the grid size.
 */
export function digitCounts(state: DigitGridState): number[] {
  const counts = new Array<number>(state.board.length + 1).fill(0);
  for (const line of state.board) for (const value of line) counts[value] = (counts[value] as number) + 1;
  return counts;
}

export function isDigitComplete(state: DigitGridState, digit: number): boolean {
  // Asked before every digit written, in every replay: indexed loops, no iterator.
  const { board } = state;
  const size = board.length;
  let count = 0;
  for (let r = 0; r < size; r++) {
    const line = board[r] as readonly number[];
    for (let c = 0; c < size; c++) if (line[c] === digit) count++;
  }
  return count >= size;
}

/**
 * Non-given cells that are empty or wrong, in random order, with the digit to reveal: the
 * steps of the debug 'Résoudre' animation.
 */
export function resolveOrder(state: DigitGridState, rng: Rng): (Cell & { value: number })[] {
  const cells: (Cell & { value: number })[] = [];
  state.board.forEach((line, row) =>
    line.forEach((value, col) => {
      const expected = state.solution[row]?.[col] as number;
      if (value !== expected) cells.push({ row, col, value: expected });
    }),
  );
  return rng.shuffle(cells);
}

function withoutNote(notes: Record<string, number[]>, key: string, value: number): Record<string, number[]> {
  const list = notes[key];
  if (!list?.includes(value)) return notes;
  const next = { ...notes };
  const rest = list.filter((v) => v !== value);
  if (rest.length > 0) next[key] = rest;
  else delete next[key];
  return next;
}

const hasAny = (notes: Record<string, number[]>): boolean => {
  for (const _ in notes) return true;
  return false;
};

/**
 * The board with one cell changed: only its row is copied, the others are shared (a state's rows are
 * never written in place), so a move costs one short array rather than a whole grid.
 */
function withCell(board: number[][], row: number, col: number, value: number): number[][] {
  const next = board.slice();
  const line = (board[row] as number[]).slice();
  line[col] = value;
  next[row] = line;
  return next;
}

/** Writes a digit and clears the cell's notes; a digit that fits also leaves its peers' notes. */
function writeDigit<S extends DigitGridState>(variant: DigitGridVariant<S>, state: S, row: number, col: number, value: number, breaksRule: boolean): S {
  const board = withCell(state.board, row, col, value);
  let notes = state.notes;
  // Most moves of a replay are played without notes: nothing to clear then.
  if (hasAny(notes)) {
    const key = cellKey(row, col);
    if (notes[key]) {
      notes = { ...notes };
      delete notes[key];
    }
    if (!breaksRule) {
      const shape = shapeOf(board);
      const base = (row * shape.size + col) * shape.peerCount;
      for (let i = base; i < base + shape.peerCount; i++) {
        const peer = shape.peers[i] as number;
        notes = withoutNote(notes, cellKey(shape.rowOf[peer] as number, shape.colOf[peer] as number), value);
      }
    }
  }
  // The hot path of every replay: fields set on the copy, without an Object.assign.
  const next = variant.copy(state);
  next.board = board;
  next.notes = notes;
  return variant.mark(next, row, col, breaksRule);
}

const GIVEN_CELL = 'Cette case fait partie de la grille de départ.';
const REVEALED_CELL = 'Cette case a été révélée\u00a0: elle ne change plus.';

/** Whether a joker revealed the cell: it is then locked like a given (issue 40). */
function isRevealed(state: DigitGridState, row: number, col: number): boolean {
  // Asked before every digit of a replay: most games have no joker, and then no key is built.
  return state.revealed.length > 0 && state.revealed.includes(cellKey(row, col));
}

const isGiven = (state: DigitGridState, row: number, col: number): boolean => (state.initialBoard[row]?.[col] ?? 0) !== 0;

/** Whether the cell takes no input: a given, or a joker's cell (the board makes both read-only). */
export const isLockedCell = (state: DigitGridState, row: number, col: number): boolean => isGiven(state, row, col) || isRevealed(state, row, col);

/** Why the player may not change the cell (a given, a joker's cell), or null when they may. */
function lockedReason(state: DigitGridState, row: number, col: number): Invalid | null {
  if (isGiven(state, row, col)) return invalid(GIVEN_CELL);
  return isRevealed(state, row, col) ? invalid(REVEALED_CELL) : null;
}

/**
 * Whether a digit may be placed (the refusal otherwise), and if so whether it breaks the rule: what a
 * place move does, without writing it (Sudolito's penalty asks it for every digit).
 */
export function placeVerdict(state: DigitGridState, move: Extract<SudokuMove, { type: 'place' }>): boolean | Invalid {
  if (isSolved(state)) return invalid('La partie est terminée.');
  return verdictOnPlaying(state, move);
}

/** `placeVerdict` once the game is known to go on (a move checks that first: no second comparison). */
function verdictOnPlaying(state: DigitGridState, move: Extract<SudokuMove, { type: 'place' }>): boolean | Invalid {
  const size = state.board.length;
  const { row, col, value } = move;
  if (row >= size || col >= size) return invalid('Cette case est hors de la grille.');
  const locked = lockedReason(state, row, col);
  if (locked) return locked;
  if (value > size) return invalid(`Le chiffre doit aller de 1 à ${size}.`);
  if ((state.board[row]?.[col] ?? 0) === value) return invalid('Ce chiffre est déjà dans cette case.');
  if (isDigitComplete(state, value)) return invalid(`Tous les ${value} sont déjà placés.`);
  return clashes(state.board, row, col, value);
}

/** What undo and redo leave as they are: the counters already paid for, and the write mode. */
const keptByUndo = <S extends DigitGridState>(state: S): Partial<S> =>
  ({ mistakes: state.mistakes, jokers: state.jokers, writeMode: state.writeMode }) as Partial<S>;

/**
 * A grid undo or redo went back to, with the jokers' cells of `current` written again: a revealed cell is
 * paid for and stays whatever the history holds (issue 40).
 */
function keepRevealed<S extends DigitGridState>(variant: DigitGridVariant<S>, current: S, restored: S | Invalid): S | Invalid {
  if (isInvalid(restored) || current.revealed.length === 0) return restored;
  let next: S = changed(variant, restored, { revealed: current.revealed });
  for (const key of current.revealed) {
    const [row = 0, col = 0] = key.split('-').map(Number);
    const value = next.solution[row]?.[col] ?? 0;
    if (next.board[row]?.[col] !== value) next = variant.mark(changed(variant, next, { board: withCell(next.board, row, col, value) }), row, col, false);
  }
  return next;
}

/** Applies a move already known to be well formed (see `readMove`). */
export function applyDigitMove<S extends DigitGridState>(variant: DigitGridVariant<S>, state: S, move: SudokuMove): S | Invalid {
  if (isSolved(state)) return invalid('La partie est terminée.');
  const applied = applyChange(variant, state, move);
  if (isInvalid(applied)) return applied;
  const next = withRowTrack(variant, state, applied, move);
  // Undo takes back the changes of one cell's digit or notes; the move names the cell.
  return move.type === 'place' || move.type === 'note' || move.type === 'erase' ? recordStep(state, next, move) : next;
}

/** The rows' track after a move (kept across undo and reset): solved rows, and the row of a mistake or a joker. */
function withRowTrack<S extends DigitGridState>(variant: DigitGridVariant<S>, before: S, after: S, move: SudokuMove): S {
  const row = 'row' in move ? [move.row] : [];
  const touched = { faults: after.mistakes > before.mistakes ? row : [], hints: after.jokers > before.jokers ? row : [] };
  const rowTrack = trackRows(before.rowTrack, after.board, after.solution, touched, before.board);
  return rowTrack === after.rowTrack ? after : changed(variant, after, { rowTrack });
}

function applyChange<S extends DigitGridState>(variant: DigitGridVariant<S>, state: S, move: SudokuMove): S | Invalid {
  const size = state.board.length;
  if (move.type === 'undo') return keepRevealed(variant, state, undoStep(state, keptByUndo(state)));
  if (move.type === 'redo') return keepRevealed(variant, state, redoStep(state, keptByUndo(state)));

  if (move.type === 'set-mode') {
    return changed(variant, state, { writeMode: move.mode === 'note' && state.writeMode === 'note' ? 'none' : move.mode });
  }
  if (move.type === 'reset') {
    // Jokers stay counted: they already cost their time (docs/decisions.md).
    return { ...variant.init({ board: state.initialBoard, solution: state.solution }), jokers: state.jokers };
  }
  if (move.row >= size || move.col >= size) return invalid('Cette case est hors de la grille.');
  if (move.type === 'select') {
    const next = variant.copy(state);
    next.selectedCell = { row: move.row, col: move.col };
    return next;
  }

  const { row, col } = move;
  // A given or a joker's cell refuses every change, the joker's own included.
  const locked = lockedReason(state, row, col);
  if (locked) return locked;
  const current = state.board[row]?.[col] ?? 0;

  switch (move.type) {
    case 'place': {
      const verdict = verdictOnPlaying(state, move);
      if (typeof verdict !== 'boolean') return verdict;
      const next = writeDigit(variant, state, row, col, move.value, verdict);
      // `next` is the state this move has just built: counted in place.
      if (verdict) next.mistakes = state.mistakes + 1;
      return next;
    }
    case 'note': {
      if (move.value > size) return invalid(`Le chiffre doit aller de 1 à ${size}.`);
      if (current !== 0) return invalid('Cette case contient déjà un chiffre.');
      if (isDigitComplete(state, move.value)) return invalid(`Tous les ${move.value} sont déjà placés.`);
      const key = cellKey(row, col);
      const list = state.notes[key] ?? [];
      if (list.includes(move.value)) return changed(variant, state, { notes: withoutNote(state.notes, key, move.value) });
      return changed(variant, state, { notes: { ...state.notes, [key]: [...list, move.value].sort((a, b) => a - b) } });
    }
    case 'erase': {
      const key = cellKey(row, col);
      if (current !== 0) {
        return variant.mark(changed(variant, state, { board: withCell(state.board, row, col, 0) }), row, col, false);
      }
      if (state.notes[key]) {
        const notes = { ...state.notes };
        delete notes[key];
        return changed(variant, state, { notes });
      }
      return invalid('Cette case est déjà vide.');
    }
    case 'joker': {
      const value = state.solution[row]?.[col] ?? 0;
      if (variant.jokerReplacesWrongDigits ? current === value : current !== 0) {
        return invalid(variant.jokerReplacesWrongDigits ? 'Cette case est déjà juste.' : 'Le joker ne révèle qu’une case vide.');
      }
      // A revealed cell is the solution, paid for: undo goes on through it (the moves before it can be taken
      // back) but never takes the cell back (keepRevealed); what was undone before it cannot be redone.
      const written = writeDigit(variant, state, row, col, value, false);
      return changed(variant, written, { jokers: state.jokers + 1, revealed: [...written.revealed, cellKey(row, col)], redo: null });
    }
  }
}

/** The cells a joker may reveal: the empty ones, or (where allowed) the wrong ones once none is empty. */
export function jokerCells<S extends DigitGridState>(variant: DigitGridVariant<S>, state: S): Cell[] {
  const empty: Cell[] = [];
  const wrong: Cell[] = [];
  state.board.forEach((line, row) =>
    line.forEach((value, col) => {
      if (value === 0) empty.push({ row, col });
      else if (value !== state.solution[row]?.[col]) wrong.push({ row, col });
    }),
  );
  return empty.length > 0 || !variant.jokerReplacesWrongDigits ? empty : wrong;
}
