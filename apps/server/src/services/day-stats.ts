import type { Kysely } from 'kysely';
import type { DayStatsDto } from '../api/player-types.ts';
import type { Database } from '../db/schema.ts';
import { binOf, fasterThanPercent, histogram, type TimeCounts, totalOf, withTime } from './day-histogram.ts';

/** Fewer winners than this and a percentage would mean nothing: the end screen says so instead. */
export const MIN_PLAYERS = 10;
/** Today's aggregate is read again at most this often; past days change rarely (late catch-ups only). */
const TODAY_TTL_MS = 30_000;
const PAST_TTL_MS = 10 * 60_000;
/** Games × providers × recent days; the least recently used goes first. */
const MAX_ENTRIES = 2_000;

/**
 * The scores a day's comparison counts: stored ones (every stored score was replayed by the server) that
 * won. The one place a stricter rule (a `verified` flag) narrows what every aggregate reads.
 */
export function comparableScores(db: Kysely<Database>) {
  // data is the server's own JSON.stringify of the replay's counters: `"won":false` is written exactly so.
  return db.selectFrom('score').where('data', 'not like', '%"won":false%');
}

interface DayAggregate extends TimeCounts {
  /** When the read began: a score stored before it is in the aggregate. */
  readAt: string;
}

/** Whose score of the day is asked about: the account, else the device's anonymous player. */
export interface Asker {
  localUserId: string | undefined;
  userId: string | undefined;
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
    const readAt = new Date(this.now()).toISOString();
    const rows = await comparableScores(this.db)
      .select((eb) => ['score', eb.fn.countAll<number | string>().as('players')])
      .where('game', '=', game)
      .where('puzzle_date', '=', date)
      .where('provider_id', '=', providerId)
      .groupBy('score')
      .orderBy('score')
      .execute();
    return {
      times: rows.map((row) => Number(row.score)),
      counts: rows.map((row) => Number(row.players)),
      readAt,
    };
  }
}

interface YourScore {
  score: number;
  won: boolean;
  createdAt: string;
  providerId: string | null;
}

/** The asker's score of the day: one indexed lookup. */
async function yourScore(db: Kysely<Database>, asker: Asker, game: string, date: string): Promise<YourScore | undefined> {
  let query = db
    .selectFrom('score')
    .select(['score.score', 'score.data', 'score.created_at', 'score.provider_id'])
    .where('score.game', '=', game)
    .where('score.puzzle_date', '=', date);
  if (asker.userId) query = query.where('score.user_id', '=', asker.userId);
  else if (asker.localUserId) {
    query = query
      .innerJoin('anonymous_user', 'anonymous_user.id', 'score.anonymous_user_id')
      .where('anonymous_user.local_user_id', '=', asker.localUserId);
  } else return undefined;
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return { score: Number(row.score), won: !row.data.includes('"won":false'), createdAt: row.created_at, providerId: row.provider_id };
}

/**
 * How the day went for its players, and where the asker stands: the histogram of won times and the share
 * of the other players the asker beat. The asker's own score counts even when the cached aggregate was
 * read just before it was stored.
 */
export async function dayStats(
  db: Kysely<Database>,
  cache: DayStatsCache,
  request: { game: string; providerId: string; date: string; today: string; asker: Asker },
): Promise<DayStatsDto> {
  const { game, providerId, date, today, asker } = request;
  const [aggregate, mine] = await Promise.all([cache.aggregate(game, providerId, date, today), yourScore(db, asker, game, date)]);
  const counted = mine?.won === true ? mine : undefined;
  // A score stored after the read (or under another provider) is not in the aggregate: it is added here.
  const included = counted !== undefined && counted.providerId === providerId && counted.createdAt < aggregate.readAt;
  const distribution = counted && !included ? withTime(aggregate, counted.score) : aggregate;
  const players = totalOf(distribution);
  const enough = players >= MIN_PLAYERS;
  const bins = enough ? histogram(distribution) : [];
  return {
    game,
    date,
    players,
    min_players: MIN_PLAYERS,
    bins,
    you: counted
      ? { score: counted.score, bin: enough ? binOf(bins, counted.score) : -1, faster_than: enough ? fasterThanPercent(distribution, counted.score) : null }
      : null,
  };
}
