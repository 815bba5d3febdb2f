import { type IsoDate, sudolito, type SudokuDifficulty, weekdayIndex } from '@jdj/puzzles';
import { generatedDaily } from './generated-daily.ts';

/**
 * Naked singles early in the week, hidden singles from Wednesday (index 0 = Monday). The 6x6 levels above
 * are not published: 'intermediate' grids are too rare to generate within budget, and every 'expert' one
 * needs guessing (docs/decisions.md).
 */
const WEEKLY_DIFFICULTY: readonly SudokuDifficulty[] = ['simple', 'simple', 'easy', 'easy', 'easy', 'easy', 'easy'];

export const SUDOLITO_PUBLISHED_DIFFICULTIES: readonly SudokuDifficulty[] = ['simple', 'easy'];

export function sudolitoDifficultyOn(date: IsoDate): SudokuDifficulty {
  return WEEKLY_DIFFICULTY[weekdayIndex(date)] as SudokuDifficulty;
}

export const sudolitoDaily = generatedDaily(sudolito, (date) => ({ difficulty: sudolitoDifficultyOn(date) }), (options) => options.difficulty);
