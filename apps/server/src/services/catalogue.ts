import type { Kysely, Selectable } from 'kysely';
import { type GameDto, PROVIDER_FEATURES, type ProviderDto, type ProviderFeature } from '../api/types.ts';
import type { Database, GameTable, ProviderTable } from '../db/schema.ts';
import { guardedLog } from '../log-guard.ts';
import type { Logger } from '../logger.ts';
import { ORIGIN } from './provider-rules.ts';
import { LEGAL_DETAILS, LEGAL_EMAIL_ADDRESS, LEGAL_WEB_ADDRESS } from './provider-rules.ts';

/** Everything needed to answer provider and catalogue calls, read in one go. */
export interface CatalogueSnapshot {
  games: GameDto[];
  providersBySlug: Map<string, ProviderDto>;
  providerSlugByHostname: Map<string, string>;
  /** Partner origins allowed to embed each provider's pages (checked origins only). */
  frameAncestorsBySlug: Map<string, string[]>;
}


export async function readCatalogue(
  db: Kysely<Database>,
  logger: Logger,
  defaultSlug: string,
): Promise<CatalogueSnapshot> {
  const [gameRows, providerRows, hostnameRows] = await Promise.all([
    db.selectFrom('game').selectAll().orderBy('position').orderBy('slug').execute(),
    db.selectFrom('provider').selectAll().execute(),
    db.selectFrom('provider_hostname').selectAll().execute(),
  ]);
  const games = gameRows.map(toGameDto);
  const activeBySlug = new Map(games.filter((g) => g.is_active).map((g) => [g.slug, g]));
  const providersBySlug = new Map(
    providerRows.map((row) => {
      const provider = toProviderDto(row, activeBySlug, logger);
      // The default provider always offers allow_theme_change (document 1 §3), even if a row lost it.
      if (row.slug === defaultSlug && !provider.features.includes('allow_theme_change')) {
        provider.features.push('allow_theme_change');
      }
      return [row.slug, provider] as const;
    }),
  );
  const slugById = new Map(providerRows.map((row) => [row.id, row.slug]));
  const providerSlugByHostname = new Map<string, string>();
  for (const row of hostnameRows) {
    const slug = slugById.get(row.provider_id);
    if (slug) providerSlugByHostname.set(row.hostname.toLowerCase(), slug);
  }
  const frameAncestorsBySlug = new Map(
    providerRows.map((row) => {
      const origins = parseStringList(row.frame_ancestors ?? '[]', `provider ${row.slug} frame_ancestors`, logger);
      const valid = origins.filter((origin) => ORIGIN.test(origin));
      if (valid.length < origins.length) logger.warn('invalid frame ancestor ignored', { provider: row.slug, origins });
      return [row.slug, valid] as const;
    }),
  );
  return { games, providersBySlug, providerSlugByHostname, frameAncestorsBySlug };
}

function toGameDto(row: GameTable): GameDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    route: row.route,
    description: row.description,
    color: row.color,
    logo: row.logo,
    is_active: Number(row.is_active) === 1,
    joker_penalty: row.joker_penalty === null ? null : Number(row.joker_penalty),
  };
}

function toProviderDto(row: Selectable<ProviderTable>, activeGames: Map<string, GameDto>, logger: Logger): ProviderDto {
  const features = parseStringList(row.features, `provider ${row.slug} features`, logger).filter(
    (f): f is ProviderFeature => {
      const known = (PROVIDER_FEATURES as readonly string[]).includes(f);
      if (!known) logger.warn('unknown provider feature ignored', { provider: row.slug, feature: f });
      return known;
    },
  );
  const games = parseStringList(row.games, `provider ${row.slug} games`, logger).flatMap((slug) => {
    const game = activeGames.get(slug);
    return game ? [game] : [];
  });
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    features,
    feedback_url: row.feedback_url,
    share_url: row.share_url,
    timezone: row.timezone,
    games,
    legal: {
      notice_url: checkedText(row.legal_notice_url, LEGAL_WEB_ADDRESS, `provider ${row.slug} legal_notice_url`, logger),
      privacy_url: checkedText(row.privacy_url, LEGAL_WEB_ADDRESS, `provider ${row.slug} privacy_url`, logger),
      contact_email: checkedText(row.contact_email, LEGAL_EMAIL_ADDRESS, `provider ${row.slug} contact_email`, logger),
      details: checkedText(row.legal_details, LEGAL_DETAILS, `provider ${row.slug} legal_details`, logger),
    },
  };
}


function checkedText(value: string | null, pattern: RegExp, what: string, logger: Logger): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (pattern.test(text)) return text;
  logger.warn('malformed provider legal field ignored', { what, value: text.slice(0, 200) });
  return null;
}

/** Operators edit these JSON columns by hand: a broken value is logged and read as empty. */
function parseStringList(json: string, what: string, logger: Logger): string[] {
  try {
    const value: unknown = JSON.parse(json);
    if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  } catch {
    // fall through to the warning
  }
  logger.warn('malformed JSON list in the database, read as empty', { what, value: json });
  return [];
}

export interface ProviderRequest {
  /** Slug from the `provider` query parameter, if any. */
  slug: string | undefined;
  /** Hostname of the request, without port. */
  hostname: string | undefined;
}

// Anyone can put ?provider=nimportequoi in a URL: the warning is rate-limited per logger.
const unknownProviderWarnings = new WeakMap<Logger, (fields?: Record<string, unknown>) => void>();
function unknownProviderWarning(logger: Logger) {
  let warn = unknownProviderWarnings.get(logger);
  if (!warn) {
    warn = guardedLog(logger, 'warn', 'unknown provider requested, default used');
    unknownProviderWarnings.set(logger, warn);
  }
  return warn;
}

/** Query parameter first, then the hostname mapping, then the default provider. */
export function resolveProvider(
  catalogue: CatalogueSnapshot,
  request: ProviderRequest,
  defaultSlug: string,
  logger: Logger,
): ProviderDto {
  let slug = defaultSlug;
  if (request.slug) {
    if (catalogue.providersBySlug.has(request.slug)) slug = request.slug;
    else unknownProviderWarning(logger)({ provider: request.slug });
  } else if (request.hostname) {
    slug = catalogue.providerSlugByHostname.get(request.hostname.toLowerCase()) ?? defaultSlug;
  }
  const provider = catalogue.providersBySlug.get(slug);
  if (!provider) throw new Error(`default provider "${defaultSlug}" is missing from the database`);
  return provider;
}

/**
 * The catalogue changes only when an operator edits it, yet is read on every page load:
 * a few seconds of memory keeps the hot path off the database while every process
 * still sees an edit within `ttlMs`.
 */
export class CatalogueCache {
  private snapshot: Promise<CatalogueSnapshot> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
    private readonly defaultSlug: string,
    private readonly ttlMs: number,
  ) {}

  /** Forgets the snapshot: the next read sees an edit this process just made (others within `ttlMs`). */
  invalidate(): void {
    this.snapshot = undefined;
  }

  get(): Promise<CatalogueSnapshot> {
    const now = Date.now();
    if (!this.snapshot || now - this.loadedAt >= this.ttlMs) {
      this.loadedAt = now;
      const loading = readCatalogue(this.db, this.logger, this.defaultSlug);
      // A failed read must not be cached: the next request tries again.
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined;
      });
      this.snapshot = loading;
    }
    return this.snapshot;
  }
}

const serialized = new WeakMap<object, string>();

/**
 * The JSON text of an answer built from snapshot objects, computed once per snapshot:
 * every page load asks for its provider, and its answer only changes with the snapshot.
 */
export function snapshotJson(data: object): string {
  let json = serialized.get(data);
  if (json === undefined) {
    json = JSON.stringify({ code: 200, data });
    serialized.set(data, json);
  }
  return json;
}

/** The provider of a page load, silently (a page's unknown ?provider= is the app's to report, not the log's). */
export function pageProviderSlug(catalogue: CatalogueSnapshot, slug: string | undefined, hostname: string | undefined, defaultSlug: string): string {
  if (slug && catalogue.providersBySlug.has(slug)) return slug;
  if (hostname) return catalogue.providerSlugByHostname.get(hostname.toLowerCase()) ?? defaultSlug;
  return defaultSlug;
}
