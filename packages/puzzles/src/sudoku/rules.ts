/**
 * Play rules of Sudoku (document 2 §3, §4, §5) as pure functions over plain data. The
 * functions read the grid size from the board, so Sudolito (6x6) can reuse them.
 */
import { type Invalid, invalid } from '../core/game-module.ts';
import type { Rng } from '../core/rng.ts';
import { type Cell, cellKey, cloneGrid, gridsEqual } from '../grid/grid.ts';
import type { SudokuDifficulty } from './grade.ts';
import { SUDOKU_SHAPE, type SudokuShape, shapeOfSize } from './shape.ts';

export interface SudokuPuzzle {
  /** Givens, 0 = empty. */
  board: number[][];
  solution: number[][];
  difficulty: SudokuDifficulty;
}

export type SudokuWriteMode = 'none' | 'note';

export interface SudokuState {
  board: number[][];
  initialBoard: number[][];
  /** Needed in the browser by the joker; derivable from the givens anyway. */
  solution: number[][];
  /** 'row-col' → sorted candidate digits; only cells with notes have a key. */
  notes: Record<string, number[]>;
  selectedCell: Cell | null;
  writeMode: SudokuWriteMode;
  /** 'row-col' keys, row-major, of every cell sharing its digit with a row, column or box peer. */
  conflicts: string[];
  mistakes: number;
  jokers: number;
}

export type SudokuMove =
  | { type: 'select'; row: number; col: number }
  | { type: 'place'; row: number; col: number; value: number }
  | { type: 'note'; row: number; col: number; value: number }
  | { type: 'erase'; row: number; col: number }
  | { type: 'set-mode'; mode: SudokuWriteMode }
  /** The browser draws the empty cell, so that the server's replay is the same. */
  | { type: 'joker'; row: number; col: number }
  | { type: 'reset' };

/** Seconds added by a joker (document 2 §9, 'Révéler une case'). */
export const SUDOKU_JOKER_PENALTY = 30;
/** Declared by document 2 §9, never enforced: a sudoku cannot be lost (docs/decisions.md). */
export const SUDOKU_MAX_MISTAKES = 3;

const shapeOf = (board: readonly (readonly number[])[]): SudokuShape => shapeOfSize(board.length) ?? SUDOKU_SHAPE;

export function initState(puzzle: Pick<SudokuPuzzle, 'board' | 'solution'>): SudokuState {
  return {
    board: cloneGrid(puzzle.board),
    initialBoard: cloneGrid(puzzle.board),
    solution: cloneGrid(puzzle.solution),
    notes: {},
    selectedCell: null,
    writeMode: 'none',
    conflicts: conflictsOf(puzzle.board),
    mistakes: 0,
    jokers: 0,
  };
}

export const isWon = (state: SudokuState): boolean => gridsEqual(state.board, state.solution);

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
function clashes(board: readonly (readonly number[])[], row: number, col: number, value: number): boolean {
  // Runs for every cell after every move (and in every server replay): no allocation.
  const shape = shapeOf(board);
  const base = (row * shape.size + col) * shape.peerCount;
  for (let i = base; i < base + shape.peerCount; i++) {
    const peer = shape.peers[i] as number;
    if (board[shape.rowOf[peer] as number]?.[shape.colOf[peer] as number] === value) return true;
  }
  return false;
}

/** Cells whose digit appears again in their row, column or box. */
export function conflictsOf(board: readonly (readonly number[])[]): string[] {
  const keys: string[] = [];
  board.forEach((line, row) =>
    line.forEach((value, col) => {
      if (value !== 0 && clashes(board, row, col, value)) keys.push(cellKey(row, col));
    }),
  );
  return keys;
}

/**
 * How many times each digit is on the board: index d for digit d, index 0 for the empty cells.
 * A digit's key is disabled once it reaches the grid size (9).
 */
export function digitCounts(state: SudokuState): number[] {
  const counts = new Array<number>(state.board.length + 1).fill(0);
  for (const line of state.board) for (const value of line) counts[value] = (counts[value] as number) + 1;
  return counts;
}

export const isDigitComplete = (state: SudokuState, digit: number): boolean =>
  (digitCounts(state)[digit] ?? 0) >= state.board.length;

/**
 * Non-given cells that are empty or wrong, in random order, with the digit to reveal: the
 * steps of the debug 'Résoudre' animation.
 */
export function resolveOrder(state: SudokuState, rng: Rng): (Cell & { value: number })[] {
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

/** Writes a digit and clears the cell's notes; a digit that fits also leaves its peers' notes. */
function writeDigit(state: SudokuState, row: number, col: number, value: number, clearsPeerNotes: boolean): SudokuState {
  const board = cloneGrid(state.board);
  (board[row] as number[])[col] = value;
  let notes = state.notes;
  const key = cellKey(row, col);
  if (notes[key]) {
    notes = { ...notes };
    delete notes[key];
  }
  if (clearsPeerNotes) {
    for (const peer of peersOf(row, col, board.length)) notes = withoutNote(notes, cellKey(peer.row, peer.col), value);
  }
  return { ...state, board, notes, conflicts: conflictsOf(board) };
}

const GIVEN_CELL = 'Cette case fait partie de la grille de départ.';

/** Applies a move already known to be well formed (see `readMove`). */
export function applyMove(state: SudokuState, move: SudokuMove): SudokuState | Invalid {
  if (isWon(state)) return invalid('La partie est terminée.');
  const size = state.board.length;

  if (move.type === 'set-mode') {
    return { ...state, writeMode: move.mode === 'note' && state.writeMode === 'note' ? 'none' : move.mode };
  }
  if (move.type === 'reset') {
    // Jokers stay counted: document 2 only zeroes the mistakes (docs/decisions.md).
    return { ...initState({ board: state.initialBoard, solution: state.solution }), jokers: state.jokers };
  }
  if (move.row >= size || move.col >= size) return invalid('Cette case est hors de la grille.');
  if (move.type === 'select') return { ...state, selectedCell: { row: move.row, col: move.col } };

  const { row, col } = move;
  if ((state.initialBoard[row]?.[col] ?? 0) !== 0) return invalid(GIVEN_CELL);
  const current = state.board[row]?.[col] ?? 0;

  switch (move.type) {
    case 'place': {
      if (move.value > size) return invalid(`Le chiffre doit aller de 1 à ${size}.`);
      if (current === move.value) return invalid('Ce chiffre est déjà dans cette case.');
      if (isDigitComplete(state, move.value)) return invalid(`Tous les ${move.value} sont déjà placés.`);
      const breaksRule = clashes(state.board, row, col, move.value);
      const next = writeDigit(state, row, col, move.value, !breaksRule);
      return breaksRule ? { ...next, mistakes: state.mistakes + 1 } : next;
    }
    case 'note': {
      if (move.value > size) return invalid(`Le chiffre doit aller de 1 à ${size}.`);
      if (current !== 0) return invalid('Cette case contient déjà un chiffre.');
      if (isDigitComplete(state, move.value)) return invalid(`Tous les ${move.value} sont déjà placés.`);
      const key = cellKey(row, col);
      const list = state.notes[key] ?? [];
      if (list.includes(move.value)) return { ...state, notes: withoutNote(state.notes, key, move.value) };
      return { ...state, notes: { ...state.notes, [key]: [...list, move.value].sort((a, b) => a - b) } };
    }
    case 'erase': {
      const key = cellKey(row, col);
      if (current !== 0) {
        const board = cloneGrid(state.board);
        (board[row] as number[])[col] = 0;
        return { ...state, board, conflicts: conflictsOf(board) };
      }
      if (state.notes[key]) {
        const notes = { ...state.notes };
        delete notes[key];
        return { ...state, notes };
      }
      return invalid('Cette case est déjà vide.');
    }
    case 'joker': {
      if (current !== 0) return invalid('Le joker ne révèle qu’une case vide.');
      const value = state.solution[row]?.[col] ?? 0;
      return { ...writeDigit(state, row, col, value, true), jokers: state.jokers + 1 };
    }
  }
}
