import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../shared/navigation/redirects.ts';
import { guardRedirect } from './guards.ts';

const location = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('guardRedirect', () => {
  it('sends a visitor without session from a protected route to login with the full path', () => {
    expect(
      guardRedirect({
        handles: [{ footer: true }, { authRequired: true, accountArea: true }],
        signedIn: false,
        noLogin: false,
        location: location('/profile/edit', '?tab=2&x=a b', '#top'),
      }),
    ).toBe('/login?redirect=%2Fprofile%2Fedit%3Ftab%3D2%26x%3Da%20b%23top');
  });

  it('sends the account area home when the provider has no_login, even for protected routes', () => {
    for (const handles of [[{ accountArea: true }], [{ accountArea: true, authRequired: true }]]) {
      expect(guardRedirect({ handles, signedIn: false, noLogin: true, location: location('/login') })).toBe('/');
    }
  });

  it('lets other routes through', () => {
    expect(guardRedirect({ handles: [{ footer: true }], signedIn: false, noLogin: true, location: location('/about') })).toBeNull();
    expect(guardRedirect({ handles: [{ authRequired: true }], signedIn: true, noLogin: false, location: location('/profile') })).toBeNull();
  });

  it('sends a signed-in player away from login to the redirect query, same-site only', () => {
    const input = { handles: [{ guestOnly: true }], signedIn: true, noLogin: false };
    expect(guardRedirect({ ...input, location: location('/login', '?redirect=%2Fprofile') })).toBe('/profile');
    expect(guardRedirect({ ...input, location: location('/login', '?redirect=https://evil.example') })).toBe('/');
    expect(guardRedirect({ ...input, location: location('/login') })).toBe('/');
  });
});

describe('safeRedirectTarget', () => {
  it('refuses protocol-relative and absolute URLs', () => {
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('/\\evil.example')).toBeNull();
    expect(safeRedirectTarget('javascript:alert(1)')).toBeNull();
    expect(safeRedirectTarget('/sudoku/2025-01-01')).toBe('/sudoku/2025-01-01');
  });
});
