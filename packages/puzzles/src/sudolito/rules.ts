/**
 * Play rules of Sudolito (document 2 §4, §5, §9): the digit-grid rules Sudoku uses, on 6x6 with boxes of
 * 2 rows × 3 columns. What differs from Sudoku: a digit that clashes with its row, column or box marks
 * its own cell invalid (until a fitting digit replaces it or it is erased) and costs 10 s on top of the
 * mistake; the joker may also replace a wrong digit once no cell is empty.
 */
import type { Invalid } from '../core/game-module.ts';
import { cellKey } from '../grid/grid.ts';
import {
  type DigitGridPuzzle,
  type DigitGridState,
  type DigitGridVariant,
  type SudokuMove,
  applyDigitMove,
  baseState,
  isSolved,
  jokerCells,
} from '../sudoku/digit-grid.ts';
import type { SudokuDifficulty } from '../sudoku/grade.ts';

export interface SudolitoPuzzle extends DigitGridPuzzle {
  difficulty: SudokuDifficulty;
}

export interface SudolitoState extends DigitGridState {
  /** 'row-col' keys, row-major, of the cells whose digit was a wrong move. */
  invalidCells: string[];
}

export type SudolitoMove = SudokuMove;

/** Seconds added by a digit that breaks a rule (document 2 §4). */
export const SUDOLITO_MISTAKE_PENALTY = 10;
/** Seconds added by a joker (document 2 §9: the rules text's 30 s, docs/decisions.md). */
export const SUDOLITO_JOKER_PENALTY = 30;

export const initSudolito = (puzzle: DigitGridPuzzle): SudolitoState => ({ ...baseState(puzzle), invalidCells: [] });

const byRowMajor = (a: string, b: string): number => {
  const [ra = 0, ca = 0] = a.split('-').map(Number);
  const [rb = 0, cb = 0] = b.split('-').map(Number);
  return ra - rb || ca - cb;
};

function mark(state: SudolitoState, row: number, col: number, breaksRule: boolean): SudolitoState {
  const key = cellKey(row, col);
  const marked = state.invalidCells.includes(key);
  if (breaksRule === marked) return state;
  const invalidCells = breaksRule ? [...state.invalidCells, key].sort(byRowMajor) : state.invalidCells.filter((k) => k !== key);
  return Object.assign(copySudolito(state), { invalidCells });
}

/**
 * Every field of a state, in one literal: the copy every move starts from. Written out rather than
 * spread from the shared fields, which V8 copies several times slower (core/state-copy.ts).
 */
function copySudolito(state: SudolitoState): SudolitoState {
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
    invalidCells: state.invalidCells,
  };
}

const SUDOLITO_VARIANT: DigitGridVariant<SudolitoState> = { init: initSudolito, mark, jokerReplacesWrongDigits: true, copy: copySudolito };

export const applySudolitoMove = (state: SudolitoState, move: SudolitoMove): SudolitoState | Invalid => applyDigitMove(SUDOLITO_VARIANT, state, move);

export const isSudolitoWon: (state: SudolitoState) => boolean = isSolved;

/** The cells the joker may reveal now: the empty ones, or the wrong ones once the board is full. */
export const sudolitoJokerCells = (state: SudolitoState) => jokerCells(SUDOLITO_VARIANT, state);
