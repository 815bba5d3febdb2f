/**
 * The day's Numero from a seed: 5 start rows and the 5 rows 'Ajouter une ligne' adds, proven winnable
 * by the solver, with the way it found and how hard the day is.
 */
import { isInvalid } from '../core/game-module.ts';
import type { Rng } from '../core/rng.ts';
import { familyBit, familyMask, NUMERO_COLUMNS, pairsOf, rowHasPair } from './board.ts';
import { applyMove, initState, NUMERO_EXTRA_ROWS, NUMERO_START_ROWS, type NumeroMove, type NumeroPuzzle, type NumeroState } from './rules.ts';
import { type NumeroStep, solveNumero } from './solve.ts';

/** How hard a day is, measured on the way the solver found. */
export interface NumeroDifficulty {
  /** Steps of the way: pairs cleared plus rows added. */
  moves: number;
  rowsAdded: number;
  /** Mean number of pairs on offer before each pair of the way (more choice, more ways to go wrong). */
  branching: number;
  /** States the solver visited before finding it. */
  searched: number;
}

export interface GeneratedNumero {
  puzzle: NumeroPuzzle;
  /** A way from the start to an empty board. */
  solution: NumeroStep[];
  difficulty: NumeroDifficulty;
  /** Boards drawn before one was proven winnable within the search limit. */
  attempts: number;
}

/** Search limit per drawn board: a board not proven by then is replaced by a fresh one. */
const NODES_PER_ATTEMPT = 500;
const MAX_ATTEMPTS = 500;

/** The values of each family (see familyBit), by bit index. */
const FAMILY_VALUES: readonly (readonly number[])[] = [[1, 9], [2, 8], [3, 7], [4, 6], [5]];

const randomRow = (rng: Rng): number[] => Array.from({ length: NUMERO_COLUMNS }, () => rng.int(1, 9));

/**
 * Changes a few numbers of `editable` so that `editable` and `fixed` together hold an even count of each
 * family: a pair always takes two numbers of one family, so an odd family could never be cleared.
 */
function evenFamilies(rng: Rng, editable: number[][], fixed: readonly (readonly number[])[]): void {
  for (let mask = familyMask([...editable, ...fixed]); mask !== 0; mask = familyMask([...editable, ...fixed])) {
    const odd = [0, 1, 2, 3, 4].filter((b) => mask & (1 << b));
    // A number of one odd family turned into another odd family evens both; else any number moves.
    const cells: [number, number][] = [];
    editable.forEach((line, r) => line.forEach((v, c) => (familyBit(v) & mask) !== 0 && cells.push([r, c])));
    const [r, c] = cells.length > 0 ? rng.pick(cells) : [rng.int(0, editable.length - 1), rng.int(0, NUMERO_COLUMNS - 1)];
    const from = familyBit((editable[r] as number[])[c] as number);
    const target = rng.pick(odd.filter((b) => 1 << b !== from));
    (editable[r] as number[])[c] = rng.pick(FAMILY_VALUES[target] as number[]);
  }
}

/** An extra row with a pair of its own; with a partner, its families balance the partner's. */
function extraRow(rng: Rng, partner?: readonly number[]): number[] {
  for (;;) {
    const line = randomRow(rng);
    if (partner) evenFamilies(rng, [line], [partner]);
    if (rowHasPair(line)) return line;
  }
}

/**
 * Draws a board whose families come out even after 1, 3 or 5 added rows: the start rows balance the
 * first extra row, and the second and fourth rows balance the third and fifth. So no choice of how many
 * rows to add dooms the day by the values alone (the geometry still can).
 */
function drawPuzzle(rng: Rng): NumeroPuzzle {
  const first = extraRow(rng);
  const rows = Array.from({ length: NUMERO_START_ROWS }, () => randomRow(rng));
  evenFamilies(rng, rows, [first]);
  const extra_rows = [first];
  while (extra_rows.length < NUMERO_EXTRA_ROWS) {
    const odd = extraRow(rng);
    extra_rows.push(extraRow(rng, odd), odd);
  }
  return { rows, extra_rows };
}

const movesOfStep = (step: NumeroStep): NumeroMove[] =>
  step === 'row'
    ? [{ type: 'add-row' }]
    : [
        { type: 'select', row: step[0], col: step[1] },
        { type: 'select', row: step[2], col: step[3] },
      ];

/**
 * Plays a way from the start; the states before each step (the last one the board it leaves), or null
 * when the rules refuse a step.
 */
function playSteps(puzzle: NumeroPuzzle, steps: readonly NumeroStep[]): NumeroState[] | null {
  let state: NumeroState = initState(puzzle);
  const states = [state];
  for (const step of steps) {
    for (const move of movesOfStep(step)) {
      const next = applyMove(state, move);
      if (isInvalid(next)) return null;
      state = next;
    }
    states.push(state);
  }
  return states;
}

/** Whether a way leads from the start to an empty board. */
export function solutionWins(puzzle: NumeroPuzzle, steps: readonly NumeroStep[]): boolean {
  return playSteps(puzzle, steps)?.at(-1)?.rows.length === 0;
}

/** How hard the way is (see NumeroDifficulty); null when it does not win. */
export function measureSolution(puzzle: NumeroPuzzle, steps: readonly NumeroStep[], searched = 0): NumeroDifficulty | null {
  const states = playSteps(puzzle, steps);
  if (states?.at(-1)?.rows.length !== 0) return null;
  let offered = 0;
  let pairs = 0;
  steps.forEach((step, i) => {
    if (step === 'row') return;
    offered += pairsOf((states[i] as NumeroState).rows).length;
    pairs += 1;
  });
  return {
    moves: steps.length,
    rowsAdded: steps.length - pairs,
    branching: Math.round((offered / Math.max(pairs, 1)) * 10) / 10,
    searched,
  };
}

export function generateNumero(rng: Rng): GeneratedNumero {
  for (let attempts = 1; attempts <= MAX_ATTEMPTS; attempts++) {
    const puzzle = drawPuzzle(rng);
    const found = solveNumero(puzzle.rows, puzzle.extra_rows, 0, { maxNodes: NODES_PER_ATTEMPT });
    if (!found.steps) continue;
    const difficulty = measureSolution(puzzle, found.steps, found.nodes);
    if (!difficulty) throw new Error('the solver found a way the rules refuse');
    return { puzzle, solution: found.steps, difficulty, attempts };
  }
  throw new Error(`no winnable Numero within ${MAX_ATTEMPTS} boards`);
}
