import { resolveOrder, sudoku, type SudokuMove, type SudokuPuzzle, type SudokuState } from '@jdj/puzzles';
import { tSudoku as t } from '../../i18n/fr-sudoku.ts';
import type { GameDefinition } from '../game-definition.ts';
import { SudokuBoard } from './SudokuBoard.tsx';
import { SudokuRules } from './SudokuRules.tsx';

/** The empty cells of the board (what the joker may reveal; the module checks the chosen one). */
function emptyCells(state: SudokuState): { row: number; col: number }[] {
  const cells: { row: number; col: number }[] = [];
  state.board.forEach((line, row) => line.forEach((value, col) => value === 0 && cells.push({ row, col })));
  return cells;
}

/** Sudoku in the shared shell: the module of @jdj/puzzles, its board, its rules. */
const sudokuGame: GameDefinition<SudokuPuzzle, SudokuState, SudokuMove> = {
  slug: 'sudoku',
  module: sudoku,
  parsePuzzle: (raw) => sudoku.parse(raw),
  Board: SudokuBoard,
  Rules: SudokuRules,
  joker: {
    label: t('sudoku.joker'),
    isJoker: (move) => move.type === 'joker',
    move(state, random) {
      const cells = emptyCells(state);
      const cell = cells[Math.floor(random() * cells.length)];
      return cell ? { type: 'joker', row: cell.row, col: cell.col } : null;
    },
  },
  // Wrong digits are erased first (a wrong digit can hold the last free spot of its number), then the
  // missing ones appear in random order.
  resolve(state, rng) {
    const steps = resolveOrder(state, rng);
    return {
      instant: steps.filter((s) => state.board[s.row]?.[s.col] !== 0).map((s): SudokuMove => ({ type: 'erase', row: s.row, col: s.col })),
      animated: steps.map((s): SudokuMove => ({ type: 'place', row: s.row, col: s.col, value: s.value })),
    };
  },
};

export default sudokuGame;
