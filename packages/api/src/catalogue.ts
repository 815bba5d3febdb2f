import * as z from 'zod/mini';
import { route } from './route.ts';
import { providerQuery } from './primitives.ts';

export const PROVIDER_FEATURES = [
  'show_score',
  'replay_today_game',
  'show_last_games',
  'debug_resolve',
  'allow_theme_change',
  'no_login',
  'no_homepage',
  /** Daily and weekly reminders by Web Push (issue 39). */
  'reminders',
] as const;

export const ProviderFeature = z.enum(PROVIDER_FEATURES);
export type ProviderFeature = z.infer<typeof ProviderFeature>;

export const GameDto = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Path of the game's landing in the web app, e.g. "/sudoku". */
  route: z.string(),
  description: z.string(),
  /** Accent colour, #rrggbb. */
  color: z.string(),
  /** URL of the game's logo (an SVG served by the web app). */
  logo: z.string(),
  is_active: z.boolean(),
  /** Seconds added per joker; null when the game has no joker. */
  joker_penalty: z.nullable(z.number()),
});
export type GameDto = z.infer<typeof GameDto>;

/**
 * What French law (LCEN art. 6-III) asks the « Mentions légales » to show: the editor's name and address, the
 * director of publication, a way to reach the editor, and the host's name, address and phone. A provider whose
 * own notice page is linked (notice_url) shows them there.
 */
export const LEGAL_ITEMS = ['editor_name', 'editor_address', 'director', 'contact_email', 'host_name', 'host_address', 'host_phone'] as const;
export const LegalItem = z.enum(LEGAL_ITEMS);
export type LegalItem = z.infer<typeof LegalItem>;

/**
 * A provider's legal information (checked when read: a malformed value is null). Each item is the provider's
 * own, else the operator's (LEGAL_* settings: the host for every provider that names none, the editor's items
 * for the default provider); null: not provided, and the page says so.
 */
export const ProviderLegalDto = z.object({
  /** The provider's own « Mentions légales » (http or https): the footer links there instead of the portal's page. */
  notice_url: z.nullable(z.string()),
  /** The provider's own privacy policy: the footer links there instead of the portal's page. */
  privacy_url: z.nullable(z.string()),
  /** The editor (éditeur): a company's name or a person's. */
  editor_name: z.nullable(z.string()),
  /** The editor's postal address (a company's registered office); lines separated by "\n". */
  editor_address: z.nullable(z.string()),
  /** The director of publication. */
  director: z.nullable(z.string()),
  /** The address where players write to the editor and exercise their rights. */
  contact_email: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  /** The host (hébergeur) of the site. */
  host_name: z.nullable(z.string()),
  host_address: z.nullable(z.string()),
  host_phone: z.nullable(z.string()),
  /** Other mentions, one per line (registration number, share capital…): the free text providers had before the items. */
  details: z.nullable(z.string()),
  /** Who sends the site's mails for the operator (a processor the privacy policy names), when the operator says. */
  mail_provider: z.nullable(z.string()),
});
export type ProviderLegalDto = z.infer<typeof ProviderLegalDto>;

/** A provider with no legal item given (a fresh install without LEGAL_* settings): the fixtures' and benches' start. */
export const NO_PROVIDER_LEGAL: ProviderLegalDto = {
  notice_url: null,
  privacy_url: null,
  editor_name: null,
  editor_address: null,
  director: null,
  contact_email: null,
  contact_phone: null,
  host_name: null,
  host_address: null,
  host_phone: null,
  details: null,
  mail_provider: null,
};

// A partner's own brand (issue 38): every page of the provider carries it from the server's first paint
// (apps/server/src/http/brand-head.ts); the console sets it (brand.ts).

/** The colours as stored: a light theme's pair, and the dark theme's own where the light one would not read. */
export const BrandColorsDto = z.object({
  /** The top bar and primary buttons (#rrggbb); their text is white or dark, whichever reads better. */
  primary: z.string(),
  /** Links, outlines and focus rings on the light theme's surfaces. */
  accent: z.string(),
  /** The dark theme's primary; null: the primary. */
  primary_dark: z.nullable(z.string()),
  /** The dark theme's accent; null: the accent (which must then read on dark surfaces too). */
  accent_dark: z.nullable(z.string()),
});
export type BrandColorsDto = z.infer<typeof BrandColorsDto>;

/** What a page needs of a provider's brand. */
export const ProviderBrandDto = z.object({
  colors: z.nullable(BrandColorsDto),
  /**
   * The custom properties the stylesheets read (`--brand-primary`…, styles/tokens.css), computed by the server
   * from the colours; empty without colours (the portal's own then apply).
   */
  variables: z.record(z.string(), z.string()),
  /** The logo as uploaded (PNG or SVG), versioned; null: the portal's. */
  logo_url: z.nullable(z.string()),
  /** A 192 px PNG icon made from the logo (install invitation, mails); null: the portal's. */
  icon_url: z.nullable(z.string()),
});
export type ProviderBrandDto = z.infer<typeof ProviderBrandDto>;

/** A provider without a brand of its own: the portal's colours and icons. */
export const NO_BRAND: ProviderBrandDto = { colors: null, variables: {}, logo_url: null, icon_url: null };

export const ProviderDto = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  features: z.array(ProviderFeature),
  feedback_url: z.nullable(z.string()),
  share_url: z.nullable(z.string()),
  /**
   * IANA timezone of the provider's puzzle day: its stream's zone (packages/puzzles core/streams.ts), which
   * is the zone it was given or one that keeps the same hours (Paris's for a zone without a stream).
   */
  timezone: z.string(),
  /** The content stream whose puzzles the provider serves. */
  stream: z.string(),
  /** The provider's games, in its order, active ones only. */
  games: z.array(GameDto),
  /** What the footer and the legal pages show for this provider. */
  legal: ProviderLegalDto,
  /** The provider's own colours and logo (issue 38). */
  brand: ProviderBrandDto,
});
export type ProviderDto = z.infer<typeof ProviderDto>;

export const catalogueRoutes = {
  /** The provider of the request (`?provider=`, else the host name, else the default one). */
  currentProvider: route('GET', '/api/providers/current', { query: providerQuery, answer: ProviderDto }),
  /** Every game of the catalogue. */
  games: route('GET', '/api/games', { answer: z.array(GameDto) }),
};
