import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

function shownValue(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe('version page', () => {
  it('shows app, environment and API versions, browser and system', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
    });
    mockApi({ providers: { '': testProvider() }, health: '0.9.0-api' });
    renderApp('/version');
    expect(await screen.findByText('0.9.0-api')).toBeTruthy();
    expect(shownValue('Version de l’application')).toBe('0.9.0');
    expect(shownValue('Environnement')).toBe('production');
    expect(shownValue('Navigateur')).toBe('Samsung Internet 27');
    expect(shownValue('Système d’exploitation')).toBe('Android');
    expect(shownValue('Date de build')).toMatch(/\d{4}/);
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('shows ’Non disponible’ when the health check fails', async () => {
    mockApi({ providers: { '': testProvider() }, health: 500 });
    renderApp('/version');
    expect(await screen.findByText('Non disponible')).toBeTruthy();
  });
});
