import { addDays } from '@jdj/puzzles';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, floorOf, mmss, playableDate, publicPuzzle, returningPlayer, waitForProviderRemembered, waitForHumanTime } from './game-kit.ts';
import { leastTime, newPlayer, playAs, storeWin } from './player-kit.ts';
import { address } from './staff-kit.ts';

/**
 * The player's side of the shared screens: how the day went for everyone (from real scores stored through
 * the API), the moment of a win, and what a first visit must not show.
 */

/** The histogram's bins as shown: range and count of each bar, and which one is the player's. */
async function shownBins(page: Page) {
  return page.locator('.histogram__bin').evaluateAll((items) =>
    items.map((li) => ({
      from: Number(li.getAttribute('data-from')),
      to: li.getAttribute('data-to') ? Number(li.getAttribute('data-to')) : null,
      count: Number(li.getAttribute('data-count')),
      yours: li.classList.contains('histogram__bin--yours'),
    })),
  );
}

test('the end screen places the player among the day’s winners, with the histogram of their times', async ({ page, request }) => {
  // The partner's players only: no other test stores a Sudoku under this provider.
  const provider = 'partenaire';
  const date = await playableDate(request, 'sudoku');
  const least = leastTime('sudoku', date);
  const others = [0, 12, 12, 25, 40, 64, 90, 95, 130, 200, 480, 1300].map((extra) => least + extra);
  for (const seconds of others) await storeWin(request, 'sudoku', date, newPlayer(), seconds, provider);
  const me = newPlayer();
  const mine = least + 60;
  await storeWin(request, 'sudoku', date, me, mine, provider);

  await returningPlayer(page, 'sudoku');
  await playAs(page, me);
  await page.goto(`/sudoku/${date}/end?provider=${provider}`);
  await expect(page.locator('.end__time')).toHaveText(mmss(mine));

  // The test's own count: the share of the others who took longer, rounded down.
  const slower = others.filter((s) => s > mine).length;
  const percent = Math.floor((100 * slower) / others.length);
  await expect(page.getByText(`Plus rapide que ${percent} % des joueurs aujourd’hui`)).toBeVisible();
  await expect(page.getByText(`${others.length + 1} joueurs ont terminé cette partie.`)).toBeVisible();
  // Under the figure, what it counts (issue 34).
  await expect(page.getByText('les joueurs d’un même réseau comptent pour deux au plus')).toBeVisible();

  const everyone = [...others, mine];
  const bins = await shownBins(page);
  expect(bins.length).toBeGreaterThan(2);
  for (const bin of bins) {
    const expected = everyone.filter((s) => s >= bin.from && (bin.to === null || s < bin.to)).length;
    expect(bin.count, `${bin.from}–${bin.to}`).toBe(expected);
  }
  expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(everyone.length);
  // Consecutive bins with no gap, the player's bar holding the player's time.
  for (let i = 1; i < bins.length; i++) expect(bins[i]!.from).toBe(bins[i - 1]!.to);
  const yours = bins.filter((bin) => bin.yours);
  expect(yours).toHaveLength(1);
  expect(mine >= yours[0]!.from && (yours[0]!.to === null || mine < yours[0]!.to)).toBe(true);
  await expectAccessible(page, 'fin du Sudoku avec la comparaison du jour');
});

test('a win is celebrated with its medal and the streak’s new value', async ({ page, request }) => {
  test.setTimeout(120_000);
  const date = await playableDate(request, 'sudoku');
  const puzzle = await publicPuzzle<{ board: number[][]; solution: number[][] }>(request, 'sudoku', date);
  const cells = puzzle.board.flatMap((line, row) => line.flatMap((value, col) => (value === 0 ? [{ row, col, value: puzzle.solution[row]![col]! }] : [])));
  await returningPlayer(page, 'sudoku');
  await page.goto(`/sudoku/${date}`);
  const grid = page.getByRole('grid', { name: 'Grille de sudoku' });
  for (const [i, { row, col, value }] of cells.entries()) {
    // A person's pace: the server refuses a time below the moves' floors.
    if (i === cells.length - 1)
      await waitForHumanTime(
        page,
        floorOf(
          'sudoku',
          cells.map((cell) => ({ type: 'place', ...cell })),
        ),
      );
    await grid.getByRole('gridcell', { name: `Ligne ${row + 1}, colonne ${col + 1}, vide`, exact: true }).click();
    await page.keyboard.press(String(value));
  }
  await expect(page).toHaveURL(new RegExp(`/sudoku/${date}/end$`));
  await expect(page.locator('.tier-badge')).toBeVisible();
  await expect(page.getByTestId('celebration')).toBeAttached();
  await expect(page.getByText('Série en cours : 1 jour, un jour de plus !')).toBeVisible();
  // Short: gone by itself.
  await expect(page.getByTestId('celebration')).toHaveCount(0, { timeout: 5_000 });
  // Looked at again later, the result is not celebrated a second time.
  await page.reload();
  await expect(page.locator('.tier-badge')).toBeVisible();
  await expect(page.getByTestId('celebration')).toHaveCount(0);
  await expect(page.getByText('Série en cours : 1 jour', { exact: true })).toBeVisible();
});

test('with reduced motion, a win has its medal and no confetti', async ({ browser, request }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const date = await playableDate(request, 'sudoku');
  await returningPlayer(page, 'sudoku');
  await page.goto('/sudoku?provider=demo');
  await waitForProviderRemembered(page, 'demo');
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();
  await page.getByRole('button', { name: 'Résoudre' }).click();
  await expect(page).toHaveURL(new RegExp(`/sudoku/${date}/end`), { timeout: 15_000 });
  await expect(page.locator('.tier-badge')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('celebration')).toHaveCount(0);
  await context.close();
});

test('opening a game for the first time logs no error, and a future end address says it is not playable yet', async ({ browser, request }) => {
  // From an address of its own: the tests' shared one may have spent its request budget (a 429 is logged as an error).
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await returningPlayer(page, 'sudoku');
  const date = await playableDate(request, 'sudoku');
  await page.goto('/sudoku');
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  expect(errors).toEqual([]);

  await page.goto(`/sudoku/${addDays(date, 1)}/end`);
  await expect(page.getByText('Cette partie n’est pas encore disponible. Revenez le jour venu !')).toBeVisible();
  await page.goto('/sudoku/2026-02-30/end');
  await expect(page.getByText('Cette adresse ne correspond à aucune partie : la date n’est pas valide.')).toBeVisible();
  await context.close();
});
