import type { GameSlug } from '@jdj/puzzles';
import type { DailyBuilder } from './daily-record.ts';
import { sudokuDaily } from './sudoku-daily.ts';
import { wordGameBuilder } from './words/builders.ts';
import { WORD_GAMES } from './words/word-games.ts';

export type { DailyBuilder, DailyRecord } from './daily-record.ts';
export { sudokuDifficultyOn } from './sudoku-daily.ts';
export { checkWordGames, daysLeft, failingPlannedDays, publicationProblems, type WordCheckReport } from './words/check.ts';
export { committedWordContent, loadWordContent, type WordContent } from './words/word-content.ts';
export { extendPlans } from './words/planner.ts';
export { writeSchedule } from './words/schedule-file.ts';
export { isWordGame, WORD_GAMES, type WordGame } from './words/word-games.ts';

/** Games whose daily content can be built, by slug. */
const BUILDERS: Partial<Record<GameSlug, DailyBuilder>> = {
  sudoku: sudokuDaily,
  ...Object.fromEntries(WORD_GAMES.map((game) => [game, wordGameBuilder(game)])),
};

export function dailyBuilder(game: string): DailyBuilder | undefined {
  return Object.hasOwn(BUILDERS, game) ? BUILDERS[game as GameSlug] : undefined;
}

export function buildableGames(): GameSlug[] {
  return Object.keys(BUILDERS) as GameSlug[];
}
