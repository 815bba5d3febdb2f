import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Analytics events are kept 13 months (the CNIL's guidance for audience measurement), then deleted;
 * request counters only matter within their window, so those older than a day go too. A score's move log
 * is kept as long: it lets a score be replayed again (a rule fixed, a time contested) through a season of
 * rankings and the same day a year later; then only the score, its counters and its day remain.
 */
export const ANALYTICS_RETENTION_DAYS = 395;
export const MOVE_LOG_RETENTION_DAYS = 395;
const COUNTER_RETENTION_S = 86_400;
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
  const plays = await db.deleteFrom('play').where('started_at', '<', now.getTime() - PLAY_RETENTION_DAYS * 86_400_000).executeTakeFirst();
  await db.deleteFrom('single_use').where('expires_at', '<', now.getTime()).execute();
  return {
    events: Number(events.numDeletedRows),
    counters: Number(counters.numDeletedRows),
    moveLogs: Number(moveLogs.numUpdatedRows),
    plays: Number(plays.numDeletedRows),
  };
}
