import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AnagrammoPuzzle, resultTier, toPlayableLetters } from '@jdj/puzzles';
import { type BrowserContext, expect, type Frame, type Page, test } from '@playwright/test';
import { E2E_PORT } from './e2e-env.ts';
import { expectAccessible, playableDate, secondsOf, wholePuzzle } from './game-kit.ts';
import { leastTime } from './player-kit.ts';
import { adminAtConsole, newProviderInConsole } from './staff-kit.ts';

/**
 * The embed kit (issue 38): a partner pastes the console's snippet into a page of its own site — here a second
 * local server, another origin (127.0.0.1 against the portal's *.localhost) — and a reader plays the day to
 * the end inside the frame with third-party cookies blocked, the frame's height following the content; the
 * score is stored. A site that is not on the allowed list, or a game the partner does not offer, gets a French
 * message in the frame instead of the game.
 */

/**
 * The partner's site, and a site it did not list: ports of their own next to the e2e server's (its side server
 * is +1, the console's second server +7), within the ten that a run on E2E_PORT has to itself.
 */
const PARTNER_PORT = E2E_PORT + 5;
const STRANGER_PORT = E2E_PORT + 6;

/** A page of a newspaper's site holding `snippet` between its own content. */
const newspaperPage = (snippet: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Le Journal du Soir – Jeux</title></head><body><h1>Les jeux du Journal du Soir</h1>${snippet}<p>Suite de la page du journal.</p></body></html>`;

/** A one-page site on 127.0.0.1:`port`, answering `html()` for any path; stopped by the returned function. */
async function siteServing(port: number, html: () => string): Promise<() => Promise<void>> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  expect((server.address() as AddressInfo).port).toBe(port);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A reader's browser in which third-party cookies (and the storage that goes with them) are blocked. */
async function readerBlockingThirdPartyCookies(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCookieControls', { enableThirdPartyCookieRestriction: true });
  return page;
}

const embedFrame = async (page: Page): Promise<Frame> => {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/embed/'))).toBe(true);
  return page.frames().find((frame) => frame.url().includes('/embed/'))!;
};

/** The frame's height on the host page equals its content's height (the protocol did its work). */
async function expectHeightFollows(page: Page, frame: Frame): Promise<number> {
  const iframe = page.locator('iframe[data-jdj-embed]');
  const gap = async () => {
    const outer = (await iframe.boundingBox())?.height ?? 0;
    const inner = await frame.evaluate(() => Math.ceil(document.getElementById('root')!.getBoundingClientRect().height));
    return Math.abs(Math.round(outer) - Math.max(120, inner));
  };
  await expect.poll(gap).toBeLessThanOrEqual(1);
  return Math.round((await iframe.boundingBox())!.height);
}

test('a partner embeds a game’s snippet on its own site: played to the end in the frame, cookies blocked, its height following, the score stored', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const partnerSite = `http://127.0.0.1:${PARTNER_PORT}`;
  const { page: desk } = await adminAtConsole(browser);
  const { slug } = await newProviderInConsole(desk, { name: 'Le Journal du Soir', games: ['Anagrammo', 'Sudoku'], frames: [partnerSite] });

  // The console's embed kit: the allowed origin, and the snippet of each game.
  await desk.getByRole('link', { name: 'Intégration sur un site' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Intégrer les jeux de « Le Journal du Soir »' })).toBeVisible();
  await expect(desk.getByRole('list', { name: 'Sites autorisés à intégrer vos pages' })).toHaveText(partnerSite);
  await expectAccessible(desk, 'intégration');
  const snippet = await desk.getByLabel('Code à copier : Anagrammo, partie du jour').inputValue();
  expect(snippet).toContain(`/embed/anagrammo"`);
  expect(snippet).toContain('/embed.js');
  const stopPartner = await siteServing(PARTNER_PORT, () => newspaperPage(snippet));
  const stopStranger = await siteServing(STRANGER_PORT, () => newspaperPage(snippet));
  try {
    const reader = await browser.newContext();
    const page = await readerBlockingThirdPartyCookies(reader);
    const scores: { body: Record<string, unknown>; key: string | undefined; status: number; answer: Record<string, unknown> }[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/scores') || response.request().method() !== 'POST') return;
      scores.push({
        body: response.request().postDataJSON() as Record<string, unknown>,
        key: response.request().headers()['x-local-user-key'],
        status: response.status(),
        answer: (await response.json()) as Record<string, unknown>,
      });
    });
    await page.goto(`${partnerSite}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Les jeux du Journal du Soir' })).toBeVisible();
    const frame = await embedFrame(page);
    const inFrame = page.frameLocator('iframe[data-jdj-embed]');

    // Third-party cookies and storage are refused to the frame: it plays anonymously, in memory.
    const refused = await frame.evaluate(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: the very thing the test checks is refused to the frame.
      document.cookie = 'essai=1; SameSite=None; Secure; Path=/';
      let storage = 'disponible';
      try {
        localStorage.setItem('essai', '1');
      } catch {
        storage = 'refusé';
      }
      return { cookie: document.cookie.includes('essai'), storage };
    });
    expect(refused).toEqual({ cookie: false, storage: 'refusé' });

    // The game's landing without the portal's chrome: no site top bar, no footer, no install banner.
    await expect(inFrame.getByRole('heading', { level: 1, name: 'Anagrammo' })).toBeVisible();
    await expect(inFrame.locator('.top-bar, .site-footer, .install-banner')).toHaveCount(0);
    const landing = await expectHeightFollows(page, frame);

    const date = await playableDate(page.request, 'anagrammo');
    const word = toPlayableLetters(wholePuzzle<AnagrammoPuzzle>('anagrammo', date).word);
    await inFrame.getByRole('link', { name: 'Jouer', exact: true }).click();
    await expect.poll(() => frame.url()).toMatch(new RegExp(`/embed/anagrammo/${date}$`));
    const rules = inFrame.getByRole('dialog', { name: 'Comment jouer à Anagrammo ?' });
    await expect(rules).toBeVisible();
    await rules.getByRole('button', { name: 'Jouer' }).click();
    await expect(rules).toHaveCount(0);
    const playing = await expectHeightFollows(page, frame);
    expect(playing).not.toBe(landing);

    // The word typed on the frame's keyboard, the last letter once the timer shows a time a person could take.
    for (const letter of word.slice(0, -1)) await page.keyboard.press(letter.toLowerCase());
    const least = leastTime('anagrammo', date);
    await expect.poll(async () => secondsOf(await inFrame.getByRole('timer').textContent()), { timeout: (least + 10) * 1000 }).toBeGreaterThanOrEqual(least);
    await page.keyboard.press(word.at(-1)!.toLowerCase());

    // The end screen, in the frame; the frame takes its height; the score reached the server, verified.
    await expect.poll(() => frame.url(), { timeout: 15_000 }).toMatch(new RegExp(`/embed/anagrammo/${date}/end$`));
    await expect.poll(() => scores.length).toBe(1);
    const [sent] = scores;
    expect(sent!.status).toBe(201);
    expect(sent!.body).toMatchObject({ game: 'anagrammo', date, provider: slug });
    const stored = sent!.answer.data as { score: number; verified: boolean };
    expect(stored.verified).toBe(true);
    await expect(inFrame.getByRole('heading', { level: 1 })).toHaveText(resultTier('anagrammo', stored.score).title);
    const ended = await expectHeightFollows(page, frame);
    expect(ended).not.toBe(playing);
    await expectAccessible(page, 'page du journal avec le jeu intégré');
    const served = await page.request.get(`/api/scores?game=anagrammo&local_user_id=${String(sent!.body.local_user_id)}`, {
      headers: { 'x-local-user-key': sent!.key ?? '' },
    });
    const list = ((await served.json()) as { data: { scores: { date: string; score: number }[] } }).data.scores;
    expect(list).toEqual([expect.objectContaining({ date, score: stored.score })]);
    await reader.close();

    // The same snippet on a site the partner did not list: a French message in the frame, nothing to play.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto(`http://127.0.0.1:${STRANGER_PORT}/`);
    const refusal = stranger.frameLocator('iframe[data-jdj-embed]');
    await expect(refusal.getByRole('heading', { level: 1, name: 'Intégration non autorisée' })).toBeVisible();
    await expect(refusal.getByText(`Le site http://127.0.0.1:${STRANGER_PORT} n’est pas autorisé à intégrer les jeux de Le Journal du Soir.`)).toBeVisible();
    await expect(refusal.getByRole('timer')).toHaveCount(0);
    // And a game the partner does not offer.
    const missing = await stranger.request.get(`/embed/numero?provider=${slug}`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Ce jeu n’est pas proposé par Le Journal du Soir');
    await other.close();
  } finally {
    await stopPartner();
    await stopStranger();
  }
});
