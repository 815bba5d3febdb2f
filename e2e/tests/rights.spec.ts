import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { addDays } from '@jdj/puzzles';
import { playableDate } from './game-kit.ts';
import { leastTime, linkInMails, type Player, SIDE, signUp, storeWin } from './player-kit.ts';
import { checkScreen } from './screen-kit.ts';

/**
 * A player's rights (issue 26), one visit each: an account's whole life from sign-up to deletion, and an
 * anonymous player forgetting their device. What the server keeps afterwards is read through the e2e
 * server's side probes (no row naming the person; the day's statistics count the same players).
 */
const address = () => `10.26.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': address() });
  },
});

const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function rowsNaming(request: APIRequestContext, needles: string[]): Promise<unknown[]> {
  const query = needles.map((needle) => `needle=${encodeURIComponent(needle)}`).join('&');
  return (await (await request.get(`${SIDE}/rows-naming?${query}`)).json()) as unknown[];
}

/** The Sudoku day these tests play: twelve days back, a day of the archive that only this file uses. */
const rightsDay = (today: string) => addDays(today, -12);

async function dayCount(request: APIRequestContext, date: string): Promise<number> {
  return ((await (await request.get(`${SIDE}/day-count?game=sudoku&date=${date}`)).json()) as { count: number }).count;
}

async function noInstallBanner(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('jdj.install-banner.dismissed-at', String(Date.now())));
}

/** This browser's anonymous player, as the app created it. */
async function devicePlayer(page: Page): Promise<Player> {
  await expect.poll(() => page.evaluate(() => Boolean(localStorage.getItem('jdj.local-user-key') && localStorage.getItem('jdj.local-user-id')))).toBe(true);
  return page.evaluate(() => ({ id: localStorage.getItem('jdj.local-user-id')!, key: localStorage.getItem('jdj.local-user-key')! }));
}

/** What this browser still keeps of `player`: its id, its key, its scores (none, once forgotten). */
const keptOf = (page: Page, player: Player) =>
  page.evaluate(
    ({ id, key }) => [
      localStorage.getItem('jdj.local-user-id') === id,
      localStorage.getItem('jdj.local-user-key') === key,
      localStorage.getItem('jdj.scores') !== null,
    ],
    player,
  );

test('a player registers, plays, downloads their data, changes password and email, signs a device out and deletes the account', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await noInstallBanner(page);
  const account = await signUp(page);
  const device = await devicePlayer(page);

  // Plays: a Sudoku day won on this signed-in browser (a verified time, counted in the day's figures). A day
  // of the archive no other file plays: the day's count is compared before and after, while other files run.
  const date = rightsDay(await playableDate(page.request, 'sudoku'));
  await storeWin(page.request, 'sudoku', date, device, leastTime('sudoku', date) + 40);
  const counted = await dayCount(request, date);

  // A second device: a phone signed in with the password.
  const phone = await browser.newContext({ baseURL, userAgent: PHONE_AGENT, extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const phoneSignIn = await phone.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL },
  });
  expect(phoneSignIn.status(), await phoneSignIn.text()).toBe(200);
  const phoneSession = async () => (await (await phone.request.get('/api/auth/get-session')).json()) as unknown;
  expect(await phoneSession()).not.toBeNull();

  await page.goto('/profile');
  const sessions = page.getByTestId('sessions').getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await checkScreen(page, 'profil', page.getByRole('heading', { name: 'Supprimer mon compte' }), 'light', true);

  // Download my data: the file names the account, its day of Sudoku, this device and the consent choice.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mes-donnees-jeux-du-jour-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await file.path(), 'utf8')) as Record<string, any>;
  expect(data.profile).toMatchObject({ email: account.email, username: account.username, first_name: 'Ada', last_name: 'Lovelace' });
  expect(data.scores).toContainEqual(expect.objectContaining({ game: 'sudoku', date, game_id: `Sudoku_${date}`, verified: true }));
  expect(data.devices.map((entry: { local_user_id: string }) => entry.local_user_id)).toContain(device.id);
  expect(data.sessions).toHaveLength(2);
  expect(data.consents).toEqual([expect.objectContaining({ purpose: 'third-party-audience-measurement', choice: null })]);
  const userId = data.profile.id as string;

  // The three forms open at once fit every width and pass axe.
  await page.getByRole('button', { name: 'Changer d’adresse email' }).click();
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  await checkScreen(page, 'profil, formulaires ouverts', page.getByRole('button', { name: 'Supprimer définitivement' }), 'light', true);
  const deleteForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Supprimer définitivement' }) });
  await deleteForm.getByRole('button', { name: 'Annuler' }).click();

  // A new password, the phone kept signed in.
  const newPassword = `difference-engine-${randomUUID().slice(0, 8)}`;
  await page.getByLabel('Mot de passe actuel').fill(account.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
  await page.getByRole('checkbox', { name: 'Déconnecter mes autres appareils' }).uncheck();
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié', { exact: true })).toBeVisible();
  expect(await phoneSession()).not.toBeNull();

  // The phone, signed out from here.
  await page.getByRole('button', { name: /^Déconnecter Chrome 131 sur Android/ }).click();
  await expect(page.getByText('Appareil déconnecté')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  expect(await phoneSession()).toBeNull();
  await phone.close();

  // A new address: it takes over once its link is followed, and the old one is told.
  const newEmail = `ada.nouvelle.${randomUUID().slice(0, 8)}@example.fr`;
  await page.getByLabel('Nouvelle adresse email').fill(newEmail);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Un email vient d’être envoyé à ${newEmail}` })).toBeVisible();
  const link = await linkInMails(request, newEmail, '/verify-email?');
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Votre nouvelle adresse email est enregistrée')).toBeVisible();
  const mailsTo = async (to: string) => (await (await request.get(`${SIDE}/mails?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string }[];
  await expect
    .poll(async () => (await mailsTo(account.email)).find((mail) => mail.subject.startsWith('Adresse email modifiée'))?.text)
    .toContain(`remplacée par ${newEmail}`);

  // Deleted with the password: the confirmation page, this browser forgotten, a last mail.
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toContainText(newEmail);
  await page.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(`${baseURL}/compte-supprime`);
  await checkScreen(page, 'compte supprimé', page.getByRole('heading', { level: 1, name: 'Compte supprimé' }), 'light', true);
  await expect(page.getByRole('link', { name: /^Mon profil/ })).toHaveCount(0);
  expect(await keptOf(page, device)).toEqual([false, false, false]);
  await expect.poll(async () => (await mailsTo(newEmail)).map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Compte supprimé/));

  // Afterwards nothing names the player, the day counts the same players, and the sign-in fails (a wrong
  // attempt is counted under the typed address for a day, like any unknown one: hence checked after).
  expect(await rowsNaming(request, [userId, account.email, newEmail, account.username, device.id])).toEqual([]);
  expect(await dayCount(request, date)).toBe(counted);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  await page.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
});

test('an anonymous player forgets this device: its scores and tracking go on the server, its data in the browser', async ({ page, request }) => {
  test.setTimeout(90_000);
  await noInstallBanner(page);
  await page.goto('/');
  const player = await devicePlayer(page);
  // The legal pages, reached from the footer, at every width.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Mentions légales' }).click();
  await checkScreen(page, 'mentions légales', page.getByRole('heading', { level: 1, name: 'Mentions légales' }), 'light', true);
  await footer.getByRole('link', { name: 'Politique de confidentialité' }).click();
  await checkScreen(page, 'politique de confidentialité', page.getByTestId('privacy-audience-how-long').filter({ hasText: '13 mois' }), 'light', true);
  const date = rightsDay(await playableDate(page.request, 'sudoku'));
  await storeWin(request, 'sudoku', date, player, leastTime('sudoku', date) + 50);
  const tracked = await request.post('/api/tracking', { data: { type: 'start', name: 'sudoku', local_user_id: player.id, session_id: randomUUID() } });
  expect(tracked.status()).toBe(201);
  const counted = await dayCount(request, date);
  expect((await rowsNaming(request, [player.id])).length).toBeGreaterThanOrEqual(3);

  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'Sudoku' })).toBeVisible();
  await page.getByRole('button', { name: 'Oublier cet appareil…' }).click();
  await checkScreen(page, 'oublier cet appareil', page.getByRole('button', { name: 'Oui, tout effacer' }), 'light', true);
  await page.getByRole('button', { name: 'Oui, tout effacer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cet appareil a été oublié : 1 partie' })).toBeVisible();

  expect(await keptOf(page, player)).toEqual([false, false, false]);
  const scores = await request.get(`/api/scores?local_user_id=${player.id}&game=sudoku`, { headers: { 'x-local-user-key': player.key } });
  expect(((await scores.json()) as { data: { scores: unknown[] } }).data.scores).toEqual([]);
  expect(await rowsNaming(request, [player.id])).toEqual([]);
  expect(await dayCount(request, date)).toBe(counted);
  // Back home as a new visitor.
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page.locator('.game-card').first()).toBeVisible();
});
