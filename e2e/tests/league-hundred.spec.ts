import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, playableDate, returningPlayer } from './game-kit.ts';
import { apiAccount, leastTime, newPlayer, storeWin } from './player-kit.ts';

/**
 * A full league on a phone (issue 39: 100 members made a 37,716-px page with « Inviter » at y=36,533): the
 * owner and 99 members made through the API (sign-up, the mailed link, the invitation), 60 of them with a
 * verified Sudoku today, the owner the slowest. At 390 × 844 the league opens on the day, « Inviter » is on
 * the first screen, the owner's own row is pinned within one screen's scroll, and the page is a few screens tall.
 */

const MEMBERS = 100;
const PLAYED = 60;
const SCREEN = { width: 390, height: 844 };

const address = () => `10.39.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Where an element's top stands on the page, in screens of 844 px from the top. */
const screensDown = async (locator: Locator) => (await locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)) / SCREEN.height;

test('a league of 100 on a phone: the day, « Inviter » and my own row without scrolling more than a screen', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  const ownerContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address() }, viewport: SCREEN });
  const page: Page = await ownerContext.newPage();
  await returningPlayer(page, 'sudoku');
  const owner = await apiAccount(ownerContext.request, origin);
  const created = await ownerContext.request.post('/api/leagues', { data: { name: 'Rédaction' }, headers: { origin } });
  expect(created.status(), await created.text()).toBe(201);
  const league = ((await created.json()) as { data: { id: string; invite_token: string } }).data;

  const date = await playableDate(ownerContext.request, 'sudoku');
  const least = leastTime('sudoku', date);
  // 99 members join by the invitation, a few at a time (each its own address: sign-ups are counted per address).
  const members: APIRequestContext[] = [];
  for (let start = 1; start < MEMBERS; start += 9) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(9, MEMBERS - start) }, async () => {
        const member = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { 'x-forwarded-for': address() } });
        await apiAccount(member, origin);
        const joined = await member.post('/api/leagues/invitations/accept', { data: { token: league.invite_token }, headers: { origin } });
        expect(joined.status(), await joined.text()).toBe(200);
        return member;
      }),
    );
    members.push(...batch);
  }
  // 60 of them win today's Sudoku, one after the other (each play's start is moved back through the side server's own connection).
  for (const [n, member] of members.slice(0, PLAYED).entries()) await storeWin(member, 'sudoku', date, newPlayer(), least + n + 1);
  await storeWin(ownerContext.request, 'sudoku', date, newPlayer(), least + PLAYED + 30);
  await Promise.all(members.map((member) => member.dispose()));

  await page.goto(`/ligues/${league.id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Membres (${MEMBERS} sur ${MEMBERS})` })).toBeVisible();
  const today = page.getByRole('region', { name: 'Aujourd’hui' });
  await expect(today.getByRole('table').first()).toBeVisible();

  // The first screen: the league's day, and « Inviter ».
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(today).toBeInViewport({ ratio: 0.1 });
  await expect(page.getByRole('link', { name: 'Inviter' })).toBeInViewport();
  // The owner's row, last of 61 in today's Sudoku, pinned under the first rows: within one screen's scroll.
  const ownRow = today
    .getByRole('row')
    .filter({ hasText: `${owner} (vous)` })
    .first();
  await expect(ownRow).toContainText(`${PLAYED + 1}ᵉ`);
  expect(await screensDown(ownRow), 'the own row within one screen’s scroll').toBeLessThan(2);

  // The whole page: a few screens, not a hundred rows of each list, and never wider than the phone.
  const { height, width } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth }));
  expect(width, 'no sideways scrolling').toBeLessThanOrEqual(SCREEN.width);
  expect(height / SCREEN.height, `a page ${height} px tall`).toBeLessThanOrEqual(6);
  // « Inviter » leads to the invitation, however far down it is.
  await page.getByRole('link', { name: 'Inviter' }).click();
  await expect(page.getByRole('textbox', { name: 'Lien d’invitation' })).toBeInViewport();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: SCREEN.height });
    await expectAccessible(page, `ligue de 100 membres à ${width} px`);
  }
  await ownerContext.close();
});
