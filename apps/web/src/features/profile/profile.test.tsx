import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';
import { useSessionStore } from '../../shared/account/session-store.ts';
import { profileUpdateBody } from './ProfileEditPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, checked: false });
});

const account = {
  id: '0b6f2c1e-1111-4222-8333-944455556666',
  email: 'marie@example.fr',
  emailVerified: true,
  name: 'Marie Curie',
  first_name: 'Marie',
  last_name: 'Curie',
  username: 'mcurie',
  phone: null,
  twoFactorEnabled: true,
  createdAt: '2026-11-07T09:30:00.000Z',
  updatedAt: '2026-11-20T17:05:00.000Z',
};
/** The session half of get-session's answer (without its token nor address). */
const session = {
  id: 's-here',
  userId: account.id,
  createdAt: '2026-11-20T17:00:00.000Z',
  updatedAt: '2026-11-20T17:05:00.000Z',
  expiresAt: '2026-12-20T17:05:00.000Z',
};
/** list-accounts: the account's email and password. */
const credential = {
  id: 'a-credential',
  providerId: 'credential',
  accountId: account.id,
  userId: account.id,
  createdAt: '2026-11-07T09:30:00.000Z',
  updatedAt: '2026-11-07T09:30:00.000Z',
  scopes: [],
};

describe('profile screen', () => {
  it('waits for the session check, then shows the account with the catalogue labels and French dates', async () => {
    mockApi({
      providers: { '': testProvider() },
      handle: (url) => {
        if (url.pathname === '/api/auth/get-session') return Response.json({ session, user: account });
        if (url.pathname === '/api/auth/list-accounts') return Response.json([credential]);
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
    for (const label of ['Nom d’utilisateur', 'Prénom', 'Nom', 'Téléphone', 'Créé le', 'Mis à jour le', 'Email', 'Identifiant']) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    expect(await screen.findByText('Email et mot de passe')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mon profil\u00a0: MC' })).toBeTruthy();
    // Issue 39: the profile leads to the player's leagues.
    expect(screen.getByRole('link', { name: 'Voir mes ligues' }).getAttribute('href')).toBe('/ligues');
  });

  it('an expired session is cleared and the player sent to login', async () => {
    mockApi({ providers: { '': testProvider() }, handle: (url) => (url.pathname === '/api/auth/get-session' ? Response.json(null) : undefined) });
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/profile');
  });
});

/** Whole profile screens, loaded lazily and driven by clicks: more than the default 5 s on a busy machine. */
const SLOW = 15_000;

/** Types a value the fast way (pasted): long passwords typed key by key are slow on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

describe('profile: the player’s rights', () => {
  const sessions = [
    {
      id: 's-phone',
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-19T21:10:00.000Z',
      expiresAt: '2026-12-19T21:10:00.000Z',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      current: false,
    },
    {
      id: 's-here',
      createdAt: '2026-11-20T17:00:00.000Z',
      updatedAt: '2026-11-20T17:05:00.000Z',
      expiresAt: '2026-12-20T17:05:00.000Z',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0',
      current: true,
    },
  ];

  /** The profile of `account` (two-factor as given), answering the rights' calls through `handle`. */
  function mockProfile(handle: (path: string, body: Record<string, unknown> | undefined) => Response | undefined, twoFactorEnabled = false) {
    return mockApi({
      providers: { '': testProvider() },
      handle: (url, init) => {
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
        const path = url.pathname;
        const answered = handle(path, body);
        if (answered) return answered;
        if (path === '/api/auth/get-session') return Response.json({ session, user: { ...account, twoFactorEnabled } });
        if (path === '/api/auth/list-accounts') return Response.json([credential]);
        if (path === '/api/auth/list-sessions') return Response.json(sessions);
        return undefined;
      },
    });
  }

  it(
    'lists the sessions, this device first, and signs another one out by its id',
    async () => {
      const revoked: unknown[] = [];
      mockProfile((path, body) => {
        if (path === '/api/auth/revoke-session') {
          revoked.push(body);
          return Response.json({ status: true });
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderApp('/profile');
      const list = await screen.findByTestId('sessions');
      const items = within(list).getAllByRole('listitem');
      expect(items[0]!.textContent).toContain('Firefox 132 sur Linux – Cet appareil');
      expect(items[1]!.textContent).toContain('Chrome 131 sur Android');
      expect(items[1]!.textContent).toContain('Dernière activité : 19 novembre 2026');
      expect(within(items[0]!).queryByRole('button')).toBeNull();
      await user.click(within(items[1]!).getByRole('button', { name: /^Déconnecter Chrome 131 sur Android, dernière activité le 19 novembre 2026/ }));
      await waitFor(() => expect(revoked).toEqual([{ id: 's-phone' }]));
      expect(await screen.findByText('Appareil déconnecté')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'checks the new password twice before asking the server, and signs the other devices out by default',
    async () => {
      const changes: unknown[] = [];
      mockProfile((path, body) => {
        if (path === '/api/auth/change-password') {
          changes.push(body);
          return Response.json({ token: null, user: account });
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderApp('/profile');
      await user.click(await screen.findByRole('button', { name: 'Changer le mot de passe' }));
      await fill(user, screen.getByLabelText('Mot de passe actuel'), 'Ancien-mot-2-passe');
      await fill(user, screen.getByLabelText('Nouveau mot de passe'), 'Nouveau-mot-2-passe');
      await fill(user, screen.getByLabelText('Confirmer le nouveau mot de passe'), 'Nouveau-mot-2-passX');
      await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Les mots de passe ne correspondent pas');
      expect(changes).toEqual([]);
      await fill(user, screen.getByLabelText('Confirmer le nouveau mot de passe'), 'Nouveau-mot-2-passe');
      expect((screen.getByRole('checkbox', { name: 'Déconnecter mes autres appareils' }) as HTMLInputElement).checked).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
      await waitFor(() => expect(changes).toEqual([{ currentPassword: 'Ancien-mot-2-passe', newPassword: 'Nouveau-mot-2-passe', revokeOtherSessions: true }]));
      expect(await screen.findByText('Mot de passe modifié : vos autres appareils sont déconnectés')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'deletes the account with the password and the code, forgets this browser and says it is done',
    async () => {
      localStorage.setItem('jdj.local-user-id', '0b6f2c1e-1111-4222-8333-944455556666');
      localStorage.setItem('jdj.scores', '[]');
      const deletions: unknown[] = [];
      let deleted = false;
      mockProfile((path, body) => {
        if (path === '/api/auth/delete-user') {
          deletions.push(body);
          if (body?.code === '000000') return Response.json({ code: 401, message: 'Code incorrect', error: 'INVALID_CODE', field: 'code' }, { status: 401 });
          deleted = true;
          return Response.json({ success: true, message: 'User deleted' });
        }
        if (path === '/api/auth/get-session' && deleted) return Response.json(null);
        return undefined;
      }, true);
      const user = userEvent.setup();
      const { router } = renderApp('/profile');
      await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte…' }));
      await fill(user, screen.getByLabelText('Mot de passe'), 'Grille-du-jour-42');
      await fill(user, screen.getByLabelText('Code à 6 chiffres'), '000000');
      await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Code incorrect');
      expect(localStorage.getItem('jdj.scores')).toBe('[]');
      await fill(user, screen.getByLabelText('Code à 6 chiffres'), '123456');
      await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/compte-supprime'));
      expect(deletions).toEqual([
        { password: 'Grille-du-jour-42', code: '000000' },
        { password: 'Grille-du-jour-42', code: '123456' },
      ]);
      expect(await screen.findByRole('heading', { level: 1, name: 'Compte supprimé' })).toBeTruthy();
      expect(localStorage.getItem('jdj.scores')).toBeNull();
      expect(localStorage.getItem('jdj.local-user-id')).toBeNull();
      await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    },
    SLOW,
  );

  it(
    'downloads the server’s file with this browser’s consent choice added',
    async () => {
      localStorage.setItem('jdj.consent', JSON.stringify({ choice: 'denied', at: Date.parse('2026-11-02T10:00:00.000Z') }));
      vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
      try {
        mockProfile((path) =>
          path === '/api/account/export'
            ? new Response(JSON.stringify({ format: 'jeux-du-jour/donnees-personnelles', version: 1, profile: { email: account.email }, scores: [] }), {
                headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="mes-donnees-jeux-du-jour-2026-11-21.json"' },
              })
            : undefined,
        );
        const { downloadMyData } = await import('./DataSection.tsx');
        const { name, json } = await downloadMyData();
        expect(name).toBe('mes-donnees-jeux-du-jour-2026-11-21.json');
        expect(JSON.parse(json)).toEqual({
          format: 'jeux-du-jour/donnees-personnelles',
          version: 1,
          profile: { email: account.email },
          scores: [],
          consents: [{ purpose: 'third-party-audience-measurement', stored_in: 'this-browser', choice: 'denied', at: '2026-11-02T10:00:00.000Z' }],
        });
      } finally {
        vi.useRealTimers();
      }
    },
    SLOW,
  );
});

describe('profile edit', () => {
  it('leaves out empty names and username, so they keep their values', () => {
    expect(profileUpdateBody({ first_name: ' ', last_name: 'Curie', username: '', phone: '' })).toEqual({ last_name: 'Curie', phone: null });
    expect(profileUpdateBody({ first_name: 'Marie', last_name: 'Curie', username: 'mcurie', phone: '01 02' })).toEqual({
      first_name: 'Marie',
      last_name: 'Curie',
      username: 'mcurie',
      phone: '01 02',
    });
  });
});
