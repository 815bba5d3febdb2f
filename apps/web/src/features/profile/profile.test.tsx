import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';
import { useSessionStore } from '../auth/session-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, checked: false });
});

const account = {
  id: '0b6f2c1e-1111-4222-8333-944455556666',
  email: 'marie@example.fr',
  emailVerified: true,
  first_name: 'Marie',
  last_name: 'Curie',
  username: 'mcurie',
  phone: null,
  twoFactorEnabled: true,
  createdAt: '2026-11-07T09:30:00.000Z',
  updatedAt: '2026-11-20T17:05:00.000Z',
};

describe('profile screen', () => {
  it('waits for the session check, then shows the account with the catalogue labels and French dates', async () => {
    mockApi({
      providers: { '': testProvider() },
      handle: (url) => {
        if (url.pathname === '/api/auth/get-session') return Response.json({ session: {}, user: account });
        if (url.pathname === '/api/auth/list-accounts') return Response.json([{ providerId: 'credential', accountId: account.id }]);
        return undefined;
      },
    });
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Détails du compte' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByTestId('profile-username').textContent).toBe('mcurie');
    expect(screen.getByTestId('profile-phone').textContent).toBe('Non renseigné');
    expect(screen.getByTestId('profile-created-at').textContent).toContain('7 novembre 2026');
    expect(screen.getByTestId('two-factor-status').textContent).toBe('Activée');
    for (const label of ['Authentification', 'Comptes connectés']) expect(screen.getByRole('heading', { name: label })).toBeTruthy();
    for (const label of ["Nom d'utilisateur", 'Prénom', 'Nom', 'Téléphone', 'Créé le', 'Mis à jour le', 'Email', 'Identifiant']) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    expect(await screen.findByText('Email et mot de passe')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mon profil : MC' })).toBeTruthy();
  });

  it('an expired session is cleared and the player sent to login', async () => {
    mockApi({ providers: { '': testProvider() }, handle: (url) => (url.pathname === '/api/auth/get-session' ? Response.json(null) : undefined) });
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/profile');
  });
});
