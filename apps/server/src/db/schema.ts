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
  created_at: string;
  updated_at: string;
}

/** Sub-domain mapping: a request to one of these hostnames gets that provider. */
export interface ProviderHostnameTable {
  hostname: string;
  provider_id: string;
}

export interface Database {
  game: GameTable;
  provider: ProviderTable;
  provider_hostname: ProviderHostnameTable;
}
