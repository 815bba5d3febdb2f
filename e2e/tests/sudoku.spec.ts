import { SUDOKU_JOKER_PENALTY } from '@jdj/puzzles';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectThumbLayout,
  expectPlayInReach,
  floorOf,
  localUserId,
  mmss,
  playableDate,
  publicPuzzle,
  returningPlayer as returning,
  secondsOf as seconds,
  serverScores,
  waitForProviderRemembered,
  waitForHumanTime,
} from './game-kit.ts';

/**
 * Sudoku from end to end on the real server (fresh SQLite, puzzles seeded around today): a whole day
 * played as a new visitor would (a wrong digit taken back, a joker, the win), the debug resolve of the
 * demo provider, and a finish offline.
 * The solution is read from the day's puzzle API (test-only source); every move goes through clicks
 * and keys.
 */

interface Puzzle {
  board: number[][];
  solution: number[][];
}

/** Today's puzzle day and its grid, as the server gives them. */
async function todaysPuzzle(request: APIRequestContext): Promise<{ date: string; puzzle: Puzzle }> {
  const date = await playableDate(request, 'sudoku');
  return { date, puzzle: await publicPuzzle<Puzzle>(request, 'sudoku', date) };
}

/** The empty cells of the grid, row by row. */
const emptyCells = (puzzle: Puzzle) =>
  puzzle.board.flatMap((line, row) => line.flatMap((value, col) => (value === 0 ? [{ row, col, value: puzzle.solution[row]![col]! }] : [])));

/**
 * Fills cells through the UI: a click on the cell, then alternately a key press and a click on the pad.
 * When the last cell finishes the game, the end screen may already replace the board: it is not checked.
 */
async function fill(page: Page, cells: { row: number; col: number; value: number }[], finishes = true, placedBefore = 0, movesBefore: unknown[] = []) {
  const grid = page.getByRole('grid', { name: 'Grille de sudoku' });
  for (const [i, { row, col, value }] of cells.entries()) {
    if (finishes && i === cells.length - 1) {
      const places = Array.from({ length: placedBefore + cells.length }, () => ({ type: 'place', row, col, value }));
      // The timer already counts the jokers' 30 s; the moves' floors come on top.
      await waitForHumanTime(page, penaltiesOf(movesBefore) + floorOf('sudoku', [...movesBefore, ...places]));
    }
    await grid.getByRole('gridcell', { name: `Ligne ${row + 1}, colonne ${col + 1}, vide`, exact: true }).click();
    if (i % 2 === 0) await page.keyboard.press(String(value));
    else await page.getByRole('button', { name: `Placer le ${value}`, exact: true }).click();
    if (finishes && i === cells.length - 1) break;
    await expect(grid.getByRole('gridcell', { name: `Ligne ${row + 1}, colonne ${col + 1}, ${value}`, exact: true })).toBeVisible();
  }
}

const penaltiesOf = (moves: unknown[]) => SUDOKU_JOKER_PENALTY * moves.filter((m) => (m as { type: string }).type === 'joker').length;

const scoresOf = (request: APIRequestContext, userId: string) => serverScores(request, 'sudoku', userId);

test('a new visitor plays the day, sees the result, shares it, and the day is then played', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const { date, puzzle } = await todaysPuzzle(request);

  await page.goto('/');
  await page.getByRole('button', { name: 'Plus tard' }).click();
  const card = page.locator('.game-card').filter({ has: page.getByRole('heading', { name: 'Sudoku', exact: true }) });
  await expect(card).toContainText('0 jour');
  await card.getByRole('link', { name: 'Jouer à Sudoku' }).click();

  // Landing: the last playable day (today) is selected and unplayed.
  await expect(page).toHaveURL(/\/sudoku$/);
  await expect(page).toHaveTitle('Sudoku');
  await expect(page.getByRole('heading', { level: 1, name: 'Sudoku' })).toBeVisible();
  await expect(page.getByText('Commencez votre série aujourd’hui !')).toBeVisible();
  await expectAccessible(page, 'accueil du Sudoku');
  const play = page.getByRole('link', { name: 'Jouer', exact: true });
  await expect(play).toHaveAttribute('href', `/sudoku/${date}`);
  await play.click();

  // The rules open by themselves and the timer stands still while they are open.
  await expect(page).toHaveURL(new RegExp(`/sudoku/${date}$`));
  const rules = page.getByRole('dialog', { name: 'Comment jouer à Sudoku ?' });
  await expect(rules).toBeVisible();
  const timer = page.getByRole('timer');
  const frozen = await timer.textContent();
  await page.waitForTimeout(2500);
  await expect(timer).toHaveText(frozen ?? '00:00');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expectAccessible(page, 'règles du Sudoku');
  await rules.getByRole('button', { name: 'Jouer' }).click();
  await expectThumbLayout(page, 'sudoku');
  await expect(rules).toHaveCount(0);
  await expectAccessible(page, 'partie de Sudoku');
  await expect.poll(async () => seconds((await timer.textContent()) ?? '')).toBeGreaterThan(seconds(frozen ?? '00:00'));

  // A wrong digit (a given of its own row), counted, then taken back with « Annuler ».
  const grid = page.getByRole('grid', { name: 'Grille de sudoku' });
  // A digit all nine of which are given cannot be played at all: the clash is one still missing somewhere.
  const given = (digit: number) => puzzle.board.flat().filter((v) => v === digit).length;
  const clashOf = (row: number) => puzzle.board[row]!.find((v) => v !== 0 && given(v) < 9);
  const wrong = emptyCells(puzzle).find(({ row }) => clashOf(row) !== undefined)!;
  const clash = clashOf(wrong.row)!;
  await grid.getByRole('gridcell', { name: `Ligne ${wrong.row + 1}, colonne ${wrong.col + 1}, vide`, exact: true }).click();
  await page.keyboard.press(String(clash));
  await expect(grid.getByRole('gridcell', { name: `Ligne ${wrong.row + 1}, colonne ${wrong.col + 1}, ${clash}, en conflit`, exact: true })).toBeVisible();
  await expect(page.getByText('Erreurs : 1')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Erreur' })).toHaveText(`Erreur : le ${clash} est déjà dans sa ligne, sa colonne ou son bloc.`);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(grid.getByRole('gridcell', { name: `Ligne ${wrong.row + 1}, colonne ${wrong.col + 1}, vide`, exact: true })).toBeVisible();
  await expect(page.getByText('Erreurs : 1')).toBeVisible();

  // A joker reveals one cell, flashes +30 and adds its 30 seconds to the timer.
  const empty = emptyCells(puzzle).length;
  const joker = page.getByRole('button', { name: 'Révéler une case' });
  await joker.click();
  await expect(page.getByText('+30', { exact: true })).toBeVisible();
  await expect(joker).toBeDisabled();
  await expect(grid.getByRole('gridcell', { name: /, vide$/ })).toHaveCount(empty - 1);
  await expect(page.getByRole('status').filter({ hasText: 'Case révélée' })).toBeVisible();
  expect(seconds((await timer.textContent()) ?? '')).toBeGreaterThanOrEqual(30);
  await expect(page.getByText('+30', { exact: true })).toHaveCount(0);

  // The rest of the grid, by keys and the pad.
  const vacant = await grid.getByRole('gridcell', { name: /, vide$/ }).evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  const rest = emptyCells(puzzle).filter(({ row, col }) => vacant.includes(`Ligne ${row + 1}, colonne ${col + 1}, vide`));
  await fill(page, rest, true, 0, [{ type: 'place', ...wrong, value: clash }, { type: 'undo' }, { type: 'joker' }]);

  // End screen: the tier and the time the server stored.
  await expect(page).toHaveURL(new RegExp(`/sudoku/${date}/end$`));
  const userId = await localUserId(page);
  await expect.poll(async () => (await scoresOf(request, userId!)).length).toBe(1);
  const [stored] = await scoresOf(request, userId!);
  expect(stored!.data).toMatchObject({ mistakes: 1, jokers: 1 });
  expect(stored!.score).toBeGreaterThanOrEqual(30);
  const tier = stored!.score < 60 ? 'Express !' : stored!.score < 120 ? 'C’est gagné !' : 'Vous avez réussi !';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tier);
  await expect(page.getByText('Votre temps', { exact: true })).toBeVisible();
  await expect(page.locator('.end__time')).toHaveText(mmss(stored!.score));
  await expect(page.getByText('Vous pensez être le plus rapide ?')).toBeVisible();
  await expectAccessible(page, 'fin du Sudoku');
  expect(await page.locator('.tier-icons__icon').count()).toBe(
    Math.floor((await page.locator('.tier-icons').evaluate((e) => e.getBoundingClientRect().width)) / 24),
  );

  // Share: copy puts the text and the link in the clipboard.
  await page.getByRole('button', { name: 'Partager' }).click();
  const share = page.getByRole('dialog', { name: 'Sudoku' });
  await expect(share).toBeVisible();
  await share.getByRole('button', { name: 'Copier' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Lien copié !' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`J’ai réussi à terminer le jeu Sudoku en ${mmss(stored!.score)}\u00a0!`);
  expect(copied).toContain('/sudoku');
  // Then how it went as a picture: a square per row in the order the rows were solved, the joker's row in
  // blue (issue 40); never a digit of the grid.
  const lines = copied.split('\n');
  expect(lines[1]).toMatch(/^(?:🟩|🟨|🟦){9}$/u);
  expect(lines[1]).toContain('🟦');
  expect(lines.slice(1, -1)).toEqual([lines[1], '❌ 1 erreur', '💡 1 case révélée']);
  await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');
  await expect(share).toHaveCount(0);

  // Back home, then to the landing: the day is played and the streak is 1.
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(card).toContainText('1 jour');
  await card.getByRole('link', { name: 'Jouer à Sudoku' }).click();
  const [y, m, d] = date.split('-');
  await expect(page.getByText(`Partie jouée le ${d}/${m}/${y}`)).toBeVisible();
  await expect(page.locator('.day-status__time')).toContainText(mmss(stored!.score));
  await expect(page.getByText('Série en cours : 1 jour')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jouer', exact: true })).toHaveCount(0);

  // The day cannot be played again: its play address leads to the result.
  await page.goto(`/sudoku/${date}`);
  await expect(page).toHaveURL(new RegExp(`/sudoku/${date}/end$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tier);
  await context.close();
});

test('with the demo provider, Résoudre finishes the game and the score is saved', async ({ page, request }) => {
  await returning(page, 'sudoku');
  const { date } = await todaysPuzzle(request);
  await page.goto('/sudoku?provider=demo');
  await waitForProviderRemembered(page, 'demo');
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sudoku/${date}$`));
  await page.getByRole('button', { name: 'Résoudre' }).click();
  await expect(page).toHaveURL(new RegExp(`/sudoku/${date}/end$`), { timeout: 15_000 });
  const userId = await localUserId(page);
  await expect.poll(async () => (await scoresOf(request, userId)).length).toBe(1);
  await expect(page.locator('.end__time')).toHaveText(mmss((await scoresOf(request, userId))[0]!.score));
});

test('the default provider has no Résoudre button', async ({ page }) => {
  await returning(page, 'sudoku');
  await page.goto('/sudoku');
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Révéler une case' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Résoudre' })).toHaveCount(0);
});

test('a game finished offline opens the end screen, and its score reaches the server once back online', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await returning(page, 'sudoku');
  const { date, puzzle } = await todaysPuzzle(request);
  await page.goto('/sudoku');
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  const cells = emptyCells(puzzle);
  await fill(page, cells.slice(0, -1), false);

  await context.setOffline(true);
  await fill(page, cells.slice(-1), true, cells.length - 1);
  await expect(page).toHaveURL(new RegExp(`/sudoku/${date}/end$`));
  const shown = seconds((await page.locator('.end__time').textContent()) ?? '');
  const userId = await localUserId(page);
  // Nothing reached the server yet; the play waits in the outbox.
  expect(await scoresOf(request, userId)).toHaveLength(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('jdj.score-outbox') ?? '[]').length)).toBe(1);

  await context.setOffline(false);
  await expect.poll(async () => (await scoresOf(request, userId)).length, { timeout: 90_000 }).toBe(1);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('jdj.score-outbox') ?? '[]').length)).toBe(0);
  // Exactly one score, with the time the end screen showed.
  const scores = await scoresOf(request, userId);
  expect(scores).toHaveLength(1);
  expect(scores[0]!.date).toBe(date);
  expect(scores[0]!.score).toBe(shown);
  await context.close();
});

test('the install banner never covers a game being played', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('jdj.tuto-done.sudoku', '1'));
  const { date } = await todaysPuzzle(request);
  const banner = page.locator('.install-banner');
  await page.goto('/sudoku');
  await expect(banner).toBeVisible();
  await expectPlayInReach(page);
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sudoku/${date}$`));
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(banner).toHaveCount(0);
});
