import { addDays, dateInTimeZone, type IsoDate, puzzleCalendarOf } from '@jdj/puzzles';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { jobSucceeded } from './job-events.ts';

/**
 * The dashboard's daily aggregates (`stat_game_day`, `stat_provider_day`), kept up to date from what arrived
 * since the last refresh: every provider and puzzle day that got a score (and the days whose retention it
 * changes, D−1 and D−7), and every day that got tracking events, is computed again whole from its rows. A
 * dashboard request then reads a few hundred aggregate rows, never the scores themselves.
 *
 * "Plays started" are the tracking `start` events (`startsOfDay`): when plays become a server-side record
 * (issue 22), that one function reads them instead.
 */

export const REFRESH_NAME = 'console';
/** Page names of the console (apps/web routes.tsx): never counted as the provider's page views. */
export const CONSOLE_PAGES: ReadonlySet<string> = new Set(['admin']);
/**
 * A write whose created_at is older than its commit (a slow transaction) must still be seen: the watermark
 * stays this far behind the clock, and rows after it are read again at the next refresh.
 */
const COMMIT_LAG_MS = 10_000;

/** Offset of a timezone from UTC at an instant (ms, local minus UTC). */
function offsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
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
  // The console's own screens are staff at work, not the provider's audience (issue 42).
  const pageViews = Object.fromEntries(events.filter((e) => e.type === 'page_view' && !CONSOLE_PAGES.has(e.name)).map((e) => [e.name, Number(e.events)]));
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

export interface RefreshProgress {
  /** Looking for the days to compute (rows of scores and events read so far), then computing them. */
  phase: 'scan' | 'days';
  rows: number;
  done: number;
  /** Provider days to compute: known once the scan is over (0 before). */
  total: number;
}

export interface RefreshOptions {
  now?: Date;
  /** Rows of scores (or events) read per batch while looking for the days to compute. */
  batchRows?: number;
  /** Told after each batch, and awaited: the job records it for the other processes and the log. */
  onProgress?: (progress: RefreshProgress) => Promise<void> | void;
  /** Asked between batches: true ends the run there, the watermark unmoved (the process is stopping). */
  stopped?: () => boolean;
}

export interface RefreshResult {
  /** Provider days computed again. */
  days: number;
  /** Rows of scores and events read to find them. */
  rows: number;
  /** The watermark after this refresh. */
  readUntil: string;
  /** Ended early by `stopped`: nothing recorded as done. */
  stopped: boolean;
}

const BATCH_ROWS = 5_000;

/** Lets the requests waiting behind a batch run before the next one (better-sqlite3 holds the thread while it reads). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The end of the batch after `from`: the created_at of its `rows`-th row, or `until` when fewer are left.
 * The rows sharing that instant all go in the batch, so a batch never splits them (nor loops on them).
 */
async function batchEnd(db: Kysely<Database>, table: 'score' | 'analytics_event', from: string, until: string, rows: number): Promise<string> {
  const row = await db
    .selectFrom(table)
    .select('created_at')
    .where('created_at', '>', from)
    .where('created_at', '<=', until)
    .orderBy('created_at')
    .limit(1)
    .offset(rows - 1)
    .executeTakeFirst();
  return row?.created_at ?? until;
}

/**
 * Brings the aggregates up to date with what arrived since the last refresh (any process's), in batches:
 * the scores and events since the watermark are read a few thousand rows at a time to find the provider days
 * they touch, then each day is computed again in its own short transaction; between two batches the event
 * loop serves whatever waits. Run by the background job (stats-job.ts), one process at a time.
 */
export async function refreshStats(db: Kysely<Database>, options: RefreshOptions = {}): Promise<RefreshResult> {
  const now = options.now ?? new Date();
  const batchRows = options.batchRows ?? BATCH_ROWS;
  const stopped = options.stopped ?? (() => false);
  const row = await db.selectFrom('stat_refresh').select('read_until').where('name', '=', REFRESH_NAME).executeTakeFirst();
  const until = new Date(now.getTime() - COMMIT_LAG_MS).toISOString();
  // Read up to the run's start, not the watermark: what arrived in the last seconds shows now, and is read
  // again next time; a bound, so a run under a stream of scores ends.
  const scanUntil = now.toISOString();
  // A watermark ahead of the clock (the clock ran ahead for a while, then was set back): every row written
  // since would read as older than it and never be counted. Everything is read again, off the request path.
  const aheadOfClock = !!row?.read_until && row.read_until > scanUntil;
  const since = aheadOfClock ? '' : (row?.read_until ?? '');
  const providers = await db.selectFrom('provider').select(['id', 'timezone']).execute();
  // A provider's days begin in its stream's zone (packages/puzzles core/streams.ts).
  const zoneOf = new Map(providers.map((p) => [p.id, puzzleCalendarOf(p.timezone).zone]));
  const dirty = new Map<string, Set<IsoDate>>();
  const mark = (providerId: string, date: IsoDate) => {
    if (!zoneOf.has(providerId)) return;
    let days = dirty.get(providerId);
    if (!days) dirty.set(providerId, (days = new Set()));
    days.add(date);
  };
  const progress: RefreshProgress = { phase: 'scan', rows: 0, done: 0, total: 0 };
  const halted = (): RefreshResult => ({ days: progress.done, rows: progress.rows, readUntil: since, stopped: true });

  // No DISTINCT nor GROUP BY: with them SQLite walks the (provider, day) index over every score instead of
  // the created_at range; a batch's rows are deduplicated here.
  for (let from = since; from < scanUntil; ) {
    if (stopped()) return halted();
    const to = await batchEnd(db, 'score', from, scanUntil, batchRows);
    const rows = await db.selectFrom('score').select(['provider_id', 'puzzle_date']).where('created_at', '>', from).where('created_at', '<=', to).execute();
    for (const { provider_id, puzzle_date } of rows) {
      if (!provider_id) continue;
      // A new player of day D changes D's counts, D−1's retention at D+1 and D−7's at D+7.
      for (const back of [0, -1, -7]) mark(provider_id, addDays(puzzle_date, back));
    }
    progress.rows += rows.length;
    from = to;
    await options.onProgress?.(progress);
    await nextTurn();
  }
  for (let from = since; from < scanUntil; ) {
    if (stopped()) return halted();
    const to = await batchEnd(db, 'analytics_event', from, scanUntil, batchRows);
    const rows = await db
      .selectFrom('analytics_event')
      .select(['provider_id', 'created_at'])
      .where('created_at', '>', from)
      .where('created_at', '<=', to)
      .where('provider_id', 'is not', null)
      .execute();
    // Each provider's first and last event of the batch: every calendar day between them is marked.
    const spans = new Map<string, { first: string; last: string }>();
    for (const { provider_id, created_at } of rows) {
      const span = spans.get(provider_id!);
      if (!span) spans.set(provider_id!, { first: created_at, last: created_at });
      else if (created_at < span.first) span.first = created_at;
      else if (created_at > span.last) span.last = created_at;
    }
    for (const [providerId, span] of spans) {
      const zone = zoneOf.get(providerId);
      if (!zone) continue;
      const last = dateInTimeZone(span.last, zone);
      for (let day = dateInTimeZone(span.first, zone); day <= last; day = addDays(day, 1)) mark(providerId, day);
    }
    progress.rows += rows.length;
    from = to;
    await options.onProgress?.(progress);
    await nextTurn();
  }

  const work = [...dirty].flatMap(([providerId, days]) => [...days].sort().map((day) => ({ providerId, day })));
  progress.phase = 'days';
  progress.total = work.length;
  await options.onProgress?.(progress);
  for (const { providerId, day } of work) {
    if (stopped()) return halted();
    await recomputeDay(db, providerId, zoneOf.get(providerId)!, day, now);
    progress.done += 1;
    await options.onProgress?.(progress);
    await nextTurn();
  }
  // Nothing new: the watermark stays, and the next look reads the same (empty) range again. One left ahead of
  // the clock is set back to it, now that everything was read again.
  const advance = (work.length > 0 || aheadOfClock) && until > since;
  const refreshedAt = now.toISOString();
  await db
    .insertInto('stat_refresh')
    .values({ name: REFRESH_NAME, read_until: advance ? until : since, refreshed_at: refreshedAt })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({
        read_until: aheadOfClock
          ? until
          : advance
            ? sql<string>`CASE WHEN stat_refresh.read_until < ${until} THEN ${until} ELSE stat_refresh.read_until END`
            : sql<string>`stat_refresh.read_until`,
        refreshed_at: refreshedAt,
      }),
    )
    .execute();
  jobSucceeded('stats');
  return { days: work.length, rows: progress.rows, readUntil: advance ? until : since, stopped: false };
}
