import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window request counters in the database, so several processes share them. One statement for all
 * the keys of a request (one commit, not one per key): the upsert restarts a count when a new window
 * begins and returns each count after this request.
 */
export async function countRequests(
  db: Kysely<Database>,
  checks: readonly { key: string; rule: RateRule }[],
  now = Date.now(),
): Promise<Map<string, number>> {
  const unique = [...new Map(checks.map((check) => [check.key, check])).values()];
  if (unique.length === 0) return new Map();
  const rows = await db
    .insertInto('api_rate_limit')
    .values(unique.map(({ key, rule }) => ({ key, window_start: Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds, count: 1 })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN api_rate_limit.window_start = excluded.window_start THEN api_rate_limit.count + 1 ELSE 1 END`,
        window_start: sql<number>`excluded.window_start`,
      }),
    )
    .returning(['key', 'count'])
    .execute();
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

export async function countRequest(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()): Promise<number> {
  return (await countRequests(db, [{ key, rule }], now)).get(key) ?? 0;
}

/** Counts the request under every key (e.g. per player and per address); a 429 in French past any limit. */
export async function enforceRateLimits(db: Kysely<Database>, checks: readonly { key: string; rule: RateRule }[], now = Date.now()): Promise<void> {
  const counts = await countRequests(db, checks, now);
  for (const { key, rule } of checks) {
    if ((counts.get(key) ?? 0) > rule.limit) {
      const retryAfter = rule.windowSeconds - (Math.floor(now / 1000) % rule.windowSeconds);
      throw new HttpError(429, `Trop de requêtes : réessayez dans ${retryAfter} s`);
    }
  }
}
