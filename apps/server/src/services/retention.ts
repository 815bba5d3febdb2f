import { type Kysely, PostgresAdapter } from 'kysely';
import { withAuthTables } from '../db/auth-tables.ts';
import type { Database } from '../db/schema.ts';

/**
 * Analytics events are kept 13 months (the CNIL's guidance for audience measurement), then deleted;
 * request counters only matter within their window, so those older than a day go too. A score's move log
 * is kept as long: it lets a score be replayed again (a rule fixed, a time contested) through a season of
 * rankings and the same day a year later; then only the score, its counters and its day remain.
 * better-auth leaves behind what it no longer reads: sessions past their end, mail links and used codes past
 * theirs, and its per-address counters (an address per row); they go too, so the privacy page's times hold.
 */
export const ANALYTICS_RETENTION_DAYS = 395;
export const MOVE_LOG_RETENTION_DAYS = 395;
export const COUNTER_RETENTION_S = 86_400;
/**
 * A play started on the server is needed until its score arrives: a week covers a game left open for days
 * (a score after that is kept, unverified). Used single-use keys go once expired.
 */
export const PLAY_RETENTION_DAYS = 8;

export interface RetentionResult {
  events: number;
  counters: number;
  /** Scores whose move log was cleared. */
  moveLogs: number;
  /** Expired sessions and verification values, and old per-address counters, of better-auth. */
  accountRows: number;
  plays: number;
}

export async function applyRetention(db: Kysely<Database>, now = new Date()): Promise<RetentionResult> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const events = await db.deleteFrom('analytics_event').where('created_at', '<', daysAgo(ANALYTICS_RETENTION_DAYS)).executeTakeFirst();
  const oldWindow = Math.floor(now.getTime() / 1000) - COUNTER_RETENTION_S;
  const counters = await db.deleteFrom('api_rate_limit').where('window_start', '<', oldWindow).executeTakeFirst();
  const moveLogs = await db
    .updateTable('score')
    .set({ moves: '', moves_packed: null })
    .where('created_at', '<', daysAgo(MOVE_LOG_RETENTION_DAYS))
    .where((eb) => eb.or([eb('moves_packed', 'is not', null), eb('moves', '!=', '')]))
    .executeTakeFirst();
  const plays = await db
    .deleteFrom('play')
    .where('started_at', '<', now.getTime() - PLAY_RETENTION_DAYS * 86_400_000)
    .executeTakeFirst();
  await db.deleteFrom('single_use').where('expires_at', '<', now.getTime()).execute();
  return {
    events: Number(events.numDeletedRows),
    counters: Number(counters.numDeletedRows),
    moveLogs: Number(moveLogs.numUpdatedRows),
    plays: Number(plays.numDeletedRows),
    accountRows: await expiredAccountRows(db, now),
  };
}

async function expiredAccountRows(db: Kysely<Database>, now: Date): Promise<number> {
  const auth = withAuthTables(db);
  // better-auth's instants are timestamptz on PostgreSQL and ISO text on SQLite.
  const instant = db.getExecutor().adapter instanceof PostgresAdapter ? now : now.toISOString();
  const sessions = await auth.deleteFrom('session').where('expiresAt', '<', instant).executeTakeFirst();
  const links = await auth.deleteFrom('verification').where('expiresAt', '<', instant).executeTakeFirst();
  const counters = await auth
    .deleteFrom('rateLimit')
    .where('lastRequest', '<', now.getTime() - COUNTER_RETENTION_S * 1000)
    .executeTakeFirst();
  return Number(sessions.numDeletedRows) + Number(links.numDeletedRows) + Number(counters.numDeletedRows);
}
