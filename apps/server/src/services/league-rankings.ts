import { addDays, addMonths, type IsoDate, startOfMonth, startOfWeek } from '@jdj/puzzles';
import type { LeagueDayStatus, LeaguePeriod } from '../api/league-types.ts';

/**
 * The rules of a league's rankings, as pure functions over plain rows (issue 27; docs/decisions.md, « Leagues »).
 * The service reads the rows; nothing here touches the database.
 */

export interface Member {
  userId: string;
  /** Unique and lower-case (better-auth's username plugin): the last, stable tie-break. */
  username: string;
}

/** A member's stored score of one game and day. */
export interface Play {
  userId: string;
  /** Seconds, penalties included. */
  time: number;
  /** ISO instant the game was finished (the browser's, checked by the server): earlier wins a tie. */
  playedAt: string;
  /** Started on the server and its time fits (issue 14): only these are placed. */
  verified: boolean;
  won: boolean;
}

export interface DayEntry {
  member: Member;
  status: LeagueDayStatus;
  place: number | null;
  time: number | null;
}

/** Plain code-unit order: the same on every machine and database, unlike a locale's. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const statusOf = (play: Play | undefined): LeagueDayStatus => {
  if (!play) return 'not-played';
  if (!play.verified) return 'unverified';
  return play.won ? 'won' : 'lost';
};

const ORDER: Record<LeagueDayStatus, number> = { won: 0, lost: 1, unverified: 2, 'not-played': 3 };

/**
 * One game's day among the members: verified wins by time, a tie going to the earlier finish; verified
 * lost days after every win, among themselves by the earlier finish (they have no time to compare);
 * then unverified plays (shown, not placed) by time, then the members who have not played. The username
 * settles what is still equal, so the order never depends on how the rows came.
 */
export function rankDay(members: readonly Member[], plays: ReadonlyMap<string, Play>): DayEntry[] {
  const rows = members.map((member) => ({ member, play: plays.get(member.userId), status: statusOf(plays.get(member.userId)) }));
  rows.sort((a, b) => {
    const byStatus = ORDER[a.status] - ORDER[b.status];
    if (byStatus !== 0) return byStatus;
    if (a.play && b.play) {
      if (a.status !== 'lost' && a.play.time !== b.play.time) return a.play.time - b.play.time;
      const byFinish = byText(a.play.playedAt, b.play.playedAt);
      if (byFinish !== 0) return byFinish;
    }
    return byText(a.member.username, b.member.username);
  });
  let place = 0;
  return rows.map(({ member, play, status }) => ({
    member,
    status,
    place: status === 'won' || status === 'lost' ? ++place : null,
    time: play ? play.time : null,
  }));
}

/** Members with a place in a day's ranking. */
export const placedCount = (entries: readonly DayEntry[]): number => entries.filter((e) => e.place !== null).length;

/** A member's stored score of a period, with its game and day. */
export interface PeriodPlay extends Play {
  game: string;
  date: IsoDate;
}

export interface StandingEntry {
  member: Member;
  place: number;
  points: number;
  plays: number;
  wins: number;
  wonTime: number;
}

/**
 * The week's or month's standing across the provider's games. In each game's day ranking, the first
 * scores as many points as the league has members, the next one fewer, and so on (a lost day is placed
 * after the wins, so it still scores); an unverified play or no play scores nothing. Showing up every day
 * in every game is what adds up; being fast decides how much each day brings.
 * Ties: more placed plays, then more wins, then less won time, then the username.
 */
export function rankPeriod(members: readonly Member[], plays: readonly PeriodPlay[], games: ReadonlySet<string>): StandingEntry[] {
  const totals = new Map(members.map((member) => [member.userId, { member, points: 0, plays: 0, wins: 0, wonTime: 0 }]));
  const days = new Map<string, Map<string, Play>>();
  for (const play of plays) {
    if (!games.has(play.game) || !totals.has(play.userId)) continue;
    const key = `${play.game}|${play.date}`;
    const day = days.get(key) ?? new Map<string, Play>();
    day.set(play.userId, play);
    days.set(key, day);
  }
  for (const day of days.values()) {
    // Only who played can be placed; the points still count every member.
    const players = [...day.keys()].map((userId) => totals.get(userId)!.member);
    for (const entry of rankDay(players, day)) {
      if (entry.place === null) continue;
      const total = totals.get(entry.member.userId)!;
      total.points += members.length - entry.place + 1;
      total.plays += 1;
      if (entry.status === 'won') {
        total.wins += 1;
        total.wonTime += entry.time ?? 0;
      }
    }
  }
  return [...totals.values()]
    .sort((a, b) => b.points - a.points || b.plays - a.plays || b.wins - a.wins || a.wonTime - b.wonTime || byText(a.member.username, b.member.username))
    .map((total, i) => ({ ...total, place: i + 1 }));
}

/** First and last day of the week (Monday to Sunday) or calendar month holding `date`. */
export function periodOf(period: LeaguePeriod, date: IsoDate): { from: IsoDate; to: IsoDate } {
  if (period === 'week') {
    const from = startOfWeek(date);
    return { from, to: addDays(from, 6) };
  }
  const from = startOfMonth(date);
  return { from, to: addDays(addMonths(from, 1), -1) };
}
