import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('about page', () => {
  it('presents the portal with the provider’s games and links to the games and to /version', async () => {
    mockApi({ providers: { '': testProvider() } });
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'À propos' })).toBeTruthy();
    expect(screen.getByText(/Jeux du Jour est un portail de jeux/)).toBeTruthy();
    expect(screen.getByText('Sudoku')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les jeux du jour' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Informations sur la version de l’application' }).getAttribute('href')).toBe('/version');
  });
});
