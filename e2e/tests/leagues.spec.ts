import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { GAME_SLUGS, type GameSlug } from '@jdj/puzzles';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { expectAccessible, mmss, playableDate, returningPlayer } from './game-kit.ts';
import { apiAccount, leastTime, newPlayer, registerHere, storeWin } from './player-kit.ts';

/**
 * Private leagues (issue 27) with three players, each in a browser of their own: A creates « Bureau »,
 * B joins by the link (registering on the way), C by the QR code's URL (signing in on the way); all three
 * play today's Sudoku and Motamo (real winning plays stored through the API, each as its account); each
 * end screen shows their place; the day's ranking and the week's standing agree with the times; A removes
 * C, whose old link no longer works and who no longer sees the league. The rules themselves are tested
 * on the server (routes/leagues.test.ts).
 */

const address = () => `10.27.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function playerPage(browser: Browser): Promise<Page> {
  // An address of its own: registrations and sign-ins are counted per address.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const page = await context.newPage();
  await returningPlayer(page, 'sudoku');
  await returningPlayer(page, 'motamo');
  return page;
}

/** The address a phone's camera reads in the QR code shown on screen (drawn to a canvas, decoded by jsQR). */
async function scanQrCode(qr: Locator): Promise<string> {
  await expect(qr).toBeVisible();
  const size = 400;
  const pixels = await qr.evaluate(async (svg, side) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, side, side);
    return Array.from(context.getImageData(0, 0, side, side).data);
  }, size);
  const code = jsQR(Uint8ClampedArray.from(pixels), size, size);
  expect(code, 'a readable QR code').not.toBeNull();
  return code!.data;
}

/** The rows of a ranking table as shown: each cell's text. */
const rowsOf = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent?.trim() ?? '')));

/** axe at a phone's width and a desktop's, in the light theme and the dark one (the app follows the system's). */
async function expectAccessibleAtBothWidths(page: Page, screen: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expectAccessible(page, `${screen} à ${width} px, thème ${theme === 'light' ? 'clair' : 'sombre'}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('three friends in a league: invitation by link and QR code, places on the end screens, rankings, removal', async ({ browser }) => {
  test.setTimeout(150_000);
  const [a, b, c] = await Promise.all([playerPage(browser), playerPage(browser), playerPage(browser)]);

  // A registers, finds « Ligues » in the top bar and creates « Bureau ».
  await a.goto('/register');
  const accountA = await registerHere(a);
  await a.getByRole('link', { name: 'Ligues' }).click();
  await expect(a.getByRole('heading', { level: 1, name: 'Mes ligues' })).toBeVisible();
  await expect(a.getByText('Vous n’êtes dans aucune ligue pour le moment.')).toBeVisible();
  await expectAccessibleAtBothWidths(a, 'mes ligues');
  await a.getByLabel('Nom de la ligue').fill('Bureau');
  await a.getByRole('button', { name: 'Créer la ligue' }).click();
  await expect(a.getByRole('heading', { level: 1, name: 'Bureau' })).toBeVisible();
  const leagueUrl = a.url();
  const link = await a.getByRole('textbox', { name: 'Lien d’invitation' }).inputValue();
  expect(link).toMatch(/\/ligues\/rejoindre#[A-Za-z0-9_-]{24}$/);

  // B opens the link signed out, registers from it, and comes back to the invitation after the mail.
  const linkPath = link.slice(new URL(link).origin.length);
  await b.goto(linkPath);
  await expect(b.getByText('Vous êtes invité à rejoindre la ligue « Bureau » (1 membre).')).toBeVisible();
  await expectAccessibleAtBothWidths(b, 'invitation, déconnecté');
  await b.getByRole('link', { name: 'Créer un compte' }).click();
  const accountB = await registerHere(b);
  await b.getByRole('link', { name: 'Continuer' }).click();
  // What the members will see of B, before joining.
  await expect(
    b.getByText(
      `Les membres de la ligue verront votre nom d’utilisateur « ${accountB.username} » et vos temps de jeu, rien d’autre : ni votre email, ni votre nom.`,
    ),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(b, 'invitation, connecté');
  await b.getByRole('button', { name: 'Rejoindre la ligue' }).click();
  await expect(b.getByRole('heading', { level: 1, name: 'Bureau' })).toBeVisible();
  expect(b.url()).toBe(leagueUrl);

  // C, who has an account but is signed out, scans the QR code on A's screen and signs in from the invitation.
  await c.goto('/register');
  const accountC = await registerHere(c);
  await c.goto('/logout');
  await expect(c).toHaveURL(/\/login/);
  await a.reload();
  const scanned = await scanQrCode(a.getByRole('img', { name: 'QR code du lien d’invitation de la ligue Bureau' }));
  expect(scanned).toBe(link);
  await c.goto(scanned.slice(new URL(scanned).origin.length));
  await c.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
  await c.getByLabel('Email', { exact: true }).fill(accountC.email);
  await c.getByLabel('Mot de passe', { exact: true }).fill(accountC.password);
  await c.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await c.getByRole('button', { name: 'Rejoindre la ligue' }).click();
  await expect(c.getByRole('heading', { level: 1, name: 'Bureau' })).toBeVisible();
  const usernameC = accountC.username;

  // All three play today's Sudoku and Motamo, each as their account.
  const players = [
    { page: a, username: accountA.username },
    { page: b, username: accountB.username },
    { page: c, username: usernameC },
  ];
  const extra: Record<GameSlug, number[]> = { sudoku: [30, 10, 20], motamo: [5, 40, 20] } as Record<GameSlug, number[]>;
  const days = { sudoku: await playableDate(a.request, 'sudoku'), motamo: await playableDate(a.request, 'motamo') };
  const times = new Map<string, number[]>();
  for (const slug of ['sudoku', 'motamo'] as const) {
    const least = leastTime(slug, days[slug]);
    const list = extra[slug]!.map((seconds) => least + seconds);
    times.set(slug, list);
    for (const [i, { page }] of players.entries()) {
      // Issue 39: before C plays Motamo, C's league opens on today at a glance: both friends' times, C's « Jouer ».
      if (slug === 'motamo' && i === 2) await seesTodayBeforePlaying(list);
      await storeWin(page.request, slug, days[slug], newPlayer(), list[i]!);
    }
  }

  async function seesTodayBeforePlaying(motamoTimes: number[]) {
    await c.goto(leagueUrl.slice(new URL(leagueUrl).origin.length));
    const glance = c.getByRole('region', { name: 'Aujourd’hui' });
    const motamo = glance.getByRole('table').filter({ has: c.getByRole('button', { name: 'Motamo', exact: true }) });
    const [first, second] = motamoTimes[0]! <= motamoTimes[1]! ? [players[0]!, players[1]!] : [players[1]!, players[0]!];
    const sorted = [...motamoTimes.slice(0, 2)].sort((x, y) => x - y);
    await expect
      .poll(() => rowsOf(motamo))
      .toEqual([
        ['1ᵉʳ', first.username, mmss(sorted[0]!)],
        ['2ᵉ', second.username, mmss(sorted[1]!)],
        ['–', `${usernameC} (vous)`, 'Jouer'],
      ]);
    await expect(motamo.getByRole('link', { name: 'Jouer à Motamo' })).toHaveAttribute('href', '/motamo');
    // Sudoku, which all three played, comes first.
    await expect(glance.getByRole('table').first().getByRole('button')).toHaveText('Sudoku');
  }

  // Each end screen shows the player's place in « Bureau ».
  const placeOf = (slug: string, i: number) => 1 + times.get(slug)!.filter((t) => t < times.get(slug)![i]!).length;
  const ordinal = (place: number) => (place === 1 ? '1ᵉʳ' : `${place}ᵉ`);
  for (const slug of ['sudoku', 'motamo'] as const) {
    for (const [i, { page }] of players.entries()) {
      await page.goto(`/${slug}/${days[slug]}/end`);
      await expect(page.locator('.end__time')).toHaveText(mmss(times.get(slug)![i]!));
      await expect(page.getByRole('link', { name: `Ligue Bureau : ${ordinal(placeOf(slug, i))} sur 3 aujourd’hui` })).toBeVisible();
    }
  }
  await expectAccessible(c, 'fin du Motamo avec la ligne de la ligue');

  // A follows the line to that day's ranking: the fastest first, every time as stored.
  await a.goto(`/sudoku/${days.sudoku}/end`);
  await a.getByRole('link', { name: /^Ligue Bureau\s:\s/ }).click();
  await expect(a).toHaveURL(new RegExp(`/ligues/[0-9a-f-]{36}\\?jeu=sudoku&date=${days.sudoku}$`));
  const dayTable = a.getByRole('table').filter({ hasText: 'Sudoku,' });
  const byTime = players.map((p, i) => ({ ...p, time: times.get('sudoku')![i]! })).sort((x, y) => x.time - y.time);
  await expect.poll(() => rowsOf(dayTable)).toEqual(byTime.map((p, i) => [ordinal(i + 1), p.username + (p.page === a ? ' (vous)' : ''), mmss(p.time)]));

  // The week's standing: in each game, 3 points for the first, 2, then 1; ties by plays, wins, then less time.
  const standing = players
    .map((p, i) => ({
      ...p,
      points: (['sudoku', 'motamo'] as const).reduce((sum, slug) => sum + (3 - placeOf(slug, i) + 1), 0),
      time: times.get('sudoku')![i]! + times.get('motamo')![i]!,
    }))
    .sort((x, y) => y.points - x.points || x.time - y.time);
  const weekTable = a.getByRole('table').filter({ hasText: 'Points' });
  await expect(a.getByText('Chaque jour et dans chaque jeu, le premier du classement marque autant de points')).toBeVisible();
  await expect
    .poll(() => rowsOf(weekTable))
    .toEqual(standing.map((p, i) => [ordinal(i + 1), p.username + (p.page === a ? ' (vous)' : ''), String(p.points), '2', '2', mmss(p.time)]));
  await expectAccessibleAtBothWidths(a, 'page de la ligue');

  // A removes C: C no longer sees the league, and the old link no longer lets C in.
  await a.getByRole('button', { name: `Gérer ${usernameC}` }).click();
  await a.getByRole('button', { name: `Retirer ${usernameC}` }).click();
  await a.getByRole('button', { name: 'Confirmer' }).click();
  await expect(a.getByRole('heading', { level: 2, name: 'Membres (2 sur 100)' })).toBeVisible();
  await c.goto(leagueUrl.slice(new URL(leagueUrl).origin.length));
  await expect(c.getByRole('heading', { level: 1, name: 'Ligue introuvable : elle n’existe pas ou vous n’en êtes pas membre.' })).toBeVisible();
  await c.goto('/ligues');
  await expect(c.getByText('Vous n’êtes dans aucune ligue pour le moment.')).toBeVisible();
  await c.goto(scanned.slice(new URL(scanned).origin.length));
  await expect(c.getByText('Ce lien d’invitation n’est pas ou plus valable : demandez-en un nouveau à un membre de la ligue.')).toBeVisible();
  await c.goto(`/sudoku/${days.sudoku}/end`);
  await expect(c.locator('.end__time')).toBeVisible();
  await expect(c.getByRole('link', { name: /^Ligue Bureau/ })).toHaveCount(0);

  await Promise.all([a, b, c].map((page) => page.context().close()));
});

test('every game’s end screen shows its league line, readable in both themes (issue 39)', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const light = await browser.newContext({ colorScheme: 'light', extraHTTPHeaders: { 'x-forwarded-for': address() } });
  await apiAccount(light.request, baseURL!);
  const created = await light.request.post('/api/leagues', { data: { name: 'Famille' }, headers: { origin: baseURL! } });
  expect(created.status(), await created.text()).toBe(201);
  const days = new Map<GameSlug, string>();
  for (const slug of GAME_SLUGS) {
    const date = await playableDate(light.request, slug);
    days.set(slug, date);
    // A minute over the least time: beyond what a question game needs to be placed.
    await storeWin(light.request, slug, date, newPlayer(), leastTime(slug, date) + 60);
  }
  // The same account in the dark theme: the line takes each game's colours, whose ink was tuned for icons.
  const dark = await browser.newContext({ colorScheme: 'dark', storageState: await light.storageState(), extraHTTPHeaders: { 'x-forwarded-for': address() } });
  for (const context of [light, dark]) {
    const page = await context.newPage();
    for (const slug of GAME_SLUGS) {
      await page.goto(`/${slug}/${days.get(slug)}/end`);
      const line = page.getByRole('link', { name: /^Ligue Famille\s:\s1ᵉʳ sur 1/ });
      await expect(line).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(context === light ? 'light' : 'dark');
      const results = await new AxeBuilder({ page }).include('.league-lines').analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`);
      expect(serious, `${slug}, ${context === light ? 'clair' : 'sombre'}`).toEqual([]);
    }
  }
  await Promise.all([light.close(), dark.close()]);
});
