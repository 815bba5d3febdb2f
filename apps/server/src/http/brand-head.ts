import { createHash } from 'node:crypto';
import type { ProviderDto } from '@jdj/api';
import { brandStyle } from '../services/brand-colors.ts';
import { brandFileUrl } from '../services/provider-brand.ts';

/**
 * The tags of a page's <head> that say whose site it is (issue 38): its title, the browser's theme colour, the
 * favicon and home-screen icons, the web manifest and the brand's colours. Written by the server in every page
 * it sends (the server-rendered first screens and the plain shell alike, page-head.ts), so the first paint is
 * the partner's: no colour, icon or name of the portal's shows before the app starts.
 */

/** What the tags read of the provider. */
export type BrandedProvider = Pick<ProviderDto, 'slug' | 'name' | 'brand'>;

/** The portal's own: the shell's tags (apps/web/index.html, build-constants.ts) for a provider without a brand. */
export const PORTAL_THEME_COLOR = '#17306b';
const PORTAL_FAVICON = { href: '/favicon.svg', type: 'image/svg+xml' };
const PORTAL_TOUCH_ICON = '/icons/apple-touch-icon.png';

/** The shell's own tags of that kind, which the page's take the place of (splitForHead). */
export const SHELL_BRAND_TAGS = [
  /<title>[^<]*<\/title>\s*/g,
  /<meta name="theme-color"[^>]*>\s*/g,
  /<meta name="apple-mobile-web-app-title"[^>]*>\s*/g,
  /<link rel="icon"[^>]*>\s*/g,
  /<link rel="apple-touch-icon"[^>]*>\s*/g,
  /<link rel="manifest"[^>]*>\s*/g,
];

/** index.html without the tags a page writes itself. */
export function withoutShellBrandTags(html: string): string {
  return SHELL_BRAND_TAGS.reduce((text, pattern) => text.replace(pattern, ''), html);
}

/** Where a provider's web manifest is (http/brand-files.ts). */
export const manifestUrl = (provider: BrandedProvider) => brandFileUrl(provider.slug, 'manifest.webmanifest', null);

const styles = new WeakMap<object, string>();

/** The brand's <style> rule (empty without colours), kept per catalogue object. */
export function brandStyleOf(provider: BrandedProvider): string {
  let style = styles.get(provider.brand);
  if (style === undefined) {
    style = brandStyle(provider.brand.variables);
    styles.set(provider.brand, style);
  }
  return style;
}

/** The CSP source the page's brand <style> needs (none without colours). */
export function brandStyleSources(provider: BrandedProvider): string[] {
  const style = brandStyleOf(provider);
  // As first-paint.ts's cspHash: the SHA-256 of the element's text (not imported: first-paint.ts imports this file's importer).
  return style ? [`'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`] : [];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The tags, one a line, indented as the <head> of apps/web/index.html; `title` is the page's. */
export function brandHeadTags(provider: BrandedProvider, title: string): string {
  const { brand } = provider;
  const icon = brand.logo_url ? brand.logo_url.replace(/\/logo\.(svg|png)/, '/favicon-48.png') : null;
  const touch = brand.logo_url ? brand.logo_url.replace(/\/logo\.(svg|png)/, '/apple-touch-icon.png') : PORTAL_TOUCH_ICON;
  const style = brandStyleOf(provider);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="theme-color" content="${escapeHtml(brand.colors?.primary ?? PORTAL_THEME_COLOR)}" />`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(provider.name)}" />`,
    icon
      ? `<link rel="icon" href="${escapeHtml(icon)}" type="image/png" sizes="48x48" />`
      : `<link rel="icon" href="${PORTAL_FAVICON.href}" type="${PORTAL_FAVICON.type}" />`,
    `<link rel="apple-touch-icon" href="${escapeHtml(touch)}" sizes="180x180" />`,
    `<link rel="manifest" href="${escapeHtml(manifestUrl(provider))}" />`,
    ...(style ? [`<style>${style}</style>`] : []),
  ].join('\n    ');
}
