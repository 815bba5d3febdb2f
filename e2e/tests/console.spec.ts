import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone } from '@jdj/puzzles';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { E2E_AUTH_SECRET, E2E_PORT, e2eDataDir } from './e2e-env.ts';
import { accountWithTwoFactor, address, adminAtConsole, adminCommand, followVerificationLink, ROOT, signInToConsole } from './staff-kit.ts';
import { expectAccessible } from './game-kit.ts';
import { leastTime, newPlayer, storeWin } from './player-kit.ts';

/**
 * The publisher's console (issue 25), in two visits: an administrator named from the command line does the
 * operator's day (provider, host name, a future day replaced and served on its day, yesterday's players,
 * the audit), every screen checked by axe in both themes; then a publisher and a player at the same doors.
 * The rules themselves are proven by the server's suites (routes/console*.test.ts).
 */

const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

/** A second server process (compiled, as production runs it) on the same database with its clock `days` ahead (libfaketime), until stopped. */
async function serverInDays(days: number): Promise<{ url: string; stop(): Promise<void> }> {
  // Within the ten ports a run on E2E_PORT has to itself (+1 the side server, +5 and +6 the embed test's sites).
  const port = E2E_PORT + 7;
  const child: ChildProcess = spawn('faketime', ['-f', `+${days}d`, process.execPath, 'apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: e2eDataDir(E2E_PORT),
      AUTH_SECRET: E2E_AUTH_SECRET,
      LOG_LEVEL: 'warn',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    },
    stdio: 'ignore',
    // Its own process group: faketime starts node as a child, and both must stop.
    detached: true,
  });
  const url = `http://localhost:${port}`;
  await expect
    .poll(
      async () =>
        fetch(`${url}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Stopped once it has exited: its background work (a stats build on its clock) is over before the test goes on.
  return {
    url,
    stop: async () => {
      process.kill(-child.pid!, 'SIGINT');
      await exited;
    },
  };
}

const SCREENS = ['Tableau de bord', 'Calendrier', 'Fournisseurs', 'Jeux', 'Joueurs', 'Journal'];

async function checkEveryScreen(page: Page, theme: string, day: string, provider: string): Promise<void> {
  for (const name of SCREENS) {
    await page.getByRole('navigation', { name: 'Sections de la console' }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
    await expectAccessible(page, `${name} (${theme})`);
  }
  for (const [url, ready] of [
    [`/admin/calendar/motamo/${day}`, 'Autres choix'],
    [`/admin/providers/${provider}`, `Fournisseur « Le Courrier du Soir »`],
    ['/admin/providers/new', 'Nouveau fournisseur'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: ready })).toBeVisible();
    await expectAccessible(page, `${url} (${theme})`);
  }
}

test('an administrator named from the command line runs the portal from the console, in both themes', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await adminAtConsole(browser);

  // A provider with a host name: the portal answers under it, with its games.
  const slug = `courrier-${randomUUID().slice(0, 6)}`;
  const host = `${slug}.localhost`;
  await page.getByRole('link', { name: 'Fournisseurs', exact: true }).click();
  await page.getByRole('link', { name: 'Nouveau fournisseur' }).click();
  await page.getByLabel('Identifiant (slug)').fill(slug);
  await page.getByLabel('Nom affiché').fill('Le Courrier du Soir');
  for (const game of ['Motamo', 'Sudoku']) await page.getByRole('checkbox', { name: game, exact: true }).check();
  await page.getByLabel('Noms d’hôte, un par ligne (ex. jeux.journal.fr)').fill(host);
  await page.getByRole('button', { name: 'Créer le fournisseur' }).click();
  await expect(page.getByRole('heading', { name: 'Fournisseur « Le Courrier du Soir »' })).toBeVisible();
  const portal = await context.newPage();
  await portal.goto(`http://${host}:${E2E_PORT}/`);
  await expect(portal.locator('.game-card')).toHaveCount(2);
  await expect(portal.locator('.game-card').first()).toContainText('Motamo');
  await expect(portal.locator('.game-card').nth(1)).toContainText('Sudoku');
  await portal.close();

  // Next week's Motamo day replaced with another choice…
  const day = addDays(today(), 7);
  await page.goto(`/admin/calendar?game=motamo&month=${day.slice(0, 7)}`);
  const [y, m, d] = day.split('-');
  await page.getByRole('link', { name: `Détail du ${d}/${m}/${y}` }).click();
  await page.getByRole('button', { name: 'Proposer d’autres choix' }).click();
  await page
    .getByRole('button', { name: /^Remplacer le jour par ce choix/ })
    .first()
    .click();
  // Asked first, with the answers before and after (issue 42).
  await expect(page.getByRole('group', { name: /^Remplacer les réponses/ })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer le remplacement' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Jour remplacé : ' });
  await expect(done).toBeVisible({ timeout: 20_000 });
  const words = (await done.textContent())!.replace(/^Jour remplacé\s:\s/, '').split(', ');
  expect(words).toHaveLength(5);
  // …and served on that day, by a server whose clock is a week ahead.
  const later = await serverInDays(7);
  try {
    const served = await fetch(`${later.url}/api/games/motamo/puzzles/${day}`);
    expect(served.status).toBe(200);
    const puzzle = ((await served.json()) as { data: { puzzle: { words: { word: string }[] } } }).data.puzzle;
    expect(puzzle.words.map((w) => w.word)).toEqual(words);
    // Today, that day is still the future's: not served.
    expect((await page.request.get(`/api/games/motamo/puzzles/${day}`)).status()).toBe(404);
  } finally {
    await later.stop();
  }

  // Yesterday's players on the dashboard, once their scores were posted.
  const yesterday = addDays(today(), -1);
  // Three players of the new provider (anonymous devices: no session cookie).
  const devices = (await browser.newContext()).request;
  for (let i = 0; i < 3; i++) await storeWin(devices, 'sudoku', yesterday, newPlayer(), leastTime('sudoku', yesterday) + 40 + i, slug);
  await page.getByRole('link', { name: 'Tableau de bord', exact: true }).click();
  await page.getByRole('combobox', { name: /^Fournisseur/ }).selectOption(slug);
  await page.getByRole('combobox', { name: /^Jeu/ }).selectOption('sudoku');
  await page.getByLabel('Du', { exact: true }).fill(yesterday);
  await page.getByLabel('Au', { exact: true }).fill(yesterday);
  await page.getByRole('button', { name: 'Afficher' }).click();
  const row = page.getByRole('region', { name: 'Par jour' }).getByRole('row', { name: new RegExp(`^${yesterday.split('-').reverse().join('/')}`) });
  // The figures are built in the background (issue 35): the screen says so and reads again until they are in.
  await expect(row.getByRole('cell').first()).toHaveText('3', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Exporter en CSV : Par jour' })).toHaveAttribute('href', /days\.csv\?/);

  // The audit lines of what was just done, by this administrator.
  await page.getByRole('link', { name: 'Journal', exact: true }).click();
  const lines = page.locator('.console-audit__line');
  await expect(
    lines
      .filter({ hasText: 'Jour remplacé' })
      .filter({ hasText: `motamo/${day}` })
      .first(),
  ).toContainText(words[0]!);
  await expect(lines.filter({ hasText: 'Fournisseur créé' }).filter({ hasText: slug })).toContainText('vous');
  await expect(lines.filter({ hasText: 'Rôle changé' }).first()).toContainText('ligne de commande');

  await checkEveryScreen(page, 'clair', day, slug);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/admin');
  // Set by the app once it starts, after the first frame.
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await checkEveryScreen(page, 'sombre', day, slug);
  await context.close();
});

test('a publisher sees only their provider; a player is refused and sent away', async ({ browser }: { browser: Browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const page = await context.newPage();
  const publisher = await accountWithTwoFactor(await (await browser.newContext()).request);
  expect(adminCommand('grant', publisher.email, '--provider', 'partenaire')).toContain('éditeur du fournisseur partenaire');
  await signInToConsole(page, publisher);
  const nav = page.getByRole('navigation', { name: 'Sections de la console' });
  await expect(nav.getByRole('link')).toHaveText(['Tableau de bord', 'Calendrier', 'Fournisseurs']);
  const providerChoice = page.getByRole('combobox', { name: /^Fournisseur/ });
  await expect(providerChoice).toBeDisabled();
  await expect(providerChoice).toHaveValue('partenaire');
  await nav.getByRole('link', { name: 'Fournisseurs' }).click();
  await expect(page.getByRole('region', { name: 'Fournisseurs' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('rowheader', { name: 'partenaire' })).toBeVisible();
  expect((await page.request.get('/api/console/dashboard?provider=default')).status()).toBe(403);
  await expectAccessible(page, 'fournisseurs (éditeur)');
  await context.close();

  // A signed-in player: 403 from the console's API, sent home from its pages.
  const playerContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const player = await playerContext.newPage();
  const id = randomUUID().slice(0, 8);
  const account = { email: `joueur.${id}@example.fr`, password: `grilles-${id}-du-jour` };
  const headers = { origin: baseURL };
  await player.request.post('/api/auth/sign-up/email', {
    headers,
    data: { ...account, passwordConfirm: account.password, first_name: 'Jo', last_name: 'Ueur', username: `joueur-${id}` },
  });
  await followVerificationLink(player.request, account.email);
  expect((await player.request.post('/api/auth/sign-in/email', { headers, data: account })).status()).toBe(200);
  expect((await player.request.get('/api/console/me')).status()).toBe(403);
  expect((await player.request.get('/api/console/providers')).status()).toBe(403);
  await player.goto('/admin/players');
  await expect(player).toHaveURL(`${baseURL}/`);
  await playerContext.close();
});
