import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type RunningServer, startServer } from '@jdj/server';
import { expect, type Page, type Request, test } from '@playwright/test';

/**
 * Audience measurement (platform §9): first-party page views on our own tracking route, with no cookie;
 * a third-party measurement only when the server has an id, and only after « Accepter ».
 */
const MEASUREMENT_ID = 'G-E2ETEST01';

/** The page views the browser sends to our tracking route. */
function pageViews(page: Page): { name: string; source_url: string; local_user_id?: string }[] {
  const views: { name: string; source_url: string; local_user_id?: string }[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/tracking') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { type: string; name: string; source_url: string; local_user_id?: string };
    if (body.type === 'page_view') views.push(body);
  });
  return views;
}

test('each route change is one first-party page view, with no query, no player id and no cookie', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('jdj.install-banner.dismissed-at', String(Date.now())));
  const views = pageViews(page);
  await page.goto('/');
  // The home is server-rendered: its view is counted once the app has started, after the first frame. A click
  // before that is a plain page load of /about, and the home was never counted (as for a real visitor).
  await expect.poll(() => views.map((v) => v.name)).toEqual(['home']);
  await page.getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL(/\/about$/);
  // The view is sent after the route renders: wait for it before leaving the page.
  await expect.poll(() => views.map((v) => v.name)).toEqual(['home', 'about']);
  await page.goto('/confirm-password-reset?email=a%40b.fr&token=secret');
  await expect.poll(() => views.map((v) => v.name)).toEqual(['home', 'about', 'confirm-password-reset']);
  expect(views[2]!.source_url).toMatch(/\/confirm-password-reset$/);
  expect(views.some((v) => 'local_user_id' in v)).toBe(false);
  expect(await context.cookies()).toEqual([]);
  // Without a measurement id on the server, there is nothing to consent to.
  await expect(page.getByRole('region', { name: 'Mesure d’audience' })).toHaveCount(0);
});

test.describe('with a third-party measurement id', () => {
  // A second server of the built app, configured as an operator would (its own fresh database).
  let server: RunningServer;
  let dataDir: string;
  const thirdParty: string[] = [];
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-e2e-measure-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ANALYTICS_MEASUREMENT_ID: MEASUREMENT_ID });
    server = await startServer(config, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  test.afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  test.beforeEach(async ({ page }) => {
    thirdParty.length = 0;
    await page.addInitScript(() => localStorage.setItem('jdj.install-banner.dismissed-at', String(Date.now())));
    // The third party's script is answered here: no request leaves this machine.
    await page.route('https://www.googletagmanager.com/**', (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__measured = true;' });
    });
  });

  test('nothing is loaded before « Accepter »; afterwards page views go to it too', async ({ page }) => {
    await page.goto(`${server.url}/`);
    const banner = page.getByRole('region', { name: 'Mesure d’audience' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Sans votre accord, rien n’est chargé.');
    await expect(banner.getByRole('button', { name: 'Refuser' })).toBeVisible();
    await page.getByRole('link', { name: 'À propos' }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(thirdParty).toEqual([]);

    await banner.getByRole('button', { name: 'Accepter' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => thirdParty).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __measured?: boolean }).__measured)).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Version' }).click();
    await expect(page).toHaveURL(/\/version$/);
    const sent = () => page.evaluate(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args)));
    await expect
      .poll(async () => (await sent()).filter((a) => a[0] === 'event' && a[1] === 'page_view').map((a) => (a[2] as { page_path: string }).page_path))
      .toEqual(['/about', '/version']);
    // Remembered: the next visit loads it without asking again.
    await page.reload();
    await expect.poll(() => thirdParty.length).toBe(2);
    await expect(banner).toHaveCount(0);
  });

  test('« Refuser » is remembered, loads nothing, and the footer link asks again', async ({ page }) => {
    await page.goto(`${server.url}/about`);
    const banner = page.getByRole('region', { name: 'Mesure d’audience' });
    await banner.getByRole('button', { name: 'Refuser' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.getByRole('button', { name: 'Cookies' }).click();
    await expect(banner).toBeVisible();
    expect(thirdParty).toEqual([]);
  });
});
