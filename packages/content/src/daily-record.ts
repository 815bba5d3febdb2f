import type { GameSlug, IsoDate } from '@jdj/puzzles';

/** What is stored for one game on one day (DESIGN §4 daily_puzzle). */
export interface DailyRecord {
  game: GameSlug;
  date: IsoDate;
  /** What a browser may receive. */
  publicData: unknown;
  /** What never leaves the server. */
  secretData: unknown;
  seed: string;
  generatorVersion: number;
  difficulty: string | null;
}

/**
 * Builds a game's record for a date, deterministically: the same date always gives the same record.
 * Undefined when the game has no content for that date (a word game whose plan ends before it).
 */
export interface DailyBuilder {
  game: GameSlug;
  build(date: IsoDate): DailyRecord | undefined;
}
