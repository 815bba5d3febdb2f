/** Numero: the game module of DESIGN §3 and what the board UI needs. */
import { GRID_GAME_MAX_MOVES } from '../core/floors.ts';
import { type GameModule, type Invalid, invalid, isInvalid } from '../core/game-module.ts';
import { shareOf } from '../core/placement.ts';
import type { Rng } from '../core/rng.ts';
import { parseNumeroDay, readMove } from './codec.ts';
import { generateNumero } from './generate.ts';
import { applyMove, initState, isLost, isWon, NUMERO_JOKER_PENALTY, type NumeroMove, type NumeroPuzzle, type NumeroState } from './rules.ts';
import type { NumeroStep } from './solve.ts';
import { numeroSummary } from './share.ts';

export { familyMask, isPair, NUMERO_COLUMNS, type Pair, type PairLink, pairLink, pairsOf, rowHasPair } from './board.ts';
export { parsePublicNumero } from './codec.ts';
export { type GeneratedNumero, generateNumero, measureSolution, type NumeroDifficulty, solutionWins } from './generate.ts';
export {
  canAddRow,
  canUseJoker,
  hintFor,
  NUMERO_EXTRA_ROWS,
  NUMERO_JOKER_PENALTY,
  NUMERO_MAX_ROWS,
  NUMERO_PAIR_POINTS,
  NUMERO_START_ROWS,
  type NumeroHint,
  type NumeroMove,
  type NumeroPuzzle,
  type NumeroState,
  parityAllowsWin,
  remainingRows,
} from './rules.ts';
export { type NumeroStep, type SolveResult, solveNumero } from './solve.ts';

/** The whole day: the public rows and, on the server, the way to an empty board that proves it winnable. */
export type NumeroDay = NumeroPuzzle & { solution?: NumeroStep[] };

function apply(state: NumeroState, move: NumeroMove): NumeroState | Invalid {
  // The move may come from anywhere at run time: check it again rather than trust the type.
  const checked = readMove(move);
  return checked.ok ? applyMove(state, checked.value) : invalid(checked.error);
}

/**
 * Seconds no person beats for a move: a pair is spotted and tapped in two cells, half a second at the
 * fastest, so a quarter second a cell; a new row or a hint is one tap.
 */
export function numeroMoveFloor(move: NumeroMove): number {
  return move.type === 'select' ? 0.25 : 0.2;
}

export const numero: GameModule<NumeroDay, NumeroPuzzle, NumeroState, NumeroMove> = {
  slug: 'numero',
  generatorVersion: 1,
  generate: (rng: Rng) => {
    const { puzzle, solution } = generateNumero(rng);
    return { ...puzzle, solution };
  },
  parse: parseNumeroDay,
  // The rows to add reach the browser, which adds them itself; they are drawn at random and give no answer away.
  toPublic: (puzzle) => ({ rows: puzzle.rows.map((line) => line.slice()), extra_rows: puzzle.extra_rows.map((line) => line.slice()) }),
  parseMove: readMove,
  init: initState,
  apply,
  applyParsed: applyMove,
  status: (state) => (isWon(state) ? 'won' : isLost(state) ? 'lost' : 'playing'),
  penalty: (move, state) => (move.type === 'joker' && !isInvalid(apply(state, move)) ? NUMERO_JOKER_PENALTY : 0),
  moveFloorSeconds: numeroMoveFloor,
  maxMoves: GRID_GAME_MAX_MOVES,
  counters: (state) => ({ mistakes: state.mistakes, jokers: state.jokers }),
  // Each joker shows one pair to clear (or that a row must be added): a board emptied mostly from its
  // hints was the joker's.
  revealedShare: (state) => shareOf(state.jokers, state.pairs),
  // Beside the counters and won (document 2 §3: won, jokers), the points shown as 'Score: N'.
  scoreData: (state) => ({ points: state.points }),
  shareSummary: numeroSummary,
};
