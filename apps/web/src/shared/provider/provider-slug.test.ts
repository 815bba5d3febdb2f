import { describe, expect, it } from 'vitest';
import { PROVIDER_SLUG_STORAGE_KEY, providerApiPath, providerSlugFromSearch, rememberProviderSlug, resolveProviderSlug } from './provider-slug.ts';

describe('provider slug of the visit', () => {
  it('takes the provider from the URL, overriding the remembered one', () => {
    expect(resolveProviderSlug('?provider=partenaire', 'demo')).toBe('partenaire');
  });

  it('keeps the remembered provider on URLs without the parameter', () => {
    expect(resolveProviderSlug('', 'partenaire')).toBe('partenaire');
    expect(resolveProviderSlug('?redirect=%2Fprofile', 'partenaire')).toBe('partenaire');
  });

  it('is null (the server default) with neither', () => {
    expect(resolveProviderSlug('', null)).toBeNull();
  });

  it('ignores malformed values, in the URL or in storage', () => {
    expect(resolveProviderSlug('?provider=%3Cscript%3E', 'demo')).toBe('demo');
    expect(resolveProviderSlug('?provider=', 'demo')).toBe('demo');
    expect(resolveProviderSlug('', 'not a slug!')).toBeNull();
    expect(providerSlugFromSearch(`?provider=${'a'.repeat(65)}`)).toBeNull();
  });

  it('normalises like the server does', () => {
    expect(providerSlugFromSearch('?provider=%20Partenaire%20')).toBe('partenaire');
  });

  it('remembers the slug in sessionStorage for the rest of the visit', () => {
    expect(rememberProviderSlug('?provider=partenaire')).toBe('partenaire');
    expect(sessionStorage.getItem(PROVIDER_SLUG_STORAGE_KEY)).toBe('partenaire');
    // A later page of the visit, e.g. after a redirect to "/", has no parameter.
    expect(rememberProviderSlug('')).toBe('partenaire');
    // A later URL naming another provider replaces it.
    expect(rememberProviderSlug('?provider=demo')).toBe('demo');
    expect(rememberProviderSlug('')).toBe('demo');
  });

  it('builds the API path', () => {
    expect(providerApiPath(null)).toBe('/api/providers/current');
    expect(providerApiPath('demo')).toBe('/api/providers/current?provider=demo');
  });
});
