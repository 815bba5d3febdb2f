import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';
import { PROVIDER_CACHE_KEY } from '../../shared/provider/provider-cache.ts';
import { PROVIDER_SLUG_STORAGE_KEY } from '../../shared/provider/provider-slug.ts';

afterEach(() => vi.unstubAllGlobals());

const partner = testProvider({ slug: 'partenaire', name: 'Le Journal Partenaire' });

describe('<ProviderLoader>', () => {
  it('shows a French loading state, then the provider', async () => {
    mockApi({ providers: { '': testProvider() } });
    renderApp('/');
    expect(screen.getByRole('status').textContent).toContain('Chargement…');
    expect(await screen.findByRole('link', { name: 'Accueil – Jeux du Jour' })).toBeTruthy();
  });

  it('asks the API for the remembered provider when the URL has none', async () => {
    sessionStorage.setItem(PROVIDER_SLUG_STORAGE_KEY, 'partenaire');
    const fetch = mockApi({ providers: { '': testProvider(), partenaire: partner } });
    renderApp('/about');
    expect(await screen.findByText('Le Journal Partenaire')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/providers/current?provider=partenaire');
  });

  it('lets a URL parameter replace the remembered provider', async () => {
    sessionStorage.setItem(PROVIDER_SLUG_STORAGE_KEY, 'demo');
    const fetch = mockApi({ providers: { '': testProvider(), partenaire: partner } });
    renderApp('/?provider=partenaire');
    expect(await screen.findByText('Le Journal Partenaire')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/providers/current?provider=partenaire');
    expect(sessionStorage.getItem(PROVIDER_SLUG_STORAGE_KEY)).toBe('partenaire');
  });

  it('falls back to the last provider cached on this device when the API is unreachable', async () => {
    localStorage.setItem(PROVIDER_CACHE_KEY, JSON.stringify(partner));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ offline: true });
    renderApp('/');
    expect(await screen.findByText('Le Journal Partenaire')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('shows a French error with a retry button when nothing usable is cached', async () => {
    localStorage.setItem(PROVIDER_CACHE_KEY, '{"corrupt":');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ offline: true });
    renderApp('/');
    expect(await screen.findByText('Impossible de charger les jeux. Vérifiez votre connexion puis réessayez.')).toBeTruthy();

    mockApi({ providers: { '': testProvider() } });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Les jeux du jour' })).toBeTruthy();
    // The provider that arrived is kept for the next offline start.
    expect(JSON.parse(localStorage.getItem(PROVIDER_CACHE_KEY) ?? 'null')?.name).toBe('Jeux du Jour');
  });
});
