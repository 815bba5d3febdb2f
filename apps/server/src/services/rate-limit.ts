import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Request counters in the database, so several processes share them: one row per key with the current
 * window's count and the previous one's. The estimate slides: the previous window weighs what is left of
 * it, so a burst across a window boundary still meets the limit.
 */
function windowOf(rule: RateRule, now: number) {
  const nowSeconds = now / 1000;
  const start = Math.floor(nowSeconds / rule.windowSeconds) * rule.windowSeconds;
  return { start, previousWeight: 1 - (nowSeconds - start) / rule.windowSeconds };
}

const estimate = (count: number, previous: number, previousWeight: number) => count + previous * previousWeight;

/** Counts one request under a key (one statement) and returns the sliding estimate including it. */
export async function countRequest(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()): Promise<number> {
  return (await countRequests(db, [key], rule, now))[0] as number;
}

/**
 * Counts one request under each key of one rule in a single statement (a multi-row upsert), and returns
 * each key's sliding estimate, in the keys' order.
 */
async function countRequests(db: Kysely<Database>, keys: readonly string[], rule: RateRule, now: number): Promise<number[]> {
  const { start, previousWeight } = windowOf(rule, now);
  const before = start - rule.windowSeconds;
  // Every right-hand side reads the row as it was: the three columns move together.
  const rows = await db
    .insertInto('api_rate_limit')
    .values(keys.map((key) => ({ key, window_start: start, count: 1, previous_count: 0 })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        previous_count: sql<number>`CASE WHEN api_rate_limit.window_start = ${start} THEN api_rate_limit.previous_count WHEN api_rate_limit.window_start = ${before} THEN api_rate_limit.count ELSE 0 END`,
        count: sql<number>`CASE WHEN api_rate_limit.window_start = ${start} THEN api_rate_limit.count + 1 ELSE 1 END`,
        window_start: start,
      }),
    )
    .returning(['key', 'count', 'previous_count'])
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, estimate(Number(row.count), Number(row.previous_count), previousWeight)]));
  return keys.map((key) => byKey.get(key) ?? 0);
}

/** Takes back one request counted under a key in the current window (a sign-in whose password was right). */
export async function uncountRequest(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()): Promise<void> {
  const { start } = windowOf(rule, now);
  await db
    .updateTable('api_rate_limit')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('window_start', '=', start)
    .where('count', '>', 0)
    .execute();
}

/** The sliding estimate for a key, without counting anything. */
export async function currentCount(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()): Promise<number> {
  const { start, previousWeight } = windowOf(rule, now);
  const row = await db.selectFrom('api_rate_limit').select(['window_start', 'count', 'previous_count']).where('key', '=', key).executeTakeFirst();
  if (!row) return 0;
  const stored = Number(row.window_start);
  if (stored === start) return estimate(Number(row.count), Number(row.previous_count), previousWeight);
  if (stored === start - rule.windowSeconds) return estimate(0, Number(row.count), previousWeight);
  return 0;
}

/** Seconds until the current window of a rule ends. */
export const secondsLeftInWindow = (rule: RateRule, now = Date.now()): number => rule.windowSeconds - (Math.floor(now / 1000) % rule.windowSeconds);

export interface RateCheck {
  key: string;
  rule: RateRule;
}

/**
 * Counts the request stage by stage (the address first, then the keys the request proved): a stage is
 * counted only when the one before passed, so a request refused for its address writes no row for the
 * player keys it names (issue 22: 1,000 refused answers wrote 1,000 rows of attacker-chosen ids).
 */
export async function enforceRateStages(db: Kysely<Database>, stages: readonly (readonly RateCheck[])[], now = Date.now()): Promise<void> {
  for (const checks of stages) if (checks.length > 0) await enforceRateLimits(db, checks, now);
}

/**
 * Counts the request under every key (e.g. per player and per address): one statement per window length
 * (a score's two keys share one), in one transaction when there are several, so a request pays one commit
 * whatever its number of keys; a 429 in French past any limit.
 */
export async function enforceRateLimits(db: Kysely<Database>, checks: readonly RateCheck[], now = Date.now()): Promise<void> {
  const groups = new Map<number, { rule: RateRule; checks: { key: string; rule: RateRule }[] }>();
  for (const check of checks) {
    const group = groups.get(check.rule.windowSeconds) ?? { rule: check.rule, checks: [] };
    group.checks.push(check);
    groups.set(check.rule.windowSeconds, group);
  }
  const countAll = async (executor: Kysely<Database>) => {
    const counts = new Map<string, number>();
    for (const group of groups.values()) {
      const keys = group.checks.map((c) => c.key);
      (await countRequests(executor, keys, group.rule, now)).forEach((count, i) => counts.set(keys[i] as string, count));
    }
    return counts;
  };
  const counts = groups.size <= 1 ? await countAll(db) : await db.transaction().execute(countAll);
  for (const { key, rule } of checks) {
    if ((counts.get(key) ?? 0) > rule.limit) {
      const seconds = secondsLeftInWindow(rule, now);
      throw new HttpError(429, `Trop de requêtes : réessayez dans ${seconds} s`, { retryAfterSeconds: seconds });
    }
  }
}
