import * as z from 'zod/mini';
import { gameDayParams, gameParams, gameSlug, isoDate, providerQuery, providerSlug, uuid } from './primitives.ts';
import { route } from './route.ts';

/** POST /api/plays body: the day a play starts on, for the request's player. */
export const PlayStart = z.strictObject({ game: gameSlug, date: isoDate, provider: z.optional(providerSlug), local_user_id: z.optional(uuid) });
export type PlayStart = z.input<typeof PlayStart>;

/** A signed start for a day's play, sent back with its questions and its score. */
export const PlayStartDto = z.object({ start_token: z.string(), issued_at: z.string() });
export type PlayStartDto = z.infer<typeof PlayStartDto>;

/** The day's puzzle as a browser may see it (each game's rules parse `puzzle`). */
export const DailyPuzzleDto = z.object({
  game: z.string(),
  /** YYYY-MM-DD, the puzzle day. */
  date: z.string(),
  difficulty: z.nullable(z.string()),
  puzzle: z.unknown(),
});
export interface DailyPuzzleDto<PublicPuzzle = unknown> {
  game: string;
  date: string;
  difficulty: string | null;
  puzzle: PublicPuzzle;
}

/** POST …/answers body: a question move (a guess), asked within a play started on the server. */
export const Question = z.strictObject({
  move: z.unknown(),
  local_user_id: uuid,
  provider: z.optional(providerSlug),
  /** The play the question is asked within (POST /api/plays). */
  start_token: z.optional(z.string().check(z.maxLength(64))),
});
export type Question = z.input<typeof Question>;

/** The answered form of a question move: the browser applies and logs it. */
export const AnswerDto = z.object({ move: z.unknown() });
export type AnswerDto = z.infer<typeof AnswerDto>;

/** The latest day up to today (provider timezone) with a puzzle. */
export const LastPlayableDateDto = z.object({
  date: z.nullable(z.string()),
  /** Today in the provider's timezone. */
  today: z.string(),
});
export type LastPlayableDateDto = z.infer<typeof LastPlayableDateDto>;

export const playRoutes = {
  /** Starts a play on the server (201). */
  start: route('POST', '/api/plays', { body: PlayStart, answer: PlayStartDto }),
  /** A published day's public puzzle (404 for a future or missing day; 304 on a matching ETag). */
  puzzle: route('GET', '/api/games/:slug/puzzles/:date', { params: gameDayParams, query: providerQuery, answer: DailyPuzzleDto }),
  /** A guess answered from the day's secret. */
  answer: route('POST', '/api/games/:slug/puzzles/:date/answers', { params: gameDayParams, body: Question, answer: AnswerDto }),
  lastPlayableDate: route('GET', '/api/games/:slug/last-playable-date', { params: gameParams, query: providerQuery, answer: LastPlayableDateDto }),
};
