import { type IsoDate, sudolito, type SudokuDifficulty, weekdayIndex } from '@jdj/puzzles';
import { generatedDaily } from './generated-daily.ts';

/**
 * Harder through the week, like Sudoku and Binero (index 0 = Monday): naked singles on Monday and Tuesday,
 * hidden singles on Wednesday and Thursday, pairs and pointing ('intermediate') from Friday to Sunday, when
 * players have time. 'expert' is not published: every 6x6 'expert' grid needs guessing (docs/decisions.md).
 */
const WEEKLY_DIFFICULTY: readonly SudokuDifficulty[] = ['simple', 'simple', 'easy', 'easy', 'intermediate', 'intermediate', 'intermediate'];

/** The week before issue 29, kept for the days servers may already have stored (30 days ahead). */
const FORMER_WEEKLY_DIFFICULTY: readonly SudokuDifficulty[] = ['simple', 'simple', 'easy', 'easy', 'easy', 'easy', 'easy'];

/** A Monday past the 30 days servers had stored when the rising week came (2026-11-26). */
export const SUDOLITO_RISING_WEEK_FROM: IsoDate = '2026-12-28';

export const SUDOLITO_PUBLISHED_DIFFICULTIES: readonly SudokuDifficulty[] = ['simple', 'easy', 'intermediate'];

export function sudolitoDifficultyOn(date: IsoDate): SudokuDifficulty {
  const week = date < SUDOLITO_RISING_WEEK_FROM ? FORMER_WEEKLY_DIFFICULTY : WEEKLY_DIFFICULTY;
  return week[weekdayIndex(date)] as SudokuDifficulty;
}

export const sudolitoDaily = generatedDaily(
  sudolito,
  (date) => ({ difficulty: sudolitoDifficultyOn(date) }),
  (options) => options.difficulty,
);
