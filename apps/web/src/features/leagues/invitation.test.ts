import { describe, expect, it } from 'vitest';
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

describe('places', () => {
  it('are written the French way', () => {
    expect([1, 2, 7, 21].map(ordinal)).toEqual(['1ᵉʳ', '2ᵉ', '7ᵉ', '21ᵉ']);
  });
});
