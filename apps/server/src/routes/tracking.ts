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

/** Flat properties only: a few short values (a nested or huge object is refused, never stringified). */
const MAX_PROPS = 20;
const propsSchema = z
  .record(z.string().max(64), z.union([shortTextValue(256), z.number().finite(), z.boolean(), z.null()]))
  .refine((props) => Object.keys(props).length <= MAX_PROPS, `au plus ${MAX_PROPS} propriétés`);

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

/** A visit sends a few events a page; a script sending hundreds a second from one address is stopped. */
export const TRACKING_LIMIT: RateRule = { limit: 300, windowSeconds: 300 };

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
        source_url: event.source_url ?? null,
        referrer_url: event.referrer_url ?? null,
        device_info: JSON.stringify(event.device_info ?? {}),
        category: event.category,
        created_at: new Date().toISOString(),
      })
      .execute();
    return c.json({ code: 200, data: { id } }, 201);
  });
}
