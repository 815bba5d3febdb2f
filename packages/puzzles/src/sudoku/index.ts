/** Sudoku (9x9): the game module of DESIGN §3 and what the board UI needs. */
import { GRID_GAME_MAX_MOVES } from '../core/floors.ts';
import { type GameModule, type Invalid, invalid, isInvalid } from '../core/game-module.ts';
import type { Rng } from '../core/rng.ts';
import { cloneGrid, emptyCellCount, unflattenGrid } from '../grid/grid.ts';
import { shareOf } from '../core/placement.ts';
import { parsePuzzle, readMove } from './codec.ts';
import { type SudokuSymmetry, generateCells } from './generate.ts';
import type { SudokuDifficulty } from './grade.ts';
import { SUDOKU_JOKER_PENALTY, type SudokuMove, type SudokuPuzzle, type SudokuState, applyMove, initState, isWon } from './rules.ts';
import { digitGridSummary } from './share.ts';
import { SUDOKU_SHAPE } from './shape.ts';

export type { Grade as SudokuGrade, SudokuDifficulty, Technique as SudokuTechnique } from './grade.ts';
export { SUDOKU_DIFFICULTIES, grade as gradeSudoku } from './grade.ts';
export { SUDOKU_SYMMETRIES, type SudokuSymmetry, generateCells as generateSudokuCells } from './generate.ts';
export {
  type DigitGridPuzzle,
  type DigitGridState,
  SUDOKU_JOKER_PENALTY,
  SUDOKU_MAX_MISTAKES,
  type SudokuMove,
  type SudokuPuzzle,
  type SudokuState,
  type SudokuWriteMode,
  conflictsOf,
  digitCounts,
  isDigitComplete,
  peersOf,
  resolveOrder,
  sudokuJokerCells,
} from './rules.ts';
export { isLockedCell as isDigitGridCellLocked, isSolved as isDigitGridSolved } from './digit-grid.ts';
export { SUDOKU_SHAPE, SUDOLITO_SHAPE, type SudokuShape } from './shape.ts';
export { countSolutions, solve } from './solve.ts';

/** The solution of a unique sudoku follows from its givens, so the browser gets it too (joker). */
export type SudokuPublicPuzzle = SudokuPuzzle;

export interface SudokuGenerateOptions {
  /** Default 'easy'. */
  difficulty?: SudokuDifficulty;
  /** Default 'none', like qqwing. */
  symmetry?: SudokuSymmetry;
}

function generateSudoku(rng: Rng, options?: SudokuGenerateOptions): SudokuPuzzle {
  const difficulty = options?.difficulty ?? 'easy';
  const generated = generateCells(SUDOKU_SHAPE, rng, { difficulty, symmetry: options?.symmetry ?? 'none' });
  // Thousands of times more attempts than any 9x9 level needs on average.
  if (!generated) throw new Error(`no ${difficulty} sudoku found within the attempt limit`);
  return {
    board: unflattenGrid(generated.puzzle, SUDOKU_SHAPE.size),
    solution: unflattenGrid(generated.solution, SUDOKU_SHAPE.size),
    difficulty,
  };
}

/**
 * Seconds no person beats for a move: the fastest solvers place about one digit a second on an easy
 * grid; a third of that pace is the floor (docs/decisions.md). A selection costs nothing by itself.
 */
export function sudokuMoveFloor(move: SudokuMove): number {
  switch (move.type) {
    case 'place':
      return 0.35;
    case 'note':
    case 'erase':
    case 'joker':
      return 0.2;
    // A tap on a button pressed again and again (a few steps back): a fast double tap.
    case 'undo':
    case 'redo':
      return 0.1;
    case 'select':
    case 'set-mode':
    case 'reset':
      return 0;
  }
}

function apply(state: SudokuState, move: SudokuMove): SudokuState | Invalid {
  // The move may come from anywhere at run time: check it again rather than trust the type.
  const checked = readMove(move);
  return checked.ok ? applyMove(state, checked.value) : invalid(checked.error);
}

export const sudoku: GameModule<SudokuPuzzle, SudokuPublicPuzzle, SudokuState, SudokuMove, SudokuGenerateOptions> = {
  slug: 'sudoku',
  generatorVersion: 1,
  generate: generateSudoku,
  parse: (raw) => parsePuzzle(raw, SUDOKU_SHAPE),
  toPublic: (puzzle) => ({ board: cloneGrid(puzzle.board), solution: cloneGrid(puzzle.solution), difficulty: puzzle.difficulty }),
  parseMove: (raw) => readMove(raw, SUDOKU_SHAPE.size),
  init: initState,
  apply,
  applyParsed: applyMove,
  status: (state) => (isWon(state) ? 'won' : 'playing'),
  penalty: (move, state) => (move.type === 'joker' && !isInvalid(apply(state, move)) ? SUDOKU_JOKER_PENALTY : 0),
  moveFloorSeconds: sudokuMoveFloor,
  maxMoves: GRID_GAME_MAX_MOVES,
  counters: (state) => ({ mistakes: state.mistakes, jokers: state.jokers }),
  // Each joker reveals one of the cells the player had to fill.
  revealedShare: (state) => shareOf(state.jokers, emptyCellCount(state.initialBoard, 0)),
  shareSummary: digitGridSummary,
};
