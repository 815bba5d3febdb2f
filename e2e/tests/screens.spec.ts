import { randomInt } from 'node:crypto';
import { type Browser, expect, type Locator, test } from '@playwright/test';
import { playableDate } from './game-kit.ts';
import { checkScreen, SIZES } from './screen-kit.ts';
import { leastTime, newPlayer, playAs, signUp, storeWin } from './player-kit.ts';

/**
 * Every screen of platform §2 and Sudoku's three screens at 320, 390 and 1280 px: nothing wider than the
 * window, and axe finds no serious or critical violation, in the light and in the dark theme. One browser
 * context per theme walks all the screens (signed out, then signed in), resizing in place.
 */
const address = () => `10.7.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function walk(browser: Browser, theme: 'light' | 'dark'): Promise<void> {
  const context = await browser.newContext({ colorScheme: theme, extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const page = await context.newPage();
  const player = newPlayer();
  await playAs(page, player);
  await page.addInitScript(() => {
    localStorage.setItem('jdj.install-banner.dismissed-at', String(Date.now()));
    localStorage.setItem('jdj.tuto-done.sudoku', '1');
  });
  const h1 = (text: string | RegExp) => page.getByRole('heading', { level: 1, name: text });
  const visit = async (path: string, name: string, ready: Locator) => {
    await page.goto(path);
    await checkScreen(page, name, ready, theme);
  };

  await visit('/', 'accueil', page.locator('.game-card').first());
  // Set by the app once it starts (the server-rendered page follows the system through CSS meanwhile).
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
  await visit('/about', 'à propos', h1('À propos'));
  await visit('/version', 'version', page.getByText('production'));
  await visit('/login', 'connexion', page.getByRole('button', { name: /Se connecter avec/ }));
  await visit('/register', 'inscription', h1('Inscription'));
  await visit('/verify-email?token=abc', 'vérification de l’email', page.getByText('Une erreur est survenue'));
  await visit('/request-password-reset?email=a%40b.fr', 'mot de passe oublié', h1('Mot de passe oublié'));
  await visit('/confirm-password-reset?email=a%40b.fr&token=x', 'nouveau mot de passe', page.getByText('Nouveau mot de passe').first());
  await visit('/page-inexistante', 'page introuvable', h1('Page introuvable'));
  await visit('/mentions-legales', 'mentions légales', h1('Mentions légales'));
  await visit('/confidentialite', 'politique de confidentialité', page.getByTestId('privacy-audience-how-long').filter({ hasText: '13 mois' }));
  await visit('/compte-supprime', 'compte supprimé', h1('Compte supprimé'));

  // Sudoku: landing, its rules, the play screen and the end screen of a day won.
  const date = await playableDate(page.request, 'sudoku');
  await visit('/sudoku', 'accueil du Sudoku', page.getByRole('link', { name: 'Jouer', exact: true }));
  // A game's top bar: its colour in the light theme; in the dark one a surface with a stripe of it.
  const bar = await page.locator('.game-top-bar').evaluate((header) => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--color-surface)';
    document.body.append(probe);
    const surface = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { background: getComputedStyle(header).backgroundColor, surface, stripe: getComputedStyle(header).borderBottomColor };
  });
  if (theme === 'dark') expect([bar.background, bar.stripe]).toEqual([bar.surface, 'rgb(241, 196, 15)']);
  else expect(bar.background).toBe('rgb(241, 196, 15)');
  await page.getByRole('button', { name: 'Instructions' }).click();
  const rules = page.getByRole('dialog', { name: 'Comment jouer à Sudoku ?' });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The Jouer button is on screen without scrolling, from the smallest phone to a laptop.
    await expect(rules.getByRole('button', { name: 'Jouer' }), `règles à ${size.width} px`).toBeInViewport({ ratio: 1 });
  }
  await checkScreen(page, 'règles du Sudoku', rules, theme);
  await rules.getByRole('button', { name: 'Jouer' }).click();
  await visit(`/sudoku/${date}`, 'partie de Sudoku', page.getByRole('grid', { name: 'Grille de sudoku' }));

  await storeWin(page.request, 'sudoku', date, player, leastTime('sudoku', date) + 75);
  await visit(`/sudoku/${date}/end`, 'fin du Sudoku', page.locator('.day-comparison h2'));
  await visit('/stats', 'mes statistiques', page.locator('.history-chart'));

  // Signed in: the profile (its two-factor button was wider than a phone) and its edit form.
  await signUp(page);
  await visit('/profile', 'profil', page.getByRole('button', { name: 'Activer l’authentification à deux facteurs' }));
  await visit('/profile/edit', 'modifier le profil', page.getByLabel('Prénom', { exact: true }));
  await context.close();
}

for (const theme of ['light', 'dark'] as const) {
  test(`every screen fits 320, 390 and 1280 px and passes axe, in the ${theme} theme`, async ({ browser }) => {
    test.setTimeout(150_000);
    await walk(browser, theme);
  });
}

test('the theme switch of the top bar overrides the system and is remembered on this device', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  // The server-rendered page follows the system through CSS; the app sets <html data-theme> when it starts,
  // after the first frame, and only then does the switch show the device's choice.
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  const toggle = page.getByRole('button', { name: 'Thème sombre' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(theme).toBe('dark');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await theme()).toBe('light');
  await page.reload();
  await expect(page.locator('.game-card').first()).toBeVisible();
  await expect.poll(theme).toBe('light');
  // A provider without allow_theme_change has no switch and stays light.
  await page.goto('/?provider=demo');
  await expect(page.locator('.game-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thème sombre' })).toHaveCount(0);
  await expect.poll(theme).toBe('light');
});

test('at 320 px: the +30 flash leaves the joker alone, « Recommencer » fits its button, the flame stays by its words', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.addInitScript(() => {
    localStorage.setItem('jdj.install-banner.dismissed-at', String(Date.now()));
    localStorage.setItem('jdj.tuto-done.sudoku', '1');
  });
  await page.goto('/sudoku');
  const prompt = page.getByText('Commencez votre série aujourd’hui !');
  await expect(prompt).toBeVisible();
  // The prompt takes two lines here; the flame sits just before its first word, on its first line.
  const measure = () =>
    page.locator('.landing__streak').evaluate((line) => {
      const flame = line.querySelector('svg')!.getBoundingClientRect();
      // The first words (a server-rendered line may also hold empty text nodes around React's markers).
      const text = Array.from(line.childNodes).find((node) => (node.nodeType === Node.TEXT_NODE || node.nodeName === 'SPAN') && node.textContent?.trim());
      if (!text) return null;
      const range = document.createRange();
      range.selectNodeContents(text);
      const first = range.getClientRects()[0];
      // Not laid out at this instant (the app taking over the server's markup): measured again.
      if (!first) return null;
      const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      return { lines, horizontal: first.left - flame.right, vertical: Math.abs(first.top + first.height / 2 - (flame.top + flame.height / 2)) };
    });
  // The measure the poll saw is the one checked: a second one may fall in the instant the app takes over.
  let measured: Awaited<ReturnType<typeof measure>> = null;
  await expect.poll(async () => (measured = await measure())).not.toBeNull();
  const gap = measured!;
  expect(gap.lines).toBeGreaterThan(1);
  expect(gap.horizontal).toBeGreaterThanOrEqual(0);
  expect(gap.horizontal).toBeLessThanOrEqual(8);
  expect(gap.vertical).toBeLessThanOrEqual(6);

  const date = await playableDate(request, 'sudoku');
  await page.goto(`/sudoku/${date}`);
  const reset = page.getByRole('button', { name: 'Recommencer' });
  await expect(reset).toBeVisible();
  // Inside its button, and on one line (not broken mid-word).
  const label = await reset.evaluate((button) => {
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    range.selectNodeContents(walker.nextNode()!);
    const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
    return { fits: button.scrollWidth <= button.clientWidth, lines };
  });
  expect(label).toEqual({ fits: true, lines: 1 });

  const joker = page.getByRole('button', { name: 'Révéler une case' });
  await joker.click();
  const flash = page.getByText('+30', { exact: true });
  await expect(flash).toBeVisible();
  const [a, b] = [(await flash.boundingBox())!, (await joker.boundingBox())!];
  const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `+30 ${JSON.stringify(a)} joker ${JSON.stringify(b)}`).toBe(true);
  // Nor over the board: the flash has its own line in the bar, above the grid's first row.
  const grid = (await page.getByRole('grid', { name: 'Grille de sudoku' }).boundingBox())!;
  expect(a.y + a.height, `+30 ${JSON.stringify(a)} grid ${JSON.stringify(grid)}`).toBeLessThanOrEqual(grid.y);
});

test('a toast over the share modal is in front of it and closes with a click', async ({ browser, request }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const player = newPlayer();
  await playAs(page, player);
  await page.addInitScript(() => localStorage.setItem('jdj.install-banner.dismissed-at', String(Date.now())));
  const date = await playableDate(request, 'sudoku');
  await storeWin(request, 'sudoku', date, player, leastTime('sudoku', date) + 5);
  await page.goto(`/sudoku/${date}/end`);
  await page.getByRole('button', { name: 'Partager' }).click();
  const share = page.getByRole('dialog', { name: 'Sudoku' });
  await share.getByRole('button', { name: 'Copier' }).click();
  const toast = page.locator('.toast').filter({ hasText: 'Lien copié !' });
  // Playwright clicks only an element that receives the click: not one under the modal's backdrop.
  await toast.click({ timeout: 3_000 });
  await expect(toast).toHaveCount(0);
  await expect(share).toBeVisible();
  await context.close();
});

test('the update prompt and the install banner stack instead of covering each other', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const banner = page.getByRole('complementary').filter({ hasText: 'Installer l’application' });
  await expect(banner).toBeVisible();
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  // A second worker being installed: the app offers to reload, as for a new version.
  await page.evaluate(async () => void (await navigator.serviceWorker.register('/sw.js?version=next')));
  const update = page.getByRole('alertdialog', { name: 'Une mise à jour est disponible. Recharger ?' });
  await expect(update).toBeVisible({ timeout: 15_000 });
  const [a, b] = [(await update.boundingBox())!, (await banner.boundingBox())!];
  expect(a.y + a.height <= b.y || b.y + b.height <= a.y, `update ${JSON.stringify(a)} banner ${JSON.stringify(b)}`).toBe(true);
  expect(a.y).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height).toBeLessThanOrEqual(640);
});
