import { createRng, type IsoDate, sudoku, type SudokuDifficulty, weekdayIndex } from '@jdj/puzzles';
import type { DailyBuilder } from './daily-record.ts';

/**
 * Like a newspaper's grid, difficulty climbs through the week: gentle on Monday,
 * hardest at the weekend when players have time (index 0 = Monday).
 */
const WEEKLY_DIFFICULTY: readonly SudokuDifficulty[] = [
  'simple',
  'easy',
  'easy',
  'intermediate',
  'intermediate',
  'expert',
  'intermediate',
];

export function sudokuDifficultyOn(date: IsoDate): SudokuDifficulty {
  return WEEKLY_DIFFICULTY[weekdayIndex(date)] as SudokuDifficulty;
}

export const sudokuDaily: DailyBuilder = {
  game: 'sudoku',
  build(date) {
    const seed = `sudoku:${date}`;
    const difficulty = sudokuDifficultyOn(date);
    // The generator version is part of the stream: a new generator never silently changes old days.
    const puzzle = sudoku.generate!(createRng(`${seed}:v${sudoku.generatorVersion}`), { difficulty });
    return {
      game: 'sudoku',
      date,
      publicData: sudoku.toPublic(puzzle),
      secretData: {},
      seed,
      generatorVersion: sudoku.generatorVersion,
      difficulty,
    };
  },
};
