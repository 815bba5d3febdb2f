import { implementedGameSlugs } from '@jdj/puzzles';
import { expect, test } from '@playwright/test';

const ALL_GAMES = ['Anagrammo', 'Decrypto', 'Melimelo', 'Motamo', 'Numero', 'Prefixo', 'Sudoku', 'Sudolito', 'Synonymo', 'Proximo', 'Binero'];

test('the home page shows the default provider’s eleven games, each with its streak and description', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Jeux du Jour');
  const cards = page.locator('.game-card');
  await expect(cards).toHaveCount(11);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(ALL_GAMES);
  await expect(cards.filter({ has: page.getByRole('heading', { name: 'Sudoku', exact: true }) })).toContainText('Le grand classique 9×9');
  // No score exists yet: every streak reads 0 jour (singular up to 1).
  for (const card of await cards.all()) await expect(card).toContainText('0 jour');
  // Only games with screens offer to play (document 1 §1): those whose rules are implemented.
  const playable = implementedGameSlugs();
  await expect(page.getByRole('link', { name: /^Jouer/ })).toHaveCount(playable.length);
  for (const slug of playable) {
    const name = ALL_GAMES.find((game) => game.toLowerCase() === slug)!;
    await expect(page.getByRole('link', { name: `Jouer à ${name}` })).toHaveAttribute('href', `/${slug}`);
  }
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Jeux du Jour. Tous droits réservés.`);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});

test('each card wears its game’s accent colour', async ({ page }) => {
  await page.goto('/');
  const sudoku = page.locator('.game-card').filter({ has: page.getByRole('heading', { name: 'Sudoku', exact: true }) });
  const proximo = page.locator('.game-card').filter({ hasText: 'Proximo' });
  const colourOf = (card: typeof sudoku) => card.evaluate((el) => getComputedStyle(el).getPropertyValue('--game-color').trim().toLowerCase());
  expect(await colourOf(sudoku)).toBe('#f1c40f');
  expect(await colourOf(proximo)).toBe('#9b59b6');
  const logo = sudoku.locator('img').first();
  await expect(logo).toHaveAttribute('src', '/logos/sudoku.svg');
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('the logo in the top bar leads home', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.game-card')).toHaveCount(11);
});

test('the first screen is in the HTML before any script, and the browser hydrates it without an error', async ({ browser }) => {
  // JavaScript off: what the server sent is all there is.
  const htmlOnly = await browser.newContext({ javaScriptEnabled: false });
  const bare = await htmlOnly.newPage();
  await bare.goto('/');
  await expect(bare.locator('.game-card').getByRole('heading', { level: 2 })).toHaveText(ALL_GAMES);
  await htmlOnly.close();

  // JavaScript on (no service worker: it would answer the second visit with the plain shell): React keeps the
  // nodes parsed from the HTML (hydrated, not rendered anew), and says nothing of a mismatch.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const shell = document.querySelector('#root > .app-shell');
      if (shell === null || document.readyState !== 'loading') return;
      (window as { parsedShell?: Element }).parsedShell = shell;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/', '/sudoku']) {
    // The theme switch answers only once the page is hydrated: a click before that is lost (as a visitor's
    // would be). The app's page view says it runs (docs/decisions.md, « CI time »).
    const started = page.waitForRequest((request) => request.url().endsWith('/api/tracking') && request.method() === 'POST');
    await page.goto(path);
    await started;
    const themeSwitch = page.getByRole('button', { name: 'Thème sombre' });
    await themeSwitch.click();
    await expect(themeSwitch).toHaveAttribute('aria-pressed', 'true');
    await themeSwitch.click();
    expect(await page.evaluate(() => document.querySelector('#root > .app-shell') === (window as { parsedShell?: Element }).parsedShell)).toBe(true);
  }
  expect(errors).toEqual([]);
  await context.close();
});
