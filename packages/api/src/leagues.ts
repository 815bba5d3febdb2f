import * as z from 'zod/mini';
import { gameDayParams, gameSlug, isoDate, providerQuery, providerSlug } from './primitives.ts';
import { route } from './route.ts';
import { SHOWN_NAME_LABELS } from './shown-name.ts';
import { shownName } from './shown-name-schema.ts';

// The leagues' calls (issue 27): private leagues of signed-in players.

/** The longest league name, in graphemes (the name form keeps its own copy: the web app loads no contract value up front). */
export const LEAGUE_NAME_MAX = 40;

/** Shown to every member: the one rule of shown names (shown-name.ts), 40 graphemes at most. */
const leagueName = shownName(SHOWN_NAME_LABELS.league, LEAGUE_NAME_MAX);
/** An account id (better-auth's UUIDs), in a path. */
const accountId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'identifiant invalide'));
const leagueId = z.uuid('identifiant de ligue invalide');

/** POST /api/leagues and PATCH /api/leagues/:id body: the league's name. */
export const LeagueNaming = z.strictObject({ name: leagueName, provider: z.optional(providerSlug) });
export type LeagueNaming = z.input<typeof LeagueNaming>;

/** POST /api/leagues/invitations/preview and …/accept body: the secret part of the invitation link. */
export const LeagueInvitationToken = z.strictObject({ token: z.string().check(z.maxLength(64, 'lien invalide')), provider: z.optional(providerSlug) });
export type LeagueInvitationToken = z.input<typeof LeagueInvitationToken>;

/** POST /api/leagues/:id/owner body: the member the owner hands the league over to. */
export const LeagueHandOver = z.strictObject({ member: accountId, provider: z.optional(providerSlug) });
export type LeagueHandOver = z.input<typeof LeagueHandOver>;

/** POST /api/leagues/:id/invitation body: nothing but the provider. */
export const LeagueProviderOnly = z.strictObject({ provider: z.optional(providerSlug) });
export type LeagueProviderOnly = z.input<typeof LeagueProviderOnly>;

export const leagueParams = z.object({ id: leagueId });
export const leagueMemberParams = z.object({ id: leagueId, member: accountId });
export const leagueDayParams = z.object({ id: leagueId, slug: gameSlug, date: isoDate });

/** What members see of each other: the username, nothing else (never an email, never a name). */
export const LeagueMemberDto = z.object({
  /** The account's id: what the owner's controls name. */
  id: z.string(),
  username: z.string(),
  owner: z.boolean(),
  /** The member is the player asking. */
  you: z.boolean(),
});
export type LeagueMemberDto = z.infer<typeof LeagueMemberDto>;

/** GET /api/leagues — one of the player's leagues. */
export const LeagueSummaryDto = z.object({
  id: z.string(),
  name: z.string(),
  members: z.number(),
  /** The player asking owns it. */
  owner: z.boolean(),
});
export type LeagueSummaryDto = z.infer<typeof LeagueSummaryDto>;

export const LeagueListDto = z.object({
  leagues: z.array(LeagueSummaryDto),
  /** At most this many leagues per player, and this many members per league. */
  max_leagues: z.number(),
  max_members: z.number(),
});
export type LeagueListDto = z.infer<typeof LeagueListDto>;

/** GET /api/leagues/:id — the league as its members see it. */
export const LeagueDto = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(LeagueMemberDto),
  max_members: z.number(),
  /** The secret part of the invitation link (members may share it). */
  invite_token: z.string(),
  /** The player asking owns it (rename, new link, remove, hand over, delete). */
  owner: z.boolean(),
  /** Today in the provider's timezone. */
  today: z.string(),
});
export type LeagueDto = z.infer<typeof LeagueDto>;

/**
 * A member's day in one game: won and verified (placed by time), lost and verified (placed after the
 * winners), played but not verified (shown, not placed), or not played.
 */
/** 'unplaced': a win the jokers gave away, or faster than a person finds its answer (shown, not placed: issue 34). */
export const LeagueDayStatus = z.enum(['won', 'lost', 'unverified', 'unplaced', 'not-played']);
export type LeagueDayStatus = z.infer<typeof LeagueDayStatus>;

export const LeagueDayEntryDto = z.object({
  member: LeagueMemberDto,
  status: LeagueDayStatus,
  /** 1-based; null when not placed (unverified or not played). */
  place: z.nullable(z.number()),
  /** Seconds, penalties included; null when not played. */
  time: z.nullable(z.number()),
});
export type LeagueDayEntryDto = z.infer<typeof LeagueDayEntryDto>;

/** GET /api/leagues/:id/days/:slug/:date — the day's ranking of one game. */
export const LeagueDayDto = z.object({
  game: z.string(),
  date: z.string(),
  today: z.string(),
  /** Members with a place (verified plays, won or lost). */
  placed: z.number(),
  /** Placed members first, by place; then unverified plays, then members who have not played. */
  entries: z.array(LeagueDayEntryDto),
});
export type LeagueDayDto = z.infer<typeof LeagueDayDto>;

/** One of the provider's games on a league's today: who played it, in the day's order. */
export const LeagueTodayGameDto = z.object({
  game: z.string(),
  placed: z.number(),
  /** The members who played it today, in the day ranking's order, and the player's own row even when not yet played. */
  entries: z.array(LeagueDayEntryDto),
});
export type LeagueTodayGameDto = z.infer<typeof LeagueTodayGameDto>;

/** GET /api/leagues/:id/today — today's games at a glance: those the members played first, most played first. */
export const LeagueTodayDto = z.object({
  date: z.string(),
  games: z.array(LeagueTodayGameDto),
});
export type LeagueTodayDto = z.infer<typeof LeagueTodayDto>;

export const LeaguePeriod = z.enum(['week', 'month']);
export type LeaguePeriod = z.infer<typeof LeaguePeriod>;

export const LeagueStandingEntryDto = z.object({
  member: LeagueMemberDto,
  place: z.number(),
  points: z.number(),
  /** Days × games with a place (verified plays). */
  plays: z.number(),
  wins: z.number(),
  /** Seconds of the won verified plays, added up. */
  won_time: z.number(),
});
export type LeagueStandingEntryDto = z.infer<typeof LeagueStandingEntryDto>;

/** GET /api/leagues/:id/standings?period=&date= — the week's or month's standing across the provider's games. */
export const LeagueStandingDto = z.object({
  period: LeaguePeriod,
  /** First and last day of the period (the last may be after today). */
  from: z.string(),
  to: z.string(),
  today: z.string(),
  entries: z.array(LeagueStandingEntryDto),
});
export type LeagueStandingDto = z.infer<typeof LeagueStandingDto>;

/** GET /api/leagues/:id/standings query: the period, and a day within it (today when absent). */
export const leagueStandingQuery = z.object({ provider: z.optional(providerSlug), period: LeaguePeriod, date: z.optional(isoDate) });

/** GET /api/leagues/places/:slug/:date — the player's place in each of their leagues (the end screen's lines). */
export const LeaguePlaceDto = z.object({
  id: z.string(),
  name: z.string(),
  status: LeagueDayStatus,
  place: z.nullable(z.number()),
  placed: z.number(),
});
export type LeaguePlaceDto = z.infer<typeof LeaguePlaceDto>;

export const LeaguePlacesDto = z.object({
  game: z.string(),
  date: z.string(),
  today: z.string(),
  leagues: z.array(LeaguePlaceDto),
});
export type LeaguePlacesDto = z.infer<typeof LeaguePlacesDto>;

/** POST /api/leagues/invitations/preview — what the link leads to, before joining. */
export const LeagueInvitationDto = z.object({
  name: z.string(),
  members: z.number(),
  max_members: z.number(),
  /** Set for a signed-in player: what the members will see of them, and whether they are already in. */
  you: z.nullable(z.object({ username: z.string(), member: z.boolean(), league_id: z.nullable(z.string()) })),
});
export type LeagueInvitationDto = z.infer<typeof LeagueInvitationDto>;

/** POST /api/leagues/invitations/accept — the league joined. */
export const LeagueJoinedDto = z.object({ id: z.string() });
export type LeagueJoinedDto = z.infer<typeof LeagueJoinedDto>;

/** DELETE /api/leagues/:id and …/membership — `data` is null: the league is gone, or the player out of it. */
export const LeagueGoneDto = z.null();
export type LeagueGoneDto = z.infer<typeof LeagueGoneDto>;

export const leagueRoutes = {
  /** The player's leagues (404 where the provider offers none). */
  list: route('GET', '/api/leagues', { query: providerQuery, answer: LeagueListDto }),
  /** Creates a league owned by the player (201; 409 past the most leagues a player may be in). */
  create: route('POST', '/api/leagues', { body: LeagueNaming, answer: LeagueDto }),
  /** What an invitation link leads to; signed out too. */
  previewInvitation: route('POST', '/api/leagues/invitations/preview', { body: LeagueInvitationToken, answer: LeagueInvitationDto }),
  /** Joins the league (404 for a dead link or a removed member, 409 when full). */
  acceptInvitation: route('POST', '/api/leagues/invitations/accept', { body: LeagueInvitationToken, answer: LeagueJoinedDto }),
  /** The player's place in each of their leagues for a game's day. */
  places: route('GET', '/api/leagues/places/:slug/:date', { params: gameDayParams, query: providerQuery, answer: LeaguePlacesDto }),
  /** A league, for its members (404 for everyone else). */
  get: route('GET', '/api/leagues/:id', { params: leagueParams, query: providerQuery, answer: LeagueDto }),
  /** The owner renames it. */
  rename: route('PATCH', '/api/leagues/:id', { params: leagueParams, body: LeagueNaming, answer: LeagueDto }),
  /** The owner deletes it. */
  remove: route('DELETE', '/api/leagues/:id', { params: leagueParams, query: providerQuery, answer: LeagueGoneDto }),
  /** The owner replaces the invitation link (the old one stops working). */
  renewInvitation: route('POST', '/api/leagues/:id/invitation', { params: leagueParams, body: LeagueProviderOnly, answer: LeagueDto }),
  /** The owner hands the league over to another member. */
  handOver: route('POST', '/api/leagues/:id/owner', { params: leagueParams, body: LeagueHandOver, answer: LeagueDto }),
  /** A member leaves (409 for the owner). */
  leave: route('DELETE', '/api/leagues/:id/membership', { params: leagueParams, query: providerQuery, answer: LeagueGoneDto }),
  /** The owner removes a member, who can never join again. */
  removeMember: route('DELETE', '/api/leagues/:id/members/:member', { params: leagueMemberParams, query: providerQuery, answer: LeagueDto }),
  /** Today's games at a glance among the league's members. */
  today: route('GET', '/api/leagues/:id/today', { params: leagueParams, query: providerQuery, answer: LeagueTodayDto }),
  /** A game's day ranked among the league's members. */
  day: route('GET', '/api/leagues/:id/days/:slug/:date', { params: leagueDayParams, query: providerQuery, answer: LeagueDayDto }),
  /** The week's or month's standing. */
  standing: route('GET', '/api/leagues/:id/standings', { params: leagueParams, query: leagueStandingQuery, answer: LeagueStandingDto }),
};

/** The leagues' fields as a player reads them (issue 39): a refusal says « Nom de la ligue », never `name`. */
const LEAGUE_FIELD_WORDS: Readonly<Record<string, string>> = {
  name: 'Nom de la ligue',
  token: 'Lien d’invitation',
  member: 'Membre',
  id: 'Ligue',
  slug: 'Jeu',
  date: 'Date',
  period: 'Période',
  provider: 'Fournisseur',
};

export function leagueFieldWords(path: readonly PropertyKey[]): string | undefined {
  const [head] = path;
  return typeof head === 'string' ? LEAGUE_FIELD_WORDS[head] : undefined;
}
