import { describe, expect, it } from 'vitest';
import { AFTER_VERIFICATION_KEY, rememberAfterVerification, takeAfterVerification } from './after-verification.ts';

describe('the way back after registering', () => {
  it('waits through the verification mail, once, for a day at most, and only for a path of this site', () => {
    rememberAfterVerification(`/ligues/rejoindre#${'x'.repeat(24)}`, 1_000);
    expect(takeAfterVerification(2_000)).toBe(`/ligues/rejoindre#${'x'.repeat(24)}`);
    expect(takeAfterVerification(3_000)).toBeNull();

    rememberAfterVerification('/ligues/rejoindre', 0);
    expect(takeAfterVerification(25 * 3600_000)).toBeNull();

    rememberAfterVerification('https://ailleurs.example/piege', 0);
    expect(localStorage.getItem(AFTER_VERIFICATION_KEY)).toBeNull();
    localStorage.setItem(AFTER_VERIFICATION_KEY, '{"path":"//ailleurs.example","at":0}');
    expect(takeAfterVerification(1)).toBeNull();
    localStorage.setItem(AFTER_VERIFICATION_KEY, 'pas du JSON');
    expect(takeAfterVerification(1)).toBeNull();
  });
});
