import { safeRedirectTarget } from '../../shared/navigation/redirects.ts';
import { readStorage, removeStorage, writeStorage } from '../../shared/storage/safe-storage.ts';

/**
 * Where a new player was going when they chose to register (an invitation to a league…): the journey
 * crosses a mail, so the path waits in this browser until the verification link signs them in. It lasts
 * as long as the link (24 h) and is only ever a path of this site.
 */
export const AFTER_VERIFICATION_KEY = 'jdj.after-verification';
const LIFETIME_MS = 24 * 3600_000;

export function rememberAfterVerification(path: string | null, now = Date.now()): void {
  const safe = safeRedirectTarget(path);
  if (safe === null) removeStorage('local', AFTER_VERIFICATION_KEY);
  else writeStorage('local', AFTER_VERIFICATION_KEY, JSON.stringify({ path: safe, at: now }));
}

/** The path remembered, once: it is forgotten as it is read. Null when none, expired or malformed. */
export function takeAfterVerification(now = Date.now()): string | null {
  const raw = readStorage('local', AFTER_VERIFICATION_KEY);
  removeStorage('local', AFTER_VERIFICATION_KEY);
  if (raw === null) return null;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || at > now || now - at > LIFETIME_MS) return null;
    return safeRedirectTarget(path);
  } catch {
    return null;
  }
}
