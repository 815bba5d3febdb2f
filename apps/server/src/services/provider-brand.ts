import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { BrandColorsDto, BrandColorsInput, BrandSettingsDto, ProviderBrandDto } from '@jdj/api';
import type { Database, ProviderTable } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import { brandVariables, contrastProblems, HEX_COLOR } from './brand-colors.ts';
import { BRAND_ICONS, brandImages } from './brand-images.ts';
import { type LogoFile, type LogoType, readLogo } from './logo-file.ts';

/**
 * A provider's brand (issue 38): its colours (checked for contrast), its logo (checked, services/logo-file.ts)
 * and the pictures made from both (brand-images.ts), stored in the database so every process serves the same,
 * each change in one transaction with its audit line.
 */

/** The row name of the uploaded file in provider_asset (the pictures are named as they are served). */
export const LOGO_ASSET = 'logo';
export const LOGO_FILE_NAMES: Record<LogoType, string> = { 'image/png': 'logo.png', 'image/svg+xml': 'logo.svg' };

type BrandRow = Pick<
  Selectable<ProviderTable>,
  'slug' | 'brand_primary' | 'brand_accent' | 'brand_primary_dark' | 'brand_accent_dark' | 'brand_logo' | 'brand_version'
>;

const storedColor = (value: string | null) => (value && HEX_COLOR.test(value) ? value : null);

/** The colours as stored, or null when the provider has none (or a hand-edited row holds something else). */
export function colorsOf(row: BrandRow): BrandColorsDto | null {
  const primary = storedColor(row.brand_primary);
  const accent = storedColor(row.brand_accent);
  if (!primary || !accent) return null;
  const colors = { primary, accent, primary_dark: storedColor(row.brand_primary_dark), accent_dark: storedColor(row.brand_accent_dark) };
  // Only colours that keep their contrast reach a page, whatever was typed into the database.
  return contrastProblems(colors).length === 0 ? colors : null;
}

const logoTypeOf = (row: BrandRow): LogoType | null => (row.brand_logo === 'image/png' || row.brand_logo === 'image/svg+xml' ? row.brand_logo : null);

/** The address of one of a brand's files, with its version (the file is then cached for a year). */
export const brandFileUrl = (slug: string, name: string, version: string | null) =>
  `/brand/${encodeURIComponent(slug)}/${name}${version ? `?v=${encodeURIComponent(version)}` : ''}`;

/** What pages read of a provider's brand (the catalogue's ProviderDto.brand). */
export function providerBrandOf(row: BrandRow): ProviderBrandDto {
  const colors = colorsOf(row);
  const logo = logoTypeOf(row);
  return {
    colors,
    variables: brandVariables(colors),
    logo_url: logo ? brandFileUrl(row.slug, LOGO_FILE_NAMES[logo], row.brand_version) : null,
    icon_url: logo ? brandFileUrl(row.slug, 'icon-192.png', row.brand_version) : null,
  };
}

async function brandRow(db: Kysely<Database>, slug: string) {
  const row = await db
    .selectFrom('provider')
    .select(['id', 'slug', 'brand_primary', 'brand_accent', 'brand_primary_dark', 'brand_accent_dark', 'brand_logo', 'brand_version'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, `Fournisseur inconnu : ${slug}`);
  return row;
}

export async function brandSettings(db: Kysely<Database>, slug: string): Promise<BrandSettingsDto> {
  const row = await brandRow(db, slug);
  const logo = logoTypeOf(row);
  const size = logo
    ? await db.selectFrom('provider_asset').select('bytes').where('provider_id', '=', row.id).where('name', '=', LOGO_ASSET).executeTakeFirst()
    : undefined;
  return {
    slug: row.slug,
    colors: colorsOf(row),
    logo:
      logo && size
        ? {
            url: brandFileUrl(row.slug, LOGO_FILE_NAMES[logo], row.brand_version),
            type: logo,
            bytes: Number(size.bytes),
            icons: BRAND_ICONS.map((icon) => ({
              name: icon.name,
              url: brandFileUrl(row.slug, icon.name, row.brand_version),
              size: `${icon.size}x${icon.size}`,
            })),
          }
        : null,
  };
}

const color = (value: string | null | undefined, field: string): string | null => {
  if (value === undefined || value === null || value.trim() === '') return null;
  const normalized = value.trim().toLowerCase();
  if (!HEX_COLOR.test(normalized))
    throw new HttpError(400, `${field} : couleur au format #rrggbb attendue (ex. #17306b), reçu « ${value.trim().slice(0, 20)} »`);
  return normalized;
};

/** The colours of a request, in their format and with their contrast, or a French refusal (nothing is stored). */
export function checkedColors(input: BrandColorsInput['colors']): BrandColorsDto | null {
  if (input === null) return null;
  const primary = color(input.primary, 'Couleur principale');
  const accent = color(input.accent, 'Couleur d’accent');
  if (!primary || !accent) throw new HttpError(400, 'La couleur principale et la couleur d’accent sont requises (ex. #17306b).');
  const colors = {
    primary,
    accent,
    primary_dark: color(input.primary_dark, 'Couleur principale du thème sombre'),
    accent_dark: color(input.accent_dark, 'Couleur d’accent du thème sombre'),
  };
  const problems = contrastProblems(colors);
  if (problems.length > 0) throw new HttpError(400, problems.join(' '));
  return colors;
}

const versionOf = (colors: BrandColorsDto | null, logoHash: string | null) =>
  createHash('sha256')
    .update(JSON.stringify([colors, logoHash]))
    .digest('base64url')
    .slice(0, 12);

const base64 = (bytes: Buffer) => bytes.toString('base64');

type Writer = Kysely<Database>;

async function storedLogo(db: Writer, providerId: string, type: LogoType | null): Promise<LogoFile | null> {
  if (!type) return null;
  const row = await db.selectFrom('provider_asset').select('body').where('provider_id', '=', providerId).where('name', '=', LOGO_ASSET).executeTakeFirst();
  return row ? { type, bytes: Buffer.from(row.body, 'base64') } : null;
}

/** Replaces every picture of a brand by those made from `logo` (none without one). */
async function replaceAssets(db: Writer, providerId: string, logo: LogoFile | null, colors: BrandColorsDto | null, at: string): Promise<void> {
  const images = logo ? await brandImages(logo, colors?.primary ?? null) : [];
  await db.deleteFrom('provider_asset').where('provider_id', '=', providerId).execute();
  if (!logo) return;
  await db
    .insertInto('provider_asset')
    .values([
      { provider_id: providerId, name: LOGO_ASSET, content_type: logo.type, body: base64(logo.bytes), bytes: logo.bytes.length, created_at: at },
      ...images.map((image) => ({
        provider_id: providerId,
        name: image.name,
        content_type: image.type,
        body: base64(image.bytes),
        bytes: image.bytes.length,
        created_at: at,
      })),
    ])
    .execute();
}

const logoHashOf = (logo: LogoFile | null) => (logo ? createHash('sha256').update(logo.bytes).digest('base64url') : null);

/** Sets (or clears, with null) a provider's colours; its pictures are made again on them. */
export async function setBrandColors(db: Kysely<Database>, slug: string, input: BrandColorsInput, actorId: string, now = new Date()) {
  const colors = checkedColors(input.colors);
  await db.transaction().execute(async (trx) => {
    const row = await brandRow(trx, slug);
    const logo = await storedLogo(trx, row.id, logoTypeOf(row));
    const at = now.toISOString();
    await replaceAssets(trx, row.id, logo, colors, at);
    await trx
      .updateTable('provider')
      .set({
        brand_primary: colors?.primary ?? null,
        brand_accent: colors?.accent ?? null,
        brand_primary_dark: colors?.primary_dark ?? null,
        brand_accent_dark: colors?.accent_dark ?? null,
        brand_version: versionOf(colors, logoHashOf(logo)),
        updated_at: at,
      })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'provider.brand',
      targetType: 'provider',
      targetId: slug,
      before: { colors: colorsOf(row) },
      after: { colors },
      at: now,
    });
  });
  return brandSettings(db, slug);
}

/** Sets a provider's logo from the uploaded bytes (checked first: a refused file changes nothing), or removes it (null). */
export async function setBrandLogo(
  db: Kysely<Database>,
  slug: string,
  upload: { bytes: Buffer; name?: string | undefined } | null,
  actorId: string,
  now = new Date(),
) {
  const logo = upload ? await readLogo(upload.bytes) : null;
  await db.transaction().execute(async (trx) => {
    const row = await brandRow(trx, slug);
    const colors = colorsOf(row);
    const at = now.toISOString();
    await replaceAssets(trx, row.id, logo, colors, at);
    await trx
      .updateTable('provider')
      .set({ brand_logo: logo?.type ?? null, brand_version: versionOf(colors, logoHashOf(logo)), updated_at: at })
      .where('id', '=', row.id)
      .execute();
    const file = (type: string | null, hash: string | null, bytes?: number, name?: string) =>
      type ? { type, sha256: hash, ...(bytes ? { bytes } : {}), ...(name ? { name } : {}) } : null;
    await recordAudit(trx, {
      actorId,
      action: 'provider.logo',
      targetType: 'provider',
      targetId: slug,
      before: { logo: file(row.brand_logo, null) },
      after: { logo: file(logo?.type ?? null, logoHashOf(logo), logo?.bytes.length, upload?.name) },
      at: now,
    });
  });
  return brandSettings(db, slug);
}

/** One stored file of a brand (the logo or a picture), with its type, or undefined. */
export async function brandAsset(db: Kysely<Database>, slug: string, name: string): Promise<{ type: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('provider_asset')
    .innerJoin('provider', 'provider.id', 'provider_asset.provider_id')
    .select(['provider_asset.content_type', 'provider_asset.body'])
    .where('provider.slug', '=', slug)
    .where('provider_asset.name', '=', name)
    .executeTakeFirst();
  return row ? { type: row.content_type, bytes: Buffer.from(row.body, 'base64') } : undefined;
}
