import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window request counters in the database, so several processes share them. One statement per
 * check: the upsert restarts the count when a new window begins and returns the count after this request.
 */
export async function countRequest(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()): Promise<number> {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const row = await db
    .insertInto('api_rate_limit')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN api_rate_limit.window_start = ${windowStart} THEN api_rate_limit.count + 1 ELSE 1 END`,
        window_start: windowStart,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The count of the current window for a key, without counting anything (0 when the window is new). */
export async function currentCount(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()): Promise<number> {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const row = await db.selectFrom('api_rate_limit').select(['window_start', 'count']).where('key', '=', key).executeTakeFirst();
  return row && Number(row.window_start) === windowStart ? Number(row.count) : 0;
}

/** Seconds until the current window of a rule ends. */
export const secondsLeftInWindow = (rule: RateRule, now = Date.now()): number => rule.windowSeconds - (Math.floor(now / 1000) % rule.windowSeconds);

/** Counts the request under every key (e.g. per player and per address); a 429 in French past any limit. */
export async function enforceRateLimits(db: Kysely<Database>, checks: readonly { key: string; rule: RateRule }[], now = Date.now()): Promise<void> {
  for (const { key, rule } of checks) {
    const count = await countRequest(db, key, rule, now);
    if (count > rule.limit) {
      throw new HttpError(429, `Trop de requêtes : réessayez dans ${secondsLeftInWindow(rule, now)} s`);
    }
  }
}
