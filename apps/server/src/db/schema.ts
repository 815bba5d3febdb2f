import type { Generated } from 'kysely';

/**
 * Tables as Kysely sees them. Column types are chosen to read the same on SQLite and
 * PostgreSQL: ids are text, instants are ISO-8601 text, flags are 0/1 integers and
 * lists are JSON text.
 */
export interface GameTable {
  id: string;
  slug: string;
  name: string;
  route: string;
  description: string;
  color: string;
  logo: string;
  is_active: number;
  joker_penalty: number | null;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface ProviderTable {
  id: string;
  slug: string;
  name: string;
  /** JSON array of feature names. */
  features: string;
  /** JSON array of game slugs, in display order. */
  games: string;
  feedback_url: string | null;
  share_url: string | null;
  timezone: string;
  /** JSON array of partner origins allowed to embed the provider's pages ("https://www.journal.fr"). */
  frame_ancestors: Generated<string>;
  /** The provider's own « Mentions légales » page (https), shown instead of the portal's. */
  legal_notice_url: string | null;
  /** The provider's own privacy policy (https), shown instead of the portal's. */
  privacy_url: string | null;
  /** Where players exercise their rights and write to the publisher. */
  contact_email: string | null;
  /** Publisher, director of publication and host, as lines of text for the portal's « Mentions légales ». */
  legal_details: string | null;
  created_at: string;
  updated_at: string;
}

/** Sub-domain mapping: a request to one of these hostnames gets that provider. */
export interface ProviderHostnameTable {
  hostname: string;
  provider_id: string;
}

export interface DailyPuzzleTable {
  id: string;
  game: string;
  date_to_play: string;
  /** JSON a browser may receive. */
  public_data: string;
  /** JSON that never leaves the server (Proximo's ranking…). */
  secret_data: string;
  generator_version: number;
  seed: string;
  difficulty: string | null;
  created_at: string;
}

export interface AnonymousUserTable {
  id: string;
  local_user_id: string;
  created_at: string;
  /** SHA-256 (hex) of the browser's local user key; null for players created before keys existed. */
  key_hash: string | null;
}

export interface ScoreTable {
  id: string;
  game: string;
  game_id: string;
  puzzle_date: string;
  user_id: string | null;
  anonymous_user_id: string | null;
  provider_id: string | null;
  score: number;
  played_at: string;
  /** JSON per-game data (document 2 §3). */
  data: string;
  /** JSON move log of the scores stored before logs were packed; '' since. */
  moves: string;
  /** The move log as replayed when the score was accepted, packed (services/move-log-codec.ts). */
  moves_packed: Uint8Array | null;
  client_play_id: string;
  created_at: string;
  /** 1: started on the server and its time fits between start and arrival (counts in the day's figures). */
  verified: number;
  /** 1: reached the server in time to count for its day's streak. */
  streak_day: number;
}

/** A device (anonymous player) merged into an account at a sign-in: exported and erased with the account. */
export interface AccountDeviceTable {
  user_id: string;
  anonymous_user_id: string;
  linked_at: string;
}

export interface AnalyticsEventTable {
  id: string;
  type: string;
  name: string;
  props: string;
  user_id: string | null;
  local_user_id: string | null;
  session_id: string;
  provider_id: string | null;
  source_url: string | null;
  referrer_url: string | null;
  device_info: string;
  category: string;
  created_at: string;
}

export interface ApiRateLimitTable {
  key: string;
  /** Whole seconds since the epoch (bigint on PostgreSQL: read it through Number()). */
  window_start: number | string;
  count: number;
  previous_count: Generated<number>;
}

export interface JobLockTable {
  name: string;
  holder: string;
  /** Milliseconds since the epoch (bigint on PostgreSQL: read it through Number()). */
  locked_until: number | string;
  last_window: number | string;
  last_finished_at: string | null;
}

/** A private league (issue 27): friends of one provider ranked on their verified scores. */
export interface LeagueTable {
  id: string;
  provider_id: string;
  name: string;
  /** better-auth user id of the owner (also a member). */
  owner_id: string;
  /** Secret part of the invitation link; replaced when the owner asks for a new link. */
  invite_token: string;
  created_at: string;
  updated_at: string;
}

export interface LeagueMemberTable {
  league_id: string;
  user_id: string;
  joined_at: string;
}

/** A member the owner removed: no invitation brings them back. */
export interface LeagueBanTable {
  league_id: string;
  user_id: string;
  banned_at: string;
}

/** A publisher's provider (issue 25): the one provider a `publisher` account works for. */
export interface PublisherProviderTable {
  user_id: string;
  provider_id: string;
  created_at: string;
}

/** One console write: who (an account id, or `cli`), what, the target's state before and after (JSON), when. */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: string | null;
  after: string | null;
}

/** The dashboard's counts of one provider, game and puzzle day (no player id). */
export interface StatGameDayTable {
  provider_id: string;
  game: string;
  day: string;
  started: number;
  finished: number;
  won: number;
  jokers: number;
  shares: number;
  /** JSON [[seconds, players], …] of the won times, ascending. */
  won_times: string;
  returned_d1: number;
  returned_d7: number;
  computed_at: string;
}

/** The dashboard's counts of one provider and day, all games together. */
export interface StatProviderDayTable {
  provider_id: string;
  day: string;
  players: number;
  returned_d1: number;
  returned_d7: number;
  /** JSON {route name: views}. */
  page_views: string;
  computed_at: string;
}

/** How far the aggregates have read scores and events (their created_at). */
export interface StatRefreshTable {
  name: string;
  read_until: string;
}

/** A play started on the server (services/plays.ts). */
export interface PlayTable {
  /** The start token the browser holds. */
  id: string;
  game: string;
  puzzle_date: string;
  /** 'u:<user id>' or 'a:<local_user_id>:<key hash>' (services/plays.ts ownersOf). */
  owner: string;
  /** Milliseconds since the epoch (bigint on PostgreSQL: read it through Number()). */
  started_at: number | string;
  questions: Generated<number>;
  /** One bit per hint the server gave (a Decrypto joker's position). */
  hints: Generated<number>;
  used_at: number | string | null;
}

/** Keys that one request alone may take until they expire (a TOTP code once accepted). */
export interface SingleUseTable {
  key: string;
  expires_at: number | string;
}

export interface Database {
  game: GameTable;
  provider: ProviderTable;
  provider_hostname: ProviderHostnameTable;
  daily_puzzle: DailyPuzzleTable;
  anonymous_user: AnonymousUserTable;
  score: ScoreTable;
  account_device: AccountDeviceTable;
  analytics_event: AnalyticsEventTable;
  api_rate_limit: ApiRateLimitTable;
  job_lock: JobLockTable;
  league: LeagueTable;
  league_member: LeagueMemberTable;
  league_ban: LeagueBanTable;
  publisher_provider: PublisherProviderTable;
  audit_log: AuditLogTable;
  stat_game_day: StatGameDayTable;
  stat_provider_day: StatProviderDayTable;
  stat_refresh: StatRefreshTable;
  play: PlayTable;
  single_use: SingleUseTable;
}
