import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from './e2e-env.ts';
import { expectAccessible, playableDate, returningPlayer } from './game-kit.ts';
import { leastTime, newPlayer, playAs, storeWin } from './player-kit.ts';
import { adminAtConsole, newProviderInConsole } from './staff-kit.ts';

/**
 * A partner's own brand (issue 38): an administrator gives a new partner its colours and its logo in the
 * console; the partner's host then carries them from the server's first paint (read here with scripts off:
 * what shows before the app starts), its manifest names it with its own number of games, its favicon and
 * icons are made from its logo, and axe finds nothing serious in its pages in both themes. The rules behind
 * (contrast, files, SVG) are proven by the server's suite (routes/console-brand.test.ts).
 */

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80">
  <title>Le Journal du Matin</title>
  <rect width="240" height="80" rx="14" fill="#ffffff"/>
  <circle cx="40" cy="40" r="24" fill="#8a1020"/>
  <path d="M80 24h140v12H80zM80 46h100v10H80z" fill="#8a1020"/>
</svg>`;

const PRIMARY = '#8a1020';
const PRIMARY_RGB = 'rgb(138, 16, 32)';
const GAMES = ['Motamo', 'Sudoku', 'Binero', 'Synonymo', 'Anagrammo'];

/**
 * A file of the partner's host, fetched by the page itself (its host name resolves in the browser only): its type,
 * its text, and for a PNG its size read from its header.
 */
async function fetchInPage(page: Page, url: string): Promise<{ type: string; text: string; size: string | null }> {
  return page.evaluate(async (address) => {
    const answer = await fetch(address);
    const bytes = new Uint8Array(await answer.clone().arrayBuffer());
    const view = new DataView(bytes.buffer);
    const png = bytes.length > 24 && String.fromCharCode(bytes[1]!, bytes[2]!, bytes[3]!) === 'PNG';
    return { type: answer.headers.get('content-type') ?? '', text: await answer.text(), size: png ? `${view.getUint32(16)}x${view.getUint32(20)}` : null };
  }, url);
}

async function brandTheProvider(page: Page, slug: string): Promise<void> {
  await page.getByRole('link', { name: 'Couleurs et logo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Couleurs et logo de « Le Journal du Matin »' })).toBeVisible();
  await expectAccessible(page, 'couleurs et logo');
  const colors = page.locator('form', { has: page.getByRole('heading', { name: 'Couleurs' }) });
  await colors.getByLabel('Couleur principale (barre du haut, boutons)').fill(PRIMARY);
  // A pale accent would leave links unreadable on the light page: refused, in French, and nothing is stored.
  await colors.getByLabel('Couleur d’accent (liens, sur fond clair)').fill('#f1c40f');
  await colors.getByRole('button', { name: 'Enregistrer les couleurs' }).click();
  await expect(colors.getByRole('alert')).toContainText('La couleur d’accent #f1c40f n’atteint que 1,');
  await expect(colors.getByRole('alert')).toContainText('sur les fonds du thème clair : il faut 4,5:1 au moins.');
  expect((await page.request.get(`/api/providers/current?provider=${slug}`).then((r) => r.json())).data.brand.colors).toBeNull();
  await colors.getByLabel('Couleur d’accent (liens, sur fond clair)').fill(PRIMARY);
  await colors.getByLabel('Couleur d’accent du thème sombre (facultatif, sur fond sombre)').fill('#ff9aa5');
  await colors.getByRole('button', { name: 'Enregistrer les couleurs' }).click();
  await expect(colors.getByRole('status')).toHaveText('Enregistré');

  const logo = page.locator('form', { has: page.getByRole('heading', { name: 'Logo', exact: true }) });
  // An SVG that would run a script is refused, and says why.
  await logo.getByLabel('Fichier du logo (PNG ou SVG)').setInputFiles({
    name: 'piege.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(LOGO.replace('<title>', '<script>alert(1)</script><title>')),
  });
  await logo.getByRole('button', { name: 'Envoyer le logo' }).click();
  await expect(logo.getByRole('alert')).toContainText('Ce SVG contient un script (<script>) : il est refusé.');
  await expect(logo.getByText('Le logo du portail s’affiche.')).toBeVisible();
  await logo.getByLabel('Fichier du logo (PNG ou SVG)').setInputFiles({ name: 'journal.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) });
  await logo.getByRole('button', { name: 'Envoyer le logo' }).click();
  await expect(logo.getByRole('status')).toHaveText('Enregistré');
  await expect(logo.getByText(/^Logo actuel \(SVG, \d+ Ko\)$/)).toBeVisible();
  await expect(logo.getByRole('listitem')).toHaveCount(5);
}

/** A page of the partner's host in `theme`, as a returning player (rules read, banner put off), checked by axe. */
async function partnerPages(browser: Browser, site: string, slug: string, theme: 'light' | 'dark', date: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await context.addInitScript((chosen) => localStorage.setItem('jdj.theme', chosen), theme);
  await returningPlayer(page, 'sudoku');
  await returningPlayer(page, 'motamo');
  const player = newPlayer();
  await storeWin(page.request, 'sudoku', date, player, leastTime('sudoku', date) + 60, slug);
  await playAs(page, player);
  for (const [path, ready] of [
    ['/', page.getByRole('heading', { name: 'Sudoku', exact: true })],
    ['/motamo', page.getByRole('link', { name: 'Jouer', exact: true })],
    [`/motamo/${date}`, page.getByRole('timer')],
    [`/sudoku/${date}/end`, page.locator('.end__time')],
  ] as const) {
    await page.goto(site + path);
    await expect(ready).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // The app runs now: the partner's colours still (in the dark theme, the dark ones the brand sets).
    const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());
    expect(brand, `${path} (${theme})`).toBe(PRIMARY);
    await expectAccessible(page, `${path} du partenaire (${theme === 'light' ? 'thème clair' : 'thème sombre'})`);
  }
  await context.close();
}

test('an administrator gives a partner its colours and logo: its host shows them from the first paint, with its manifest and icons', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page } = await adminAtConsole(browser);
  const { slug, host } = await newProviderInConsole(page, { name: 'Le Journal du Matin', games: GAMES, features: ['Thème sombre proposé'] });
  const site = `http://${host}:${E2E_PORT}`;
  await brandTheProvider(page, slug);

  // The first server-rendered paint, scripts off: the app never starts, so this is what shows before it does.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const first = await noScript.newPage();
  for (const path of ['/', '/sudoku']) {
    const answer = await first.goto(site + path);
    expect(answer?.status()).toBe(200);
    await expect(first).toHaveTitle(path === '/' ? 'Le Journal du Matin' : 'Sudoku');
    // The site's top bar in the partner's colour (a game's own bar keeps the game's colour, as on the portal).
    if (path === '/') await expect(first.locator('.top-bar')).toHaveCSS('background-color', PRIMARY_RGB);
    const tokens = await first.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return ['--color-brand', '--color-link', '--color-focus'].map((name) => style.getPropertyValue(name).trim());
    });
    expect(tokens, `${path}: no colour of the portal's`).toEqual([PRIMARY, PRIMARY, PRIMARY]);
    await expect(first.locator('meta[name="theme-color"]')).toHaveAttribute('content', PRIMARY);
    await expect(first.locator('link[rel="icon"]')).toHaveAttribute('href', new RegExp(`^/brand/${slug}/favicon-48\\.png\\?v=`));
    await expect(first.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', new RegExp(`^/brand/${slug}/apple-touch-icon\\.png\\?v=`));
    await expect(first.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${site}/brand/${slug}/share`));
    await expect(first.locator('head title')).toHaveCount(1);
  }
  await first.goto(`${site}/`);
  await expect(first.locator('.top-bar__logo')).toHaveAttribute('src', new RegExp(`^/brand/${slug}/logo\\.svg\\?v=`));
  await noScript.close();

  // Its manifest: its name, its own five games, its colour, icons made from its logo.
  const visit = await browser.newContext();
  const portal = await visit.newPage();
  await portal.goto(`${site}/`);
  await expect(portal.locator('.game-card')).toHaveCount(5);
  const manifestUrl = new URL((await portal.locator('link[rel="manifest"]').getAttribute('href'))!, site).href;
  const manifest = JSON.parse((await fetchInPage(portal, manifestUrl)).text) as {
    name: string;
    description: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Le Journal du Matin',
    short_name: 'Le Journal du Matin',
    theme_color: PRIMARY,
    description: 'Le Journal du Matin : un nouveau défi chaque jour dans cinq jeux de lettres, de chiffres et de logique. Gratuit, avec ou sans compte.',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  for (const icon of manifest.icons) {
    expect(icon.src).toMatch(new RegExp(`^/brand/${slug}/`));
    const file = await fetchInPage(portal, new URL(icon.src, site).href);
    expect(file.type).toBe('image/png');
    expect(file.size).toBe(icon.sizes);
  }
  const favicon = await fetchInPage(portal, new URL((await portal.locator('link[rel="icon"]').getAttribute('href'))!, site).href);
  expect(favicon).toMatchObject({ type: 'image/png', size: '48x48' });
  const logo = await fetchInPage(portal, new URL((await portal.locator('.top-bar__logo').getAttribute('src'))!, site).href);
  expect(logo).toMatchObject({ type: 'image/svg+xml', text: LOGO });
  await visit.close();

  // axe on its home, a game (landing and play) and an end screen, in both themes.
  const date = await playableDate(page.request, 'sudoku');
  await partnerPages(browser, site, slug, 'light', date);
  await partnerPages(browser, site, slug, 'dark', date);
});
