import { waitInWords } from '@jdj/puzzles';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { prepare } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export interface RateRule {
  /** Requests allowed per window (or units of weight, for a rule counted by enforceWeightedLimit). */
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
 * Counts one request (or `weight` units) under each key of one rule in a single statement (a multi-row
 * upsert), and returns each key's sliding estimate, in the keys' order.
 */
async function countRequests(db: Kysely<Database>, keys: readonly string[], rule: RateRule, now: number, weight = 1): Promise<number[]> {
  const { start, previousWeight } = windowOf(rule, now);
  const before = start - rule.windowSeconds;
  // Every right-hand side reads the row as it was: the three columns move together.
  const rows = await db
    .insertInto('api_rate_limit')
    .values(keys.map((key) => ({ key, window_start: start, count: weight, previous_count: 0 })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        previous_count: sql<number>`CASE WHEN api_rate_limit.window_start = ${start} THEN api_rate_limit.previous_count WHEN api_rate_limit.window_start = ${before} THEN api_rate_limit.count ELSE 0 END`,
        count: sql<number>`CASE WHEN api_rate_limit.window_start = ${start} THEN api_rate_limit.count + ${weight} ELSE ${weight} END`,
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
 * player keys it names (issue 22: 1,000 refused answers wrote 1,000 rows of attacker-chosen ids). When
 * every key has the same window (the plays' and the scores' limits), all stages are one statement (issue 36).
 */
export async function enforceRateStages(db: Kysely<Database>, stages: readonly (readonly RateCheck[])[], now = Date.now()): Promise<void> {
  const staged = stagedCount(stages, now);
  if (!staged) {
    for (const checks of stages) if (checks.length > 0) await enforceRateLimits(db, checks, now);
    return;
  }
  const refusal = await countStages(db, staged);
  if (refusal) throw refusal;
}

/** The statement counting staged keys, one per shape (how many keys each stage has). */
const stagedStatements = new Map<string, ReturnType<typeof stagedStatement>>();

/** How many keys a shape counts (the sum of its stages' sizes). */
export const keyCountOf = (shape: readonly number[]): number => shape.reduce((sum, n) => sum + n, 0);

/** How many values `stagedUpsert` takes for a shape: per key its name, the window's three, each gating key's limit. */
export const stagedValueCount = (shape: readonly number[]): number => {
  const keyCount = keyCountOf(shape);
  return keyCount + 3 + (keyCount - (shape.at(-1) ?? 0));
};

/**
 * One multi-row upsert for every stage. A stage's rows are selected only when each key of the stages
 * before it is within its limit once this request is counted, as the stored rows stood before the
 * statement (SQLite reads them before writing; PostgreSQL reads its snapshot): so a request refused at its
 * address still writes no row for the keys it names. Values go as the shape's parameters, in order: per key
 * its name, then the window (start, previous start, previous window's weight), then each gating key's limit
 * (`stagedCount`). Returns each written key's row. Also a part of the one-statement score on PostgreSQL
 * (score-one-statement.ts), which counts the request and stores the score in one round trip.
 */
export function stagedUpsert(shape: readonly number[], values: readonly unknown[]): RawBuilder<{ key: string; count: number; previous_count: number }> {
  const keyCount = keyCountOf(shape);
  const keys = values.slice(0, keyCount);
  const [start, before, weight] = values.slice(keyCount, keyCount + 3);
  const limits = values.slice(keyCount + 3);
  const weighted = sql`CAST(${weight} AS DOUBLE PRECISION)`;
  // The estimate of a key once this request is counted, from its row as it stands (1 without one).
  const after = (key: unknown) =>
    sql`COALESCE((SELECT CASE WHEN r.window_start = ${start} THEN r.count + 1 + r.previous_count * ${weighted} WHEN r.window_start = ${before} THEN 1 + r.count * ${weighted} ELSE 1 END FROM api_rate_limit AS r WHERE r.key = ${key}), 1)`;
  const rows: RawBuilder<unknown>[] = [];
  let next = 0;
  shape.forEach((size, stage) => {
    const gates = keys.slice(0, next).map((key, i) => sql`${after(key)} <= ${limits[i]}`);
    for (let i = 0; i < size; i++) {
      const key = keys[next++];
      const row = sql`SELECT CAST(${key} AS TEXT) AS key, CAST(${start} AS BIGINT) AS window_start, 1 AS count, 0 AS previous_count`;
      rows.push(stage === 0 ? row : sql`${row} WHERE ${sql.join(gates, sql` AND `)}`);
    }
  });
  return sql<{ key: string; count: number; previous_count: number }>`INSERT INTO api_rate_limit (key, window_start, count, previous_count)
      SELECT key, window_start, count, previous_count FROM (${sql.join(rows, sql` UNION ALL `)}) AS counted WHERE 1 = 1
      ON CONFLICT (key) DO UPDATE SET
        previous_count = CASE WHEN api_rate_limit.window_start = ${start} THEN api_rate_limit.previous_count WHEN api_rate_limit.window_start = ${before} THEN api_rate_limit.count ELSE 0 END,
        count = CASE WHEN api_rate_limit.window_start = ${start} THEN api_rate_limit.count + 1 ELSE 1 END,
        window_start = excluded.window_start
      RETURNING key, count, previous_count`;
}

/**
 * The staged upsert as a statement of its own. Its commit is not waited for: a count a crash loses is
 * harmless, and the score or play it guards then waits for one commit, its own, instead of two.
 */
function stagedStatement(shape: readonly number[]) {
  return prepare(stagedValueCount(shape), (_db, ...values: unknown[]) => stagedUpsert(shape, values), { awaitCommit: false });
}

/**
 * Stages of one window length, ready to count: the shape of their statement, its values in order, and how
 * to read its rows. Undefined when nothing is to be counted, or the keys' windows differ (counted one rule
 * at a time by enforceRateLimits).
 */
export interface StagedCount {
  shape: number[];
  values: unknown[];
  /** Each key's limit, in the keys' order. */
  limits: number[];
  /** Each written key's sliding estimate, once its row is returned. */
  estimates(rows: readonly { key: string; count: number | string; previous_count: number | string }[]): Map<string, number>;
  /** The 429 of the first key past its limit, if any. */
  refusal(estimates: ReadonlyMap<string, number>): HttpError | undefined;
}

export function stagedCount(stages: readonly (readonly RateCheck[])[], now = Date.now()): StagedCount | undefined {
  const counted = stages.filter((checks) => checks.length > 0);
  const rule = counted[0]?.[0]?.rule;
  if (!rule || !counted.flat().every((check) => check.rule.windowSeconds === rule.windowSeconds)) return undefined;
  const { start, previousWeight } = windowOf({ limit: 0, windowSeconds: rule.windowSeconds }, now);
  const gatingLimits = counted
    .slice(0, -1)
    .flat()
    .map((check) => check.rule.limit);
  return {
    shape: counted.map((checks) => checks.length),
    values: [...counted.flat().map((check) => check.key), start, start - rule.windowSeconds, previousWeight, ...gatingLimits],
    limits: counted.flat().map((check) => check.rule.limit),
    estimates: (rows) => new Map(rows.map((row) => [row.key, estimate(Number(row.count), Number(row.previous_count), previousWeight)])),
    // A stage refused stopped the next ones from being written: their keys have no count, and pass here.
    refusal: (estimates) => {
      const over = counted.flat().find(({ key, rule: keyRule }) => (estimates.get(key) ?? 0) > keyRule.limit);
      return over ? tooManyRequests(over.rule, now) : undefined;
    },
  };
}

/** Counts one request under every key of the stages (one window length), and returns the 429 it earns, if any. */
async function countStages(db: Kysely<Database>, staged: StagedCount): Promise<HttpError | undefined> {
  const id = staged.shape.join(',');
  let statement = stagedStatements.get(id);
  if (!statement) stagedStatements.set(id, (statement = stagedStatement(staged.shape)));
  const { rows } = await statement(db, ...staged.values);
  return staged.refusal(staged.estimates(rows));
}

/**
 * A request's rate limits whose counting waits (a score on PostgreSQL, issue 36): counted within the
 * score's own statement, saving a round trip, or else once on their own before any refusal is answered, so
 * a request past its limit hears 429 first, whatever else is wrong with it, and every request is counted once.
 */
export class DeferredRateLimits {
  private counted = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly stages: readonly (readonly RateCheck[])[],
  ) {}

  /** The stages for a statement that counts them (once); undefined when counted already or not of one window. */
  forStatement(now = Date.now()): StagedCount | undefined {
    if (this.counted) return undefined;
    const staged = stagedCount(this.stages, now);
    if (staged) this.counted = true;
    return staged;
  }

  /** That statement failed whole: its counts are undone with it. */
  statementFailed(): void {
    this.counted = false;
  }

  /** Counts them now unless counted already: a 429 past a limit. */
  async countOnce(now = Date.now()): Promise<void> {
    if (this.counted) return;
    this.counted = true;
    await enforceRateStages(this.db, this.stages, now);
  }
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
  for (const { key, rule } of checks) if ((counts.get(key) ?? 0) > rule.limit) throw tooManyRequests(rule, now);
}

function tooManyRequests(rule: RateRule, now: number): HttpError {
  const seconds = secondsLeftInWindow(rule, now);
  return new HttpError(429, `Trop de requêtes : réessayez dans ${waitInWords(seconds)}`, { retryAfterSeconds: seconds });
}

/**
 * Counts `weight` units (e.g. the bytes a request stores) under a key and refuses with the usual 429 when
 * the sliding estimate passes the rule's limit. A refused request's weight stays counted: a sender past its
 * budget stays past it until the window moves on, and what was accepted never sums above the limit.
 */
export async function enforceWeightedLimit(db: Kysely<Database>, check: RateCheck, weight: number, now = Date.now()): Promise<void> {
  const [count = 0] = await countRequests(db, [check.key], check.rule, now, Math.max(0, Math.ceil(weight)));
  if (count > check.rule.limit) throw tooManyRequests(check.rule, now);
}
