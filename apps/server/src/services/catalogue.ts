import type { Kysely, Selectable } from 'kysely';
import { type GameDto, PROVIDER_FEATURES, type ProviderDto, type ProviderFeature } from '@jdj/api';
import { puzzleCalendarOf } from '@jdj/puzzles';
import { isDatabaseUnavailable } from '../db/availability.ts';
import type { Database, GameTable, ProviderTable } from '../db/schema.ts';
import { guardedLog } from '../log-guard.ts';
import type { Logger } from '../logger.ts';
import { checkLegalText, LEGAL_RULES, LEGAL_STORED_WEB_ADDRESS, type LegalRule } from './legal-rules.ts';
import type { OperatorLegal } from '../config.ts';
import { NO_OPERATOR_LEGAL, withOperatorLegal } from './operator-legal.ts';
import { providerBrandOf } from './provider-brand.ts';
import { ORIGIN } from './provider-rules.ts';

/** Everything needed to answer provider and catalogue calls, read in one go. */
export interface CatalogueSnapshot {
  games: GameDto[];
  providersBySlug: Map<string, ProviderDto>;
  providerSlugByHostname: Map<string, string>;
  /** Partner origins allowed to embed each provider's pages (checked origins only). */
  frameAncestorsBySlug: Map<string, string[]>;
  /** Providers archived (issue 42): still read by the console, served to nobody. */
  archivedSlugs?: ReadonlySet<string>;
}

/**
 * The catalogue as players see it; `operator` is the LEGAL_* settings, which fill the gaps of the providers'
 * « Mentions légales » (operator-legal.ts).
 */
export async function readCatalogue(
  db: Kysely<Database>,
  logger: Logger,
  defaultSlug: string,
  operator: OperatorLegal = NO_OPERATOR_LEGAL,
): Promise<CatalogueSnapshot> {
  const [gameRows, providerRows, hostnameRows] = await Promise.all([
    db.selectFrom('game').selectAll().orderBy('position').orderBy('slug').execute(),
    db.selectFrom('provider').selectAll().execute(),
    // In a stable order: a provider's first host name is the address of its link previews (page-head.ts).
    db.selectFrom('provider_hostname').selectAll().orderBy('hostname').execute(),
  ]);
  const games = gameRows.map(toGameDto);
  const activeBySlug = new Map(games.filter((g) => g.is_active).map((g) => [g.slug, g]));
  const providersBySlug = new Map(
    providerRows.map((row) => {
      const provider = toProviderDto(row, activeBySlug, logger, operator, row.slug === defaultSlug);
      // The default provider always offers allow_theme_change (document 1 §3), even if a row lost it.
      if (row.slug === defaultSlug && !provider.features.includes('allow_theme_change')) {
        provider.features.push('allow_theme_change');
      }
      return [row.slug, provider] as const;
    }),
  );
  // An archived provider keeps its place here (the console's dashboard reads it) but no host serves it.
  const slugById = new Map(providerRows.filter((row) => row.archived_at === null).map((row) => [row.id, row.slug]));
  const archivedSlugs = new Set(providerRows.filter((row) => row.archived_at !== null).map((row) => row.slug));
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
  return { games, providersBySlug, providerSlugByHostname, frameAncestorsBySlug, archivedSlugs };
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

/** A provider's puzzle calendar: its stream, and the zone its days begin in. */
function streamDayOf(timezone: string): Pick<ProviderDto, 'timezone' | 'stream'> {
  const { stream, zone } = puzzleCalendarOf(timezone);
  return { timezone: zone, stream };
}

function toProviderDto(
  row: Selectable<ProviderTable>,
  activeGames: Map<string, GameDto>,
  logger: Logger,
  operator: OperatorLegal,
  isDefault: boolean,
): ProviderDto {
  const features = parseStringList(row.features, `provider ${row.slug} features`, logger).filter((f): f is ProviderFeature => {
    const known = (PROVIDER_FEATURES as readonly string[]).includes(f);
    if (!known) logger.warn('unknown provider feature ignored', { provider: row.slug, feature: f });
    return known;
  });
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
    // The day follows the provider's stream (its zone, or one with the same hours; Paris's when none has).
    ...streamDayOf(row.timezone),
    games,
    legal: withOperatorLegal(ownLegal(row, logger), operator, isDefault),
    brand: providerBrandOf(row),
  };
}

/** An address stored before https was required still links (see LEGAL_STORED_WEB_ADDRESS). */
const STORED_WEB_ADDRESS: LegalRule = { ...LEGAL_RULES.legal_notice_url, test: (value) => LEGAL_STORED_WEB_ADDRESS.test(value) };

function ownLegal(row: Selectable<ProviderTable>, logger: Logger) {
  const text = (column: keyof typeof LEGAL_RULES, rule: LegalRule = LEGAL_RULES[column]) =>
    checkedText(row[column], rule, `provider ${row.slug} ${column}`, logger);
  return {
    notice_url: text('legal_notice_url', STORED_WEB_ADDRESS),
    privacy_url: text('privacy_url', STORED_WEB_ADDRESS),
    editor_name: text('legal_editor_name'),
    editor_address: text('legal_editor_address'),
    director: text('legal_director'),
    contact_email: text('contact_email'),
    contact_phone: text('legal_contact_phone'),
    host_name: text('legal_host_name'),
    host_address: text('legal_host_address'),
    host_phone: text('legal_host_phone'),
    details: text('legal_details'),
  };
}

function checkedText(value: string | null, rule: LegalRule, what: string, logger: Logger): string | null {
  if (!value?.trim()) return null;
  const text = checkLegalText(value, rule);
  if (text === null) logger.warn('malformed provider legal field ignored', { what, value: value.trim().slice(0, 200) });
  return text;
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
export function resolveProvider(catalogue: CatalogueSnapshot, request: ProviderRequest, defaultSlug: string, logger: Logger): ProviderDto {
  let slug = defaultSlug;
  if (request.slug) {
    if (catalogue.providersBySlug.has(request.slug) && !catalogue.archivedSlugs?.has(request.slug)) slug = request.slug;
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
  /** The last catalogue read from the database, served while it is away. */
  private lastRead: CatalogueSnapshot | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
    private readonly defaultSlug: string,
    private readonly ttlMs: number,
    private readonly operator: OperatorLegal = NO_OPERATOR_LEGAL,
  ) {}

  /** Forgets the snapshot: the next read sees an edit this process just made (others within `ttlMs`). */
  invalidate(): void {
    this.snapshot = undefined;
  }

  get(): Promise<CatalogueSnapshot> {
    const now = Date.now();
    if (!this.snapshot || now - this.loadedAt >= this.ttlMs) {
      this.loadedAt = now;
      const loading = readCatalogue(this.db, this.logger, this.defaultSlug, this.operator).then(
        (snapshot) => (this.lastRead = snapshot),
        (error: unknown) => {
          // The database away: the catalogue last read keeps the pages and the days already loaded served
          // (issue 35), tried again after `ttlMs`. Only then: while the database answers, a read is fresh.
          if (this.lastRead && isDatabaseUnavailable(error)) return this.lastRead;
          // Any other failed read is not cached: the next request tries again.
          if (this.snapshot === loading) this.snapshot = undefined;
          throw error;
        },
      );
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
