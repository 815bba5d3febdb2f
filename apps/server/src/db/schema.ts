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
  /** The « Mentions légales » items (LCEN art. 6-III, migration 0013); null: none of the provider's own. */
  legal_editor_name: string | null;
  /** Lines separated by "\n". */
  legal_editor_address: string | null;
  legal_director: string | null;
  legal_contact_phone: string | null;
  legal_host_name: string | null;
  legal_host_address: string | null;
  legal_host_phone: string | null;
  /**
   * Other mentions (registration number, share capital…), lines of text shown under the items. Before migration
   * 0013 it held the publisher, director and host too: such a text still shows, the items say « Non renseigné ».
   */
  legal_details: string | null;
  /** The partner's colours (#rrggbb, migration 0018); null: the portal's. The dark ones default to the light ones. */
  brand_primary: string | null;
  brand_accent: string | null;
  brand_primary_dark: string | null;
  brand_accent_dark: string | null;
  /** The logo's type (image/png or image/svg+xml), its file in provider_asset; null: the portal's logo. */
  brand_logo: string | null;
  /** Changes with the colours or the logo: the version in the brand's URLs (their caches). */
  brand_version: string | null;
  created_at: string;
  updated_at: string;
  /** When it was archived (issue 42): its host names and `?provider=` no longer serve it. Null: in service. */
  archived_at: string | null;
}

/** A partner's logo and the pictures made from it (issue 38), one row each: `logo`, `icon-192.png`… */
export interface ProviderAssetTable {
  provider_id: string;
  name: string;
  content_type: string;
  /** The file, base64. */
  body: string;
  bytes: number;
  created_at: string;
}

/** Sub-domain mapping: a request to one of these hostnames gets that provider. */
export interface ProviderHostnameTable {
  hostname: string;
  provider_id: string;
}

export interface DailyPuzzleTable {
  id: string;
  /** The content stream (packages/puzzles core/streams.ts); 'europe' for every day stored before 0020. */
  stream: string;
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
  /** Keyed hash of the sender's /24 or /48 and the day (services/network-key.ts); null before 0017. */
  network: string | null;
  /** 0: a win not placed (core/placement.ts: jokers gave the answer, or faster than a person); 1 otherwise. */
  placed: number;
  /** The content stream of the provider it was played under (its puzzle is that stream's); 'europe' before 0020. */
  stream: string;
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
  /** sha256 of the browser's key (x-local-user-key), the proof « Oublier cet appareil » asks; null before 0016. */
  key_hash: string | null;
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
  /** When the figures were last brought up to date (migration 0015). */
  refreshed_at: string | null;
  /** Provider days done and to do by the build in progress; null while it looks for them, or between builds. */
  building_done: number | null;
  building_total: number | null;
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

/** A mail waiting to leave, or given up (mail/outbox.ts); sent mails are deleted. */
export interface MailOutboxTable {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  reply_to: string | null;
  attempts: number;
  /** Milliseconds since the epoch (bigint on PostgreSQL: read it through Number()). */
  next_attempt_at: number | string;
  claimed_until: number | string;
  last_error: string | null;
  created_at: string;
  failed_at: string | null;
}

/** A browser's Web Push subscription and the reminders chosen on it (migration 0023). */
export interface PushSubscriptionTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  provider_id: string;
  user_id: string | null;
  local_user_id: string | null;
  daily: number;
  weekly: number;
  /** The hour on the player's clock (REMINDER_HOURS). */
  hour: number;
  time_zone: string;
  /** Milliseconds since the epoch (bigint on PostgreSQL: read it through Number()). */
  next_at: number | string;
  last_sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  game: GameTable;
  provider: ProviderTable;
  provider_hostname: ProviderHostnameTable;
  provider_asset: ProviderAssetTable;
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
  mail_outbox: MailOutboxTable;
  push_subscription: PushSubscriptionTable;
}
