import { TIER_UPPER_BOUND } from '@jdj/puzzles';
import * as z from 'zod/mini';
import { gameDayParams, providerSlug, uuid } from './primitives.ts';
import { route } from './route.ts';

export const HistogramBinDto = z.object({
  /** Seconds, inclusive. */
  from: z.number(),
  /** Seconds, exclusive; null for the last, open-ended bin (« N min et plus »). */
  to: z.nullable(z.number()),
  count: z.number(),
});
export type HistogramBinDto = z.infer<typeof HistogramBinDto>;

/** How a day's players did (the end screen's « How did I do today? »). */
export const DayStatsDto = z.object({
  game: z.string(),
  date: z.string(),
  /** Players who won the day, counting the asked time once. */
  players: z.number(),
  /** Below this many players no percentage or histogram is given: it would mean nothing. */
  min_players: z.number(),
  /** Empty below min_players. */
  bins: z.array(HistogramBinDto),
  /** Where the asked time (`?score=`) stands; null when none was asked. */
  you: z.nullable(
    z.object({
      score: z.number(),
      /** Index of the bin holding the score (-1 below min_players). */
      bin: z.number(),
      /** Whole percentage of the other players who took strictly longer; null below min_players. */
      faster_than: z.nullable(z.number()),
    }),
  ),
  /**
   * Proximo's « Vous êtes le N‑ᵉ joueur à trouver le mot »: where the asked play (`?play=`) comes among the
   * day's comparable wins of the provider, in the order they were stored (1: the first); null when no play
   * was asked, or when that play is not one of them (unknown, not verified, lost, not placed, elsewhere).
   */
  finder_rank: z.nullable(z.number().check(z.int(), z.minimum(1))),
});
export type DayStatsDto = z.infer<typeof DayStatsDto>;

export const dayStatsQuery = z.object({
  provider: z.optional(providerSlug),
  // The time to place among the day's players: the end screen sends the player's stored score.
  score: z.optional(
    z.coerce.number().check(z.int('nombre entier de secondes attendu'), z.minimum(0, 'positif attendu'), z.maximum(TIER_UPPER_BOUND, 'trop grand')),
  ),
  // The play whose rank among the day's finders is asked: the client_play_id its score was posted with.
  play: z.optional(uuid),
});

/** POST /api/players/forget body: « Oublier cet appareil », proven with the id's key (x-local-user-key). */
export const ForgetDevice = z.strictObject({ local_user_id: uuid });

/** Rows erased per part for this device. */
export const ForgetDeviceDto = z.object({ erased: z.record(z.string(), z.number()) });
export type ForgetDeviceDto = z.infer<typeof ForgetDeviceDto>;

export const playerRoutes = {
  dayStats: route('GET', '/api/day-stats/:slug/:date', { params: gameDayParams, query: dayStatsQuery, answer: DayStatsDto }),
  forget: route('POST', '/api/players/forget', { body: ForgetDevice, answer: ForgetDeviceDto }),
  /** « Télécharger mes données »: the signed-in account's data as a JSON file (not the API's envelope). */
  exportAccount: route('GET', '/api/account/export', { answer: null }),
};
