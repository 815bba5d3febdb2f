/**
 * Shapes of the JSON the API answers. The web app imports these as types only.
 * Every success is { code: 200, data }; every failure is { code, message }.
 */
export interface ApiSuccess<T> {
  code: 200;
  data: T;
}

export interface ApiError {
  code: number;
  message: string;
}

export const PROVIDER_FEATURES = [
  'show_score',
  'replay_today_game',
  'show_last_games',
  'debug_resolve',
  'allow_theme_change',
  'no_login',
  'no_homepage',
] as const;

export type ProviderFeature = (typeof PROVIDER_FEATURES)[number];

export interface GameDto {
  id: string;
  slug: string;
  name: string;
  /** Path of the game's landing in the web app, e.g. "/sudoku". */
  route: string;
  description: string;
  /** Accent colour, #rrggbb. */
  color: string;
  /** URL of the game's logo (an SVG served by the web app). */
  logo: string;
  is_active: boolean;
  /** Seconds added per joker; null when the game has no joker. */
  joker_penalty: number | null;
}

export interface ProviderDto {
  id: string;
  slug: string;
  name: string;
  features: ProviderFeature[];
  feedback_url: string | null;
  share_url: string | null;
  /** IANA timezone of the provider's puzzle day. */
  timezone: string;
  /** The provider's games, in its order, active ones only. */
  games: GameDto[];
  /** What the footer and the legal pages show for this provider. */
  legal: ProviderLegalDto;
}

/** A provider's legal information (checked when read: a malformed value is null). */
export interface ProviderLegalDto {
  /** The provider's own « Mentions légales » (http or https): the footer links there instead of the portal's page. */
  notice_url: string | null;
  /** The provider's own privacy policy: the footer links there instead of the portal's page. */
  privacy_url: string | null;
  /** The address where players write to the publisher and exercise their rights. */
  contact_email: string | null;
  /** Publisher, director of publication and host, one per line, for the portal's « Mentions légales ». */
  details: string | null;
}

export interface HealthDto {
  version: string;
}

/** GET /api/health/ready — the process can serve players: its database answered just now. */
export interface ReadinessDto extends HealthDto {
  database: 'ok';
}

/** GET /api/games/:slug/puzzles/:date — the day's puzzle as a browser may see it. */
export interface DailyPuzzleDto<PublicPuzzle = unknown> {
  game: string;
  /** YYYY-MM-DD, the puzzle day. */
  date: string;
  difficulty: string | null;
  puzzle: PublicPuzzle;
}

/** POST /api/games/:slug/puzzles/:date/answers — the answered form of a question move (a guess). */
export interface AnswerDto {
  move: unknown;
}

/** GET /api/games/:slug/last-playable-date — latest day up to today (provider timezone) with a puzzle. */
export interface LastPlayableDateDto {
  date: string | null;
  /** Today in the provider's timezone. */
  today: string;
}

/** One entry of a submitted move log: the move and the timer value (seconds) when it was played. */
export interface LoggedMove {
  move: unknown;
  at: number;
}

/** POST /api/scores body. The server replays `moves` through the game's rules before storing. */
export interface ScoreSubmission {
  game: string;
  date: string;
  /** The anonymous player's UUID kept in the browser. */
  local_user_id: string;
  /** Provider slug the game was played under. */
  provider?: string | undefined;
  /** Seconds, penalties included. */
  score: number;
  /** ISO instant the game was finished (may be earlier than the upload, when sent after being offline). */
  played_at: string;
  /** Per-game data of document 2 §3 (mistakes, jokers…); the server recomputes the counters. */
  data: Record<string, unknown>;
  moves: LoggedMove[];
  /** Idempotency key: resending the same play stores one score. */
  client_play_id: string;
  /** The start token of the play the server started (POST /api/plays); absent when it could not be had (offline). */
  start_token?: string | undefined;
}

/** POST /api/plays — a signed start for a day's play, sent back with its score. */
export interface PlayStartDto {
  start_token: string;
  issued_at: string;
}

export interface ScoreDto {
  id: string;
  game: string;
  /** {GameName}_{date}, e.g. "Sudoku_2026-11-21". */
  game_id: string;
  date: string;
  score: number;
  played_at: string;
  data: Record<string, unknown>;
  client_play_id: string;
  /** Started on the server and timed within what elapsed: counts in the day's figures. */
  verified: boolean;
  /** Reached the server in time to count for its day's streak (a late play is played, not a streak day). */
  streak_day: boolean;
}

/** GET /api/scores?game=&local_user_id=&provider= */
export interface PlayerScoresDto {
  scores: ScoreDto[];
  streak: number;
  streakDays: string[];
  /** Today in the provider's timezone. */
  today: string;
}

/**
 * Game start and end (document 1 §3), first-party page views (§9: no third party, no cookie), and a click on
 * an end screen's « Partager » (the console's share counts, issue 25).
 */
export const TRACKING_TYPES = ['start', 'end', 'page_view', 'share'] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

/** POST /api/tracking body (document 1 §3 analytics event). */
export interface TrackingEvent {
  type: TrackingType;
  /** Game slug; for a page view, the route's name (home, sudoku-end…). */
  name: string;
  props?: Record<string, unknown> | undefined;
  local_user_id?: string | undefined;
  session_id: string;
  provider?: string | undefined;
  source_url?: string | undefined;
  referrer_url?: string | undefined;
  device_info?:
    | {
        user_agent?: string | undefined;
        language?: string | undefined;
        screen_size?: string | undefined;
        timezone?: string | undefined;
        pixel_ratio?: number | undefined;
      }
    | undefined;
  category?: 'gameplay' | 'system' | 'error' | undefined;
}

/** GET /api/auth-config — which ways of signing in the server offers. */
export interface AuthConfigDto {
  emailAndPassword: true;
  /** The third-party OpenID Connect provider, when one is configured (its button label). */
  oidc: { id: string; name: string } | null;
}

/**
 * The account as better-auth answers it (GET /api/auth/get-session → {session, user} or null;
 * sign-in and sign-up → {token, user}). Dates are ISO strings in JSON.
 */
export interface AccountUserDto {
  id: string;
  email: string;
  emailVerified: boolean;
  /** "first_name last_name", kept by the server. */
  name: string;
  image?: string | null;
  first_name: string | null;
  last_name: string | null;
  /** Unique, stored in lower case. */
  username: string;
  phone: string | null;
  twoFactorEnabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/auth/list-sessions as the profile sees it (auth/routes.ts): no token, no address. */
export interface AccountSessionDto {
  /** What POST /api/auth/revoke-session takes: `{ id }`. */
  id: string;
  createdAt: string;
  /** Last use (a session in use is renewed at most once a day). */
  updatedAt: string;
  expiresAt: string;
  userAgent: string | null;
  /** This browser's own session. */
  current: boolean;
}

/** A failed /api/auth/* call: the API's {code, message} plus a stable `error` code (and `field` for input errors). */
export interface AuthErrorDto extends ApiError {
  error: string;
  field?: string;
}
