/**
 * Shapes of the publisher's console API (`/api/console/*`, issue 25). The web app imports these as types only.
 */
import type { HistogramBinDto } from './player-types.ts';
import type { ProviderFeature } from './types.ts';

export type ConsoleRoleDto = 'admin' | 'publisher';

/** GET /api/console/me — who is at the console, and for which provider a publisher works. */
export interface ConsoleMeDto {
  user: { id: string; email: string; name: string };
  role: ConsoleRoleDto;
  /** The publisher's provider; null for an administrator (every provider). */
  provider: { slug: string; name: string } | null;
}

/** A provider's settings as the console edits them. */
export interface ProviderSettingsDto {
  id: string;
  slug: string;
  name: string;
  features: ProviderFeature[];
  /** Game slugs in display order (a game hidden globally stays listed, and shows again once active). */
  games: string[];
  feedback_url: string | null;
  share_url: string | null;
  timezone: string;
  hostnames: string[];
  frame_ancestors: string[];
  /** The provider's own legal pages and details; null: the portal's pages, in the provider's name. */
  legal_notice_url: string | null;
  privacy_url: string | null;
  contact_email: string | null;
  legal_details: string | null;
  updated_at: string;
}

/** A game of the catalogue, as the console toggles it. */
export interface ConsoleGameDto {
  slug: string;
  name: string;
  color: string;
  is_active: boolean;
  /** Whether the console can replace its future days (the word games). */
  replaceable_days: boolean;
}

export interface AuditEntryDto {
  id: string;
  at: string;
  /** An account id, or `cli` for `npm run admin`. */
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditPageDto {
  entries: AuditEntryDto[];
  /** Pass as `before` for the next (older) page; null at the end. */
  next: string | null;
}

/** What an editor reads of a day: its answers and what the player is shown beside them. */
export interface DaySummaryDto {
  answers: string[];
  /** Hints and definitions, one per answer where the game has them. */
  clues: string[];
  /** Motamo's categories. */
  categories: string[];
  /** Proximo's target (also in answers). */
  target: string | null;
  /** The grid's level (generated games) or the record's difficulty label. */
  level: string | null;
}

export type DayStatus = 'past' | 'today' | 'future';

export interface CalendarDayDto {
  date: string;
  status: DayStatus;
  /** stored: in the database (served as is); planned: content will build it when stored; missing: nothing. */
  source: 'stored' | 'planned' | 'missing';
  /** True when the stored day differs from the committed plan (an editor replaced it). */
  replaced: boolean;
  replaceable: boolean;
  summary: DaySummaryDto | null;
  /** Publication problems of the day's record (empty when publishable). */
  problems: string[];
}

export interface CalendarMonthDto {
  game: string;
  month: string;
  /** Today in the earliest timezone of the providers: days after it are future for everyone. */
  today: string;
  /** Planned days of content after today (word games), null for generated games. */
  days_left: number | null;
  /** Under this many days left, the console warns. */
  days_left_warning: number;
  days: CalendarDayDto[];
}

export interface DayDetailDto extends CalendarDayDto {
  game: string;
  /** Why it cannot be replaced, when it cannot. */
  locked_reason: string | null;
  /** The day's public puzzle, as a player's browser receives it (for the preview); null when not built. */
  puzzle: unknown;
}

/** Another choice for a future day, built and checked like the content pipeline's. */
export interface DayChoiceDto {
  words: string[];
  summary: DaySummaryDto;
}

/** One row of a dashboard table: a day, or a game over the range. */
export interface DashboardRowDto {
  key: string;
  players: number;
  started: number;
  finished: number;
  won: number;
  median_seconds: number | null;
  jokers_per_play: number | null;
  shares: number;
  /** Of the players of that day, the share (0–1) who played again on D+1 / D+7; null when unknown yet. */
  retention_d1: number | null;
  retention_d7: number | null;
}

export interface DashboardDto {
  provider: { slug: string; name: string };
  game: string | null;
  from: string;
  to: string;
  /** When the aggregates were last brought up to date. */
  refreshed_at: string;
  days: DashboardRowDto[];
  games: DashboardRowDto[];
  totals: DashboardRowDto;
  /** Won times over the range (one game only; empty for all games together). */
  times: HistogramBinDto[];
  pages: { route: string; views: number }[];
}

export interface PlayerSummaryDto {
  id: string;
  email: string;
  username: string | null;
  name: string;
  role: string;
  banned: boolean;
  two_factor: boolean;
  created_at: string;
  /** The provider of a publisher. */
  publisher_of: string | null;
}

export interface PlayerScoreDto {
  game: string;
  date: string;
  score: number;
  won: boolean;
  provider: string | null;
  played_at: string;
}

export interface PlayerDetailDto extends PlayerSummaryDto {
  sessions: number;
  scores: PlayerScoreDto[];
}
