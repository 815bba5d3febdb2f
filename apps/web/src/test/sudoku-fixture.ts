import { createRng, sudoku, type SudokuPuzzle } from '@jdj/puzzles';

let cached: SudokuPuzzle | null = null;

/** One easy 9x9 puzzle made by the real generator (the same seed always gives it). */
export function testSudoku(): SudokuPuzzle {
  cached ??= sudoku.generate!(createRng('web-tests'), { difficulty: 'easy' });
  return { board: cached.board.map((r) => r.slice()), solution: cached.solution.map((r) => r.slice()), difficulty: cached.difficulty };
}

/** The empty cells of a puzzle with their solution digits, row by row. */
export function emptyCellsOf(puzzle: SudokuPuzzle): { row: number; col: number; value: number }[] {
  return puzzle.board.flatMap((line, row) => line.flatMap((value, col) => (value === 0 ? [{ row, col, value: puzzle.solution[row]?.[col] as number }] : [])));
}
