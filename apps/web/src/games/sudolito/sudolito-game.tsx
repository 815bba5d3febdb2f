import { sudolito, sudolitoJokerCells, type SudolitoMove, type SudolitoPuzzle, type SudolitoState } from '@jdj/puzzles';
import { tGrid } from '../../i18n/fr-grid.ts';
import type { GameDefinition } from '../game-definition.ts';
import { resolveDigitGrid } from '../grid-kit/digit-grid-game.ts';
import { jokerOn } from '../grid-kit/joker.ts';
import { SudolitoBoard } from './SudolitoBoard.tsx';
import { SudolitoRules } from './SudolitoRules.tsx';

/** Sudolito in the shared shell: the 6x6 module of @jdj/puzzles on the sudoku family's board. */
const sudolitoGame: GameDefinition<SudolitoPuzzle, SudolitoState, SudolitoMove> = {
  slug: 'sudolito',
  module: sudolito,
  parsePuzzle: (raw) => sudolito.parse(raw),
  Board: SudolitoBoard,
  Rules: SudolitoRules,
  joker: {
    label: tGrid('grid.joker'),
    isJoker: (move) => move.type === 'joker',
    move: (state, random) => jokerOn(sudolitoJokerCells(state), random),
  },
  resolve: resolveDigitGrid,
};

export default sudolitoGame;
