import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrivacyFactsDto } from '../../shared/api/api-types.ts';
import { testLegal, testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';
import { useSessionStore } from '../../shared/account/session-store.ts';

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

/** A partner that fills every item itself (its own host too), and has other mentions of the older free text. */
const partner = testProvider({
  slug: 'journal',
  name: 'Le Journal',
  legal: testLegal({
    editor_name: 'Le Journal SA',
    editor_address: '1 rue de la Presse\n75002 Paris',
    director: 'Anne Martin',
    contact_email: 'dpo@journal.example',
    contact_phone: '01 23 45 67 89',
    host_name: 'Hébergeur du Journal SAS',
    host_address: '2 quai des Serveurs, 59100 Roubaix',
    host_phone: '+33 9 72 10 10 07',
    details: 'RCS Paris 123 456 789\nCapital : 100 000 €',
    mail_provider: 'Courrier Express SAS',
  }),
});

/** The default provider of an operator that gave its host (LEGAL_HOST_*) and nothing else. */
const operatorOnly = testProvider({
  legal: testLegal({ host_name: 'Hébergeur Général', host_address: '3 rue du Centre, 69001 Lyon', host_phone: '04 00 00 00 00' }),
});

/** The French display form of a catalogue text: non-breaking spaces before « : ; ! ? » and inside « ». */
const french = (text: string) =>
  text
    .replace(/ ([!?:;»])/g, '\u00a0$1')
    .replace(/«\s/g, '«\u00a0')
    .replace(/(\d) (?=\S)/g, '$1\u00a0');

/** The list of rights of the privacy page. */
const rightsList = () => within(screen.getByRole('region', { name: 'Vos droits et comment les exercer' })).getByRole('list');
const findRightsList = async () => within(await screen.findByRole('region', { name: 'Vos droits et comment les exercer' })).getByRole('list');

/** An item of a « Mentions légales » list, by its label: the text beside it. */
function item(list: HTMLElement, label: string): string {
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

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
    mock(
      testProvider({
        legal: testLegal({ notice_url: 'https://journal.example/mentions', privacy_url: 'https://journal.example/vie-privee' }),
      }),
    );
    renderApp('/about');
    const own = await screen.findByRole('contentinfo');
    const notice = within(own).getByRole('link', { name: 'Mentions légales' });
    expect(notice.getAttribute('href')).toBe('https://journal.example/mentions');
    expect(notice.getAttribute('target')).toBe('_blank');
    expect(within(own).getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe('https://journal.example/vie-privee');
  });

  it('« Mentions légales » of a partner shows every item the law asks for, then its other mentions', async () => {
    mock();
    renderApp('/mentions-legales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    const editor = screen.getByTestId('legal-editor');
    expect(item(editor, 'Nom ou raison sociale')).toBe('Le Journal SA');
    // An address keeps its lines.
    expect([...editor.querySelectorAll('.legal__lines span')].map((line) => line.textContent)).toEqual(['1 rue de la Presse', '75002 Paris']);
    expect(item(editor, 'Directeur ou directrice de la publication')).toBe('Anne Martin');
    const contact = screen.getByTestId('legal-contact');
    expect(within(contact).getByRole('link', { name: 'dpo@journal.example' }).getAttribute('href')).toBe('mailto:dpo@journal.example');
    expect(item(contact, 'Téléphone')).toBe('01 23 45 67 89');
    const host = screen.getByTestId('legal-host');
    expect(item(host, 'Nom ou raison sociale')).toBe('Hébergeur du Journal SAS');
    expect(item(host, 'Adresse')).toBe('2 quai des Serveurs, 59100 Roubaix');
    expect(item(host, 'Téléphone')).toBe('+33 9 72 10 10 07');
    expect([...screen.getByTestId('legal-details').querySelectorAll('span')].map((line) => line.textContent)).toEqual([
      'RCS Paris 123 456 789',
      'Capital : 100 000 €',
    ]);
    expect(screen.queryByText(/Non renseigné/)).toBeNull();
    expect(document.title).toBe('Le Journal – Mentions légales');
  });

  it('« Mentions légales » of the default provider shows the operator’s host and says plainly which items are not provided, sending nowhere', async () => {
    mock(operatorOnly);
    renderApp('/mentions-legales');
    const editor = await screen.findByTestId('legal-editor');
    expect(item(editor, 'Nom ou raison sociale')).toBe('Non renseigné');
    expect(item(editor, 'Adresse')).toBe('Non renseignée');
    expect(item(editor, 'Directeur ou directrice de la publication')).toBe('Non renseigné');
    const contact = screen.getByTestId('legal-contact');
    expect(item(contact, 'Email')).toBe('Non renseigné');
    // The phone is optional: no line without one.
    expect(within(contact).queryByText('Téléphone')).toBeNull();
    const host = screen.getByTestId('legal-host');
    expect(item(host, 'Nom ou raison sociale')).toBe('Hébergeur Général');
    expect(item(host, 'Téléphone')).toBe('04 00 00 00 00');
    // No dead end: nothing says the details are « sur simple demande » or at a postal address the page lacks.
    const page = screen.getByRole('article').textContent ?? '';
    expect(page).not.toMatch(/simple demande|adresse postale/);
    expect(screen.queryByTestId('legal-details')).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('« Mentions légales » of a provider with its own page says so first, with the link', async () => {
    mock(testProvider({ name: 'La Gazette', legal: testLegal({ notice_url: 'https://gazette.example/mentions' }) }));
    renderApp('/mentions-legales');
    const own = await screen.findByRole('link', { name: 'les consulter sur le site de La Gazette' });
    expect(own.getAttribute('href')).toBe('https://gazette.example/mentions');
    expect(own.closest('p')?.textContent).toMatch(/^La Gazette publie ses propres mentions légales\u00a0:/);
  });

  it('« Politique de confidentialité » states the server’s times in words and how to exercise each right', async () => {
    mock();
    renderApp('/confidentialite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    // The times arrive from the server after the page: wait for them, not for the placeholder.
    await waitFor(() =>
      expect(screen.getByTestId('privacy-audience-how-long').textContent).toBe(
        french(
          '13 mois, puis effacée ; avec le compte ou l’appareil, aussitôt détachée de vous : il ne reste de vos parties que leur début et leur fin, sans identifiant, navigateur ni page, comptés dans les totaux.',
        ),
      ),
    );
    expect(screen.getByTestId('privacy-sessions-how-long').textContent).toContain(french('après 30 jours sans activité'));
    expect(screen.getByTestId('privacy-links-how-long').textContent).toBe(
      french('Lien de confirmation : 24 heures. Lien de nouveau mot de passe : 1 heure, une seule fois. Code utilisé : 2 minutes.'),
    );
    expect(screen.getByTestId('privacy-abuse-how-long').textContent).toMatch(/^24\sheures au plus \(15\sminutes pour les mots de passe erronés\)/);
    // The browser's own time: the consent choice is asked again after six months.
    expect(screen.getByTestId('privacy-browser-how-long').textContent).toContain(french('redemandé après 6 mois'));
    // No third-party measurement on this site: nothing to consent to, and no such row.
    expect(screen.queryByText('La mesure d’audience Google Analytics')).toBeNull();
    expect(screen.getByText(/ce site n’utilise aucun cookie de mesure d’audience tiers/)).toBeTruthy();
    expect(within(rightsList()).getByRole('link', { name: 'dpo@journal.example' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Oublier cet appareil' })).toBeTruthy();
  });

  it('« Politique de confidentialité » names, for each use, its legal basis and its recipients: the host, the mail sender', async () => {
    mock();
    renderApp('/confidentialite');
    await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' });
    // Who answers for the data: the editor of the « Mentions légales ».
    const controller = screen.getByTestId('privacy-controller-items');
    expect(item(controller, 'Éditeur')).toBe('Le Journal SA');
    const uses = ['account', 'scores', 'leagues', 'device', 'sessions', 'links', 'mails', 'audience', 'abuse', 'known-device', 'browser'];
    for (const use of uses) {
      expect(screen.getByTestId(`privacy-${use}-basis`).textContent, use).toMatch(/art\. 6\.1\.[abcf]/);
      expect(screen.getByTestId(`privacy-${use}-to`).textContent, use).not.toBe('');
    }
    // Each basis where it belongs: the account is a contract, first-party measurement a legitimate interest, the
    // confirmation of an erasure a legal obligation.
    expect(screen.getByTestId('privacy-account-basis').textContent).toMatch(/^Exécution du contrat \(art\. 6\.1\.b\)/);
    expect(screen.getByTestId('privacy-audience-basis').textContent).toMatch(/^Intérêt légitime \(art\. 6\.1\.f\)/);
    expect(screen.getByTestId('privacy-abuse-basis').textContent).toMatch(/^Intérêt légitime/);
    expect(screen.getByTestId('privacy-mails-basis').textContent).toContain('obligation légale (art. 6.1.c');
    // The recipients by name: the host of the legal notice, the mail sender the operator named.
    expect(screen.getByTestId('privacy-account-to').textContent).toContain('notre hébergeur, Hébergeur du Journal SAS,');
    expect(screen.getByTestId('privacy-mails-to').textContent).toBe('Courrier Express SAS, qui envoie nos emails pour notre compte.');
    expect(screen.getByTestId('privacy-links-to').textContent).toContain('Courrier Express SAS');
    // Rights: objection and restriction go to the contact, and the CNIL takes complaints.
    const rights = rightsList();
    expect(rights.textContent).toMatch(/Opposition \(aux usages fondés sur l’intérêt légitime\), limitation/);
    expect(within(rights).getByRole('link', { name: 'dpo@journal.example' })).toBeTruthy();
    expect(within(rights).getByRole('link', { name: 'www.cnil.fr' }).getAttribute('href')).toBe('https://www.cnil.fr/fr/plaintes');
  });

  it('says what league members see of each other, and what a league keeps after its owner leaves', async () => {
    mock();
    renderApp('/confidentialite');
    const leagues = await screen.findByRole('region', { name: 'Les ligues' });
    const what = within(leagues).getByText(/ce que les membres voient les uns des autres/).textContent ?? '';
    expect(what).toContain('le nom d’utilisateur et les temps des parties vérifiées');
    expect(what).toContain('jamais une adresse email, un prénom ni un nom');
    expect(screen.getByTestId('privacy-leagues-to').textContent).toMatch(/^Les membres de chacune de vos ligues/);
    expect(screen.getByTestId('privacy-leagues-how-long').textContent).toContain('passe, à la suppression de votre compte, au membre arrivé le plus tôt');
    expect(screen.getByTestId('privacy-leagues-name').textContent).toContain('renommez-la avant de passer la main ou de supprimer votre compte');
  });

  it('says so when the host or the mail sender is not named, and never sends to a contact the site does not give', async () => {
    mock(testProvider({ legal: testLegal({ editor_name: 'Jeux SAS', editor_address: '4 place du Jeu\n33000 Bordeaux' }) }));
    const { unmount } = renderApp('/confidentialite');
    expect((await screen.findByTestId('privacy-account-to')).textContent).toContain('(son nom n’est pas renseigné)');
    expect(screen.getByTestId('privacy-mails-to').textContent).toContain(
      'le prestataire qui envoie nos emails pour notre compte (son nom n’est pas renseigné)',
    );
    // No email: the postal address, written out here.
    expect(rightsList().textContent).toContain(french('écrivez à l’éditeur, Jeux SAS, 4 place du Jeu, 33000 Bordeaux.'));
    unmount();

    vi.unstubAllGlobals();
    mock(testProvider());
    renderApp('/confidentialite');
    const rights = await findRightsList();
    expect(rights.textContent).toContain('l’éditeur n’a encore indiqué ni adresse email ni adresse postale');
    expect(within(rights).queryByRole('link', { name: 'mentions légales' })).toBeNull();
    expect(item(screen.getByTestId('privacy-controller-items'), 'Éditeur')).toBe('Non renseigné');
  });

  it('speaks of no account for a provider without accounts (no_login)', async () => {
    mock(testProvider({ features: ['no_login'] }));
    renderApp('/confidentialite');
    expect(await screen.findByRole('heading', { name: 'Vos parties et vos statistiques' })).toBeTruthy();
    for (const title of [
      'Votre compte (facultatif)',
      'Les ligues',
      'Vos sessions de connexion',
      'Les emails que nous vous envoyons',
      'Le cookie « appareil connu »',
    ])
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
    expect(screen.getByText(/ce site n’a pas de comptes/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mon profil' })).toBeNull();
  });

  it('describes the reminders where the provider offers them (issue 39), with consent as their basis', async () => {
    mock(testProvider({ features: ['reminders'] }));
    const { unmount } = renderApp('/confidentialite');
    expect(await screen.findByRole('region', { name: 'Les rappels' })).toBeTruthy();
    expect(screen.getByTestId('privacy-reminders-basis').textContent).toMatch(/^Consentement \(art\. 6\.1\.a\)/);
    expect(screen.getByTestId('privacy-reminders-how-long').textContent).toContain('Jusqu’à ce que vous désactiviez les rappels');
    unmount();
    mock(testProvider({ features: [] }));
    renderApp('/confidentialite');
    await screen.findByRole('heading', { name: 'Vos parties et vos statistiques' });
    expect(screen.queryByRole('region', { name: 'Les rappels' })).toBeNull();
  });

  it('says so when the times cannot be read, rather than inventing them', async () => {
    mockApi({
      providers: { '': partner },
      handle: (url) => (url.pathname === '/api/privacy' ? Response.json({ code: 503, message: 'Indisponible' }, { status: 503 }) : undefined),
    });
    renderApp('/confidentialite');
    await waitFor(() => expect(screen.getByTestId('privacy-audience-how-long').textContent).toMatch(/^durée indisponible hors connexion,/));
  });
});

describe('« Oublier cet appareil »', () => {
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
    const spy = mock(partner, (url) =>
      url.pathname === '/api/players/forget' ? Response.json({ code: 200, data: { erased: { scores: 3, tracking: 2 } } }) : undefined,
    );
    const user = userEvent.setup();
    renderApp('/confidentialite');
    await user.click(await screen.findByRole('button', { name: 'Oublier cet appareil…' }));
    expect(screen.getByText('Effacer définitivement les parties et les données de cet appareil ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Oui, tout effacer' }));
    expect((await screen.findByText(/Cet appareil a été oublié/)).textContent).toBe(
      'Cet appareil a été oublié : 3 parties et ses données de navigateur ont été effacées.',
    );

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
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Impossible d’effacer les données de cet appareil sur le serveur\s: rien n’a été effacé/);
    expect(localStorage.getItem('jdj.scores')).toBe('[]');
  });
});
