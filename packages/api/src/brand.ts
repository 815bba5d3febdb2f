import * as z from 'zod/mini';
import { BrandColorsDto } from './catalogue.ts';
import { route } from './route.ts';

// A partner's own brand (issue 38), as the console sets it: its colours and its logo, with the icons made from
// it, and its embed kit. What pages read of it is ProviderDto.brand (catalogue.ts).

/** What the console shows of a provider's brand. */
export const BrandSettingsDto = z.object({
  slug: z.string(),
  colors: z.nullable(BrandColorsDto),
  logo: z.nullable(
    z.object({
      url: z.string(),
      /** image/png or image/svg+xml. */
      type: z.string(),
      bytes: z.number(),
      /** The icons made from it, by name (icon-192.png…), with their addresses. */
      icons: z.array(z.object({ name: z.string(), url: z.string(), size: z.string() })),
    }),
  ),
});
export type BrandSettingsDto = z.infer<typeof BrandSettingsDto>;

/**
 * POST /api/console/providers/:slug/brand body: the colours (#rrggbb), or null to go back to the portal's.
 * The server checks the format and that text keeps 4.5:1 in both themes (services/brand-colors.ts).
 */
export const BrandColorsInput = z.strictObject({
  colors: z.nullable(
    z.strictObject({
      primary: z.string(),
      accent: z.string(),
      primary_dark: z.optional(z.union([z.string(), z.null()])),
      accent_dark: z.optional(z.union([z.string(), z.null()])),
    }),
  ),
});
export type BrandColorsInput = z.input<typeof BrandColorsInput>;

/** POST /api/console/providers/:slug/logo body: the file, base64 (PNG or SVG; the server reads what it is). */
export const LogoUpload = z.strictObject({
  /** The file's own name, for the audit line. */
  name: z.optional(z.string().check(z.maxLength(200))),
  data: z.string(),
});
export type LogoUpload = z.input<typeof LogoUpload>;

/** The embed kit of a provider: where its games can be embedded from, and the addresses to embed. */
export const EmbedKitDto = z.object({
  slug: z.string(),
  /** The origin and query of the provider's pages (its first host name, else the portal's with ?provider=). */
  site: z.string(),
  /** Partner origins allowed to frame the pages (frame_ancestors). */
  allowed_origins: z.array(z.string()),
  /** The host page's script (height following the content). */
  script_url: z.string(),
  portal: z.object({ url: z.string() }),
  games: z.array(z.object({ slug: z.string(), name: z.string(), url: z.string() })),
});
export type EmbedKitDto = z.infer<typeof EmbedKitDto>;

/** The console's provider in the path (console.ts has the same; kept here so catalogue.ts can import this file). */
const consoleProviderParams = z.object({ slug: z.string().check(z.maxLength(64)) });

export const brandRoutes = {
  /** A provider's brand: its publisher or an administrator. */
  brand: route('GET', '/api/console/providers/:slug/brand', { params: consoleProviderParams, answer: BrandSettingsDto }),
  setColors: route('POST', '/api/console/providers/:slug/brand', { params: consoleProviderParams, body: BrandColorsInput, answer: BrandSettingsDto }),
  setLogo: route('POST', '/api/console/providers/:slug/logo', { params: consoleProviderParams, body: LogoUpload, answer: BrandSettingsDto }),
  removeLogo: route('POST', '/api/console/providers/:slug/logo/remove', { params: consoleProviderParams, answer: BrandSettingsDto }),
  embedKit: route('GET', '/api/console/providers/:slug/embed', { params: consoleProviderParams, answer: EmbedKitDto }),
};
