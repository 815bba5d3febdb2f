import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Its own file: the banner's module keeps the site's settings once read, and here the site has a measurement.
describe('the consent banner and the privacy policy', () => {
  it('links to the privacy policy, which brings the choice back with its own button', async () => {
    mockApi({
      providers: { '': testProvider() },
      handle: (url) => {
        if (url.pathname === '/api/site-config') return Response.json({ code: 200, data: { measurement_id: 'G-TEST0001' } });
        if (url.pathname === '/api/auth/get-session') return Response.json(null);
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderApp('/about');
    const banner = await screen.findByRole('region', { name: 'Mesure d’audience' });
    const link = within(banner).getByRole('link', { name: 'En savoir plus : politique de confidentialité' });
    expect(link.getAttribute('href')).toBe('/confidentialite');

    // Reading the policy puts the banner aside, without answering for the player.
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Mesure d’audience' })).toBeNull();
    expect(localStorage.getItem('jdj.consent')).toBeNull();

    // The policy's own « Cookies » button (beside the footer's) opens the choice again.
    const page = screen.getByRole('article');
    await user.click(await within(page).findByRole('button', { name: 'Cookies' }));
    expect(await screen.findByRole('region', { name: 'Mesure d’audience' })).toBeTruthy();
  });
});
