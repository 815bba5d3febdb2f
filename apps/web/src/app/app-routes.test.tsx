import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProvider } from '../test/fixtures.ts';
import { mockApi, renderApp, unloadedGame } from '../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const noLoginProvider = testProvider({ slug: 'partenaire', name: 'Le Journal Partenaire', features: ['no_login', 'no_homepage'] });

describe('routes and guards', () => {
  it('with no_login, /login goes home (replacing the entry) and the user area is hidden', async () => {
    mockApi({ providers: { '': testProvider(), partenaire: noLoginProvider } });
    const { router } = renderApp('/login?provider=partenaire');
    expect(await screen.findByRole('heading', { name: 'Les jeux du jour' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
  });

  it.each(['/register', '/verify-email?token=x', '/request-password-reset', '/confirm-password-reset', '/profile', '/profile/edit'])(
    'with no_login, %s goes home',
    async (url) => {
      mockApi({ providers: { '': noLoginProvider } });
      const { router } = renderApp(url);
      await screen.findByRole('heading', { name: 'Les jeux du jour' });
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('without no_login, the top bar shows an accessible login link', async () => {
    mockApi({ providers: { '': testProvider() } });
    renderApp('/');
    const login = await screen.findByRole('link', { name: 'Se connecter' });
    expect(login.getAttribute('href')).toBe('/login');
  });

  it('a protected route without a session goes to login with the full path in redirect', async () => {
    mockApi({ providers: { '': testProvider() } });
    const { router } = renderApp('/profile/edit?section=email');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/profile/edit?section=email');
    await waitFor(() => expect(document.title).toBe('Jeux du Jour – Connexion'));
  });

  it('the register route shows the registration form', async () => {
    mockApi({ providers: { '': testProvider() } });
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Inscription' })).toBeTruthy();
    expect(screen.getByLabelText('Prénom')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Jeux du Jour – Inscription'));
  });

  it.each([
    ['/about', 'Jeux du Jour – À propos'],
    ['/version', 'Jeux du Jour – Version'],
    ['/verify-email', 'Jeux du Jour – Vérification de l’email'],
    ['/request-password-reset', 'Jeux du Jour – Réinitialisation du mot de passe'],
    ['/confirm-password-reset', 'Jeux du Jour – Réinitialisation du mot de passe'],
    ['/logout', 'Jeux du Jour – Déconnexion'],
    ['/nulle-part', 'Jeux du Jour – Page introuvable'],
  ])('%s has the title "%s"', async (url, title) => {
    mockApi({ providers: { '': testProvider() }, health: '0.9.0' });
    renderApp(url);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('an unknown path shows "Page introuvable" with a link home', async () => {
    mockApi({ providers: { '': testProvider() } });
    renderApp('/sudoku');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('a registered game gets its three routes, titled with the game name', async () => {
    mockApi({ providers: { '': testProvider() } });
    const screenOf = (name: string) => lazy(async () => ({ default: () => <h1>{name}</h1> }));
    const screens = { landing: screenOf('Accueil Sudoku'), play: screenOf('Partie'), end: screenOf('Fin') };
    const { router } = renderApp('/sudoku/2026-11-21/end', { registry: { sudoku: unloadedGame }, screensOf: () => screens });
    expect(await screen.findByRole('heading', { name: 'Fin' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sudoku'));
    await router.navigate('/sudoku/2026-11-21');
    expect(await screen.findByRole('heading', { name: 'Partie' })).toBeTruthy();
  });

  it('keeps the provider while navigating without the parameter', async () => {
    mockApi({ providers: { '': testProvider(), partenaire: noLoginProvider } });
    const { router } = renderApp('/?provider=partenaire');
    await screen.findByRole('heading', { name: 'Les jeux du jour' });
    await userEvent.click(screen.getByRole('link', { name: 'À propos' }));
    expect(await screen.findByRole('heading', { name: 'À propos' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(document.title).toBe('Le Journal Partenaire – À propos'));
    expect(sessionStorage.getItem('jdj.provider-slug')).toBe('partenaire');
  });
});
