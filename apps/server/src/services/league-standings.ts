import { dateInTimeZone, type IsoDate } from '@jdj/puzzles';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { LeagueDayDto, LeagueMemberDto, LeaguePeriod, LeaguePlacesDto, LeagueStandingDto, LeagueTodayDto, ProviderDto } from '@jdj/api';
import type { Database, LeagueTable } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { type DayEntry, type Member, orderStanding, type PeriodTotals, type Play, periodOf, placedCount, rankDay } from './league-rankings.ts';
import { membersOf, withUsers } from './leagues.ts';

/**
 * A league's rankings read from the scores (issue 27): one query per answer, over the indexes
 * score_user_day (game, day, player) and score_user_date (player, day); the rules are league-rankings.ts
 * (the period's points are added up in SQL, in the same placed order).
 * The `verified` and `placed` columns say which scores are placed (issues 14, 22 and 34 decide what sets them).
 */

/** The server writes `data` itself (JSON.stringify of the replay's counters): a lost game holds exactly this. */
const won = sql<number>`(CASE WHEN score.data LIKE ${sql.lit('%"won":false%')} THEN 0 ELSE 1 END)`;

const toPlay = (row: {
  user_id: string;
  score: number | string;
  played_at: string;
  verified: number | string;
  placed: number | string | null;
  won: number | string;
}): Play => ({
  userId: row.user_id,
  time: Number(row.score),
  playedAt: row.played_at,
  verified: Number(row.verified) === 1,
  placed: Number(row.placed) === 1,
  won: Number(row.won) === 1,
});

const memberView = (member: Member, league: Pick<LeagueTable, 'owner_id'>, userId: string): LeagueMemberDto => ({
  id: member.userId,
  username: member.username,
  owner: member.userId === league.owner_id,
  you: member.userId === userId,
});

const toMember = (row: { user_id: string; username: string | null }): Member => ({ userId: row.user_id, username: row.username ?? '—' });

/** Nobody has played a day still to come: the same answer as the day's statistics (404). */
function assertPlayable(provider: ProviderDto, game: string, date: IsoDate, now: Date): IsoDate {
  if (!provider.games.some((g) => g.slug === game)) throw new HttpError(404, `Jeu non proposé par ${provider.name} : ${game}`);
  const today = dateInTimeZone(now, provider.timezone);
  if (date > today) throw new HttpError(404, 'Aucune grille pour cette date');
  return today;
}

/**
 * Each member of the given leagues with their score of one game and day, if any: one row per
 * (league, member). Members whose account is gone are left out.
 */
function dayRows(db: Kysely<Database>, game: string, date: IsoDate) {
  return withUsers(db)
    .selectFrom('league_member')
    .innerJoin('user', 'user.id', 'league_member.user_id')
    .leftJoin('score', (join) => join.onRef('score.user_id', '=', 'league_member.user_id').on('score.game', '=', game).on('score.puzzle_date', '=', date))
    .select([
      'league_member.league_id',
      'league_member.user_id',
      'user.username',
      'score.score',
      'score.played_at',
      'score.verified',
      'score.placed',
      won.as('won'),
    ]);
}

type DayRow = {
  user_id: string;
  username: string | null;
  score: number | string | null;
  played_at: string | null;
  verified: number | string | null;
  placed: number | string | null;
  won: number | string;
};

function rankRows(rows: readonly DayRow[]): DayEntry[] {
  const plays = new Map<string, Play>();
  for (const row of rows) {
    if (row.score !== null && row.played_at !== null && row.verified !== null)
      plays.set(row.user_id, toPlay({ ...row, score: row.score, played_at: row.played_at, verified: row.verified }));
  }
  return rankDay(rows.map(toMember), plays);
}

/** The day's ranking of one game in a league (the caller has checked the membership). */
export async function leagueDay(
  db: Kysely<Database>,
  provider: ProviderDto,
  league: LeagueTable,
  userId: string,
  game: string,
  date: IsoDate,
  now = new Date(),
): Promise<LeagueDayDto> {
  const today = assertPlayable(provider, game, date, now);
  const rows = await dayRows(db, game, date).where('league_member.league_id', '=', league.id).execute();
  const entries = rankRows(rows);
  return {
    game,
    date,
    today,
    placed: placedCount(entries),
    entries: entries.map((entry) => ({ ...entry, member: memberView(entry.member, league, userId) })),
  };
}

/**
 * Today's games in a league at a glance (issue 39): for each game of the provider, the members who played it
 * today in the day ranking's order (the same rules as leagueDay), and the player's own row even before they
 * play; the games the most members played first, then in the catalogue's order. One query over the members'
 * scores of the day (index score_user_date), whatever the number of games.
 */
export async function leagueToday(db: Kysely<Database>, provider: ProviderDto, league: LeagueTable, userId: string, now = new Date()): Promise<LeagueTodayDto> {
  const today = dateInTimeZone(now, provider.timezone);
  const slugs = provider.games.map((g) => g.slug);
  const [members, scores] = await Promise.all([
    membersOf(db, league.id),
    slugs.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('league_member')
          .innerJoin('score', 'score.user_id', 'league_member.user_id')
          .select(['score.user_id', 'score.game', 'score.score', 'score.played_at', 'score.verified', 'score.placed', won.as('won')])
          .where('league_member.league_id', '=', league.id)
          .where('score.puzzle_date', '=', today)
          .where('score.game', 'in', slugs)
          .execute(),
  ]);
  const roster = members.map((row) => toMember({ user_id: row.user_id, username: row.username }));
  const playsByGame = new Map<string, Map<string, Play>>();
  for (const row of scores) {
    if (row.user_id === null) continue;
    const plays = playsByGame.get(row.game) ?? new Map<string, Play>();
    plays.set(row.user_id, toPlay({ ...row, user_id: row.user_id }));
    playsByGame.set(row.game, plays);
  }
  const games = slugs.map((game, order) => {
    const entries = rankDay(roster, playsByGame.get(game) ?? new Map()).filter((entry) => entry.status !== 'not-played' || entry.member.userId === userId);
    return { game, order, played: entries.filter((entry) => entry.status !== 'not-played').length, entries };
  });
  games.sort((a, b) => b.played - a.played || a.order - b.order);
  return {
    date: today,
    games: games.map(({ game, entries }) => ({
      game,
      placed: placedCount(entries),
      entries: entries.map((entry) => ({ ...entry, member: memberView(entry.member, league, userId) })),
    })),
  };
}

/** The player's place in each of their leagues of this provider, for one game and day (the end screen). */
export async function placesOfDay(
  db: Kysely<Database>,
  provider: ProviderDto,
  userId: string,
  game: string,
  date: IsoDate,
  now = new Date(),
): Promise<LeaguePlacesDto> {
  const today = assertPlayable(provider, game, date, now);
  const mine = await db
    .selectFrom('league_member')
    .innerJoin('league', 'league.id', 'league_member.league_id')
    .select(['league.id', 'league.name'])
    .where('league_member.user_id', '=', userId)
    .where('league.provider_id', '=', provider.id)
    .orderBy('league_member.joined_at')
    .orderBy('league.id')
    .execute();
  if (mine.length === 0) return { game, date, today, leagues: [] };
  const rows = await dayRows(db, game, date)
    .where(
      'league_member.league_id',
      'in',
      mine.map((league) => league.id),
    )
    .execute();
  const byLeague = new Map<string, DayRow[]>();
  for (const row of rows) {
    const list = byLeague.get(row.league_id);
    if (list) list.push(row);
    else byLeague.set(row.league_id, [row]);
  }
  return {
    game,
    date,
    today,
    leagues: mine.map((league) => {
      const entries = rankRows(byLeague.get(league.id) ?? []);
      const you = entries.find((entry) => entry.member.userId === userId);
      return { id: league.id, name: league.name, status: you?.status ?? 'not-played', place: you?.place ?? null, placed: placedCount(entries) };
    }),
  };
}

/**
 * Each member's points, placed plays, wins and won time over a period, added up by the database: the
 * plays of the league's members are placed within each game and day in the order of comparePlaced
 * (league-rankings.ts: wins by time, then lost days, by the earlier finish, then the username) and the
 * place p of a league of n members scores n - p + 1. A row per member and game leaves the database
 * instead of every play of the period (a busy month holds some 30,000).
 */
async function periodTotals(db: Kysely<Database>, leagueId: string, members: number, games: ReadonlySet<string>, from: IsoDate, to: IsoDate) {
  // Usernames compared byte by byte, as SQLite and the rules do, whatever PostgreSQL's collation.
  const binary = sql.raw(db.getExecutor().adapter instanceof PostgresAdapter ? ' COLLATE "C"' : '');
  // No condition on the game here: SQLite would then read the day's scores of everyone by game and day
  // instead of the members' by player; each game is its own ranking anyway, and other games are left out below.
  const { rows } = await sql<{
    user_id: string;
    game: string;
    points: number | string;
    plays: number | string;
    wins: number | string;
    won_time: number | string;
  }>`
    WITH plays AS (
      SELECT league_member.user_id, "user".username, score.game, score.puzzle_date, score.score, score.played_at, ${won} AS won
      FROM league_member
      INNER JOIN "user" ON "user".id = league_member.user_id
      INNER JOIN score ON score.user_id = league_member.user_id
      WHERE league_member.league_id = ${leagueId}
        AND score.puzzle_date >= ${from} AND score.puzzle_date <= ${to}
        AND score.verified = 1 AND score.placed = 1
    ), placed AS (
      SELECT user_id, game, won, score,
        ROW_NUMBER() OVER (
          PARTITION BY game, puzzle_date
          ORDER BY won DESC, CASE WHEN won = 1 THEN score ELSE 0 END, played_at${binary}, username${binary}
        ) AS place
      FROM plays
    )
    SELECT user_id, game, SUM(${sql.lit(members + 1)} - place) AS points, COUNT(*) AS plays, SUM(won) AS wins, SUM(won * score) AS won_time
    FROM placed
    GROUP BY user_id, game`.execute(db);
  const totals = new Map<string, PeriodTotals>();
  for (const row of rows) {
    if (!games.has(row.game)) continue;
    const total = totals.get(row.user_id) ?? { points: 0, plays: 0, wins: 0, wonTime: 0 };
    total.points += Number(row.points);
    total.plays += Number(row.plays);
    total.wins += Number(row.wins);
    total.wonTime += Number(row.won_time);
    totals.set(row.user_id, total);
  }
  return totals;
}

/** The week's or month's standing of a league across the provider's games, up to today. */
export async function leagueStanding(
  db: Kysely<Database>,
  provider: ProviderDto,
  league: LeagueTable,
  userId: string,
  period: LeaguePeriod,
  date: IsoDate,
  now = new Date(),
): Promise<LeagueStandingDto> {
  const today = dateInTimeZone(now, provider.timezone);
  if (date > today) throw new HttpError(404, 'Cette période n’a pas encore commencé');
  const { from, to } = periodOf(period, date);
  const members = (await membersOf(db, league.id)).map(toMember);
  const games = new Set(provider.games.map((g) => g.slug));
  const totals = await periodTotals(db, league.id, members.length, games, from, to < today ? to : today);
  return {
    period,
    from,
    to,
    today,
    entries: orderStanding(members, totals).map((entry) => ({
      member: memberView(entry.member, league, userId),
      place: entry.place,
      points: entry.points,
      plays: entry.plays,
      wins: entry.wins,
      won_time: entry.wonTime,
    })),
  };
}
