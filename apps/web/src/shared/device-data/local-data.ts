import { PROVIDER_CACHE_KEY } from '../provider/provider-cache.ts';
import { PROVIDER_SLUG_STORAGE_KEY } from '../provider/provider-slug.ts';

/** What this browser keeps that is not about its player: the white-label provider of the visit. */
const KEPT = new Set([PROVIDER_CACHE_KEY, PROVIDER_SLUG_STORAGE_KEY]);

function clear(storage: Storage | undefined): string[] {
  if (!storage) return [];
  const removed: string[] = [];
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i);
    if (key?.startsWith('jdj.') && !KEPT.has(key)) {
      storage.removeItem(key);
      removed.push(key);
    }
  }
  return removed;
}

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}

/**
 * Forgets this browser's player (« Oublier cet appareil », an account deleted): its anonymous id and key,
 * scores, games in progress, preferences and consent choice, and the third-party measurement's cookies.
 * The provider of the visit stays (it names no one). Returns the keys removed.
 */
export function clearLocalData(): string[] {
  const removed = [...clear(storageOf('localStorage')), ...clear(storageOf('sessionStorage'))];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the measurement's own cookies are removed the way they were set (no Cookie Store API in Safari).
    if (name?.startsWith('_ga')) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  return removed;
}
