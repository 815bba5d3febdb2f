import { describe, expect, it } from 'vitest';
import { cacheProvider, parseCachedProvider, PROVIDER_CACHE_KEY, readCachedProvider } from './provider-cache.ts';
import { testProvider } from '../../test/fixtures.ts';

describe('cached provider', () => {
  it('round-trips a provider through localStorage', () => {
    const provider = testProvider();
    cacheProvider(provider);
    expect(readCachedProvider()).toEqual(provider);
  });

  it('never crashes on corrupt stored data', () => {
    const corrupt = ['', '{', 'null', '42', '[]', '{"slug":"x"}', JSON.stringify({ ...testProvider(), games: [{ slug: 1 }] })];
    for (const raw of corrupt) {
      expect(parseCachedProvider(raw), raw).toBeNull();
    }
    localStorage.setItem(PROVIDER_CACHE_KEY, '{not json');
    expect(readCachedProvider()).toBeNull();
  });
});
