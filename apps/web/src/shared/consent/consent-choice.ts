import { readStorage, writeStorage } from '../storage/safe-storage.ts';

/** The visitor's answer about third-party audience measurement, asked again after 6 months (CNIL). */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_KEY = 'jdj.consent';
export const CONSENT_MAX_AGE_MS = 182 * 24 * 3600_000;

/** The stored answer and when it was given, while it holds (for « Télécharger mes données »). */
export function readConsentRecord(now = Date.now()): { choice: ConsentChoice; at: number } | null {
  try {
    const { choice, at } = JSON.parse(readStorage('local', CONSENT_KEY) ?? 'null') as { choice?: unknown; at?: unknown };
    if ((choice !== 'granted' && choice !== 'denied') || typeof at !== 'number' || at > now || now - at > CONSENT_MAX_AGE_MS) return null;
    return { choice, at };
  } catch {
    return null;
  }
}

export function readConsent(now = Date.now()): ConsentChoice | null {
  return readConsentRecord(now)?.choice ?? null;
}

export function saveConsent(choice: ConsentChoice, now = Date.now()): void {
  writeStorage('local', CONSENT_KEY, JSON.stringify({ choice, at: now }));
}
