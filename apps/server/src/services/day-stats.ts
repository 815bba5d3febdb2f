import { type Kysely, sql } from 'kysely';
import type { DayStatsDto, HistogramBinDto } from '@jdj/api';
import type { Database } from '../db/schema.ts';
import { binOf, countAt, fasterThanPercent, histogram, type TimeCounts, totalOf, weighByNetwork, wholePlayers, withTime } from './day-histogram.ts';

/** Fewer winners than this (weighed by network) and a percentage would mean nothing: the end screen says so instead. */
export const MIN_PLAYERS = 10;
/** Today's aggregate is read again at most this often; past days change rarely (late catch-ups only). */
const TODAY_TTL_MS = 30_000;
const PAST_TTL_MS = 10 * 60_000;
/** Games × providers × recent days; the least recently used goes first. */
const MAX_ENTRIES = 2_000;

/**
 * The scores a day's comparison counts, the one place that says so: verified ones (replayed, started on
 * the server, their time fitting between start and arrival) that won, and were placed (core/placement.ts). How much each weighs is
 * weighByNetwork's rule.
 */
export function comparableScores(db: Kysely<Database>) {
  // data is the server's own JSON.stringify of the replay's counters: `"won":false` is written exactly so.
  // Literals, not parameters: they are the condition of the partial index score_finder_order (migration 0024),
  // which a database uses only for a query that states that condition in the same terms.
  return db.selectFrom('score').where('verified', '=', sql.lit(1)).where('placed', '=', sql.lit(1)).where('data', 'not like', sql.lit('%"won":false%'));
}

/** A day's won times, weighed by network, with what every request reuses: the total and the histogram. */
export interface DayAggregate extends TimeCounts {
  total: number;
  bins: HistogramBinDto[];
}

/**
 * A day's won times per game and provider, read with one grouped query and kept in memory: a busy end
 * screen never scans the day's scores per request. Each process keeps its own copy (at most 30 s old for
 * today); concurrent requests for the same day share one read.
 */
export class DayStatsCache {
  private readonly entries = new Map<string, { reading: Promise<DayAggregate>; expiresAt: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  aggregate(game: string, providerId: string, date: string, today: string): Promise<DayAggregate> {
    const key = `${game}|${providerId}|${date}`;
    const cached = this.entries.get(key);
    // Most recently used last: the first key is the one to forget.
    this.entries.delete(key);
    if (cached && cached.expiresAt > this.now()) {
      this.entries.set(key, cached);
      return cached.reading;
    }
    const entry = { reading: this.read(game, providerId, date), expiresAt: this.now() + (date === today ? TODAY_TTL_MS : PAST_TTL_MS) };
    this.entries.set(key, entry);
    // A failed read is not kept: the next request tries again.
    entry.reading.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return entry.reading;
  }

  private async read(game: string, providerId: string, date: string): Promise<DayAggregate> {
    const rows = await comparableScores(this.db)
      .select((eb) => ['score', 'network', eb.fn.countAll<number | string>().as('players')])
      .where('game', '=', game)
      .where('puzzle_date', '=', date)
      .where('provider_id', '=', providerId)
      .groupBy(['network', 'score'])
      .execute();
    const distribution = weighByNetwork(rows.map((row) => ({ network: row.network, time: Number(row.score), players: Number(row.players) })));
    const total = totalOf(distribution);
    return { ...distribution, total, bins: enoughPlayers(total) ? histogram(distribution) : [] };
  }
}

const enoughPlayers = (weight: number) => wholePlayers(weight) >= MIN_PLAYERS;

/**
 * How the day went for its players, and where a time stands: the histogram of won times and the share of
 * the other players it beat. The asker's time counts once: when the aggregate already holds that time, the
 * asker is taken to be one of those players (their score is normally stored before they look); otherwise
 * it is added (stored after the last read). Everything comes from the cached aggregate, and the asked play's
 * rank among the day's finders is given (services/finder-rank.ts): no query here.
 */
export function dayStats(aggregate: DayAggregate, request: { game: string; date: string; time: number | undefined; finderRank: number | null }): DayStatsDto {
  const { game, date, time } = request;
  const counted = time !== undefined && countAt(aggregate, time) === 0 ? withTime(aggregate, time) : aggregate;
  const players = counted === aggregate ? aggregate.total : aggregate.total + 1;
  const enough = enoughPlayers(players);
  const bins = counted === aggregate ? aggregate.bins : enough ? histogram(counted) : [];
  return {
    game,
    date,
    players: wholePlayers(players),
    min_players: MIN_PLAYERS,
    bins,
    you: time === undefined ? null : { score: time, bin: enough ? binOf(bins, time) : -1, faster_than: enough ? fasterThanPercent(counted, time) : null },
    // Read per play (services/finder-rank.ts), never from the aggregate: it is the asker's own.
    finder_rank: request.finderRank,
  };
}
