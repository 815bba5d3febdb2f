/**
 * Play rules of Sudoku (document 2 §3, §4, §5): the shared digit-grid rules (digit-grid.ts) with
 * Sudoku's marks, every cell that shares its digit with a peer.
 */
import type { Invalid } from '../core/game-module.ts';
import {
  type DigitGridPuzzle,
  type DigitGridState,
  type DigitGridVariant,
  type SudokuMove,
  applyDigitMove,
  baseState,
  clashes,
  conflictsOf,
  isSolved,
  jokerCells,
} from './digit-grid.ts';
import type { SudokuDifficulty } from './grade.ts';

export {
  type DigitGridPuzzle,
  type DigitGridState,
  type SudokuMove,
  type SudokuWriteMode,
  conflictsOf,
  digitCounts,
  isDigitComplete,
  peersOf,
  resolveOrder,
} from './digit-grid.ts';

export interface SudokuPuzzle extends DigitGridPuzzle {
  difficulty: SudokuDifficulty;
}

export interface SudokuState extends DigitGridState {
  /** 'row-col' keys, row-major, of every cell sharing its digit with a row, column or box peer. */
  conflicts: string[];
}

/** Seconds added by a joker (document 2 §9, 'Révéler une case'). */
export const SUDOKU_JOKER_PENALTY = 30;
/** Declared by document 2 §9, never enforced: a sudoku cannot be lost (docs/decisions.md). */
export const SUDOKU_MAX_MISTAKES = 3;

export const initState = (puzzle: DigitGridPuzzle): SudokuState => ({ ...baseState(puzzle), conflicts: conflictsOf(puzzle.board) });

/**
 * Every field of a state, in one literal: the copy every move starts from. Written out rather than
 * spread from the shared fields, which V8 copies several times slower (core/state-copy.ts).
 */
function copySudoku(state: SudokuState): SudokuState {
  return {
    board: state.board,
    initialBoard: state.initialBoard,
    solution: state.solution,
    notes: state.notes,
    selectedCell: state.selectedCell,
    writeMode: state.writeMode,
    mistakes: state.mistakes,
    jokers: state.jokers,
    revealed: state.revealed,
    rowTrack: state.rowTrack,
    undo: state.undo,
    redo: state.redo,
    conflicts: state.conflicts,
  };
}

const SUDOKU_VARIANT: DigitGridVariant<SudokuState> = {
  init: initState,
  // Most writes leave the conflicts as they were (none): the state then needs no second copy.
  mark: (state, row, col) => {
    const conflicts = conflictsAfterWrite(state, row, col);
    return conflicts === state.conflicts ? state : Object.assign(copySudoku(state), { conflicts });
  },
  jokerReplacesWrongDigits: false,
  copy: copySudoku,
};

/**
 * The conflicts once one cell changed. A board without conflicts can only gain them around that cell, so
 * most moves (and a server's replay of a clean game) check its 20 peers instead of the whole board.
 */
function conflictsAfterWrite(state: SudokuState, row: number, col: number): string[] {
  if (state.conflicts.length > 0) return conflictsOf(state.board);
  const value = state.board[row]?.[col] ?? 0;
  return value !== 0 && clashes(state.board, row, col, value) ? conflictsOf(state.board) : NO_CONFLICTS;
}

const NO_CONFLICTS: string[] = [];

export const isWon: (state: SudokuState) => boolean = isSolved;

/** Applies a move already known to be well formed (see `readMove`). */
export const applyMove = (state: SudokuState, move: SudokuMove): SudokuState | Invalid => applyDigitMove(SUDOKU_VARIANT, state, move);

/** The cells the joker may reveal now: the empty ones. */
export const sudokuJokerCells = (state: SudokuState) => jokerCells(SUDOKU_VARIANT, state);
