import { describe, expect, it } from 'vitest';
import { invitationUrl, leagueDayUrl, tokenOfHash } from './invitation.ts';
import { ordinal } from './ordinal.ts';

describe('invitation links', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUv_-';

  it('put the token after # (never sent to a server) and keep the provider the visit came through', () => {
    expect(invitationUrl('https://jeux.example', token, null)).toBe(`https://jeux.example/ligues/rejoindre#${token}`);
    expect(invitationUrl('https://jeux.example', token, 'partenaire')).toBe(`https://jeux.example/ligues/rejoindre?provider=partenaire#${token}`);
  });

  it('share a league’s day ranking among its members, on the provider the visit came through (issue 39)', () => {
    expect(leagueDayUrl('https://jeux.example', 'L1', 'sudoku', '2026-12-02', null)).toBe('https://jeux.example/ligues/L1?jeu=sudoku&date=2026-12-02');
    expect(leagueDayUrl('https://jeux.example', 'L1', 'sudoku', '2026-12-02', 'partenaire')).toBe(
      'https://jeux.example/ligues/L1?jeu=sudoku&date=2026-12-02&provider=partenaire',
    );
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
