import { expect, test } from '@playwright/test';

const DISMISSED_KEY = 'jdj.install-banner.dismissed-at';

test('the install banner can be put off for seven days', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('complementary').filter({ hasText: 'Installer l’application pour une meilleure expérience' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Plus tard' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.game-card').first()).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Eight days later the dismissal is forgotten.
  await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 8 * 24 * 3600 * 1000)), DISMISSED_KEY);
  await page.reload();
  await expect(banner).toBeVisible();

  // A corrupt stored value never breaks the page: the banner simply shows.
  await page.evaluate((key) => localStorage.setItem(key, '{not a date'), DISMISSED_KEY);
  await page.reload();
  await expect(banner).toBeVisible();
});

test('without an install prompt, Installer explains how to install, in a toast a click closes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Installer', exact: true }).click();
  const toast = page.locator('.toast').filter({ hasText: 'Pour installer l’application' });
  await expect(toast).toBeVisible();
  await expect(toast.locator('svg')).toHaveCount(1);
  await toast.click();
  await expect(toast).toHaveCount(0);
});

test('the toast area keeps only the last ten', async ({ page }) => {
  await page.goto('/');
  const install = page.getByRole('button', { name: 'Installer', exact: true });
  for (let i = 0; i < 12; i++) await install.click();
  await expect(page.locator('.toast')).toHaveCount(10);
});

test('the service worker and the manifest are served, and the worker controls the site', async ({ page, request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; lang: string; icons: { sizes: string }[]; theme_color: string };
  expect(body.name).toBe('Jeux du Jour');
  expect(body.lang).toBe('fr');
  expect(body.theme_color).toMatch(/^#/);
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of body.icons as unknown as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);

  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(scriptUrl ?? 'http://x/').pathname).toBe('/sw.js');
});

test('the app shell opens offline once the service worker has cached it', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.locator('.game-card')).toHaveCount(11);
  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('main')).toContainText('À propos');
  await context.setOffline(false);
});

test('pages run under their Content-Security-Policy without a single violation', async ({ page }) => {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => found.push(`${event.violatedDirective} ${event.blockedURI}`));
    localStorage.setItem('jdj.tuto-done.sudoku', '1');
  });
  for (const path of ['/', '/login', '/register', '/about', '/version', '/sudoku']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('#root > *').first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
