import { spawnSync } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { totpCode } from '@jdj/server/test-kit';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { E2E_AUTH_SECRET, E2E_PORT, e2eDataDir } from './e2e-env.ts';
import { linkInMails } from './player-kit.ts';

/** Staff at the console's doors (e2e only): accounts with two-factor on, roles given from the command line, a sign-in. */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const address = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** An account opens once its address is verified: the mailed link, followed as the verification page does. */
export async function followVerificationLink(request: APIRequestContext, email: string): Promise<void> {
  const link = await linkInMails(request, email, '/verify-email?');
  expect((await request.get(`/api/auth/verify-email${link.search}`, { headers: { origin: baseURL } })).status()).toBe(200);
}

export interface Staff {
  email: string;
  password: string;
  totpUri: string;
}

/** An account with two-factor on, made through the API (the account screens have their own visit). */
export async function accountWithTwoFactor(request: APIRequestContext): Promise<Staff> {
  const id = randomUUID().slice(0, 8);
  const staff = { email: `equipe.${id}@example.fr`, password: `console-${id}-du-jour` };
  const headers = { origin: baseURL, 'x-forwarded-for': address() };
  const body = { ...staff, passwordConfirm: staff.password, first_name: 'Grace', last_name: 'Hopper', username: `equipe-${id}` };
  expect((await request.post('/api/auth/sign-up/email', { headers, data: body })).status()).toBe(200);
  await followVerificationLink(request, staff.email);
  expect((await request.post('/api/auth/sign-in/email', { headers, data: staff })).status()).toBe(200);
  const enabled = await request.post('/api/auth/two-factor/enable', { headers, data: { password: staff.password } });
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  expect((await request.post('/api/auth/two-factor/verify-totp', { headers, data: { code: totpCode(totpURI) } })).status()).toBe(200);
  return { ...staff, totpUri: totpURI };
}

/** `npm run admin -- …` on the e2e server's database, as an operator types it. */
export function adminCommand(...args: string[]): string {
  const run = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: e2eDataDir(E2E_PORT), AUTH_SECRET: E2E_AUTH_SECRET },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** Signs in at /login with the password, then the authenticator's next code, from the console's address. */
export async function signInToConsole(page: Page, staff: Staff): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Double authentification' })).toBeVisible();
  // The set-up's code served once (RFC 6238 §5.2): the authenticator's next one.
  await page.getByLabel('Code à 6 chiffres').fill(totpCode(staff.totpUri, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(`${baseURL}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
}

/** An administrator named from the command line, signed in to the console in a context of its own (install banner put off). */
export async function adminAtConsole(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address() } });
  await context.addInitScript(() => localStorage.setItem('jdj.install-banner.dismissed-at', String(Date.now())));
  const page = await context.newPage();
  const admin = await accountWithTwoFactor(await (await browser.newContext()).request);
  expect(adminCommand('grant', admin.email)).toContain(`${admin.email} est maintenant administrateur de la console.`);
  await signInToConsole(page, admin);
  return { context, page };
}

/** A new provider made in the console: its slug and its own host name, with these games and settings. */
export async function newProviderInConsole(
  page: Page,
  options: { name: string; games: string[]; features?: string[]; frames?: string[] },
): Promise<{ slug: string; host: string }> {
  const slug = `journal-${randomUUID().slice(0, 6)}`;
  const host = `${slug}.localhost`;
  await page.goto('/admin/providers/new');
  await page.getByLabel('Identifiant (slug)').fill(slug);
  await page.getByLabel('Nom affiché').fill(options.name);
  for (const feature of options.features ?? []) await page.getByRole('checkbox', { name: feature, exact: true }).check();
  for (const game of options.games) await page.getByRole('checkbox', { name: game, exact: true }).check();
  await page.getByLabel('Noms d’hôte, un par ligne (ex. jeux.journal.fr)').fill(host);
  if (options.frames) await page.getByLabel(/^Sites partenaires autorisés à intégrer le portail/).fill(options.frames.join('\n'));
  await page.getByRole('button', { name: 'Créer le fournisseur' }).click();
  await expect(page.getByRole('heading', { name: `Fournisseur « ${options.name} »` })).toBeVisible();
  return { slug, host };
}
