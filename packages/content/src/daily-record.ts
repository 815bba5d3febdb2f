import { type GameSlug, type IsoDate, MAIN_STREAM, type StreamId } from '@jdj/puzzles';

/** What is stored for one game on one day (DESIGN §4 daily_puzzle). */
export interface DailyRecord {
  game: GameSlug;
  date: IsoDate;
  /** The content stream the day belongs to (packages/puzzles core/streams.ts): its providers share it. */
  stream: StreamId;
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
  /** `stream`: another stream draws other grids and codes, and follows its own word plans. */
  build(date: IsoDate, secrets: BuildSecrets, stream?: StreamId): DailyRecord | undefined;
}

/**
 * The seed of a stream's day: the main stream's are the published ones (`sudoku:2026-12-02`), another's are
 * prefixed with its id, so no day of one stream is another's.
 */
export const streamSeed = (stream: StreamId, seed: string): string => (stream === MAIN_STREAM ? seed : `${stream}:${seed}`);
