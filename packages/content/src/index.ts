import type { GameSlug } from '@jdj/puzzles';
import type { DailyBuilder } from './daily-record.ts';
import { bineroDaily } from './binero-daily.ts';
import { decryptoDaily } from './decrypto-daily.ts';
import { numeroDaily } from './numero-daily.ts';
import { sudokuDaily } from './sudoku-daily.ts';
import { sudolitoDaily } from './sudolito-daily.ts';
import { wordGameBuilder } from './words/builders.ts';
import { WORD_GAMES } from './words/word-games.ts';

export { type BuildSecrets, type DailyBuilder, type DailyRecord, streamSeed } from './daily-record.ts';
export { contentKeyOf } from './content-key.ts';
export { decryptoCode } from './decrypto-daily.ts';
export { bineroDayOn, type BineroDay } from './binero-daily.ts';
export { numeroDifficultyLabel } from './numero-daily.ts';
export { sudokuDifficultyOn } from './sudoku-daily.ts';
export { SUDOLITO_PUBLISHED_DIFFICULTIES, sudolitoDifficultyOn } from './sudolito-daily.ts';
export { answersOf, checkWordGames, daysLeft, failingPlannedDays, publicationProblems, type WordCheckReport } from './words/check.ts';
export { alternativeDays, type DayNeighbourhood, repeatProblems, replacementProblems } from './words/alternatives.ts';
export { buildWordDay, buildWordDayOf } from './words/build-record.ts';
export { committedWordContent, loadWordContent, type WordContent, withStream } from './words/word-content.ts';
export { extendPlans, type PlanResult } from './words/planner.ts';
export { proximoWords } from './words/proximo-words.ts';
export { type Schedule, scheduleDirOf, writeSchedule } from './words/schedule-file.ts';
export { isWordGame, WORD_GAMES, type WordGame } from './words/word-games.ts';

/** Games whose daily content can be built, by slug. */
const BUILDERS: Partial<Record<GameSlug, DailyBuilder>> = {
  decrypto: decryptoDaily,
  numero: numeroDaily,
  sudoku: sudokuDaily,
  sudolito: sudolitoDaily,
  binero: bineroDaily,
  ...Object.fromEntries(WORD_GAMES.map((game) => [game, wordGameBuilder(game)])),
};

export function dailyBuilder(game: string): DailyBuilder | undefined {
  return Object.hasOwn(BUILDERS, game) ? BUILDERS[game as GameSlug] : undefined;
}

export function buildableGames(): GameSlug[] {
  return Object.keys(BUILDERS) as GameSlug[];
}
