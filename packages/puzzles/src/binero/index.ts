/** Binero (Takuzu): the game module of DESIGN §3 and what the board UI needs. */
import { GRID_GAME_MAX_MOVES } from '../core/floors.ts';
import { type GameModule, type Invalid, invalid, isInvalid } from '../core/game-module.ts';
import type { Rng } from '../core/rng.ts';
import { cloneGrid, emptyCellCount } from '../grid/grid.ts';
import { shareOf } from '../core/placement.ts';
import { parseBineroPuzzle, readBineroMove } from './codec.ts';
import { generateBineroCells } from './generate.ts';
import type { BineroSize } from './lines.ts';
import type { BineroDifficulty } from './logic.ts';
import {
  BINERO_JOKER_PENALTY,
  type BineroCell,
  type BineroMove,
  type BineroPuzzle,
  type BineroState,
  type BineroValue,
  applyBineroMove,
  initBinero,
  isBineroWon,
} from './rules.ts';
import { bineroSummary } from './share.ts';

export { BINERO_SIZES, type BineroSize } from './lines.ts';
export { BINERO_DIFFICULTIES, BINERO_TECHNIQUES, type BineroDifficulty, type BineroGrade, type BineroTechnique } from './logic.ts';
export {
  BINERO_JOKER_PENALTY,
  BINERO_MAX_MISTAKES,
  BINERO_VALIDATION_DELAY_MS,
  type BineroCell,
  type BineroMove,
  type BineroPuzzle,
  type BineroState,
  type BineroValue,
  type BineroBreach,
  type BineroRule,
  bineroBreaches,
  bineroEmptyCells,
  isBineroCellLocked,
  bineroViolations,
  bineroWrongCells,
} from './rules.ts';
export { gradeBinero } from './grade.ts';

/** The solution follows from the givens (a unique grid): the browser gets it too, for the joker. */
export type BineroPublicPuzzle = BineroPuzzle;

export interface BineroGenerateOptions {
  /** Default 6 (document 2 §9). */
  size?: BineroSize;
  /** Default 'easy'. */
  difficulty?: BineroDifficulty;
}

function generateBinero(rng: Rng, options?: BineroGenerateOptions): BineroPuzzle {
  const size = options?.size ?? 6;
  const difficulty = options?.difficulty ?? 'easy';
  const generated = generateBineroCells(size, difficulty, rng);
  // A thousand times more attempts than any level needs on average.
  if (!generated) throw new Error(`no ${size}x${size} ${difficulty} binero found within the attempt limit`);
  const rows = (cells: Int8Array) =>
    Array.from({ length: size }, (_, r) => Array.from(cells.subarray(r * size, (r + 1) * size), (v) => (v < 0 ? null : (v as BineroValue))));
  return { size, board: rows(generated.puzzle), solution: rows(generated.solution) as BineroValue[][], difficulty };
}

/**
 * Seconds no person beats for a move: a quick player fills a 6x6 grid's two dozen cells in some
 * 20 seconds, a cell in one or two clicks; a third of that pace is the floor. The validation is the
 * board's own, a selection costs nothing by itself.
 */
export function bineroMoveFloor(move: BineroMove): number {
  switch (move.type) {
    case 'cycle':
      return 0.15;
    case 'clear':
    // A tap on a button pressed again and again (a few steps back): a fast double tap.
    case 'undo':
    case 'redo':
      return 0.1;
    case 'joker':
      return 0.2;
    case 'select':
    case 'validate':
    case 'reset':
      return 0;
  }
}

function apply(state: BineroState, move: BineroMove): BineroState | Invalid {
  // The move may come from anywhere at run time: check it again rather than trust the type.
  const checked = readBineroMove(move);
  return checked.ok ? applyBineroMove(state, checked.value) : invalid(checked.error);
}

export const binero: GameModule<BineroPuzzle, BineroPublicPuzzle, BineroState, BineroMove, BineroGenerateOptions> = {
  slug: 'binero',
  generatorVersion: 1,
  generate: generateBinero,
  parse: parseBineroPuzzle,
  toPublic: (puzzle) => ({ ...puzzle, board: cloneGrid<BineroCell>(puzzle.board), solution: cloneGrid(puzzle.solution) }),
  parseMove: readBineroMove,
  init: initBinero,
  apply,
  applyParsed: applyBineroMove,
  status: (state) => (isBineroWon(state) ? 'won' : 'playing'),
  penalty: (move, state) => (move.type === 'joker' && !isInvalid(apply(state, move)) ? BINERO_JOKER_PENALTY : 0),
  moveFloorSeconds: bineroMoveFloor,
  maxMoves: GRID_GAME_MAX_MOVES,
  counters: (state) => ({ mistakes: state.mistakes, jokers: state.jokers }),
  // Each joker reveals one of the cells the player had to fill.
  revealedShare: (state) => shareOf(state.jokers, emptyCellCount(state.initialBoard, null)),
  shareSummary: bineroSummary,
};
