import * as z from 'zod/mini';
import { gameDayParams, gameSlug, isoDate, isoInstant, localUserQuery, providerSlug, seconds, uuid } from './primitives.ts';
import { route } from './route.ts';

/** The longest move log a score may carry, and the largest timer value a move may name (seconds). */
export const MAX_LOGGED_MOVES = 5_000;
export const MAX_TIMER_S = 10_000_000;

/** One entry of a submitted move log: the move and the timer value (seconds) when it was played. */
export const LoggedMove = z.strictObject({
  move: z.unknown(),
  at: z.number().check(z.minimum(0), z.maximum(MAX_TIMER_S)),
});
export interface LoggedMove {
  move: unknown;
  at: number;
}

/**
 * POST /api/scores body. The server replays the log through the game's rules before storing; the log comes
 * as a list of moves or as columns (what the web app sends: a third of the bytes), exactly one of them.
 */
export const ScoreUpload = z.strictObject({
  game: gameSlug,
  date: isoDate,
  /** The anonymous player's UUID kept in the browser. */
  local_user_id: uuid,
  /** Provider slug the game was played under. */
  provider: z.optional(providerSlug),
  /** Seconds, penalties included. */
  score: seconds,
  /** ISO instant the game was finished (may be earlier than the upload, when sent after being offline). */
  played_at: isoInstant,
  /** Per-game data of document 2 §3 (mistakes, jokers…); the server recomputes the counters. */
  data: z._default(z.record(z.string().check(z.maxLength(64)), z.unknown()), {}),
  moves: z.optional(z.array(LoggedMove).check(z.maxLength(MAX_LOGGED_MOVES, `au plus ${MAX_LOGGED_MOVES} coups`))),
  /** The same log as columns, read by fromMoveColumns (packages/puzzles). */
  move_columns: z.optional(z.unknown()),
  /** Idempotency key: resending the same play stores one score. */
  client_play_id: uuid,
  /** The start token of the play the server started (POST /api/plays); absent when it could not be had (offline). */
  start_token: z.optional(z.string().check(z.maxLength(200))),
});
export type ScoreUpload = z.input<typeof ScoreUpload>;

/** A finished game as the browser keeps it until the server has it, and as the server's service takes it. */
export interface ScoreSubmission {
  game: string;
  date: string;
  local_user_id: string;
  provider?: string | undefined;
  score: number;
  played_at: string;
  data: Record<string, unknown>;
  moves: LoggedMove[];
  client_play_id: string;
  start_token?: string | undefined;
}

export const ScoreDto = z.object({
  id: z.string(),
  game: z.string(),
  /** {GameName}_{date}, e.g. "Sudoku_2026-11-21". */
  game_id: z.string(),
  date: z.string(),
  score: z.number(),
  played_at: z.string(),
  data: z.record(z.string(), z.unknown()),
  client_play_id: z.string(),
  /** Started on the server and timed within what elapsed: counts in the day's figures. */
  verified: z.boolean(),
  /** Reached the server in time to count for its day's streak (a late play is played, not a streak day). */
  streak_day: z.boolean(),
});
export type ScoreDto = z.infer<typeof ScoreDto>;

export const PlayerScoresDto = z.object({
  scores: z.array(ScoreDto),
  streak: z.number(),
  streakDays: z.array(z.string()),
  /** Today in the provider's timezone. */
  today: z.string(),
});
export type PlayerScoresDto = z.infer<typeof PlayerScoresDto>;

export const scoresQuery = z.object({
  local_user_id: uuid,
  game: z.optional(gameSlug),
  provider: z.optional(providerSlug),
});

export const scoreRoutes = {
  /** Stores a finished game (201 when new, 200 when the same play was already stored). */
  submit: route('POST', '/api/scores', { body: ScoreUpload, answer: ScoreDto }),
  /** The player's scores (the account's when signed in), with the streak. */
  list: route('GET', '/api/scores', { query: scoresQuery, answer: PlayerScoresDto }),
  /** The player's score of one day (404 when unplayed). */
  ofDay: route('GET', '/api/scores/:slug/:date', { params: gameDayParams, query: localUserQuery, answer: ScoreDto }),
};
