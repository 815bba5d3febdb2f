import { expect, type Page, test } from '@playwright/test';

/*
 * The server-rendered first screens (issue 36): the app takes over the page the server painted instead of
 * painting it again. Each test waits for the app to run (the page view it sends), never for time.
 */

// No service worker: it would answer a second visit with the plain shell, rendered by the browser alone.
test.use({ serviceWorkers: 'block' });

interface FirstScreenWatch {
  /** The <main> parsed from the server's HTML. */
  parsed: Element | null;
  /** Observed states (after each batch of DOM changes, so before any frame that shows them) without that node as #main. */
  without: number;
  /** Animation frames once it was parsed, and those without it. */
  frames: number;
  framesWithout: number;
}

/** Watches #main from before the page's first script: the node parsed from the HTML, then every change and frame. */
async function watchFirstScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch: FirstScreenWatch = { parsed: null, without: 0, frames: 0, framesWithout: 0 };
    (window as { firstScreen?: FirstScreenWatch }).firstScreen = watch;
    const check = () => {
      const main = document.getElementById('main');
      if (watch.parsed === null) watch.parsed = main;
      else if (main !== watch.parsed) watch.without++;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    const frame = () => {
      if (watch.parsed !== null) {
        watch.frames++;
        if (document.getElementById('main') !== watch.parsed) watch.framesWithout++;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Resolves once the app runs on the page: it sends the page's view to the tracking route. */
function appStarted(page: Page) {
  return page.waitForRequest((request) => request.url().endsWith('/api/tracking') && request.method() === 'POST');
}

for (const path of ['/', '/login', '/sudoku', '/motamo']) {
  test(`${path}: the <main> painted from the server's HTML is the node the app goes on with, in every frame`, async ({ page }) => {
    await watchFirstScreen(page);
    const started = appStarted(page);
    await page.goto(path);
    await started;
    const watch = await page.evaluate(() => {
      const seen = (window as { firstScreen?: FirstScreenWatch }).firstScreen!;
      const { without, frames, framesWithout } = seen;
      return { parsed: seen.parsed !== null, same: document.getElementById('main') === seen.parsed, without, frames, framesWithout };
    });
    expect(watch.parsed).toBe(true);
    expect(watch.same).toBe(true);
    expect(watch.without).toBe(0);
    expect(watch.frames).toBeGreaterThan(0);
    expect(watch.framesWithout).toBe(0);
  });
}

test('what is typed into the sign-in form while the app starts is kept, and the app goes on with it', async ({ page }) => {
  // The app's entry is held until the typing is done: the form is the server's, the app not yet running.
  let releaseEntry!: () => void;
  const typed = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  const started = appStarted(page);
  // Not until `load`: the page's load waits for the entry when it was asked for before it.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').pressSequentially('lea.martin@example.fr');
  await page.getByLabel('Mot de passe', { exact: true }).pressSequentially('mot-de-passe-42');
  releaseEntry();
  await started;

  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue('lea.martin@example.fr');
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('mot-de-passe-42');
  // The app's own state holds the address: its link to the forgotten password carries it.
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/request-password-reset?email=lea.martin%40example.fr');
  // And it sends what was typed: no such account, the sign-in's own refusal.
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
});
