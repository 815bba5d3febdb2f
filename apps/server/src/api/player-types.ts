/** Shapes of the player-side calls of the stats and measurement (type-only for the web app, like types.ts). */

export interface HistogramBinDto {
  /** Seconds, inclusive. */
  from: number;
  /** Seconds, exclusive; null for the last, open-ended bin (« N min et plus »). */
  to: number | null;
  count: number;
}

/** GET /api/day-stats/:slug/:date — how a day's players did (the end screen's « How did I do today? »). */
export interface DayStatsDto {
  game: string;
  date: string;
  /** Players who won the day, counting the asked time once. */
  players: number;
  /** Below this many players no percentage or histogram is given: it would mean nothing. */
  min_players: number;
  /** Empty below min_players. */
  bins: HistogramBinDto[];
  /** Where the asked time (`?score=`) stands; null when none was asked. */
  you: {
    score: number;
    /** Index of the bin holding the score (-1 below min_players). */
    bin: number;
    /** Whole percentage of the other players who took strictly longer; null below min_players. */
    faster_than: number | null;
  } | null;
}

/** GET /api/site-config */
export interface SiteConfigDto {
  /** Third-party audience measurement id (G-…), or null: loaded only after the visitor consents. */
  measurement_id: string | null;
}
