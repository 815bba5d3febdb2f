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
 * What only the server knows when it builds a day. `contentKey` is derived from the deployment's secret
 * (see contentKeyOf): secret content drawn from it (Decrypto's code) cannot be computed from public code.
 */
export interface BuildSecrets {
  contentKey: string;
}

/**
 * Builds a game's record for a date, deterministically: the same date (and the same secrets) always
 * give the same record. Undefined when the game has no content for that date (a word game whose plan ends
 * before it).
 */
export interface DailyBuilder {
  game: GameSlug;
  build(date: IsoDate, secrets: BuildSecrets): DailyRecord | undefined;
}
