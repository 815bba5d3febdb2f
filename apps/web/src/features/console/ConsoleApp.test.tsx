import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../test/render-app.tsx';
import { testProvider } from '../../test/fixtures.ts';

const defaultProvider = testProvider();

/** The console's gate as the server answers it: what a visitor, a player and staff without two-factor see. */
function answerMe(status: number, body: object) {
  return mockApi({
    providers: { '': defaultProvider },
    handle: (url) => (url.pathname === '/api/console/me' ? Response.json(body, { status }) : undefined),
  });
}

describe('the console at /admin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a session to login, coming back to the same console page', async () => {
    answerMe(401, { code: 401, message: 'Connectez-vous pour accéder à la console.', error: 'SIGNED_OUT' });
    const { router } = renderApp('/admin/providers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fproviders');
  });

  it('sends a player home', async () => {
    answerMe(403, { code: 403, message: 'La console est réservée aux administrateurs et aux éditeurs.', error: 'NOT_CONSOLE_ROLE' });
    const { router } = renderApp('/admin/audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('tells staff without two-factor how to turn it on, with a link to the profile', async () => {
    answerMe(403, { code: 403, message: 'La console demande la double authentification : activez-la dans « Mon profil ».', error: 'TWO_FACTOR_REQUIRED' });
    renderApp('/admin');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'La console demande la double authentification : activez-la dans « Mon profil ».');
    expect(screen.getByRole('link', { name: 'Aller à mon profil' }).getAttribute('href')).toBe('/profile');
  });

  it('opens the sections of a publisher’s role only', async () => {
    mockApi({
      providers: { '': defaultProvider },
      handle: (url) => {
        if (url.pathname === '/api/console/me') {
          return Response.json({
            code: 200,
            data: {
              user: { id: 'u', email: 'jeux@journal.fr', name: 'J' },
              role: 'publisher',
              provider: { slug: 'partenaire', name: 'Le Journal Partenaire' },
            },
          });
        }
        if (url.pathname === '/api/console/providers') return Response.json({ code: 200, data: [] });
        return undefined;
      },
    });
    renderApp('/admin/providers');
    const nav = await screen.findByRole('navigation', { name: 'Sections de la console' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Tableau de bord', 'Calendrier', 'Fournisseurs']);
    expect(screen.getByText('Connecté : jeux@journal.fr (éditeur pour « Le Journal Partenaire »)')).toBeTruthy();
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Fournisseurs');
  });

  it('explains on a partner’s host without accounts that the console lives on the main address', async () => {
    mockApi({ providers: { '': testProvider({ slug: 'partenaire', name: 'Le Journal Partenaire', features: ['no_login', 'no_homepage'] }) } });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'La console n’est pas sur cette adresse' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
