import { type IsoDate, sudoku, type SudokuDifficulty, weekdayIndex } from '@jdj/puzzles';
import { generatedDaily } from './generated-daily.ts';

/**
 * Like a newspaper's grid, difficulty climbs through the week: gentle on Monday,
 * hardest at the weekend when players have time (index 0 = Monday).
 */
const WEEKLY_DIFFICULTY: readonly SudokuDifficulty[] = ['simple', 'easy', 'easy', 'intermediate', 'intermediate', 'expert', 'intermediate'];

export function sudokuDifficultyOn(date: IsoDate): SudokuDifficulty {
  return WEEKLY_DIFFICULTY[weekdayIndex(date)] as SudokuDifficulty;
}

export const sudokuDaily = generatedDaily(
  sudoku,
  (date) => ({ difficulty: sudokuDifficultyOn(date) }),
  (options) => options.difficulty,
);
