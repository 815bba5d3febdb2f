import { describe, expect, it } from 'vitest';
import { AFTER_VERIFICATION_KEY, rememberAfterVerification, takeAfterVerification } from '../auth/after-verification.ts';
import { invitationUrl, tokenOfHash } from './invitation.ts';
import { ordinal } from './ordinal.ts';

describe('invitation links', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUv_-';

  it('put the token after # (never sent to a server) and keep the provider the visit came through', () => {
    expect(invitationUrl('https://jeux.example', token, null)).toBe(`https://jeux.example/ligues/rejoindre#${token}`);
    expect(invitationUrl('https://jeux.example', token, 'partenaire')).toBe(`https://jeux.example/ligues/rejoindre?provider=partenaire#${token}`);
  });

  it('read back only what can be a token', () => {
    expect(tokenOfHash(`#${token}`)).toBe(token);
    expect(tokenOfHash('')).toBeNull();
    expect(tokenOfHash('#court')).toBeNull();
    expect(tokenOfHash(`#${token}<script>`)).toBeNull();
  });
});

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

describe('places', () => {
  it('are written the French way', () => {
    expect([1, 2, 7, 21].map(ordinal)).toEqual(['1ᵉʳ', '2ᵉ', '7ᵉ', '21ᵉ']);
  });
});
