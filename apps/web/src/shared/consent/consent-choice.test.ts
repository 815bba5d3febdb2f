import { describe, expect, it } from 'vitest';
import { CONSENT_KEY, CONSENT_MAX_AGE_MS, readConsent, saveConsent } from './consent-choice.ts';

describe('the consent choice', () => {
  it('is remembered, then asked again after six months', () => {
    const now = Date.UTC(2026, 10, 21);
    saveConsent('granted', now);
    expect(readConsent(now + 1000)).toBe('granted');
    expect(readConsent(now + CONSENT_MAX_AGE_MS + 1)).toBeNull();
    saveConsent('denied', now);
    expect(readConsent(now)).toBe('denied');
  });

  it('treats anything it did not write as no answer', () => {
    for (const raw of ['{oops', '"granted"', '{"choice":"yes","at":1}', `{"choice":"granted","at":${Date.now() + 3_600_000}}`]) {
      localStorage.setItem(CONSENT_KEY, raw);
      expect(readConsent(), raw).toBeNull();
    }
  });
});
