import { addDays, dateInTimeZone, type IsoDate } from '@jdj/puzzles';
import { type Kysely, sql } from 'kysely';
import type { DashboardDto, DashboardRowDto } from '@jdj/api';
import type { Database } from '../db/schema.ts';
import { histogram, totalOf } from './day-histogram.ts';
import { frenchCsv } from './french-csv.ts';
import type { StatsState } from './stats-job.ts';

/** The longest range a dashboard reads at once (a year and a day: the same day a year before included). */
export const MAX_RANGE_DAYS = 366;

interface Sums {
  players: number;
  started: number;
  finished: number;
  won: number;
  jokers: number;
  shares: number;
  /** Players of days whose D+1 / D+7 has come, and how many of them came back. */
  base1: number;
  back1: number;
  base7: number;
  back7: number;
  times: Map<number, number>;
}

const empty = (): Sums => ({ players: 0, started: 0, finished: 0, won: 0, jokers: 0, shares: 0, base1: 0, back1: 0, base7: 0, back7: 0, times: new Map() });

function addTimes(into: Map<number, number>, pairs: readonly [number, number][]): void {
  for (const [seconds, players] of pairs) into.set(seconds, (into.get(seconds) ?? 0) + players);
}

/** The distinct times, ascending, with their players: the form day-histogram.ts works on. */
function timeCounts(times: Map<number, number>) {
  const sorted = [...times].sort((a, b) => a[0] - b[0]);
  return { times: sorted.map(([t]) => t), counts: sorted.map(([, n]) => n) };
}

function median(times: Map<number, number>): number | null {
  const counts = timeCounts(times);
  const total = totalOf(counts);
  if (total === 0) return null;
  // The lower middle for an even count: a time a player really took.
  let seen = 0;
  for (let i = 0; i < counts.times.length; i++) {
    seen += counts.counts[i]!;
    if (seen * 2 >= total) return counts.times[i]!;
  }
  return null;
}

function row(key: string, sums: Sums, distinct = sums.players): DashboardRowDto {
  return {
    key,
    players: sums.players,
    distinct_players: distinct,
    started: sums.started,
    finished: sums.finished,
    won: sums.won,
    median_seconds: median(sums.times),
    jokers_per_play: sums.finished > 0 ? Math.round((sums.jokers / sums.finished) * 100) / 100 : null,
    shares: sums.shares,
    retention_d1: sums.base1 > 0 ? sums.back1 / sums.base1 : null,
    retention_d7: sums.base7 > 0 ? sums.back7 / sums.base7 : null,
  };
}

/**
 * Different players over the range, per game and all games together: the one figure the aggregates cannot
 * give (they hold counts, no player id), so it is read from the scores themselves, through the index on
 * (provider_id, puzzle_date), at most a year of one provider's scores. A player is an account, or an
 * anonymous device, as the day's « players » count them.
 */
async function distinctPlayers(db: Kysely<Database>, query: DashboardQuery): Promise<{ byGame: Map<string, number>; total: number }> {
  // A score an erasure kept anonymous names nobody: it counts as a player of its own.
  const player = sql<string>`CASE WHEN user_id IS NOT NULL THEN 'u:' || user_id WHEN anonymous_user_id IS NOT NULL THEN 'a:' || anonymous_user_id ELSE 's:' || id END`;
  let scores = db.selectFrom('score').where('provider_id', '=', query.provider.id).where('puzzle_date', '>=', query.from).where('puzzle_date', '<=', query.to);
  if (query.game) scores = scores.where('game', '=', query.game);
  const [perGame, all] = await Promise.all([
    scores
      .select(['game', sql<number | string>`COUNT(DISTINCT ${player})`.as('players')])
      .groupBy('game')
      .execute(),
    scores.select(sql<number | string>`COUNT(DISTINCT ${player})`.as('players')).executeTakeFirst(),
  ]);
  return { byGame: new Map(perGame.map((r) => [r.game, Number(r.players)])), total: Number(all?.players ?? 0) };
}

export interface DashboardQuery {
  provider: { id: string; slug: string; name: string; timezone: string };
  /** One game, or null for all the provider's games together. */
  game: string | null;
  from: IsoDate;
  to: IsoDate;
}

/**
 * A provider's dashboard over a range, from the daily aggregates only, as far as the background job has built
 * them (stats-job.ts; `stats` says how far): per day, per game and in total; the distribution of won times
 * (one game); page views by route. Retention counts only the days whose D+1 (D+7) has begun in the
 * provider's timezone.
 */
export async function dashboard(db: Kysely<Database>, query: DashboardQuery, stats: StatsState, now = new Date()): Promise<DashboardDto> {
  const { provider, game, from, to } = query;
  const today = dateInTimeZone(now, provider.timezone);
  let games = db.selectFrom('stat_game_day').selectAll().where('provider_id', '=', provider.id).where('day', '>=', from).where('day', '<=', to);
  if (game) games = games.where('game', '=', game);
  const [gameRows, providerRows, distinct] = await Promise.all([
    games.execute(),
    db.selectFrom('stat_provider_day').selectAll().where('provider_id', '=', provider.id).where('day', '>=', from).where('day', '<=', to).execute(),
    distinctPlayers(db, query),
  ]);
  const byDay = new Map<string, Sums>();
  const byGame = new Map<string, Sums>();
  const total = empty();
  const sumsOf = (map: Map<string, Sums>, key: string) => {
    let sums = map.get(key);
    if (!sums) map.set(key, (sums = empty()));
    return sums;
  };
  const retention = (sums: Sums, day: string, players: number, back1: number, back7: number) => {
    if (addDays(day, 1) <= today) {
      sums.base1 += players;
      sums.back1 += back1;
    }
    if (addDays(day, 7) <= today) {
      sums.base7 += players;
      sums.back7 += back7;
    }
  };
  for (const r of gameRows) {
    const counts = { started: Number(r.started), finished: Number(r.finished), won: Number(r.won), jokers: Number(r.jokers), shares: Number(r.shares) };
    // Parsed once, added three times (a year of eleven games is 4,000 rows).
    const times = JSON.parse(r.won_times) as [number, number][];
    for (const sums of [sumsOf(byDay, r.day), sumsOf(byGame, r.game), total]) {
      sums.started += counts.started;
      sums.finished += counts.finished;
      sums.won += counts.won;
      sums.jokers += counts.jokers;
      sums.shares += counts.shares;
      addTimes(sums.times, times);
    }
    // A game's players of a day are its finished plays (one score per player, game and day).
    const perGame = sumsOf(byGame, r.game);
    perGame.players += counts.finished;
    retention(perGame, r.day, counts.finished, Number(r.returned_d1), Number(r.returned_d7));
    if (game) {
      const day = sumsOf(byDay, r.day);
      day.players += counts.finished;
      retention(day, r.day, counts.finished, Number(r.returned_d1), Number(r.returned_d7));
    }
  }
  const pages = new Map<string, number>();
  for (const r of providerRows) {
    for (const [route, views] of Object.entries(JSON.parse(r.page_views) as Record<string, number>)) pages.set(route, (pages.get(route) ?? 0) + views);
    if (game) continue;
    // All games together: a player of several games counts once a day.
    const day = sumsOf(byDay, r.day);
    day.players += Number(r.players);
    retention(day, r.day, Number(r.players), Number(r.returned_d1), Number(r.returned_d7));
  }
  for (const sums of byDay.values()) {
    total.players += sums.players;
    total.base1 += sums.base1;
    total.back1 += sums.back1;
    total.base7 += sums.base7;
    total.back7 += sums.back7;
  }
  const days: DashboardRowDto[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(row(day, byDay.get(day) ?? empty()));
  const counts = timeCounts(total.times);
  return {
    provider: { slug: provider.slug, name: provider.name },
    game,
    from,
    to,
    refreshed_at: stats.refreshedAt?.toISOString() ?? null,
    building: stats.building,
    progress: stats.progress,
    days,
    games: [...byGame]
      .sort((a, b) => b[1].finished - a[1].finished || a[0].localeCompare(b[0]))
      .map(([key, sums]) => row(key, sums, distinct.byGame.get(key) ?? 0)),
    totals: row('total', total, distinct.total),
    times: game && totalOf(counts) > 0 ? histogram(counts) : [],
    pages: [...pages].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([route, views]) => ({ route, views })),
  };
}

const CSV_HEADERS: Record<string, string> = {
  key: 'Clé',
  players: 'Joueurs',
  distinct_players: 'Joueurs différents',
  started: 'Parties commencées',
  finished: 'Parties terminées',
  won: 'Parties gagnées',
  median_seconds: 'Temps médian (s)',
  jokers_per_play: 'Jokers par partie',
  shares: 'Partages',
  retention_d1: 'Revenus le lendemain (%)',
  retention_d7: 'Revenus une semaine après (%)',
};

function csv(headers: string[], lines: unknown[][]): string {
  return frenchCsv([headers, ...lines]);
}

export type DashboardTable = 'days' | 'games' | 'times' | 'pages';

/** One table of a dashboard as CSV (the console's « Exporter en CSV »). */
export function dashboardCsv(data: DashboardDto, table: DashboardTable): string {
  if (table === 'times')
    return csv(
      ['De (s)', 'À (s)', 'Joueurs'],
      data.times.map((b) => [b.from, b.to, b.count]),
    );
  if (table === 'pages')
    return csv(
      ['Page', 'Vues'],
      data.pages.map((p) => [p.route, p.views]),
    );
  const rows = table === 'days' ? data.days : data.games;
  const keys = Object.keys(CSV_HEADERS) as (keyof DashboardRowDto)[];
  const headers = keys.map((k) => (k === 'key' ? (table === 'days' ? 'Jour' : 'Jeu') : CSV_HEADERS[k]!));
  return csv(
    headers,
    rows.map((r) => keys.map((k) => (k.startsWith('retention') && r[k] !== null ? Math.round((r[k] as number) * 1000) / 10 : r[k]))),
  );
}
