import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { comparableScores } from './day-stats.ts';

/** One day of one game under one provider, and the play asked about (its client_play_id). */
export interface FinderRankRequest {
  game: string;
  date: string;
  providerId: string;
  play: string;
}

/**
 * Where a play comes among its day's finders (Proximo's « Vous êtes le N‑ᵉ joueur à trouver le mot », issue
 * 40): 1 + the comparable scores (comparableScores: verified, placed, won) of the same game, day and
 * provider stored before its own, in the order of created_at then id (two scores of the same millisecond
 * keep one order). Null when that play has no such score: unknown, not verified, lost, not placed, or
 * stored for another game, day or provider. Every player counts as one here, whatever their network: the
 * rank says how many came first, not how the day weighs them (the histogram's rule, day-histogram.ts).
 *
 * One query: the play's score by its unique client_play_id, and the count of the earlier ones on the partial
 * index score_finder_order (migration 0024), which holds only comparable scores in that order, so the count
 * reads index entries and no row. Per play and never cached: the day's aggregate (DayStatsCache) is shared.
 */
export async function finderRank(db: Kysely<Database>, request: FinderRankRequest): Promise<number | null> {
  const { game, date, providerId, play } = request;
  const ofTheDay = () => comparableScores(db).where('game', '=', game).where('puzzle_date', '=', date).where('provider_id', '=', providerId);
  const mineAt = sql.ref<string>('mine.created_at');
  const earlier = ofTheDay()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    // (created_at, id) < (mine's): the range on created_at the index reads, then the tie broken by id.
    .where('created_at', '<=', mineAt)
    .where((eb) => eb.or([eb('created_at', '<', mineAt), eb('id', '<', sql.ref<string>('mine.id'))]));
  const row = await db
    .selectFrom(ofTheDay().select(['id', 'created_at']).where('client_play_id', '=', play).as('mine'))
    .select(earlier.as('earlier'))
    .executeTakeFirst();
  return row ? Number(row.earlier) + 1 : null;
}
