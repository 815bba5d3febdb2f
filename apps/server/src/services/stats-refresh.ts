import { addDays, dateInTimeZone, type IsoDate } from '@jdj/puzzles';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The dashboard's daily aggregates (`stat_game_day`, `stat_provider_day`), kept up to date from what arrived
 * since the last refresh: every provider and puzzle day that got a score (and the days whose retention it
 * changes, D−1 and D−7), and every day that got tracking events, is computed again whole from its rows. A
 * dashboard request then reads a few hundred aggregate rows, never the scores themselves.
 *
 * "Plays started" are the tracking `start` events (`startsOfDay`): when plays become a server-side record
 * (issue 22), that one function reads them instead.
 */

const REFRESH_NAME = 'console';
/**
 * A write whose created_at is older than its commit (a slow transaction) must still be seen: the watermark
 * stays this far behind the clock, and rows after it are read again at the next refresh.
 */
const COMMIT_LAG_MS = 10_000;

/** Offset of a timezone from UTC at an instant (ms, local minus UTC). */
function offsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return local - (instant - (instant % 1000));
}

/** The instant a calendar day starts in a timezone (its local midnight). */
export function startOfDay(date: IsoDate, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  let guess = midnightUtc - offsetMs(midnightUtc, timeZone);
  // Once more, for a day whose offset differs from the previous day's (a daylight-saving change).
  guess = midnightUtc - offsetMs(guess, timeZone);
  return new Date(guess);
}

interface ScoreRow {
  game: string;
  user_id: string | null;
  anonymous_user_id: string | null;
  score: number;
  data: string;
  puzzle_date: string;
}

const playerKey = (row: ScoreRow) => (row.user_id ? `u:${row.user_id}` : `a:${row.anonymous_user_id}`);

function parseData(json: string): { won: boolean; jokers: number } {
  try {
    const data = JSON.parse(json) as Record<string, unknown>;
    return { won: data.won !== false, jokers: typeof data.jokers === 'number' && Number.isFinite(data.jokers) ? data.jokers : 0 };
  } catch {
    return { won: true, jokers: 0 };
  }
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string> | undefined): number {
  if (!b) return 0;
  let n = 0;
  for (const key of a) if (b.has(key)) n += 1;
  return n;
}

/** Tracking events of a provider's day, counted by type and name. */
async function eventsOfDay(db: Kysely<Database>, providerId: string, date: IsoDate, timeZone: string) {
  return db
    .selectFrom('analytics_event')
    .select(['type', 'name', (eb) => eb.fn.countAll<number | string>().as('events')])
    .where('provider_id', '=', providerId)
    .where('created_at', '>=', startOfDay(date, timeZone).toISOString())
    .where('created_at', '<', startOfDay(addDays(date, 1), timeZone).toISOString())
    .groupBy(['type', 'name'])
    .execute();
}

/** Plays started on a provider's day, per game: its tracking `start` events (issue 22's plays table will replace them). */
function startsOfDay(events: readonly { type: string; name: string; events: number | string }[]): Map<string, number> {
  return new Map(events.filter((e) => e.type === 'start').map((e) => [e.name, Number(e.events)]));
}

/** Computes one provider's day again, whole, from its scores and events (D+1 and D+7 read for retention). */
export async function recomputeDay(db: Kysely<Database>, providerId: string, timeZone: string, date: IsoDate, now = new Date()): Promise<void> {
  const days = [date, addDays(date, 1), addDays(date, 7)];
  const [scores, events] = await Promise.all([
    db
      .selectFrom('score')
      .select(['game', 'user_id', 'anonymous_user_id', 'score', 'data', 'puzzle_date'])
      .where('provider_id', '=', providerId)
      .where('puzzle_date', 'in', days)
      .execute(),
    eventsOfDay(db, providerId, date, timeZone),
  ]);
  // Players of each day, all games together and per game.
  const players = new Map<string, Set<string>>();
  const join = (key: string, player: string) => {
    let set = players.get(key);
    if (!set) players.set(key, (set = new Set()));
    set.add(player);
  };
  for (const row of scores) {
    join(row.puzzle_date, playerKey(row));
    join(`${row.puzzle_date}|${row.game}`, playerKey(row));
  }
  const games = new Map<string, { finished: number; won: number; jokers: number; times: Map<number, number> }>();
  for (const row of scores) {
    if (row.puzzle_date !== date) continue;
    let game = games.get(row.game);
    if (!game) games.set(row.game, (game = { finished: 0, won: 0, jokers: 0, times: new Map() }));
    const { won, jokers } = parseData(row.data);
    game.finished += 1;
    game.jokers += jokers;
    if (won) {
      game.won += 1;
      const seconds = Number(row.score);
      game.times.set(seconds, (game.times.get(seconds) ?? 0) + 1);
    }
  }
  const started = startsOfDay(events);
  const shares = new Map(events.filter((e) => e.type === 'share').map((e) => [e.name, Number(e.events)]));
  const pageViews = Object.fromEntries(events.filter((e) => e.type === 'page_view').map((e) => [e.name, Number(e.events)]));
  const at = now.toISOString();
  const slugs = new Set([...games.keys(), ...started.keys(), ...shares.keys()]);
  const rows = [...slugs].map((game) => {
    const counts = games.get(game) ?? { finished: 0, won: 0, jokers: 0, times: new Map<number, number>() };
    const ofGame = players.get(`${date}|${game}`) ?? new Set<string>();
    return {
      provider_id: providerId,
      game,
      day: date,
      started: started.get(game) ?? 0,
      finished: counts.finished,
      won: counts.won,
      jokers: counts.jokers,
      shares: shares.get(game) ?? 0,
      won_times: JSON.stringify([...counts.times].sort((a, b) => a[0] - b[0])),
      returned_d1: overlap(ofGame, players.get(`${days[1]}|${game}`)),
      returned_d7: overlap(ofGame, players.get(`${days[2]}|${game}`)),
      computed_at: at,
    };
  });
  const ofDay = players.get(date) ?? new Set<string>();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('stat_game_day').where('provider_id', '=', providerId).where('day', '=', date).execute();
    if (rows.length > 0) await trx.insertInto('stat_game_day').values(rows).execute();
    await trx.deleteFrom('stat_provider_day').where('provider_id', '=', providerId).where('day', '=', date).execute();
    if (ofDay.size > 0 || Object.keys(pageViews).length > 0) {
      await trx
        .insertInto('stat_provider_day')
        .values({
          provider_id: providerId,
          day: date,
          players: ofDay.size,
          returned_d1: overlap(ofDay, players.get(days[1]!)),
          returned_d7: overlap(ofDay, players.get(days[2]!)),
          page_views: JSON.stringify(pageViews),
          computed_at: at,
        })
        .execute();
    }
  });
}

export interface RefreshResult {
  /** Provider days computed again. */
  days: number;
  /** The watermark after this refresh. */
  readUntil: string;
}

/** Brings the aggregates up to date with what arrived since the last refresh (any process's). */
export async function refreshStats(db: Kysely<Database>, now = new Date()): Promise<RefreshResult> {
  const row = await db.selectFrom('stat_refresh').select('read_until').where('name', '=', REFRESH_NAME).executeTakeFirst();
  const since = row?.read_until ?? '';
  const until = new Date(now.getTime() - COMMIT_LAG_MS).toISOString();
  const providers = await db.selectFrom('provider').select(['id', 'timezone']).execute();
  const zoneOf = new Map(providers.map((p) => [p.id, p.timezone]));
  const dirty = new Map<string, Set<IsoDate>>();
  const mark = (providerId: string, date: IsoDate) => {
    if (!zoneOf.has(providerId)) return;
    let days = dirty.get(providerId);
    if (!days) dirty.set(providerId, (days = new Set()));
    days.add(date);
  };
  // No DISTINCT: with it SQLite walks the (provider, day) index over every score instead of the created_at
  // range (seconds at a million scores); the rows since the last refresh are few, deduplicated here.
  const scoreDays = await db.selectFrom('score').select(['provider_id', 'puzzle_date']).where('created_at', '>', since).execute();
  for (const { provider_id, puzzle_date } of scoreDays) {
    if (!provider_id) continue;
    // A new player of day D changes D's counts, D−1's retention at D+1 and D−7's at D+7.
    for (const back of [0, -1, -7]) mark(provider_id, addDays(puzzle_date, back));
  }
  const eventSpans = await db
    .selectFrom('analytics_event')
    .select(['provider_id', sql<string>`min(created_at)`.as('first'), sql<string>`max(created_at)`.as('last')])
    .where('created_at', '>', since)
    .where('provider_id', 'is not', null)
    .groupBy('provider_id')
    .execute();
  for (const span of eventSpans) {
    const zone = zoneOf.get(span.provider_id!);
    if (!zone) continue;
    const last = dateInTimeZone(span.last, zone);
    for (let day = dateInTimeZone(span.first, zone); day <= last; day = addDays(day, 1)) mark(span.provider_id!, day);
  }
  let count = 0;
  for (const [providerId, days] of dirty) {
    for (const day of [...days].sort()) {
      await recomputeDay(db, providerId, zoneOf.get(providerId)!, day, now);
      count += 1;
    }
  }
  // Nothing new: the watermark stays, and the next look reads the same (empty) range again.
  if (count > 0 && until > since) {
    await db
      .insertInto('stat_refresh')
      .values({ name: REFRESH_NAME, read_until: until })
      .onConflict((oc) => oc.column('name').doUpdateSet({ read_until: until }).where('stat_refresh.read_until', '<', until))
      .execute();
  }
  return { days: count, readUntil: count > 0 && until > since ? until : since };
}

/**
 * One refresh at a time per process: the dashboard's requests arriving together share it, so a busy
 * console never computes the same days twice at once.
 */
export class StatsRefresher {
  private running: Promise<RefreshResult> | undefined;
  private lastAt = new Date(0);

  constructor(private readonly db: Kysely<Database>) {}

  refresh(): Promise<RefreshResult> {
    this.running ??= refreshStats(this.db).finally(() => {
      this.lastAt = new Date();
      this.running = undefined;
    });
    return this.running;
  }

  get refreshedAt(): Date {
    return this.lastAt;
  }
}
