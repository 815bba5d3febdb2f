import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { TRACKING_TYPES } from '../api/types.ts';
import type { Database } from '../db/schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { parseJsonBody } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { providerSlug, uuid } from '../http/schemas.ts';
import { enforceRateLimits, type RateRule } from '../services/rate-limit.ts';

const shortText = (max: number) => z.string().max(max, `au plus ${max} caractères`);
const pageName = z.string().max(48, 'au plus 48 caractères').regex(/^[a-z]+(?:-[a-z]+)*$/, 'nom de jeu ou de page invalide');

/**
 * Flat properties only: a few short values (a nested or huge object is refused, never stringified). The
 * app sends one (the day); what an event may hold is bounded so a year of them stays small (issue 22).
 */
const MAX_PROPS = 8;
const propsSchema = z
  .record(z.string().max(32, 'nom de propriété de 32 caractères au plus'), z.union([shortTextValue(64), z.number().finite(), z.boolean(), z.null()]))
  .refine((props) => Object.keys(props).length <= MAX_PROPS, `au plus ${MAX_PROPS} propriétés`);

/** What is kept of a page address: its origin and path (a query may hold a token), cut to 200 characters. */
const KEPT_URL = 200;
export function keptUrl(text: string): string {
  try {
    const url = new URL(text);
    return `${url.origin}${url.pathname}`.slice(0, KEPT_URL);
  } catch {
    return (text.split(/[?#]/)[0] ?? '').slice(0, KEPT_URL);
  }
}

function shortTextValue(max: number) {
  return z.string().max(max, `au plus ${max} caractères`);
}

const eventSchema = z.strictObject({
  type: z.enum(TRACKING_TYPES, 'type de suivi invalide : « start », « end », « page_view » ou « share » attendu'),
  // A game's slug; a page view names its route (home, email-verify, sudoku-end…).
  name: pageName,
  props: propsSchema.optional(),
  local_user_id: uuid.optional(),
  session_id: shortText(64).min(1),
  provider: providerSlug.optional(),
  source_url: shortText(2048).optional(),
  referrer_url: shortText(2048).optional(),
  device_info: z
    .strictObject({
      user_agent: shortText(512).optional(),
      language: shortText(35).optional(),
      screen_size: shortText(32).optional(),
      timezone: shortText(64).optional(),
      pixel_ratio: z.number().positive().max(16).optional(),
    })
    .optional(),
  category: z.enum(['gameplay', 'system', 'error']).default('gameplay'),
});

/**
 * A visit sends a page view a screen and a start and an end a game: a household playing together stays
 * far below; a script filling the table from one address is stopped.
 */
export const TRACKING_LIMIT: RateRule = { limit: 120, windowSeconds: 300 };
/** The user agent kept: enough to tell browsers and devices apart. */
const KEPT_USER_AGENT = 200;

function deviceKept(device: z.infer<typeof eventSchema>['device_info']) {
  if (!device) return {};
  return device.user_agent === undefined ? device : { ...device, user_agent: device.user_agent.slice(0, KEPT_USER_AGENT) };
}

export interface TrackingRouteOptions {
  trustProxy: boolean;
}

/** Game start and end events (document 1 §3 analytics event). */
export function trackingRoutes(db: Kysely<Database>, resolver: ProviderResolver, options: TrackingRouteOptions): Hono {
  return new Hono().post('/', async (c) => {
    const event = await parseJsonBody(c, eventSchema);
    const address = clientAddress(c, options.trustProxy);
    if (address) await enforceRateLimits(db, [{ key: `track:a:${address}`, rule: TRACKING_LIMIT }]);
    const provider = await providerOfRequest(c, resolver, event.provider);
    const props = JSON.stringify(event.props ?? {});
    const id = randomUUID();
    await db
      .insertInto('analytics_event')
      .values({
        id,
        type: event.type,
        name: event.name,
        props,
        user_id: null,
        local_user_id: event.local_user_id ?? null,
        session_id: event.session_id,
        provider_id: provider.id,
        source_url: event.source_url === undefined ? null : keptUrl(event.source_url),
        referrer_url: event.referrer_url === undefined ? null : keptUrl(event.referrer_url),
        device_info: JSON.stringify(deviceKept(event.device_info)),
        category: event.category,
        created_at: new Date().toISOString(),
      })
      .execute();
    return c.json({ code: 200, data: { id } }, 201);
  });
}
