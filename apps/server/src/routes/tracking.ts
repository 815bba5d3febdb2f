import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { API_ROUTES, type TrackingEvent } from '@jdj/api';
import type { Database } from '../db/schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { parseJsonBody } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { keyHashOf, localUserKeyOf } from '../services/players.ts';
import { enforceRateLimits, enforceWeightedLimit, type RateRule } from '../services/rate-limit.ts';

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

/**
 * A visit sends a page view a screen and a start and an end a game: a household playing together stays
 * far below; a script filling the table from one address is stopped.
 */
export const TRACKING_LIMIT: RateRule = { limit: 120, windowSeconds: 300 };
/**
 * The bytes of events one address may have stored per day (a sliding day): an ordinary event keeps about
 * 500 bytes, so a household or a classroom sending a thousand stays below, while a script at the request
 * limit (about 2 kB × 34,560 events, 76 MB a day kept 395 days) is cut after the first 512 kB.
 */
export const TRACKING_BYTES_PER_DAY: RateRule = { limit: 512 * 1024, windowSeconds: 24 * 60 * 60 };
/** The user agent kept: enough to tell browsers and devices apart. */
const KEPT_USER_AGENT = 200;

function deviceKept(device: TrackingEvent['device_info']) {
  if (!device) return {};
  return device.user_agent === undefined ? device : { ...device, user_agent: device.user_agent.slice(0, KEPT_USER_AGENT) };
}

/** The bytes an event keeps in its row: the UTF-8 length of every text column. */
export function storedBytes(row: Record<string, string | null>): number {
  let bytes = 0;
  for (const value of Object.values(row)) if (value !== null) bytes += Buffer.byteLength(value, 'utf8');
  return bytes;
}

export interface TrackingRouteOptions {
  trustProxy: boolean;
}

/** Game start and end events (document 1 §3 analytics event). */
export function trackingRoutes(db: Kysely<Database>, resolver: ProviderResolver, options: TrackingRouteOptions): Hono {
  return new Hono().post('/', async (c) => {
    const event = await parseJsonBody(c, API_ROUTES.tracking.track.body);
    const address = clientAddress(c, options.trustProxy);
    if (address) await enforceRateLimits(db, [{ key: `track:a:${address}`, rule: TRACKING_LIMIT }]);
    const provider = await providerOfRequest(c, resolver, event.provider);
    const props = JSON.stringify(event.props ?? {});
    const key = localUserKeyOf(c.req.raw.headers);
    const id = randomUUID();
    const row = {
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
      // What proves later that a « forget » comes from this browser (services/forget-device.ts).
      key_hash: key === undefined ? null : keyHashOf(key),
    };
    // Counted only once the request limit passed, so refused floods do not eat the address's day.
    if (address) await enforceWeightedLimit(db, { key: `track:b:${address}`, rule: TRACKING_BYTES_PER_DAY }, storedBytes(row));
    await db.insertInto('analytics_event').values(row).execute();
    return c.json({ code: 200, data: { id } }, 201);
  });
}
