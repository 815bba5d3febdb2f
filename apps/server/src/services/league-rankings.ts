import { addDays, addMonths, type IsoDate, startOfMonth, startOfWeek } from '@jdj/puzzles';
import type { LeagueDayStatus, LeaguePeriod } from '@jdj/api';

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
  /** False for a win the jokers gave away or faster than a person (core/placement.ts): shown, not placed. */
  placed: boolean;
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
  if (!play.placed) return 'unplaced';
  return play.won ? 'won' : 'lost';
};

/** A play with its player's username, the last tie-break. */
interface Named {
  play: Play;
  username: string;
}

/**
 * The order of the placed plays of one game and day: wins by time, a tie going to the earlier finish;
 * lost days after every win, among themselves by the earlier finish (they have no time to compare). The
 * username settles what is still equal, so the order never depends on how the rows came.
 */
function comparePlaced(a: Named, b: Named): number {
  if (a.play.won !== b.play.won) return a.play.won ? -1 : 1;
  if (a.play.won && a.play.time !== b.play.time) return a.play.time - b.play.time;
  return byText(a.play.playedAt, b.play.playedAt) || byText(a.username, b.username);
}

/** Unverified and unplaced plays are shown by time (then finish, then username), after the placed ones. */
const compareUnplaced = (a: Named, b: Named): number => a.play.time - b.play.time || byText(a.play.playedAt, b.play.playedAt) || byText(a.username, b.username);

/**
 * One game's day among the members: the placed plays (verified: wins, then lost days; comparePlaced),
 * then unverified and unplaced plays (shown, not placed), then the members who have not played, by username.
 */
export function rankDay(members: readonly Member[], plays: ReadonlyMap<string, Play>): DayEntry[] {
  const placed: (Named & { member: Member })[] = [];
  const unplaced: (Named & { member: Member })[] = [];
  const absent: Member[] = [];
  for (const member of members) {
    const play = plays.get(member.userId);
    if (!play) absent.push(member);
    else (play.verified && play.placed ? placed : unplaced).push({ play, username: member.username, member });
  }
  placed.sort(comparePlaced);
  unplaced.sort(compareUnplaced);
  absent.sort((a, b) => byText(a.username, b.username));
  return [
    ...placed.map(({ member, play }, i) => ({ member, status: statusOf(play), place: i + 1, time: play.time })),
    ...unplaced.map(({ member, play }) => ({ member, status: statusOf(play), place: null, time: play.time })),
    ...absent.map((member) => ({ member, status: 'not-played' as const, place: null, time: null })),
  ];
}

/** Members with a place in a day's ranking. */
export const placedCount = (entries: readonly DayEntry[]): number => entries.filter((e) => e.place !== null).length;

/** A member's points and plays of a period, added up by the database (league-standings.ts). */
export interface PeriodTotals {
  points: number;
  /** Placed plays (verified). */
  plays: number;
  wins: number;
  /** Seconds of the won placed plays. */
  wonTime: number;
}

export interface StandingEntry extends PeriodTotals {
  member: Member;
  place: number;
}

/**
 * The week's or month's standing. Its points (added up in SQL, over the placed order of comparePlaced):
 * in each game's day ranking, the first scores as many points as the league has members, the next one
 * fewer, and so on; a lost day is placed after the wins, so it still scores; an unverified play or no play
 * scores nothing. Showing up every day in every game is what adds up; being fast decides how much each day
 * brings. Ties: more placed plays, then more wins, then less won time, then the username.
 */
export function orderStanding(members: readonly Member[], totals: ReadonlyMap<string, PeriodTotals>): StandingEntry[] {
  const none: PeriodTotals = { points: 0, plays: 0, wins: 0, wonTime: 0 };
  return members
    .map((member) => ({ member, ...(totals.get(member.userId) ?? none) }))
    .sort((a, b) => b.points - a.points || b.plays - a.plays || b.wins - a.wins || a.wonTime - b.wonTime || byText(a.member.username, b.member.username))
    .map((entry, i) => ({ ...entry, place: i + 1 }));
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
