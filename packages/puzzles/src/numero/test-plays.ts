import type { TestPlays } from '../testing/plays.ts';
import { isInvalid } from '../core/game-module.ts';
import { pairsOf } from './board.ts';
import type { NumeroDay } from './index.ts';
import { applyMove, canAddRow, initState, isLost, type NumeroMove, type NumeroState } from './rules.ts';
import { solveNumero } from './solve.ts';

const play = (state: NumeroState, move: NumeroMove): NumeroState => {
  const next = applyMove(state, move);
  if (isInvalid(next)) throw new Error(`test play refused: ${next.reason}`);
  return next;
};

/** The pairs on offer, those whose clearing leaves the fewest pairs first, with the state each leaves. */
function narrowestFirst(state: NumeroState): { moves: NumeroMove[]; next: NumeroState; left: number }[] {
  return pairsOf(state.rows)
    .map((pair) => {
      const moves: NumeroMove[] = [
        { type: 'select', ...pair.a },
        { type: 'select', ...pair.b },
      ];
      const next = moves.reduce(play, state);
      return { moves, next, left: pairsOf(next.rows).length };
    })
    .sort((x, y) => x.left - y.left);
}

/** A way to a board with numbers left and no pair (depth first, narrowest pairs first), or null. */
function stuckLine(state: NumeroState, seen: Set<string>): NumeroMove[] | null {
  if (isLost(state)) return [];
  const key = JSON.stringify(state.rows);
  if (state.rows.length === 0 || seen.has(key) || seen.size > 20_000) return null;
  seen.add(key);
  for (const { moves, next } of narrowestFirst(state)) {
    const rest = stuckLine(next, seen);
    if (rest) return [...moves, ...rest];
  }
  return null;
}

/**
 * A player who follows the solver's way to an empty board (the day's stored way, else a fresh search),
 * and one who adds every row at once, then clears pairs until none is left (searching for such a dead end).
 */
export const numeroPlays: TestPlays<NumeroDay, NumeroMove> = {
  win(puzzle) {
    const steps = puzzle.solution ?? solveNumero(puzzle.rows, puzzle.extra_rows).steps;
    if (!steps) throw new Error('no way to win this Numero');
    return steps.flatMap((step): NumeroMove[] =>
      step === 'row'
        ? [{ type: 'add-row' }]
        : [
            { type: 'select', row: step[0], col: step[1] },
            { type: 'select', row: step[2], col: step[3] },
          ],
    );
  },
  /** The same way, with the joker asked before each pair. */
  assisted(puzzle) {
    let firstOfPair = true;
    return numeroPlays.win(puzzle).flatMap((move): NumeroMove[] => {
      if (move.type !== 'select') return [move];
      const asked: NumeroMove[] = firstOfPair ? [{ type: 'joker' }, move] : [move];
      firstOfPair = !firstOfPair;
      return asked;
    });
  },
  lose(puzzle) {
    let state = initState(puzzle);
    const rows: NumeroMove[] = [];
    while (canAddRow(state)) {
      rows.push({ type: 'add-row' });
      state = play(state, { type: 'add-row' });
    }
    const line = stuckLine(state, new Set());
    if (!line) throw new Error('no way to get stuck on this Numero');
    return [...rows, ...line];
  },
};
