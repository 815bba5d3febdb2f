/** Sudolito (6x6 sudoku, boxes of 2 rows × 3 columns): the game module, on the shared sudoku engine. */
import { GRID_GAME_MAX_MOVES } from '../core/floors.ts';
import { type GameModule, type Invalid, invalid, isInvalid } from '../core/game-module.ts';
import type { Rng } from '../core/rng.ts';
import { cloneGrid, emptyCellCount, unflattenGrid } from '../grid/grid.ts';
import { shareOf } from '../core/placement.ts';
import { parsePuzzle, readMove } from '../sudoku/codec.ts';
import { placeVerdict } from '../sudoku/digit-grid.ts';
import { generateCells } from '../sudoku/generate.ts';
import type { SudokuDifficulty } from '../sudoku/grade.ts';
import { sudokuMoveFloor } from '../sudoku/index.ts';
import { SUDOLITO_SHAPE } from '../sudoku/shape.ts';
import { intermediateSudolito } from './intermediate.ts';

export { INTERMEDIATE_SEED_GRIDS, intermediateSeedGrid } from './intermediate.ts';
import { digitGridSummary } from '../sudoku/share.ts';
import {
  SUDOLITO_JOKER_PENALTY,
  SUDOLITO_MISTAKE_PENALTY,
  type SudolitoMove,
  type SudolitoPuzzle,
  type SudolitoState,
  applySudolitoMove,
  initSudolito,
  isSudolitoWon,
} from './rules.ts';

export {
  SUDOLITO_JOKER_PENALTY,
  SUDOLITO_MISTAKE_PENALTY,
  type SudolitoMove,
  type SudolitoPuzzle,
  type SudolitoState,
  sudolitoJokerCells,
} from './rules.ts';

/** As for Sudoku, the solution follows from the givens: the browser gets it too (joker). */
export type SudolitoPublicPuzzle = SudolitoPuzzle;

export interface SudolitoGenerateOptions {
  /** Default 'easy'. */
  difficulty?: SudokuDifficulty;
}

function generateSudolito(rng: Rng, options?: SudolitoGenerateOptions): SudolitoPuzzle {
  const difficulty = options?.difficulty ?? 'easy';
  // Removals stop at the level instead of overshooting it: a few givens more than a minimal grid, found
  // in the first full grids (docs/decisions.md). 'intermediate' is too rare on 6x6 for that: a seed grid
  // in a symmetry of the day.
  const generated = difficulty === 'intermediate' ? intermediateSudolito(rng) : generateCells(SUDOLITO_SHAPE, rng, { difficulty, keepWithinLevel: true });
  if (!generated) throw new Error(`no ${difficulty} sudolito found within the attempt limit`);
  return {
    board: unflattenGrid(generated.puzzle, SUDOLITO_SHAPE.size),
    solution: unflattenGrid(generated.solution, SUDOLITO_SHAPE.size),
    difficulty,
  };
}

function apply(state: SudolitoState, move: SudolitoMove): SudolitoState | Invalid {
  // The move may come from anywhere at run time: check it again rather than trust the type.
  const checked = readMove(move, SUDOLITO_SHAPE.size);
  return checked.ok ? applySudolitoMove(state, checked.value) : invalid(checked.error);
}

function penalty(move: SudolitoMove, state: SudolitoState): number {
  const checked = readMove(move, SUDOLITO_SHAPE.size);
  if (!checked.ok) return 0;
  const played = checked.value;
  // Every digit of a replay asks: whether it breaks a rule, without writing it.
  if (played.type === 'place') return placeVerdict(state, played) === true ? SUDOLITO_MISTAKE_PENALTY : 0;
  if (played.type === 'joker') return isInvalid(applySudolitoMove(state, played)) ? 0 : SUDOLITO_JOKER_PENALTY;
  return 0;
}

export const sudolito: GameModule<SudolitoPuzzle, SudolitoPublicPuzzle, SudolitoState, SudolitoMove, SudolitoGenerateOptions> = {
  slug: 'sudolito',
  generatorVersion: 1,
  generate: generateSudolito,
  parse: (raw) => parsePuzzle(raw, SUDOLITO_SHAPE),
  toPublic: (puzzle) => ({ board: cloneGrid(puzzle.board), solution: cloneGrid(puzzle.solution), difficulty: puzzle.difficulty }),
  parseMove: (raw) => readMove(raw, SUDOLITO_SHAPE.size),
  init: initSudolito,
  apply,
  applyParsed: applySudolitoMove,
  status: (state) => (isSudolitoWon(state) ? 'won' : 'playing'),
  penalty,
  // The same moves as Sudoku's, as quick to play on a smaller grid.
  moveFloorSeconds: sudokuMoveFloor,
  maxMoves: GRID_GAME_MAX_MOVES,
  counters: (state) => ({ mistakes: state.mistakes, jokers: state.jokers }),
  // Each joker reveals one of the cells the player had to fill.
  revealedShare: (state) => shareOf(state.jokers, emptyCellCount(state.initialBoard, 0)),
  shareSummary: digitGridSummary,
};
