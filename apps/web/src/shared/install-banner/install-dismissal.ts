import { readStorage, writeStorage } from '../storage/safe-storage.ts';

/** localStorage key: when the player last chose "Plus tard" (milliseconds since the epoch). */
export const INSTALL_DISMISSED_AT_KEY = 'jdj.install-banner.dismissed-at';

/** A dismissal is forgotten after 7 days (document 1 §9). */
export const INSTALL_DISMISSAL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether a stored dismissal still hides the banner at `now`. Anything that is not a plain timestamp,
 * or one in the future (a clock set back, or a forged value), counts as not dismissed.
 */
export function isDismissalActive(stored: string | null, now: number): boolean {
  if (stored === null || !/^\d{1,16}$/.test(stored.trim())) return false;
  const dismissedAt = Number(stored.trim());
  if (!Number.isSafeInteger(dismissedAt) || dismissedAt > now) return false;
  return now - dismissedAt < INSTALL_DISMISSAL_MS;
}

export function isInstallBannerDismissed(now: number = Date.now()): boolean {
  return isDismissalActive(readStorage('local', INSTALL_DISMISSED_AT_KEY), now);
}

export function rememberInstallBannerDismissal(now: number = Date.now()): void {
  writeStorage('local', INSTALL_DISMISSED_AT_KEY, String(now));
}
