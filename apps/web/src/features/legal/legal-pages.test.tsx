import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrivacyFactsDto } from '../../app/api-types.ts';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';
import { useSessionStore } from '../auth/session-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, checked: false });
});

const FACTS: PrivacyFactsDto = {
  analytics_s: 395 * 86_400,
  move_log_s: 395 * 86_400,
  session_s: 30 * 86_400,
  session_renewal_s: 86_400,
  verification_link_s: 86_400,
  reset_link_s: 3600,
  counters_s: 86_400,
  sign_in_window_s: 900,
  used_code_s: 120,
  known_device_s: 365 * 86_400,
  fresh_sign_in_s: 600,
};

const partner = testProvider({
  slug: 'journal',
  name: 'Le Journal',
  legal: { notice_url: null, privacy_url: null, contact_email: 'dpo@journal.example', details: 'Le Journal SA, 1 rue de la Presse, Paris\nDirectrice de la publication : Anne Martin' },
});

function mock(provider = partner, extra: (url: URL, init?: RequestInit) => Response | undefined = () => undefined) {
  return mockApi({
    providers: { '': provider },
    handle: (url, init) => {
      if (url.pathname === '/api/privacy') return Response.json({ code: 200, data: FACTS });
      if (url.pathname === '/api/auth/get-session') return Response.json(null);
      return extra(url, init);
    },
  });
}

describe('the legal pages', () => {
  it('links the footer to the portal’s pages, or to the provider’s own when it has them', async () => {
    mock();
    const { unmount } = renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Mentions légales' }).getAttribute('href')).toBe('/mentions-legales');
    expect(within(footer).getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe('/confidentialite');
    unmount();

    vi.unstubAllGlobals();
    mock(testProvider({ legal: { notice_url: 'https://journal.example/mentions', privacy_url: 'https://journal.example/vie-privee', contact_email: null, details: null } }));
    renderApp('/about');
    const own = await screen.findByRole('contentinfo');
    const notice = within(own).getByRole('link', { name: 'Mentions légales' });
    expect(notice.getAttribute('href')).toBe('https://journal.example/mentions');
    expect(notice.getAttribute('target')).toBe('_blank');
    expect(within(own).getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe('https://journal.example/vie-privee');
  });

  it('« Mentions légales » shows the provider’s publisher lines and contact', async () => {
    mock();
    renderApp('/mentions-legales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    expect(screen.getByText('Ce site est édité par Le Journal.')).toBeTruthy();
    expect(screen.getByTestId('legal-details').querySelectorAll('span')).toHaveLength(2);
    expect(screen.getByText('Directrice de la publication : Anne Martin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'dpo@journal.example' }).getAttribute('href')).toBe('mailto:dpo@journal.example');
    expect(document.title).toBe('Le Journal – Mentions légales');
  });

  it('« Politique de confidentialité » states the server’s times in words and how to exercise each right', async () => {
    mock();
    renderApp('/confidentialite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    expect((await screen.findByTestId('privacy-audience-how-long')).textContent).toBe('13 mois, puis effacée ; effacée aussitôt avec le compte ou l’appareil.');
    expect(screen.getByTestId('privacy-sessions-how-long').textContent).toContain('après 30 jours sans activité');
    expect(screen.getByTestId('privacy-links-how-long').textContent).toBe('Lien de confirmation : 24 heures. Lien de nouveau mot de passe : 1 heure, une seule fois. Code utilisé : 2 minutes.');
    expect(screen.getByTestId('privacy-abuse-how-long').textContent).toMatch(/^24 heures au plus \(15 minutes pour les mots de passe erronés\)/);
    // The browser's own time: the consent choice is asked again after six months.
    expect(screen.getByTestId('privacy-browser-how-long').textContent).toContain('redemandé après 6 mois');
    // No third-party measurement on this site: nothing to consent to, and no such row.
    expect(screen.queryByText('La mesure d’audience Google Analytics')).toBeNull();
    expect(screen.getByText(/ce site n’utilise aucun cookie de mesure d’audience tiers/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'dpo@journal.example' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Oublier cet appareil' })).toBeTruthy();
  });

  it('speaks of no account for a provider without accounts (no_login)', async () => {
    mock(testProvider({ features: ['no_login'] }));
    renderApp('/confidentialite');
    expect(await screen.findByRole('heading', { name: 'Vos parties' })).toBeTruthy();
    for (const title of ['Votre compte (facultatif)', 'Vos sessions de connexion', 'Le cookie « appareil connu »']) expect(screen.queryByRole('heading', { name: title })).toBeNull();
    expect(screen.getByText(/ce site n’a pas de comptes/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mon profil' })).toBeNull();
  });

  it('says so when the times cannot be read, rather than inventing them', async () => {
    mockApi({ providers: { '': partner }, handle: (url) => (url.pathname === '/api/privacy' ? Response.json({ code: 503, message: 'Indisponible' }, { status: 503 }) : undefined) });
    renderApp('/confidentialite');
    await waitFor(() => expect(screen.getByTestId('privacy-audience-how-long').textContent).toMatch(/^durée indisponible hors connexion,/));
  });
});

describe('« Oublier cet appareil »', () => {
  it('erases the device on the server with its id, then what the browser keeps; the provider of the visit stays', async () => {
    const id = '0b6f2c1e-1111-4222-8333-944455556666';
    localStorage.setItem('jdj.local-user-id', id);
    localStorage.setItem('jdj.local-user-key', 'k'.repeat(48));
    localStorage.setItem('jdj.scores', '[]');
    localStorage.setItem('jdj.theme', 'dark');
    localStorage.setItem('jdj.provider', '{}');
    sessionStorage.setItem('jdj.provider-slug', 'journal');
    sessionStorage.setItem('jdj.session-id', 'x');
    localStorage.setItem('autre-site', 'garde');
    const spy = mock(partner, (url) => (url.pathname === '/api/players/forget' ? Response.json({ code: 200, data: { erased: { scores: 3, tracking: 2 } } }) : undefined));
    const user = userEvent.setup();
    renderApp('/confidentialite');
    await user.click(await screen.findByRole('button', { name: 'Oublier cet appareil…' }));
    expect(screen.getByText('Effacer définitivement les parties et les données de cet appareil ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Oui, tout effacer' }));
    expect((await screen.findByText(/Cet appareil a été oublié/)).textContent).toBe('Cet appareil a été oublié : 3 parties et ses données de navigateur ont été effacées.');

    const call = spy.mock.calls.find(([input]) => String(input).endsWith('/api/players/forget'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ local_user_id: id });
    expect((call[1]!.headers as Record<string, string>)['x-local-user-key']).toBe('k'.repeat(48));
    for (const key of ['jdj.local-user-id', 'jdj.local-user-key', 'jdj.scores', 'jdj.theme']) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('jdj.session-id')).toBeNull();
    expect(sessionStorage.getItem('jdj.provider-slug')).toBe('journal');
    expect(localStorage.getItem('jdj.provider')).not.toBeNull();
    expect(localStorage.getItem('autre-site')).toBe('garde');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('keeps everything when the server cannot be reached, and says so', async () => {
    localStorage.setItem('jdj.local-user-id', '0b6f2c1e-1111-4222-8333-944455556666');
    localStorage.setItem('jdj.scores', '[]');
    mock(partner, (url) => (url.pathname === '/api/players/forget' ? Response.json({ code: 503, message: 'Indisponible' }, { status: 503 }) : undefined));
    const user = userEvent.setup();
    renderApp('/confidentialite');
    await user.click(await screen.findByRole('button', { name: 'Oublier cet appareil…' }));
    await user.click(screen.getByRole('button', { name: 'Oui, tout effacer' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Impossible d’effacer les données de cet appareil sur le serveur : rien n’a été effacé/);
    expect(localStorage.getItem('jdj.scores')).toBe('[]');
  });
});
