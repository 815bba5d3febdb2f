import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Its own file: the consent module keeps the site's settings once read, and here the site has a measurement.
describe('the privacy policy of a site with third-party audience measurement', () => {
  it('rests it on consent alone and names Google as its recipient', async () => {
    mockApi({
      providers: { '': testProvider() },
      handle: (url) => {
        if (url.pathname === '/api/site-config') return Response.json({ code: 200, data: { measurement_id: 'G-TEST0001' } });
        if (url.pathname === '/api/auth/get-session') return Response.json(null);
        return undefined;
      },
    });
    renderApp('/confidentialite');
    expect((await screen.findByTestId('privacy-third-party-basis')).textContent).toMatch(/^Votre consentement \(art\. 6\.1\.a\), que vous pouvez retirer/);
    expect(screen.getByTestId('privacy-third-party-to').textContent).toMatch(/^Google Ireland Limited \(Google Analytics\)/);
    expect(screen.getByTestId('privacy-third-party-to').textContent).toContain('seulement après votre accord');
    // First-party measurement stays with the site and its host.
    expect(screen.getByTestId('privacy-audience-to').textContent).not.toContain('Google');
  });
});
