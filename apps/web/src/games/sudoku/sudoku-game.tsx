import { sudoku, sudokuJokerCells, type SudokuMove, type SudokuPuzzle, type SudokuState } from '@jdj/puzzles';
import { tGrid } from '../../i18n/fr-grid.ts';
import type { GameDefinition } from '../game-definition.ts';
import { resolveDigitGrid } from '../grid-kit/digit-grid-game.ts';
import { jokerOn } from '../grid-kit/joker.ts';
import { SudokuBoard } from './SudokuBoard.tsx';
import { SudokuRules } from './SudokuRules.tsx';

/** Sudoku in the shared shell: the module of @jdj/puzzles, its board, its rules. */
const sudokuGame: GameDefinition<SudokuPuzzle, SudokuState, SudokuMove> = {
  slug: 'sudoku',
  module: sudoku,
  parsePuzzle: (raw) => sudoku.parse(raw),
  Board: SudokuBoard,
  Rules: SudokuRules,
  joker: {
    label: tGrid('grid.joker'),
    isJoker: (move) => move.type === 'joker',
    move: (state, random) => jokerOn(sudokuJokerCells(state), random),
  },
  resolve: resolveDigitGrid,
};

export default sudokuGame;
