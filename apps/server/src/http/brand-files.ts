import { createHash } from 'node:crypto';
import type { ProviderDto } from '@jdj/api';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { gameSharePicture } from '../services/brand-images.ts';
import type { CatalogueCache } from '../services/catalogue.ts';
import { LOGO_ASSET, LOGO_FILE_NAMES, brandAsset } from '../services/provider-brand.ts';
import { PORTAL_THEME_COLOR } from './brand-head.ts';
import { homeDescription } from './page-head.ts';
import { requestHostname } from './provider-of-request.ts';
import type { StaticSite } from './static-site.ts';

/**
 * A provider's brand files under /brand/{slug}/ (issue 38): its web manifest (its name, its own number of games,
 * its colour and icons), its logo and the pictures made from it. A file asked with the current version (`?v=`,
 * as the pages name them) is cached for a year; without it, briefly. An SVG logo is served with a policy that
 * lets nothing in it run, even opened on its own.
 */

export interface BrandFilesDeps {
  db: Kysely<Database>;
  catalogue: CatalogueCache;
  site: StaticSite;
  defaultProviderSlug: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BRIEF = 'public, max-age=300';
/** Nothing runs, nothing loads, in a logo opened by itself (its checks are the first line: svg-check.ts). */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const PORTAL_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
/** The light theme's page colour (apps/web/build-constants.ts BACKGROUND_COLOR). */
const BACKGROUND_COLOR = '#f5f6fa';

/** Files kept in memory, by provider, name and version: a few dozen per partner at most; past that, start afresh. */
const KEPT_FILES = 500;

interface Kept {
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** The web manifest of a provider, for a page at `startUrl` ('/' on its own host, '/?provider=slug' on the portal's). */
export function webManifest(provider: ProviderDto, startUrl: string): Record<string, unknown> {
  const { brand } = provider;
  const file = (name: string) => brand.logo_url?.replace(/\/logo\.(?:svg|png)/, `/${name}`);
  const icons = brand.logo_url
    ? [
        { src: file('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: file('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: file('maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]
    : PORTAL_ICONS;
  return {
    id: startUrl,
    name: provider.name,
    short_name: provider.name,
    description: homeDescription(provider),
    lang: 'fr',
    dir: 'ltr',
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    theme_color: brand.colors?.primary ?? PORTAL_THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['games', 'entertainment'],
    icons,
  };
}

const notFound = (c: Context) => c.text('Fichier introuvable', 404, { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });

export function brandFileRoutes(deps: BrandFilesDeps): Hono {
  const kept = new Map<string, Promise<Kept | undefined>>();
  const keep = (key: string, load: () => Promise<{ type: string; bytes: Uint8Array } | undefined>) => {
    let file = kept.get(key);
    if (!file) {
      if (kept.size >= KEPT_FILES) kept.clear();
      file = load().then(
        (found) =>
          found && {
            type: found.type,
            bytes: new Uint8Array(found.bytes),
            etag: `"b-${createHash('sha1').update(found.bytes).digest('base64url').slice(0, 20)}"`,
          },
      );
      // A failed read is not kept: the next request tries again.
      file.catch(() => kept.delete(key));
      kept.set(key, file);
    }
    return file;
  };
  const providerOf = async (slug: string) => (await deps.catalogue.get()).providersBySlug.get(slug);
  const versionOf = (provider: ProviderDto) => new URL(provider.brand.logo_url ?? '/', 'http://x').searchParams.get('v') ?? '';

  const send = (c: Context, file: Kept, version: string) => {
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': c.req.query('v') === version ? IMMUTABLE : BRIEF,
      etag: file.etag,
      'x-content-type-options': 'nosniff',
      // Icons and previews are fetched by other sites' crawlers and by the partner's pages.
      'cross-origin-resource-policy': 'cross-origin',
    };
    if (file.type === 'image/svg+xml') headers['content-security-policy'] = SVG_POLICY;
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    return c.body(file.bytes, 200, headers);
  };

  return new Hono()
    .get('/:slug/manifest.webmanifest', async (c) => {
      const provider = await providerOf(c.req.param('slug'));
      if (!provider) return notFound(c);
      const snapshot = await deps.catalogue.get();
      const hostname = requestHostname(c.req.header('host'));
      const onOwnHost =
        provider.slug === deps.defaultProviderSlug || (hostname !== undefined && snapshot.providerSlugByHostname.get(hostname) === provider.slug);
      const startUrl = onOwnHost ? '/' : `/?provider=${encodeURIComponent(provider.slug)}`;
      return c.body(JSON.stringify(webManifest(provider, startUrl)), 200, {
        'content-type': 'application/manifest+json; charset=utf-8',
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      });
    })
    .get('/:slug/share/:file', async (c) => {
      const provider = await providerOf(c.req.param('slug'));
      const game = /^([a-z]{1,32})\.png$/.exec(c.req.param('file'))?.[1];
      if (!provider?.brand.logo_url || !game || !provider.games.some((g) => g.slug === game)) return notFound(c);
      const version = versionOf(provider);
      const file = await keep(`${provider.slug}/share/${game}/${version}`, async () => {
        const picture = deps.site.fileBytes(`/${game}/thumbnail.png`);
        const logo = await brandAsset(deps.db, provider.slug, LOGO_ASSET);
        if (!picture || !logo) return undefined;
        const type = logo.type === 'image/svg+xml' ? 'image/svg+xml' : 'image/png';
        return { type: 'image/png', bytes: await gameSharePicture(picture, { type, bytes: logo.bytes }, provider.brand.colors?.primary ?? null) };
      });
      return file ? send(c, file, version) : notFound(c);
    })
    .get('/:slug/:file', async (c) => {
      const provider = await providerOf(c.req.param('slug'));
      const name = c.req.param('file');
      if (!provider?.brand.logo_url || !/^[a-z0-9-]{1,40}\.(?:png|svg)$/.test(name)) return notFound(c);
      // The logo is stored as `logo`, served under the name of its type (logo.png or logo.svg).
      const stored = Object.values(LOGO_FILE_NAMES).includes(name) ? LOGO_ASSET : name;
      const version = versionOf(provider);
      const file = await keep(`${provider.slug}/${name}/${version}`, () => brandAsset(deps.db, provider.slug, stored));
      if (!file || (stored === LOGO_ASSET && LOGO_FILE_NAMES[file.type as keyof typeof LOGO_FILE_NAMES] !== name)) return notFound(c);
      return send(c, file, version);
    });
}
