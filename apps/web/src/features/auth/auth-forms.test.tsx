import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';
import { afterLoginTarget } from './LoginPage.tsx';
import { useSessionStore } from '../../shared/account/session-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null });
});

const authError = (status: number, error: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ code: status, message, error }, { status, headers });

function mockAuth(handle: (path: string, body: Record<string, unknown> | undefined, init?: RequestInit) => Response | undefined) {
  return mockApi({
    providers: { '': testProvider() },
    handle: (url, init) => {
      if (url.pathname === '/api/auth-config') return Response.json({ code: 200, data: { emailAndPassword: true, oidc: null } });
      if (url.pathname === '/api/auth/get-session') return Response.json(null);
      if (!url.pathname.startsWith('/api/auth/')) return undefined;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      return handle(url.pathname.slice('/api/auth/'.length), body, init);
    },
  });
}

describe('login screen', () => {
  it('shows the catalogue error on refused credentials, highlights both inputs and clears on any input', async () => {
    const fetchSpy = mockAuth((path) =>
      path === 'sign-in/email' ? authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Email ou mot de passe incorrect') : undefined,
    );
    const user = userEvent.setup();
    renderApp('/login');
    const email = await screen.findByLabelText('Email');
    const password = screen.getByLabelText('Mot de passe');
    await user.type(email, 'marie@example.fr');
    await user.type(password, 'mauvais-mdp');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email ou mot de passe incorrect');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    // The anonymous player's id goes with the sign-in, so their scores join the account.
    const call = fetchSpy.mock.calls.find(([input]) => String(input).endsWith('/api/auth/sign-in/email'));
    expect((call?.[1]?.headers as Record<string, string> | undefined)?.['x-local-user-id']).toMatch(/^[0-9a-f-]{36}$/);

    await user.type(password, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it('says the address is not confirmed yet (a new link is on its way) rather than a wrong password', async () => {
    mockAuth((path) => (path === 'sign-in/email' ? authError(403, 'EMAIL_NOT_VERIFIED', 'Adresse email pas encore confirmée') : undefined));
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'marie@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'Grille-du-jour-42');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre adresse email n’est pas encore confirmée : nous venons de vous renvoyer le lien d’activation. Ouvrez-le pour vous connecter (pensez à regarder dans les indésirables).',
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('says how long to wait after too many attempts', async () => {
    mockAuth((path) => (path === 'sign-in/email' ? authError(429, 'TOO_MANY_REQUESTS', 'Trop de tentatives', { 'retry-after': '42' }) : undefined));
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'marie@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'mauvais-mdp');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de tentatives, réessayez dans 42\u00a0s');
  });

  it('shows and hides the password', async () => {
    mockAuth(() => undefined);
    const user = userEvent.setup();
    renderApp('/login');
    const password = await screen.findByLabelText('Mot de passe');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('asks for the two-factor code, then goes to the redirect path', async () => {
    let signedIn = false;
    const account = {
      id: 'u1',
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
    const session = {
      id: 's1',
      userId: 'u1',
      createdAt: '2026-11-21T08:00:00.000Z',
      updatedAt: '2026-11-21T08:00:00.000Z',
      expiresAt: '2026-12-21T08:00:00.000Z',
    };
    mockApi({
      providers: { '': testProvider() },
      handle: (url) => {
        if (url.pathname === '/api/auth-config') return Response.json({ code: 200, data: { emailAndPassword: true, oidc: { id: 'oidc', name: 'Démo' } } });
        if (url.pathname === '/api/auth/get-session') return Response.json(signedIn ? { session, user: account } : null);
        if (url.pathname === '/api/auth/sign-in/email') return Response.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
        if (url.pathname === '/api/auth/two-factor/verify-totp') {
          signedIn = true;
          return Response.json({ token: 't', user: account });
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login?redirect=%2Fabout');
    expect(await screen.findByRole('button', { name: 'Se connecter avec Démo' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'marie@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'bon-mot-de-passe');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await user.type(await screen.findByLabelText('Code à 6 chiffres'), '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(await screen.findByRole('link', { name: 'Mon profil : MC' })).toBeTruthy();
  });

  it('follows the redirect query only when it is a path of this site', () => {
    expect(afterLoginTarget(new URLSearchParams('redirect=%2Fprofile%3Fa%3D1'))).toBe('/profile?a=1');
    expect(afterLoginTarget(new URLSearchParams('redirect=https%3A%2F%2Fpirate.example'))).toBe('/');
    expect(afterLoginTarget(new URLSearchParams('redirect=%2F%2Fpirate.example'))).toBe('/');
    expect(afterLoginTarget(new URLSearchParams(''))).toBe('/');
  });
});

describe('register screen', () => {
  it('a password mismatch shows the generic error without calling the server, cleared on input', async () => {
    const fetchSpy = mockAuth(() => undefined);
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Prénom'), 'Marie');
    await user.type(screen.getByLabelText('Nom'), 'Curie');
    await user.type(screen.getByLabelText('Nom d’utilisateur'), 'mcurie');
    await user.type(screen.getByLabelText('Email'), 'marie@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'radium-1898');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'polonium-1898');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email ou mot de passe incorrect');
    expect(screen.getByLabelText('Confirmer le mot de passe').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('sign-up'))).toBe(false);
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a server field error next to its field', async () => {
    mockAuth((path) =>
      path === 'sign-up/email'
        ? Response.json({ code: 422, message: 'Ce nom d’utilisateur est déjà pris', error: 'USERNAME_IS_ALREADY_TAKEN' }, { status: 422 })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Prénom'), 'Marie');
    await user.type(screen.getByLabelText('Nom'), 'Curie');
    await user.type(screen.getByLabelText('Nom d’utilisateur'), 'mcurie');
    await user.type(screen.getByLabelText('Email'), 'marie@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'radium-1898');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'radium-1898');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    const username = screen.getByLabelText('Nom d’utilisateur');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Ce nom d’utilisateur est déjà pris').id).toBe(username.getAttribute('aria-describedby')?.split(' ').at(-1));
  });
});

describe('register screen, accepted', () => {
  it('tells the player to open the mailed link, without signing in, and sends the device’s player id', async () => {
    const fetchSpy = mockAuth((path) =>
      path === 'sign-up/email' ? Response.json({ status: true, message: 'Un email vient d’être envoyé à cette adresse' }) : undefined,
    );
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Prénom'), 'Marie');
    await user.type(screen.getByLabelText('Nom'), 'Curie');
    await user.type(screen.getByLabelText('Nom d’utilisateur'), 'mcurie');
    await user.type(screen.getByLabelText('Email'), 'marie@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'radium-1898');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'radium-1898');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect((await screen.findByText(/Presque fini/)).textContent).toContain('marie@example.fr');
    expect(screen.queryByRole('button', { name: 'S’inscrire' })).toBeNull();
    const signUp = fetchSpy.mock.calls.find(([input]) => String(input).includes('sign-up'));
    const headers = signUp?.[1]?.headers as Record<string, string>;
    expect(headers['x-local-user-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-local-user-key']).toMatch(/^[0-9a-f]{48}$/);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('says the mail is delayed, never that it left, when the server keeps it for another attempt', async () => {
    mockAuth((path) => (path === 'sign-up/email' ? Response.json({ status: true, message: 'Inscription enregistrée', mail: 'queued' }) : undefined));
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Prénom'), 'Marie');
    await user.type(screen.getByLabelText('Nom'), 'Curie');
    await user.type(screen.getByLabelText('Nom d’utilisateur'), 'mcurie');
    await user.type(screen.getByLabelText('Email'), 'marie@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'radium-1898');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'radium-1898');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    const status = await screen.findByText(/est retardé/);
    expect(status.textContent).toContain('marie@example.fr');
    expect(status.textContent).not.toContain('vient d’être envoyé');
  });
});

describe('password reset confirmation', () => {
  it('shows email and token read-only; a mismatch shows the §8 text, cleared on input', async () => {
    const fetchSpy = mockAuth(() => undefined);
    const user = userEvent.setup();
    renderApp('/confirm-password-reset?email=marie%40example.fr&token=abc123');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('marie@example.fr');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText('Code de réinitialisation') as HTMLInputElement).value).toBe('abc123');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'radium-1898');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'radium-1899');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Les mots de passe ne correspondent pas');
    expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('reset-password'))).toBe(false);
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an expired link shows the §8 text and a clearer one', async () => {
    mockAuth((path) => (path === 'reset-password' ? authError(400, 'INVALID_TOKEN', 'Lien invalide ou déjà utilisé') : undefined));
    const user = userEvent.setup();
    renderApp('/confirm-password-reset?email=marie%40example.fr&token=old');
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'radium-1898');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'radium-1898');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Les mots de passe ne correspondent pas');
    expect(alert.textContent).toContain('Ce lien est invalide, expiré ou déjà utilisé');
  });
});
