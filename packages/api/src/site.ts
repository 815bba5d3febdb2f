import * as z from 'zod/mini';
import { route } from './route.ts';

export const HealthDto = z.object({ version: z.string() });
export type HealthDto = z.infer<typeof HealthDto>;

/** The process can serve players: its database answered just now. */
export const ReadinessDto = z.object({ version: z.string(), database: z.literal('ok') });
export type ReadinessDto = z.infer<typeof ReadinessDto>;

export const SiteConfigDto = z.object({
  /** Third-party audience measurement id (G-…), or null: loaded only after the visitor consents. */
  measurement_id: z.nullable(z.string()),
});
export type SiteConfigDto = z.infer<typeof SiteConfigDto>;

/**
 * How long the server keeps each kind of data, read from the constants the code applies
 * (services/privacy-facts.ts), for the privacy policy page. Seconds.
 */
export const PrivacyFactsDto = z.object({
  /** Analytics events (game starts and ends, page views). */
  analytics_s: z.number(),
  /** A score's move log (the score itself stays until its player's erasure). */
  move_log_s: z.number(),
  /** A session unused for this long ends; each use extends it (at most once per session_renewal_s). */
  session_s: z.number(),
  session_renewal_s: z.number(),
  verification_link_s: z.number(),
  reset_link_s: z.number(),
  /** Request counters (per address, per player, wrong passwords). */
  counters_s: z.number(),
  /** Window of the wrong passwords counted per account. */
  sign_in_window_s: z.number(),
  /** An authenticator code, remembered so it serves only once. */
  used_code_s: z.number(),
  /** The signed cookie of a browser that signed in to an account (spares it the per-account limit). */
  known_device_s: z.number(),
  /** An account without a password deletes itself within this long of signing in. */
  fresh_sign_in_s: z.number(),
});
export type PrivacyFactsDto = z.infer<typeof PrivacyFactsDto>;

export const siteRoutes = {
  /** Liveness: the process answers. */
  health: route('GET', '/api/health', { answer: HealthDto }),
  /** Readiness: the process and its database can serve players (a French 503 otherwise). */
  ready: route('GET', '/api/health/ready', { answer: ReadinessDto }),
  siteConfig: route('GET', '/api/site-config', { answer: SiteConfigDto }),
  privacy: route('GET', '/api/privacy', { answer: PrivacyFactsDto }),
};
