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

/**
 * GET /api/privacy — how long the server keeps each kind of data, read from the constants the code applies
 * (services/privacy-facts.ts), for the privacy policy page. Seconds.
 */
export interface PrivacyFactsDto {
  /** Analytics events (game starts and ends, page views). */
  analytics_s: number;
  /** A score's move log (the score itself stays until its player's erasure). */
  move_log_s: number;
  /** A session unused for this long ends; each use extends it (at most once per session_renewal_s). */
  session_s: number;
  session_renewal_s: number;
  verification_link_s: number;
  reset_link_s: number;
  /** Request counters (per address, per player, wrong passwords). */
  counters_s: number;
  /** Window of the wrong passwords counted per account. */
  sign_in_window_s: number;
  /** An authenticator code, remembered so it serves only once. */
  used_code_s: number;
  /** The signed cookie of a browser that signed in to an account (spares it the per-account limit). */
  known_device_s: number;
  /** An account without a password deletes itself within this long of signing in. */
  fresh_sign_in_s: number;
}

/** POST /api/players/forget — rows erased per part for this device. */
export interface ForgetDeviceDto {
  erased: Record<string, number>;
}
