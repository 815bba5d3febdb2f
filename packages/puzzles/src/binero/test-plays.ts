import type { TestPlays } from '../testing/plays.ts';
import type { BineroMove, BineroPuzzle } from './rules.ts';

/** A player who knows the answer: each empty cell clicked once for a 0, twice for a 1. */
export const bineroPlays: TestPlays<BineroPuzzle, BineroMove> = {
  win(puzzle) {
    const moves: BineroMove[] = [];
    puzzle.board.forEach((line, row) =>
      line.forEach((value, col) => {
        if (value !== null) return;
        const clicks = puzzle.solution[row]?.[col] === 1 ? 2 : 1;
        for (let i = 0; i < clicks; i++) moves.push({ type: 'cycle', row, col });
      }),
    );
    return moves;
  },
  /** Every empty cell revealed by a joker. */
  assisted(puzzle) {
    return puzzle.board.flatMap((line, row) => line.flatMap((value, col): BineroMove[] => (value === null ? [{ type: 'joker', row, col }] : [])));
  },
};
