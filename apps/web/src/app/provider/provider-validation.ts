import type { GameDto, ProviderDto, ProviderFeature, ProviderLegalDto } from '../api-types.ts';

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

const NO_LEGAL: ProviderLegalDto = { notice_url: null, privacy_url: null, contact_email: null, details: null };

/** The legal fields, each null unless text (a provider cached by an older version of the app has none). */
function parseLegal(value: unknown): ProviderLegalDto {
  if (!isObject(value)) return NO_LEGAL;
  const text = (field: unknown) => (isString(field) && field.trim() !== '' ? field : null);
  // Only web addresses become links (the server checks them too).
  const web = (field: unknown) => {
    const url = text(field);
    return url && /^https?:\/\//i.test(url) ? url : null;
  };
  return { notice_url: web(value.notice_url), privacy_url: web(value.privacy_url), contact_email: text(value.contact_email), details: text(value.details) };
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
    games: value.games.map((game) => ({ ...game })),
    legal: parseLegal(value.legal),
  };
}
