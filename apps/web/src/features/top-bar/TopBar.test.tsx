import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';
import { useSessionStore } from '../../shared/account/session-store.ts';

// Signing out in afterEach would refetch scores from the still-mounted page after fetch is unstubbed:
// start each test signed out instead.
beforeEach(() => useSessionStore.setState({ user: null }));
afterEach(() => vi.unstubAllGlobals());

describe('top bar', () => {
  it('links the logo and provider name home', async () => {
    mockApi({ providers: { '': testProvider({ name: 'Le Journal Partenaire' }) } });
    renderApp('/about');
    const home = await screen.findByRole('link', { name: 'Accueil – Le Journal Partenaire' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.textContent).toBe('Le Journal Partenaire');
  });

  it('shows the initials avatar linking to the profile for a signed-in player', async () => {
    useSessionStore.setState({
      user: { id: 'u1', email: 'marie@example.fr', first_name: 'Marie', last_name: 'Curie', username: 'mcurie', verified: true },
    });
    mockApi({ providers: { '': testProvider() } });
    renderApp('/');
    const avatar = await screen.findByRole('link', { name: 'Mon profil : MC' });
    expect(avatar.getAttribute('href')).toBe('/profile');
    expect(avatar.textContent).toBe('MC');
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    // Leagues are for accounts: the entry shows once signed in.
    // Named in words, not only by an icon's label (issue 39).
    const leagues = screen.getByRole('link', { name: 'Ligues' });
    expect([leagues.getAttribute('href'), leagues.textContent]).toEqual(['/ligues', 'Ligues']);
  });

  it('has no « Ligues » entry for a signed-out visitor', async () => {
    mockApi({ providers: { '': testProvider() } });
    renderApp('/');
    await screen.findByRole('link', { name: 'Se connecter' });
    expect(screen.queryByRole('link', { name: 'Ligues' })).toBeNull();
  });
});
