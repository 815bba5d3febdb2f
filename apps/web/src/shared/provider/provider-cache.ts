import type { ProviderDto } from '../api/api-types.ts';
import { readStorage, writeStorage } from '../storage/safe-storage.ts';
import { parseProvider } from './provider-validation.ts';

/** localStorage key of the last provider loaded from the API: the fallback when the API is unreachable. */
export const PROVIDER_CACHE_KEY = 'jdj.provider';

/** Parses a stored value; corrupt or outdated data gives null, never an exception. */
export function parseCachedProvider(raw: string | null): ProviderDto | null {
  if (raw === null) return null;
  try {
    return parseProvider(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function readCachedProvider(): ProviderDto | null {
  return parseCachedProvider(readStorage('local', PROVIDER_CACHE_KEY));
}

export function cacheProvider(provider: ProviderDto): void {
  writeStorage('local', PROVIDER_CACHE_KEY, JSON.stringify(provider));
}
