import { readStorage, writeStorage } from '../../app/safe-storage.ts';

/** The visitor's answer about third-party audience measurement, asked again after 6 months (CNIL). */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_KEY = 'jdj.consent';
export const CONSENT_MAX_AGE_MS = 182 * 24 * 3600_000;

export function readConsent(now = Date.now()): ConsentChoice | null {
  try {
    const { choice, at } = JSON.parse(readStorage('local', CONSENT_KEY) ?? 'null') as { choice?: unknown; at?: unknown };
    if ((choice !== 'granted' && choice !== 'denied') || typeof at !== 'number' || at > now || now - at > CONSENT_MAX_AGE_MS) return null;
    return choice;
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice, now = Date.now()): void {
  writeStorage('local', CONSENT_KEY, JSON.stringify({ choice, at: now }));
}
