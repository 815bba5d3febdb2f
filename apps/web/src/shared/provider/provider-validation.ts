import type { GameDto, ProviderBrandDto, ProviderDto, ProviderFeature, ProviderLegalDto } from '../api/api-types.ts';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

export function isGameDto(value: unknown): value is GameDto {
  return (
    isObject(value) &&
    isString(value.id) &&
    isString(value.slug) &&
    isString(value.name) &&
    isString(value.route) &&
    isString(value.description) &&
    isString(value.color) &&
    isString(value.logo) &&
    typeof value.is_active === 'boolean' &&
    (value.joker_penalty === null || typeof value.joker_penalty === 'number')
  );
}

/** The legal fields that are plain texts (the two page addresses are checked apart). */
const LEGAL_TEXTS = [
  'editor_name',
  'editor_address',
  'director',
  'contact_email',
  'contact_phone',
  'host_name',
  'host_address',
  'host_phone',
  'details',
  'mail_provider',
] as const satisfies readonly (keyof ProviderLegalDto)[];

/** The legal fields, each null unless text (a provider cached by an older version of the app lacks some or all). */
function parseLegal(value: unknown): ProviderLegalDto {
  const legal = isObject(value) ? value : {};
  const text = (field: unknown) => (isString(field) && field.trim() !== '' ? field : null);
  // Only web addresses become links (the server checks them too).
  const web = (field: unknown) => {
    const url = text(field);
    return url && /^https?:\/\//i.test(url) ? url : null;
  };
  const texts = Object.fromEntries(LEGAL_TEXTS.map((key) => [key, text(legal[key])])) as Record<(typeof LEGAL_TEXTS)[number], string | null>;
  return { notice_url: web(legal.notice_url), privacy_url: web(legal.privacy_url), ...texts };
}

/** A brand's custom property: a --brand-* name and a colour as the server writes them (nothing else reaches the page). */
const BRAND_VARIABLE = /^--brand-[a-z-]{1,40}$/;
const BRAND_VALUE = /^(?:#[0-9a-f]{6}|rgb\(\d{1,3} \d{1,3} \d{1,3} \/ 0?\.\d{1,3}\))$/;
const BRAND_FILE = /^\/brand\/[a-z0-9-]+\/[\w.-]+(?:\?v=[\w-]+)?$/;
const HEX = /^#[0-9a-f]{6}$/;

/** The brand, kept only where it is what the server sends (a provider cached by an older version has none). */
function parseBrand(value: unknown): ProviderBrandDto {
  const brand = isObject(value) ? value : {};
  const file = (url: unknown) => (isString(url) && BRAND_FILE.test(url) ? url : null);
  const hex = (color: unknown) => (isString(color) && HEX.test(color) ? color : null);
  const given = isObject(brand.colors) ? brand.colors : {};
  const [primary, accent] = [hex(given.primary), hex(given.accent)];
  const variables = Object.entries(isObject(brand.variables) ? brand.variables : {}).filter(
    (entry): entry is [string, string] => BRAND_VARIABLE.test(entry[0]) && isString(entry[1]) && BRAND_VALUE.test(entry[1]),
  );
  return {
    colors: primary && accent ? { primary, accent, primary_dark: hex(given.primary_dark), accent_dark: hex(given.accent_dark) } : null,
    variables: Object.fromEntries(variables),
    logo_url: file(brand.logo_url),
    icon_url: file(brand.icon_url),
  };
}

/**
 * Checks the shape of a provider before the app relies on it: data from storage can be corrupt or come
 * from an older version of the app. Returns a clean copy, or null when the value is not a provider.
 */
export function parseProvider(value: unknown): ProviderDto | null {
  if (
    !isObject(value) ||
    !isString(value.id) ||
    !isString(value.slug) ||
    !isString(value.name) ||
    value.name.trim() === '' ||
    !Array.isArray(value.features) ||
    !value.features.every(isString) ||
    !isStringOrNull(value.feedback_url) ||
    !isStringOrNull(value.share_url) ||
    !isString(value.timezone) ||
    !isString(value.stream) ||
    !Array.isArray(value.games) ||
    !value.games.every(isGameDto)
  ) {
    return null;
  }
  return {
    id: value.id,
    slug: value.slug,
    name: value.name,
    // Features the app does not know yet are harmless: hasFeature() only asks for known ones.
    features: value.features as ProviderFeature[],
    feedback_url: value.feedback_url,
    share_url: value.share_url,
    timezone: value.timezone,
    stream: value.stream,
    games: value.games.map((game) => ({ ...game })),
    legal: parseLegal(value.legal),
    brand: parseBrand(value.brand),
  };
}
