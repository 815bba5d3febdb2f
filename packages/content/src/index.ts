import type { GameSlug } from '@jdj/puzzles';
import type { DailyBuilder } from './daily-record.ts';
import { sudokuDaily } from './sudoku-daily.ts';

export type { DailyBuilder, DailyRecord } from './daily-record.ts';
export { sudokuDifficultyOn } from './sudoku-daily.ts';

/** Games whose daily content can be built, by slug. */
const BUILDERS: Partial<Record<GameSlug, DailyBuilder>> = {
  sudoku: sudokuDaily,
};

export function dailyBuilder(game: string): DailyBuilder | undefined {
  return Object.hasOwn(BUILDERS, game) ? BUILDERS[game as GameSlug] : undefined;
}

export function buildableGames(): GameSlug[] {
  return Object.keys(BUILDERS) as GameSlug[];
}
