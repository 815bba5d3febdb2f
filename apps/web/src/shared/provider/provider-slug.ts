import { readStorage, writeStorage } from '../storage/safe-storage.ts';

/** sessionStorage key: the provider chosen for this visit (this tab), so navigation never loses it. */
export const PROVIDER_SLUG_STORAGE_KEY = 'jdj.provider-slug';

/** Query parameter that chooses the provider (document 1 §1). */
export const PROVIDER_QUERY_PARAM = 'provider';

/** The server's rule (apps/server catalogue route): letters, digits and dashes, at most 64, case-insensitive. */
const SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;

/** A normalised slug worth sending to the API (what the server would accept); anything else is ignored. */
export function isValidProviderSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG_PATTERN.test(value);
}

/** Trimmed, lower-cased slug, or null when it can name no provider. */
export function normalizeProviderSlug(value: string | null): string | null {
  const slug = value?.trim().toLowerCase() ?? null;
  return isValidProviderSlug(slug) ? slug : null;
}

/**
 * The provider named by a URL's query string, or null when it names none. A malformed value is ignored
 * (the visit keeps its provider) rather than shown as an error page.
 */
export function providerSlugFromSearch(search: string): string | null {
  return normalizeProviderSlug(new URLSearchParams(search).get(PROVIDER_QUERY_PARAM));
}

/**
 * The rule of the visit: a `provider=` in the URL wins and replaces the remembered slug; without one, the
 * remembered slug stays; with neither, null (the server then answers with its default provider).
 */
export function resolveProviderSlug(search: string, storedSlug: string | null): string | null {
  return providerSlugFromSearch(search) ?? (isValidProviderSlug(storedSlug) ? storedSlug : null);
}

/** Applies the rule to sessionStorage and returns the slug to load. */
export function rememberProviderSlug(search: string): string | null {
  const slug = resolveProviderSlug(search, readStorage('session', PROVIDER_SLUG_STORAGE_KEY));
  if (slug !== null) writeStorage('session', PROVIDER_SLUG_STORAGE_KEY, slug);
  return slug;
}

/** API path of the current provider. */
export function providerApiPath(slug: string | null): string {
  return slug === null ? '/api/providers/current' : `/api/providers/current?${PROVIDER_QUERY_PARAM}=${encodeURIComponent(slug)}`;
}
