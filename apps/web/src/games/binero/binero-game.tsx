import { binero, bineroEmptyCells, type BineroMove, type BineroPuzzle, type BineroState, bineroWrongCells } from '@jdj/puzzles';
import { tGrid } from '../../i18n/fr-grid.ts';
import type { GameDefinition } from '../game-definition.ts';
import { jokerOn } from '../grid-kit/joker.ts';
import { BineroBoard } from './BineroBoard.tsx';
import { BineroRules } from './BineroRules.tsx';

/** Binero in the shared shell: the module of @jdj/puzzles, its board, its rules. */
const bineroGame: GameDefinition<BineroPuzzle, BineroState, BineroMove> = {
  slug: 'binero',
  module: binero,
  parsePuzzle: (raw) => binero.parse(raw),
  Board: BineroBoard,
  Rules: BineroRules,
  joker: {
    label: tGrid('grid.joker'),
    isJoker: (move) => move.type === 'joker',
    move: (state, random) => jokerOn(bineroEmptyCells(state), random),
  },
  // Wrong values are cleared at once, then the cells fill in random order: one click for a 0, two for a 1.
  resolve(state, rng) {
    const cells = rng.shuffle(bineroWrongCells(state));
    return {
      instant: cells.filter((c) => state.board[c.row]?.[c.col] !== null).map((c): BineroMove => ({ type: 'clear', row: c.row, col: c.col })),
      animated: cells.flatMap((c): BineroMove[] => Array.from({ length: c.value + 1 }, () => ({ type: 'cycle', row: c.row, col: c.col }))),
    };
  },
  // Document 2 §3: Binero's game in progress is kept under its own browser key.
  inProgressKey: 'binero_game',
};

export default bineroGame;
