import { addDays, computeStreak, dateInTimeZone, knownTimeZone, type PlayedDay, weekdayIndex } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { ProviderDto } from '@jdj/api';
import type { Database, PushSubscriptionTable } from '../../db/schema.ts';
import type { CatalogueSnapshot } from '../catalogue.ts';
import { leagueStanding } from '../league-standings.ts';
import { leaguesOfMember } from '../leagues.ts';
import type { PushSender } from './push-sender.ts';
import { type BestStreak, dailyMessage, type ReminderMessage, type WeekPlace, weeklyMessage } from './reminder-message.ts';
import { nextReminderAt } from './reminder-time.ts';

export interface ReminderJobDeps {
  sender: PushSender;
  catalogue: () => Promise<CatalogueSnapshot>;
  now?: () => number;
  /** The provider served without `?provider=` (DEFAULT_PROVIDER): its notifications open plain paths. */
  defaultProviderSlug?: string;
  /** Subscriptions read and sent per round (one read of their scores each). */
  batchSize?: number;
  /** Pushes in flight at once. */
  concurrency?: number;
}

export interface ReminderRun {
  /** Notifications the push services took. */
  sent: number;
  /** Due subscriptions with nothing to say: played already, no league ranked, a provider without reminders. */
  skipped: number;
  /** Subscriptions the push service said are gone (deleted). */
  dropped: number;
  failed: number;
}

/**
 * A reminder found this late (the job stopped for hours: every process down, the database away) is not sent:
 * « jouez avant minuit » at the wrong hour, or a day late, would mislead. Its next day's is due as usual.
 */
const STALE_MS = 2 * 3600_000;

/** The days of scores read for a streak at once; a player at the edge has the rest read on its own. */
const STREAK_WINDOW_DAYS = 60;

type Due = Pick<
  PushSubscriptionTable,
  'id' | 'endpoint' | 'p256dh' | 'auth' | 'provider_id' | 'user_id' | 'local_user_id' | 'daily' | 'weekly' | 'hour' | 'time_zone' | 'next_at'
>;

interface PlayerScore extends PlayedDay {
  game: string;
}

interface Round {
  due: Due[];
  messages: (ReminderMessage | null)[];
}

/**
 * Sends the reminders due now, round after round until none is due. Each round moves its subscriptions'
 * next_at to their next day first, so a reminder goes at most once even if this process dies mid-round
 * (the caller runs the job in one process at a time: services/job-lock.ts). The next round is read while
 * one is sent: the database's work and the encryption overlap.
 */
export async function sendDueReminders(db: Kysely<Database>, deps: ReminderJobDeps): Promise<ReminderRun> {
  const now = (deps.now ?? Date.now)();
  const batchSize = deps.batchSize ?? 500;
  const run: ReminderRun = { sent: 0, skipped: 0, dropped: 0, failed: 0 };
  const snapshot = await deps.catalogue();
  const providers = new Map([...snapshot.providersBySlug.values()].map((provider) => [provider.id, provider]));
  const readRound = async (): Promise<Round | null> => {
    const due = await db
      .selectFrom('push_subscription')
      .select(['id', 'endpoint', 'p256dh', 'auth', 'provider_id', 'user_id', 'local_user_id', 'daily', 'weekly', 'hour', 'time_zone', 'next_at'])
      .where('next_at', '<=', now)
      .orderBy('next_at')
      .limit(batchSize)
      .execute();
    if (due.length === 0) return null;
    await moveToNextDay(db, due, now);
    return { due, messages: await composeAll(db, due, providers, now, deps.defaultProviderSlug ?? 'default') };
  };
  let next = readRound();
  for (;;) {
    const round = await next;
    if (!round) return run;
    next = readRound();
    // Read on while this one is sent; a failed read surfaces at its await, never unhandled.
    next.catch(() => undefined);
    await sendRound(db, round, deps, run, now);
  }
}

async function sendRound(db: Kysely<Database>, { due, messages }: Round, deps: ReminderJobDeps, run: ReminderRun, now: number): Promise<void> {
  const gone: string[] = [];
  const sent: string[] = [];
  await inParallel(due, deps.concurrency ?? 64, async (row, index) => {
    const message = messages[index];
    if (!message) {
      run.skipped += 1;
      return;
    }
    const outcome = await deps.sender.send(row, JSON.stringify(message));
    if (outcome === 'sent') {
      run.sent += 1;
      sent.push(row.id);
    } else if (outcome === 'gone') {
      run.dropped += 1;
      gone.push(row.id);
    } else run.failed += 1;
  });
  if (gone.length > 0) await db.deleteFrom('push_subscription').where('id', 'in', gone).execute();
  if (sent.length > 0)
    await db
      .updateTable('push_subscription')
      .set({ last_sent_at: new Date(now).toISOString() })
      .where('id', 'in', sent)
      .execute();
}

/** One UPDATE per hour and zone: the rows due together mostly share both. */
async function moveToNextDay(db: Kysely<Database>, due: readonly Due[], now: number): Promise<void> {
  const groups = new Map<string, { next: number; ids: string[] }>();
  for (const row of due) {
    const key = `${row.hour} ${row.time_zone}`;
    let group = groups.get(key);
    if (!group) {
      group = { next: nextReminderAt(now, row.hour, row.time_zone), ids: [] };
      groups.set(key, group);
    }
    group.ids.push(row.id);
  }
  await db.transaction().execute(async (trx) => {
    for (const { next, ids } of groups.values()) await trx.updateTable('push_subscription').set({ next_at: next }).where('id', 'in', ids).execute();
  });
}

/** Each due row's message, or null when there is nothing to send. */
async function composeAll(
  db: Kysely<Database>,
  due: readonly Due[],
  providers: Map<string, ProviderDto>,
  now: number,
  defaultSlug: string,
): Promise<(ReminderMessage | null)[]> {
  const scores = await recentScores(db, due, now);
  const messages: (ReminderMessage | null)[] = [];
  for (const row of due) {
    const provider = providers.get(row.provider_id);
    if (!provider?.features.includes('reminders') || now - Number(row.next_at) > STALE_MS) {
      messages.push(null);
      continue;
    }
    const zone = knownTimeZone(provider.timezone);
    const today = dateInTimeZone(now, zone);
    const query = provider.slug === defaultSlug ? '' : `?provider=${encodeURIComponent(provider.slug)}`;
    const weekly = row.weekly === 1 && row.user_id && weekdayIndex(today) === 0 ? await weekMessage(db, provider, row.user_id, today, now, query) : null;
    if (weekly) {
      messages.push(weekly);
      continue;
    }
    const played = scoresOf(scores, row);
    if (row.daily !== 1 || played.some((score) => score.date === today)) {
      messages.push(null);
      continue;
    }
    messages.push(dailyMessage(provider.name, `/${query}`, await bestStreak(db, provider, row, played, today)));
  }
  return messages;
}

type ScoreRows = { byUser: Map<string, PlayerScore[]>; byDevice: Map<string, PlayerScore[]> };

/** The last STREAK_WINDOW_DAYS of scores of every player in the round, in one read. */
async function recentScores(db: Kysely<Database>, due: readonly Due[], now: number): Promise<ScoreRows> {
  const userIds = [...new Set(due.flatMap((row) => (row.user_id ? [row.user_id] : [])))];
  const localIds = [...new Set(due.flatMap((row) => (row.local_user_id ? [row.local_user_id] : [])))];
  const byUser = new Map<string, PlayerScore[]>();
  const byDevice = new Map<string, PlayerScore[]>();
  if (userIds.length === 0 && localIds.length === 0) return { byUser, byDevice };
  // A day's date differs across zones by at most one: a day more than the window is read.
  const from = addDays(new Date(now).toISOString().slice(0, 10), -(STREAK_WINDOW_DAYS + 1));
  const rows = await db
    .selectFrom('score')
    .leftJoin('anonymous_user', 'anonymous_user.id', 'score.anonymous_user_id')
    .select(['score.user_id', 'anonymous_user.local_user_id', 'score.game', 'score.puzzle_date', 'score.played_at', 'score.streak_day'])
    .where('score.puzzle_date', '>=', from)
    .where((eb) =>
      eb.or([
        ...(userIds.length > 0 ? [eb('score.user_id', 'in', userIds)] : []),
        ...(localIds.length > 0 ? [eb('anonymous_user.local_user_id', 'in', localIds)] : []),
      ]),
    )
    .execute();
  for (const row of rows) {
    const score: PlayerScore = { game: row.game, date: row.puzzle_date, playedAt: row.played_at, streakDay: row.streak_day === 1 };
    if (row.user_id) push(byUser, row.user_id, score);
    if (row.local_user_id) push(byDevice, row.local_user_id, score);
  }
  return { byUser, byDevice };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const scoresOf = (scores: ScoreRows, row: Due): PlayerScore[] => [
  ...(row.user_id ? (scores.byUser.get(row.user_id) ?? []) : []),
  ...(row.local_user_id ? (scores.byDevice.get(row.local_user_id) ?? []) : []),
];

/** The longest streak among the provider's games that ends yesterday (today is not played yet). */
async function bestStreak(db: Kysely<Database>, provider: ProviderDto, row: Due, recent: PlayerScore[], today: string): Promise<BestStreak | null> {
  let best: BestStreak | null = null;
  for (const game of provider.games) {
    let played = recent.filter((score) => score.game === game.slug);
    if (played.length === 0) continue;
    let { streak } = computeStreak(played, today, provider.timezone);
    // A streak as long as the window read may go further back: read that game's whole history.
    if (streak >= STREAK_WINDOW_DAYS) {
      played = await wholeHistory(db, row, game.slug);
      streak = computeStreak(played, today, provider.timezone).streak;
    }
    if (!best || streak > best.days) best = { gameName: game.name, days: streak };
  }
  return best;
}

async function wholeHistory(db: Kysely<Database>, row: Due, game: string): Promise<PlayerScore[]> {
  const rows = await db
    .selectFrom('score')
    .leftJoin('anonymous_user', 'anonymous_user.id', 'score.anonymous_user_id')
    .select(['score.puzzle_date', 'score.played_at', 'score.streak_day'])
    .where('score.game', '=', game)
    .where((eb) =>
      eb.or([
        ...(row.user_id ? [eb('score.user_id', '=', row.user_id)] : []),
        ...(row.local_user_id ? [eb('anonymous_user.local_user_id', '=', row.local_user_id)] : []),
      ]),
    )
    .execute();
  return rows.map((score) => ({ game, date: score.puzzle_date, playedAt: score.played_at, streakDay: score.streak_day === 1 }));
}

/** Monday's message: the player's place last week in each of their leagues of this provider. */
async function weekMessage(
  db: Kysely<Database>,
  provider: ProviderDto,
  userId: string,
  today: string,
  now: number,
  query: string,
): Promise<ReminderMessage | null> {
  const leagues = await leaguesOfMember(db, provider.id, userId);
  const places: WeekPlace[] = [];
  for (const league of leagues) {
    const standing = await leagueStanding(db, provider, league, userId, 'week', addDays(today, -1), new Date(now));
    const mine = standing.entries.find((entry) => entry.member.you);
    places.push({ leagueName: league.name, place: mine && mine.plays > 0 ? mine.place : null, members: standing.entries.length });
  }
  return weeklyMessage(`/ligues${query}`, places);
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  });
  await Promise.all(lanes);
}
