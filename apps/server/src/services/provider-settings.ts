import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { type ConsoleGameDto, PROVIDER_FEATURES, type ProviderFeature, type ProviderSettingsDto } from '@jdj/api';
import { isWordGame } from '@jdj/content';
import type { Database, ProviderTable } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import { LEGAL_COLUMNS } from './legal-rules.ts';
import type { NewProvider, ProviderLegal, ProviderSettings } from './provider-rules.ts';

/** A provider's settings as stored; the console's answer adds what its legal pages lack (legal-completeness.ts). */
export type StoredProviderSettings = Omit<ProviderSettingsDto, 'legal_missing'>;

function list(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function toDto(row: Selectable<ProviderTable>, hostnames: string[]): StoredProviderSettings {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    archived: row.archived_at !== null,
    // A feature this version does not know (typed in SQL, or since removed) is ignored, as the catalogue ignores it.
    features: list(row.features).filter((f): f is ProviderFeature => (PROVIDER_FEATURES as readonly string[]).includes(f)),
    games: list(row.games),
    feedback_url: row.feedback_url,
    share_url: row.share_url,
    timezone: row.timezone,
    hostnames: hostnames.sort(),
    frame_ancestors: list(row.frame_ancestors),
    legal_notice_url: row.legal_notice_url,
    privacy_url: row.privacy_url,
    contact_email: row.contact_email,
    legal_editor_name: row.legal_editor_name,
    legal_editor_address: row.legal_editor_address,
    legal_director: row.legal_director,
    legal_contact_phone: row.legal_contact_phone,
    legal_host_name: row.legal_host_name,
    legal_host_address: row.legal_host_address,
    legal_host_phone: row.legal_host_phone,
    legal_details: row.legal_details,
    updated_at: row.updated_at,
  };
}

/** Providers with their host names, by slug; only `ids` when given (a publisher's own). */
export async function listProviderSettings(db: Kysely<Database>, ids?: readonly string[]): Promise<StoredProviderSettings[]> {
  if (ids && ids.length === 0) return [];
  let query = db.selectFrom('provider').selectAll().orderBy('slug');
  if (ids) query = query.where('id', 'in', ids);
  const [rows, hostnames] = await Promise.all([query.execute(), db.selectFrom('provider_hostname').selectAll().execute()]);
  return rows.map((row) =>
    toDto(
      row,
      hostnames.filter((h) => h.provider_id === row.id).map((h) => h.hostname),
    ),
  );
}

export async function providerSettings(db: Kysely<Database>, slug: string): Promise<StoredProviderSettings> {
  const row = await db.selectFrom('provider').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new HttpError(404, `Fournisseur inconnu : ${slug}`);
  const hostnames = await db.selectFrom('provider_hostname').select('hostname').where('provider_id', '=', row.id).execute();
  return toDto(
    row,
    hostnames.map((h) => h.hostname),
  );
}

/**
 * Archives a provider or puts it back in service (issue 42), with an audit line. Its host names stay its own
 * (a restore serves them again; another provider cannot take them meanwhile), its rows all stay. The default
 * provider, which serves every unknown host, is never archived.
 */
export async function setProviderArchived(
  db: Kysely<Database>,
  slug: string,
  archived: boolean,
  defaultSlug: string,
  actorId: string,
  now = new Date(),
): Promise<StoredProviderSettings> {
  if (slug === defaultSlug) throw new HttpError(409, 'Le fournisseur par défaut sert toutes les autres adresses : il ne s’archive pas.');
  await db.transaction().execute(async (trx) => {
    const before = await providerSettings(trx, slug);
    if (before.archived === archived) return;
    await trx
      .updateTable('provider')
      .set({ archived_at: archived ? now.toISOString() : null, updated_at: now.toISOString() })
      .where('id', '=', before.id)
      .execute();
    await recordAudit(trx, {
      actorId,
      action: archived ? 'provider.archive' : 'provider.restore',
      targetType: 'provider',
      targetId: slug,
      before: { archived: before.archived },
      after: { archived },
      at: now,
    });
  });
  return providerSettings(db, slug);
}

/** A host name already serves another provider: one host, one provider. */
async function assertHostnamesFree(db: Kysely<Database>, hostnames: readonly string[], providerId: string): Promise<void> {
  if (hostnames.length === 0) return;
  const taken = await db
    .selectFrom('provider_hostname')
    .innerJoin('provider', 'provider.id', 'provider_hostname.provider_id')
    .select(['provider_hostname.hostname', 'provider.slug'])
    .where('provider_hostname.hostname', 'in', hostnames)
    .where('provider_hostname.provider_id', '!=', providerId)
    .executeTakeFirst();
  if (taken) throw new HttpError(409, `Le nom d’hôte ${taken.hostname} sert déjà le fournisseur « ${taken.slug} »`);
}

function columns(settings: ProviderSettings) {
  return {
    name: settings.name,
    features: JSON.stringify(settings.features),
    games: JSON.stringify(settings.games),
    feedback_url: settings.feedback_url,
    share_url: settings.share_url,
    timezone: settings.timezone,
    frame_ancestors: JSON.stringify(settings.frame_ancestors),
    ...legalColumns(settings),
  };
}

/** The legal fields a request sets; those left out stay as they are. */
function legalColumns(legal: ProviderLegal): Partial<Record<(typeof LEGAL_COLUMNS)[number], string | null>> {
  return Object.fromEntries(LEGAL_COLUMNS.flatMap((column) => (legal[column] !== undefined ? [[column, legal[column]]] : [])));
}

async function replaceHostnames(db: Kysely<Database>, providerId: string, hostnames: readonly string[]): Promise<void> {
  await db.deleteFrom('provider_hostname').where('provider_id', '=', providerId).execute();
  if (hostnames.length > 0)
    await db
      .insertInto('provider_hostname')
      .values(hostnames.map((hostname) => ({ hostname, provider_id: providerId })))
      .execute();
}

export async function createProvider(db: Kysely<Database>, input: NewProvider, actorId: string, now = new Date()): Promise<StoredProviderSettings> {
  const at = now.toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('provider').select('id').where('slug', '=', input.slug).executeTakeFirst();
    if (existing) throw new HttpError(409, `Le fournisseur « ${input.slug} » existe déjà`);
    await assertHostnamesFree(trx, input.hostnames, id);
    await trx
      .insertInto('provider')
      .values({ id, slug: input.slug, ...columns(input), created_at: at, updated_at: at })
      .execute();
    await replaceHostnames(trx, id, input.hostnames);
    await recordAudit(trx, { actorId, action: 'provider.create', targetType: 'provider', targetId: input.slug, after: input, at: now });
  });
  return providerSettings(db, input.slug);
}

export async function updateProvider(
  db: Kysely<Database>,
  slug: string,
  input: ProviderSettings,
  actorId: string,
  now = new Date(),
): Promise<StoredProviderSettings> {
  await db.transaction().execute(async (trx) => {
    const before = await providerSettings(trx, slug);
    await assertHostnamesFree(trx, input.hostnames, before.id);
    await trx
      .updateTable('provider')
      .set({ ...columns(input), updated_at: now.toISOString() })
      .where('id', '=', before.id)
      .execute();
    await replaceHostnames(trx, before.id, input.hostnames);
    const { id: _id, updated_at: _at, slug: _slug, ...was } = before;
    await recordAudit(trx, { actorId, action: 'provider.update', targetType: 'provider', targetId: slug, before: was, after: input, at: now });
  });
  return providerSettings(db, slug);
}

/**
 * Changes a provider's legal fields and nothing else (a publisher's own provider, or an administrator's any):
 * one audit line with what they were and what was asked.
 */
export async function updateProviderLegal(
  db: Kysely<Database>,
  slug: string,
  input: ProviderLegal,
  actorId: string,
  now = new Date(),
): Promise<StoredProviderSettings> {
  await db.transaction().execute(async (trx) => {
    const before = await providerSettings(trx, slug);
    const changes = legalColumns(input);
    if (Object.keys(changes).length > 0)
      await trx
        .updateTable('provider')
        .set({ ...changes, updated_at: now.toISOString() })
        .where('id', '=', before.id)
        .execute();
    const was = Object.fromEntries(LEGAL_COLUMNS.map((column) => [column, before[column]]));
    await recordAudit(trx, { actorId, action: 'provider.legal', targetType: 'provider', targetId: slug, before: was, after: input, at: now });
  });
  return providerSettings(db, slug);
}

export async function consoleGames(db: Kysely<Database>): Promise<ConsoleGameDto[]> {
  const rows = await db.selectFrom('game').select(['slug', 'name', 'color', 'is_active']).orderBy('position').orderBy('slug').execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    color: row.color,
    is_active: Number(row.is_active) === 1,
    replaceable_days: isWordGame(row.slug),
  }));
}

/** Hides a game everywhere (or shows it again): its days and scores stay. */
export async function setGameActive(db: Kysely<Database>, slug: string, active: boolean, actorId: string, now = new Date()): Promise<ConsoleGameDto> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('game').select(['is_active']).where('slug', '=', slug).executeTakeFirst();
    if (!row) throw new HttpError(404, `Jeu inconnu : ${slug}`);
    const was = Number(row.is_active) === 1;
    await trx
      .updateTable('game')
      .set({ is_active: active ? 1 : 0, updated_at: now.toISOString() })
      .where('slug', '=', slug)
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'game.update',
      targetType: 'game',
      targetId: slug,
      before: { is_active: was },
      after: { is_active: active },
      at: now,
    });
  });
  const game = (await consoleGames(db)).find((g) => g.slug === slug);
  if (!game) throw new HttpError(404, `Jeu inconnu : ${slug}`);
  return game;
}
