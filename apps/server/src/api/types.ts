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
}

export interface HealthDto {
  version: string;
}
