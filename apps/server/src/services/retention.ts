import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Analytics events are kept 13 months (the CNIL's guidance for audience measurement), then deleted;
 * request counters only matter within their window, so those older than a day go too.
 */
export const ANALYTICS_RETENTION_DAYS = 395;
const COUNTER_RETENTION_S = 86_400;

export async function applyRetention(db: Kysely<Database>, now = new Date()): Promise<{ events: number; counters: number }> {
  const cutoff = new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * 86_400_000).toISOString();
  const events = await db.deleteFrom('analytics_event').where('created_at', '<', cutoff).executeTakeFirst();
  const oldWindow = Math.floor(now.getTime() / 1000) - COUNTER_RETENTION_S;
  const counters = await db.deleteFrom('api_rate_limit').where('window_start', '<', oldWindow).executeTakeFirst();
  return { events: Number(events.numDeletedRows), counters: Number(counters.numDeletedRows) };
}
