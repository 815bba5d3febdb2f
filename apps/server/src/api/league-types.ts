/** Shapes of the leagues' calls (issue 27); type-only for the web app, like types.ts. */

/** What members see of each other: the username, nothing else (never an email, never a name). */
export interface LeagueMemberDto {
  /** The account's id: what the owner's controls name. */
  id: string;
  username: string;
  owner: boolean;
  /** The member is the player asking. */
  you: boolean;
}

/** GET /api/leagues — one of the player's leagues. */
export interface LeagueSummaryDto {
  id: string;
  name: string;
  members: number;
  /** The player asking owns it. */
  owner: boolean;
}

export interface LeagueListDto {
  leagues: LeagueSummaryDto[];
  /** At most this many leagues per player, and this many members per league. */
  max_leagues: number;
  max_members: number;
}

/** GET /api/leagues/:id — the league as its members see it. */
export interface LeagueDto {
  id: string;
  name: string;
  members: LeagueMemberDto[];
  max_members: number;
  /** The secret part of the invitation link (members may share it). */
  invite_token: string;
  /** The player asking owns it (rename, new link, remove, hand over, delete). */
  owner: boolean;
  /** Today in the provider's timezone. */
  today: string;
}

/**
 * A member's day in one game: won and verified (placed by time), lost and verified (placed after the
 * winners), played but not verified (shown, not placed), or not played.
 */
export type LeagueDayStatus = 'won' | 'lost' | 'unverified' | 'not-played';

export interface LeagueDayEntryDto {
  member: LeagueMemberDto;
  status: LeagueDayStatus;
  /** 1-based; null when not placed (unverified or not played). */
  place: number | null;
  /** Seconds, penalties included; null when not played. */
  time: number | null;
}

/** GET /api/leagues/:id/days/:slug/:date — the day's ranking of one game. */
export interface LeagueDayDto {
  game: string;
  date: string;
  today: string;
  /** Members with a place (verified plays, won or lost). */
  placed: number;
  /** Placed members first, by place; then unverified plays, then members who have not played. */
  entries: LeagueDayEntryDto[];
}

export type LeaguePeriod = 'week' | 'month';

export interface LeagueStandingEntryDto {
  member: LeagueMemberDto;
  place: number;
  points: number;
  /** Days × games with a place (verified plays). */
  plays: number;
  wins: number;
  /** Seconds of the won verified plays, added up. */
  won_time: number;
}

/** GET /api/leagues/:id/standings?period=&date= — the week's or month's standing across the provider's games. */
export interface LeagueStandingDto {
  period: LeaguePeriod;
  /** First and last day of the period (the last may be after today). */
  from: string;
  to: string;
  today: string;
  entries: LeagueStandingEntryDto[];
}

/** GET /api/leagues/places/:slug/:date — the player's place in each of their leagues (the end screen's lines). */
export interface LeaguePlaceDto {
  id: string;
  name: string;
  status: LeagueDayStatus;
  place: number | null;
  placed: number;
}

export interface LeaguePlacesDto {
  game: string;
  date: string;
  today: string;
  leagues: LeaguePlaceDto[];
}

/** POST /api/leagues/invitations/preview — what the link leads to, before joining. */
export interface LeagueInvitationDto {
  name: string;
  members: number;
  max_members: number;
  /** Set for a signed-in player: what the members will see of them, and whether they are already in. */
  you: { username: string; member: boolean; league_id: string | null } | null;
}
