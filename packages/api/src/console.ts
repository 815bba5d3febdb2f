import { GAME_SLUGS } from '@jdj/puzzles';
import * as z from 'zod/mini';
import { LegalItem, ProviderFeature } from './catalogue.ts';
import { HistogramBinDto } from './players.ts';
import { gameSlug, isoDate, uuid } from './primitives.ts';
import { route } from './route.ts';

// The publisher's console (`/api/console/*`, issue 25): administrators and publishers with a two-factor
// session. Every call passes the console's gate first; its refusals carry a stable `error` code beside the message.

export const ConsoleRoleDto = z.enum(['admin', 'publisher']);
export type ConsoleRoleDto = z.infer<typeof ConsoleRoleDto>;

/** GET /api/console/me — who is at the console, and for which provider a publisher works. */
export const ConsoleMeDto = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  role: ConsoleRoleDto,
  /** The publisher's provider; null for an administrator (every provider). */
  provider: z.nullable(z.object({ slug: z.string(), name: z.string() })),
});
export type ConsoleMeDto = z.infer<typeof ConsoleMeDto>;

/** A provider's settings as the console edits them. */
export const ProviderSettingsDto = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Archived (issue 42): no longer served under its host names nor `?provider=`; its figures stay. */
  archived: z.boolean(),
  features: z.array(ProviderFeature),
  /** Game slugs in display order (a game hidden globally stays listed, and shows again once active). */
  games: z.array(z.string()),
  feedback_url: z.nullable(z.string()),
  share_url: z.nullable(z.string()),
  timezone: z.string(),
  hostnames: z.array(z.string()),
  frame_ancestors: z.array(z.string()),
  /** The provider's own legal pages and details; null: the portal's pages, in the provider's name. */
  legal_notice_url: z.nullable(z.string()),
  privacy_url: z.nullable(z.string()),
  contact_email: z.nullable(z.string()),
  /** The « Mentions légales » items (LCEN art. 6-III) as stored for this provider; null: none of its own. */
  legal_editor_name: z.nullable(z.string()),
  legal_editor_address: z.nullable(z.string()),
  legal_director: z.nullable(z.string()),
  legal_contact_phone: z.nullable(z.string()),
  legal_host_name: z.nullable(z.string()),
  legal_host_address: z.nullable(z.string()),
  legal_host_phone: z.nullable(z.string()),
  /** Other mentions (registration number, share capital…), shown under the items. */
  legal_details: z.nullable(z.string()),
  /**
   * The items its « Mentions légales » lacks once the operator's are added (the host, the default provider's
   * editor): what the portal's page says is « Non renseigné ». Empty when complete or when the provider links
   * its own notice page.
   */
  legal_missing: z.array(LegalItem),
  updated_at: z.string(),
});
export type ProviderSettingsDto = z.infer<typeof ProviderSettingsDto>;

/** A game of the catalogue, as the console toggles it. */
export const ConsoleGameDto = z.object({
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  is_active: z.boolean(),
  /** Whether the console can replace its future days (the word games). */
  replaceable_days: z.boolean(),
});
export type ConsoleGameDto = z.infer<typeof ConsoleGameDto>;

/** One field an audit line changed, in words: « avant → après ». */
export const AuditChangeDto = z.object({
  field: z.string(),
  /** The field as the console names it (« Noms d’hôte »). */
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type AuditChangeDto = z.infer<typeof AuditChangeDto>;

export const AuditEntryDto = z.object({
  id: z.string(),
  at: z.string(),
  /** An account id, or `cli` for `npm run admin`. */
  actor_id: z.string(),
  /** Who, in words: the account's name, « ligne de commande », or « compte supprimé ». */
  actor_name: z.string(),
  action: z.string(),
  /** What, in French (« Rôle changé »). */
  action_label: z.string(),
  target_type: z.string(),
  target_id: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  /** The fields that changed, each before and after in words. */
  changes: z.array(AuditChangeDto),
});
export type AuditEntryDto = z.infer<typeof AuditEntryDto>;

export const AuditPageDto = z.object({
  entries: z.array(AuditEntryDto),
  /** Pass as `before` for the next (older) page; null at the end. */
  next: z.nullable(z.string()),
  /** What the filters offer: every action in words, and everyone who wrote a line. */
  actions: z.array(z.object({ id: z.string(), label: z.string() })),
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditPageDto = z.infer<typeof AuditPageDto>;

/** What an editor reads of a day: its answers and what the player is shown beside them. */
export const DaySummaryDto = z.object({
  answers: z.array(z.string()),
  /** Hints and definitions, one per answer where the game has them. */
  clues: z.array(z.string()),
  /** Motamo's categories. */
  categories: z.array(z.string()),
  /** Proximo's target (also in answers). */
  target: z.nullable(z.string()),
  /** The grid's level (generated games) or the record's difficulty label. */
  level: z.nullable(z.string()),
});
export type DaySummaryDto = z.infer<typeof DaySummaryDto>;

export const DayStatus = z.enum(['past', 'today', 'future']);
export type DayStatus = z.infer<typeof DayStatus>;

export const CalendarDayDto = z.object({
  date: z.string(),
  status: DayStatus,
  /** stored: in the database (served as is); planned: content will build it when stored; missing: nothing. */
  source: z.enum(['stored', 'planned', 'missing']),
  /** True when the stored day differs from the committed plan (an editor replaced it). */
  replaced: z.boolean(),
  replaceable: z.boolean(),
  summary: z.nullable(DaySummaryDto),
  /** A day to come read by a publisher: its answers (summary, problems, preview) wait for the day (issue 34). */
  answers_hidden: z.boolean(),
  /** Publication problems of the day's record (empty when publishable). */
  problems: z.array(z.string()),
});
export type CalendarDayDto = z.infer<typeof CalendarDayDto>;

export const CalendarMonthDto = z.object({
  game: z.string(),
  month: z.string(),
  /** The content stream shown (packages/puzzles core/streams.ts), and what it covers, in French. */
  stream: z.string(),
  stream_label: z.string(),
  /** Today in the stream's zone, where the days of all its providers begin: days after it are future for all. */
  today: z.string(),
  /** Planned days of content after today (word games), null for generated games. */
  days_left: z.nullable(z.number()),
  /** Under this many days left, the console warns. */
  days_left_warning: z.number(),
  days: z.array(CalendarDayDto),
});
export type CalendarMonthDto = z.infer<typeof CalendarMonthDto>;

export const DayDetailDto = z.extend(CalendarDayDto, {
  game: z.string(),
  /** Why it cannot be replaced, when it cannot. */
  locked_reason: z.nullable(z.string()),
  /** The day's public puzzle, as a player's browser receives it (for the preview); null when not built. */
  puzzle: z.unknown(),
});
export type DayDetailDto = z.infer<typeof DayDetailDto>;

/** Another choice for a future day, built and checked like the content pipeline's. */
export const DayChoiceDto = z.object({
  words: z.array(z.string()),
  summary: DaySummaryDto,
});
export type DayChoiceDto = z.infer<typeof DayChoiceDto>;

/** The check of typed words for a day: what keeps them from being saved, and the day they would make. */
export const DayCheckDto = z.object({
  problems: z.array(z.string()),
  summary: z.nullable(DaySummaryDto),
});
export type DayCheckDto = z.infer<typeof DayCheckDto>;

/** One row of a dashboard table: a day, or a game over the range. */
export const DashboardRowDto = z.object({
  key: z.string(),
  /** Players of each day, added over the days (a player of three days counts three times: player-days). */
  players: z.number(),
  /**
   * Different players: on a day's row the day's players; on a game's row and the totals, each player of the
   * range counted once (accounts and anonymous devices, as « players »).
   */
  distinct_players: z.number(),
  started: z.number(),
  finished: z.number(),
  won: z.number(),
  median_seconds: z.nullable(z.number()),
  jokers_per_play: z.nullable(z.number()),
  shares: z.number(),
  /** Of the players of that day, the share (0–1) who played again on D+1 / D+7; null when unknown yet. */
  retention_d1: z.nullable(z.number()),
  retention_d7: z.nullable(z.number()),
});
export type DashboardRowDto = z.infer<typeof DashboardRowDto>;

export const DashboardDto = z.object({
  provider: z.object({ slug: z.string(), name: z.string() }),
  game: z.nullable(z.string()),
  from: z.string(),
  to: z.string(),
  /** When the figures were last brought up to date; null before their first build. */
  refreshed_at: z.nullable(z.string()),
  /**
   * The figures are being built in the background (after an upgrade or a large import, or a routine run):
   * those shown may be incomplete. `progress` counts the provider days done, once the build knows how many.
   */
  building: z.boolean(),
  progress: z.nullable(z.object({ done: z.number(), total: z.number() })),
  days: z.array(DashboardRowDto),
  games: z.array(DashboardRowDto),
  totals: DashboardRowDto,
  /** Won times over the range (one game only; empty for all games together). */
  times: z.array(HistogramBinDto),
  pages: z.array(z.object({ route: z.string(), views: z.number() })),
});
export type DashboardDto = z.infer<typeof DashboardDto>;

export const PlayerSummaryDto = z.object({
  id: z.string(),
  email: z.string(),
  username: z.nullable(z.string()),
  name: z.string(),
  role: z.string(),
  banned: z.boolean(),
  two_factor: z.boolean(),
  created_at: z.string(),
  /** The provider of a publisher. */
  publisher_of: z.nullable(z.string()),
});
export type PlayerSummaryDto = z.infer<typeof PlayerSummaryDto>;

export const PlayerScoreDto = z.object({
  game: z.string(),
  date: z.string(),
  score: z.number(),
  won: z.boolean(),
  provider: z.nullable(z.string()),
  played_at: z.string(),
});
export type PlayerScoreDto = z.infer<typeof PlayerScoreDto>;

export const PlayerDetailDto = z.extend(PlayerSummaryDto, {
  sessions: z.number(),
  scores: z.array(PlayerScoreDto),
});
export type PlayerDetailDto = z.infer<typeof PlayerDetailDto>;

/** POST /api/console/players/:id/delete — the account erased. */
export const DeletedPlayerDto = z.object({ deleted: z.string() });
export type DeletedPlayerDto = z.infer<typeof DeletedPlayerDto>;

// A text a provider's settings may leave out or clear (null). A union, not z.nullable: a value of another type
// gets the message it has always had (« Entrée invalide »).
const optionalText = z.optional(z.union([z.string(), z.null()]));

/** A provider's legal fields. Omitted: kept as stored (a caller that does not know a field never erases it); empty or null: cleared. */
const legalFields = {
  /** The provider's own pages (https://). */
  legal_notice_url: optionalText,
  privacy_url: optionalText,
  contact_email: optionalText,
  legal_editor_name: optionalText,
  legal_editor_address: optionalText,
  legal_director: optionalText,
  legal_contact_phone: optionalText,
  legal_host_name: optionalText,
  legal_host_address: optionalText,
  legal_host_phone: optionalText,
  legal_details: optionalText,
};

/**
 * POST /api/console/providers/:slug body: a provider's settings (everything but the slug, fixed at creation).
 * The contract names the fields and their types; the server then checks each value with the rules it reads
 * stored settings with (apps/server/src/services/provider-rules.ts: known features and games, IANA timezone,
 * host names, origins, legal addresses), which also trim the texts.
 */
export const ProviderSettingsInput = z.strictObject({
  name: z.string(),
  features: z.array(z.string()),
  /** Game slugs in display order. */
  games: z.array(z.string()),
  /** Empty or null: none. */
  feedback_url: optionalText,
  share_url: optionalText,
  timezone: z.string(),
  hostnames: z.array(z.string()),
  frame_ancestors: z.array(z.string()),
  ...legalFields,
});
export type ProviderSettingsInput = z.input<typeof ProviderSettingsInput>;

/**
 * POST /api/console/providers/:slug/legal body: the legal fields alone, what a publisher may change of its own
 * provider (an administrator of any). Same rules and the same omitted-or-cleared rule as in the full settings.
 */
export const ProviderLegalInput = z.strictObject(legalFields);
export type ProviderLegalInput = z.input<typeof ProviderLegalInput>;

/** POST /api/console/providers body: a new provider, its slug with its settings. */
export const NewProviderInput = z.extend(ProviderSettingsInput, { slug: z.string() });
export type NewProviderInput = z.input<typeof NewProviderInput>;

/** POST /api/console/providers/:slug/archive body: archives a provider, or puts it back in service. */
export const ProviderArchive = z.strictObject({ archived: z.boolean('vrai ou faux attendu') });
export type ProviderArchive = z.input<typeof ProviderArchive>;

/** POST /api/console/games/:game body: hides a game everywhere, or shows it again. */
export const GameActivation = z.strictObject({ is_active: z.boolean('vrai ou faux attendu') });
export type GameActivation = z.input<typeof GameActivation>;

/** POST /api/console/calendar/:game/:date body: the words of a future word day (a choice of …/choices, or the editor's own). */
export const DayReplacement = z.strictObject({
  words: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.minLength(1), z.maxLength(10)),
});
export type DayReplacement = z.input<typeof DayReplacement>;

/** POST /api/console/players/:id/ban body. */
export const PlayerBan = z.strictObject({ banned: z.boolean('vrai ou faux attendu') });
export type PlayerBan = z.input<typeof PlayerBan>;

/** POST /api/console/players/:id/role body: a player, an administrator, or the publisher of one provider (its slug). */
export const PlayerRole = z.discriminatedUnion(
  'role',
  [
    z.strictObject({ role: z.literal('user') }),
    z.strictObject({ role: z.literal('admin') }),
    z.strictObject({ role: z.literal('publisher'), provider: z.string().check(z.maxLength(64)) }),
  ],
  'rôle attendu : user, admin ou publisher',
);
export type PlayerRole = z.input<typeof PlayerRole>;

export const consoleProviderParams = z.object({ slug: z.string().check(z.maxLength(64)) });
export const consoleGameParams = z.object({ game: gameSlug });
export const consoleGameDayParams = z.object({ game: gameSlug, date: isoDate });
export const consolePlayerParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** The content stream of a calendar (an administrator's choice; a publisher's is its provider's). */
const streamQuery = z.optional(z.string().check(z.regex(/^[a-z]{2,20}$/, 'flux de contenu attendu (ex. europe)')));
/** The provider whose calendar it is (an administrator's choice): its stream, and its « today » (issue 42). */
const calendarProviderQuery = z.optional(z.string().check(z.maxLength(64)));
export const calendarQuery = z.object({
  month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'mois AAAA-MM attendu'))),
  stream: streamQuery,
  provider: calendarProviderQuery,
});
export const calendarDayQuery = z.object({ stream: streamQuery, provider: calendarProviderQuery });

/** The dashboard's range: the last 30 days of the provider's timezone by default. */
export const dashboardQuery = z.object({
  provider: z.optional(z.string().check(z.maxLength(64))),
  game: z.optional(z.enum(GAME_SLUGS, 'jeu inconnu')),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
});

export const dashboardCsvParams = z.object({
  table: z.enum(['days.csv', 'games.csv', 'times.csv', 'pages.csv'], 'tableau inconnu : days, games, times ou pages'),
});

/** Accounts whose e-mail or username contains `q`. */
export const playerSearchQuery = z.object({ q: z.string().check(z.trim(), z.minLength(2, 'au moins 2 caractères'), z.maxLength(254)) });

export const auditQuery = z.object({
  /** The previous page's `next`. */
  before: z.optional(z.string().check(z.maxLength(100))),
  /** An action, or the start of one (`provider.`). */
  action: z.optional(z.string().check(z.maxLength(40))),
  /** An account id, or `cli`. */
  actor: z.optional(z.union([uuid, z.literal('cli')])),
  /** Lines of these days only (Paris's calendar), both included. */
  from: z.optional(isoDate),
  to: z.optional(isoDate),
});

export const consoleRoutes = {
  me: route('GET', '/api/console/me', { answer: ConsoleMeDto }),
  /** Every provider for an administrator; a publisher's own only. */
  providers: route('GET', '/api/console/providers', { answer: z.array(ProviderSettingsDto) }),
  /** Administrators only (201). */
  createProvider: route('POST', '/api/console/providers', { body: NewProviderInput, answer: ProviderSettingsDto }),
  provider: route('GET', '/api/console/providers/:slug', { params: consoleProviderParams, answer: ProviderSettingsDto }),
  /** Administrators only. */
  updateProvider: route('POST', '/api/console/providers/:slug', { params: consoleProviderParams, body: ProviderSettingsInput, answer: ProviderSettingsDto }),
  /** Its legal fields only: a publisher of its own provider, an administrator of any. */
  updateProviderLegal: route('POST', '/api/console/providers/:slug/legal', {
    params: consoleProviderParams,
    body: ProviderLegalInput,
    answer: ProviderSettingsDto,
  }),
  /** Administrators only; 409 for the default provider. */
  archiveProvider: route('POST', '/api/console/providers/:slug/archive', {
    params: consoleProviderParams,
    body: ProviderArchive,
    answer: ProviderSettingsDto,
  }),
  games: route('GET', '/api/console/games', { answer: z.array(ConsoleGameDto) }),
  /** Administrators only. */
  setGameActive: route('POST', '/api/console/games/:game', { params: consoleGameParams, body: GameActivation, answer: ConsoleGameDto }),
  /** A month of a game's days (a publisher reads its provider's games only). */
  calendar: route('GET', '/api/console/calendar/:game', { params: consoleGameParams, query: calendarQuery, answer: CalendarMonthDto }),
  day: route('GET', '/api/console/calendar/:game/:date', { params: consoleGameDayParams, query: calendarDayQuery, answer: DayDetailDto }),
  /** Administrators only; 409 when the day can no longer change. */
  dayChoices: route('GET', '/api/console/calendar/:game/:date/choices', {
    params: consoleGameDayParams,
    query: calendarDayQuery,
    answer: z.array(DayChoiceDto),
  }),
  /**
   * The words an editor typed for a future word day, checked as a replacement would be, nothing stored: the
   * problems (empty when it may be saved). An administrator, or a publisher for its provider's games.
   */
  checkDay: route('POST', '/api/console/calendar/:game/:date/check', {
    params: consoleGameDayParams,
    query: calendarDayQuery,
    body: DayReplacement,
    answer: DayCheckDto,
  }),
  /**
   * An administrator, or a publisher for its provider's games (its stream's day): 409 when the day can no
   * longer change, 422 when the words fail the content checks (the problems in the message).
   */
  replaceDay: route('POST', '/api/console/calendar/:game/:date', {
    params: consoleGameDayParams,
    query: calendarDayQuery,
    body: DayReplacement,
    answer: DayDetailDto,
  }),
  dashboard: route('GET', '/api/console/dashboard', { query: dashboardQuery, answer: DashboardDto }),
  /** One table of the dashboard as a CSV file (the same query). */
  dashboardCsv: route('GET', '/api/console/dashboard/:table', { params: dashboardCsvParams, query: dashboardQuery, answer: null }),
  /** Administrators only, from here to the audit. */
  players: route('GET', '/api/console/players', { query: playerSearchQuery, answer: z.array(PlayerSummaryDto) }),
  player: route('GET', '/api/console/players/:id', { params: consolePlayerParams, answer: PlayerDetailDto }),
  revokeSessions: route('POST', '/api/console/players/:id/revoke-sessions', { params: consolePlayerParams, answer: PlayerDetailDto }),
  ban: route('POST', '/api/console/players/:id/ban', { params: consolePlayerParams, body: PlayerBan, answer: PlayerDetailDto }),
  setRole: route('POST', '/api/console/players/:id/role', { params: consolePlayerParams, body: PlayerRole, answer: PlayerDetailDto }),
  deletePlayer: route('POST', '/api/console/players/:id/delete', { params: consolePlayerParams, answer: DeletedPlayerDto }),
  /** Newest first, 50 a page. */
  audit: route('GET', '/api/console/audit', { query: auditQuery, answer: AuditPageDto }),
  /** Administrators only: the lines the same filters keep, as CSV (5,000 at most, newest first). */
  auditCsv: route('GET', '/api/console/audit.csv', { query: auditQuery, answer: null }),
};
