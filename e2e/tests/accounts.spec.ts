import { randomInt, randomUUID } from 'node:crypto';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { E2E_PORT, mailsPort, OIDC_NAME } from './e2e-env.ts';
import { totpCode } from '@jdj/server/test-kit';

// Every test is a browser of its own address (the e2e server trusts X-Forwarded-For), so the sign-in and
// sign-up rate limits of one test never spill over onto another.
const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}` });
  },
});

const SIDE = `http://127.0.0.1:${mailsPort(E2E_PORT)}`;

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** The link of the latest mail to `to` whose text has a link starting with `prefix`, waiting for it. */
async function linkInMail(request: APIRequestContext, to: string, prefix: string): Promise<URL> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${SIDE}/mails?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        found = mails
          .reverse()
          .flatMap((mail) => mail.text.split(/\s+/))
          .find((word) => word.startsWith(prefix));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return new URL(found!);
}

function newPlayer() {
  const id = randomUUID().slice(0, 8);
  return { first: 'Marie', last: 'Curie', username: `mcurie-${id}`, email: `marie.${id}@example.fr`, password: `radium-${id}` };
}
type Player = ReturnType<typeof newPlayer>;

async function register(page: Page, player: Player) {
  await page.goto('/register');
  await page.getByLabel('Prénom', { exact: true }).fill(player.first);
  await page.getByLabel('Nom', { exact: true }).fill(player.last);
  await page.getByLabel('Nom d’utilisateur', { exact: true }).fill(player.username);
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(player.password);
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  // No session yet: the mailed link signs the player in (a sign-up must not tell a new address from a known one).
  await expect(page.getByRole('status').filter({ hasText: 'Presque fini !' })).toContainText(player.email);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
}

test('register, verify the address, sign in, edit the profile, set up two-factor, then sign in with the code', async ({ page, request }) => {
  const player = newPlayer();
  await register(page, player);
  await expect(page.getByRole('link', { name: /^Mon profil/ })).toHaveCount(0);

  // The mailed link verifies the address and signs the player in: the initials avatar leads to the profile.
  const link = await linkInMail(request, player.email, `${baseURL}/verify-email?`);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Votre email a été vérifié avec succès. Vous pouvez maintenant vous connecter')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mon profil : MC' })).toBeVisible();
  // Signed in now: the way on is the profile, not a sign-in.
  await expect(page.getByRole('main').getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Mon profil' })).toBeVisible();
  // The same link again is no new success.
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Cette adresse email est déjà vérifiée : ce lien a déjà servi.')).toBeVisible();
  await expect(page.getByText('Votre email a été vérifié avec succès', { exact: false })).toHaveCount(0);

  await signOut(page);
  await fillLogin(page, player.email, player.password);
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.getByRole('link', { name: 'Mon profil : MC' }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByTestId('profile-username')).toHaveText(player.username);
  await expect(page.getByTestId('profile-email')).toContainText(`${player.email} (vérifié)`);
  await expect(page.getByTestId('two-factor-status')).toHaveText('Désactivée');
  await expect(page.getByTestId('profile-created-at')).toContainText(String(new Date().getFullYear()));

  // Edit: an emptied first name keeps its value, the others change.
  await page.getByRole('link', { name: 'Modifier le profil' }).click();
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Marie');
  await page.getByLabel('Prénom', { exact: true }).fill('');
  await page.getByLabel('Nom', { exact: true }).fill('Sklodowska');
  await page.getByLabel('Nom d’utilisateur', { exact: true }).fill('');
  await page.getByLabel('Téléphone', { exact: true }).fill('01 23 45 67 89');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByText('Profil mis à jour')).toBeVisible();
  await expect(page.getByTestId('profile-first-name')).toHaveText('Marie');
  await expect(page.getByTestId('profile-last-name')).toHaveText('Sklodowska');
  await expect(page.getByTestId('profile-username')).toHaveText(player.username);
  await expect(page.getByTestId('profile-phone')).toHaveText('01 23 45 67 89');
  await expect(page.getByRole('link', { name: 'Mon profil : MS' })).toBeVisible();

  // Two-factor: password, then a QR code with the secret as text beside it, then a code from "the
  // authenticator app" (computed here from the secret a player would type in).
  await page.getByRole('button', { name: 'Activer l’authentification à deux facteurs' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Continuer' }).click();
  const qr = page.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(150);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const uri = `otpauth://totp/e2e?secret=${secret}`;
  await page.getByLabel('Code à 6 chiffres').fill(totpCode(uri));
  await page.getByRole('button', { name: 'Activer', exact: true }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Activée');

  // Signing in now needs the code.
  await signOut(page);
  await fillLogin(page, player.email, player.password);
  await expect(page.getByRole('heading', { name: 'Double authentification' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Mon profil/ })).toHaveCount(0);
  // The set-up's code served once already (RFC 6238 §5.2): the authenticator's next one.
  await page.getByLabel('Code à 6 chiffres').fill(totpCode(uri, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('link', { name: 'Mon profil : MS' })).toBeVisible();
});

test('forgot password: the mailed link sets a new password; the old one no longer works', async ({ page, request }) => {
  const player = newPlayer();
  await register(page, player);
  await page.goto('/login');

  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(`${baseURL}/request-password-reset?email=${encodeURIComponent(player.email)}`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(player.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Si un compte existe avec cette adresse')).toBeVisible();

  const link = await linkInMail(request, player.email, `${baseURL}/confirm-password-reset?`);
  await page.goto(link.pathname + link.search);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(player.email);
  const newPassword = `polonium-${randomUUID().slice(0, 8)}`;
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Les mots de passe ne correspondent pas');
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(newPassword);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByText('Mot de passe modifié : vous pouvez vous connecter.')).toBeVisible();

  await fillLogin(page, player.email, player.password);
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  await fillLogin(page, player.email, newPassword);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('link', { name: 'Mon profil : MC' })).toBeVisible();
});

test('third-party sign-in creates the account and signs it in', async ({ page, request }) => {
  const id = randomUUID().slice(0, 8);
  const identity = {
    sub: `oidc-${id}`,
    email: `jeanne.${id}@example.org`,
    email_verified: true,
    given_name: 'Jeanne',
    family_name: 'Baret',
    name: 'Jeanne Baret',
    preferred_username: `jbaret-${id}`,
  };
  expect((await request.put(`${SIDE}/oidc-identity`, { data: identity })).ok()).toBe(true);

  await page.goto('/login?redirect=%2Fprofile');
  await page.getByRole('button', { name: `Se connecter avec ${OIDC_NAME}` }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByRole('link', { name: 'Mon profil : JB' })).toBeVisible();
  await expect(page.getByTestId('profile-username')).toHaveText(identity.preferred_username);
  await expect(page.getByTestId('profile-email')).toContainText(identity.email);
  await expect(page.getByTestId('connected-accounts')).toContainText('Fournisseur d’identité externe');
});

test('a wrong password shows the catalogue message, highlights the inputs and clears on input', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, `personne.${randomUUID().slice(0, 8)}@example.fr`, 'pas-le-bon-mdp');
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Mot de passe', { exact: true }).press('a');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Email', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
});

test('a burst of wrong passwords is stopped with 429, and the screen says to wait', async ({ page }) => {
  await page.goto('/login');
  const email = `rafale.${randomUUID().slice(0, 8)}@example.fr`;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mdp');
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 12 && !statuses.includes(429); attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    statuses.push((await answer).status());
    await expect(page.getByRole('alert')).toBeVisible();
  }
  expect(statuses).toContain(429);
  expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveText(/^Trop de tentatives, réessayez dans \d+\u00a0(s|min|h(\u00a0\d+\u00a0min)?)$/);
});
