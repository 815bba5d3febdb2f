import * as z from 'zod/mini';
import { providerSlug, uuid } from './primitives.ts';
import { route } from './route.ts';

/**
 * Game start and end (document 1 §3), first-party page views (§9: no third party, no cookie), and a click on
 * an end screen's « Partager » (the console's share counts).
 */
export const TRACKING_TYPES = ['start', 'end', 'page_view', 'share'] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

const shortText = (max: number) => z.string().check(z.maxLength(max, `au plus ${max} caractères`));
const pageName = z.string().check(z.maxLength(48, 'au plus 48 caractères'), z.regex(/^[a-z]+(?:-[a-z]+)*$/, 'nom de jeu ou de page invalide'));

/**
 * Flat properties only: a few short values (a nested or huge object is refused, never stringified). The
 * app sends one (the day); what an event may hold is bounded so a year of them stays small.
 */
const MAX_PROPS = 8;
const props = z
  .record(
    z.string().check(z.maxLength(32, 'nom de propriété de 32 caractères au plus')),
    z.union([shortText(64), z.number().check(z.refine(Number.isFinite, 'nombre fini attendu')), z.boolean(), z.null()]),
  )
  .check(z.refine((value) => Object.keys(value).length <= MAX_PROPS, `au plus ${MAX_PROPS} propriétés`));

/** POST /api/tracking body (document 1 §3 analytics event). */
export const TrackingEvent = z.strictObject({
  type: z.enum(TRACKING_TYPES, 'type de suivi invalide : « start », « end », « page_view » ou « share » attendu'),
  /** A game's slug; a page view names its route (home, email-verify, sudoku-end…). */
  name: pageName,
  props: z.optional(props),
  local_user_id: z.optional(uuid),
  session_id: shortText(64).check(z.minLength(1)),
  provider: z.optional(providerSlug),
  source_url: z.optional(shortText(2048)),
  referrer_url: z.optional(shortText(2048)),
  device_info: z.optional(
    z.strictObject({
      user_agent: z.optional(shortText(512)),
      language: z.optional(shortText(35)),
      screen_size: z.optional(shortText(32)),
      timezone: z.optional(shortText(64)),
      pixel_ratio: z.optional(z.number().check(z.positive(), z.maximum(16))),
    }),
  ),
  category: z._default(z.enum(['gameplay', 'system', 'error']), 'gameplay'),
});
export type TrackingEvent = z.input<typeof TrackingEvent>;

export const TrackedDto = z.object({ id: z.string() });

export const trackingRoutes = {
  /** Records one event (201). */
  track: route('POST', '/api/tracking', { body: TrackingEvent, answer: TrackedDto }),
};
