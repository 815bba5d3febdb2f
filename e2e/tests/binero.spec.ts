import { type BineroPuzzle, bineroViolations } from '@jdj/puzzles';
import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectThumbLayout,
  mmss,
  expectReplayRedirects,
  expectWonEndScreen,
  floorOf,
  localUserId,
  playableDate,
  startAsNewVisitor,
  storedScore,
  waitForHumanTime,
  wholePuzzle,
} from './game-kit.ts';

/**
 * Binero from end to end, as a new visitor on a phone: the rules with their three rules, a sun that
 * breaks a rule flagged by the validation 15 s later and the rule said in words, a reload that resumes from
 * the browser key `binero_game`, undo and redo, a joker (+30 s), the grid finished by the rules through
 * clicks and keys, the end screen with the server's time and Binero's tier, its share text and preview, the
 * day closed to a second play and shown played on the landing's month calendar.
 */
test('a new visitor plays the day’s binero: a broken rule flagged, a joker, a reload, the win, the result', async ({ page, request }) => {
  test.setTimeout(150_000);
  const date = await playableDate(request, 'binero');
  const puzzle = wholePuzzle<BineroPuzzle>('binero', date);
  const rules = await startAsNewVisitor(page, 'binero', 'Binero');
  for (const rule of ['Règle #1', 'Règle #2', 'Règle #3']) await expect(rules.getByText(rule)).toBeVisible();
  await rules.getByRole('button', { name: 'Jouer' }).click();
  await expectThumbLayout(page, 'binero');
  const grid = page.getByRole('grid', { name: 'Grille de binero' });
  await expect(grid.getByRole('gridcell')).toHaveCount(puzzle.size ** 2);
  await expectAccessible(page, 'partie de Binero');
  const cell = (row: number, col: number) => grid.locator(`[data-cell="${row}-${col}"]`);
  const symbols = { 0: 'soleil', 1: 'lune' } as const;
  const labelOf = (row: number, col: number, value: 0 | 1 | null) => `Ligne ${row + 1}, colonne ${col + 1}, ${value === null ? 'vide' : symbols[value]}`;

  // A 0 where it breaks a rule at once: 15 s later the validation flags it.
  const empties = puzzle.board.flatMap((line, row) => line.flatMap((v, col) => (v === null ? [{ row, col }] : [])));
  const broken = empties.find(({ row, col }) => bineroViolations(puzzle.board.map((line, r) => line.map((v, c) => (r === row && c === col ? 0 : v)))).length > 0)!;
  await cell(broken.row, broken.col).click();
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', labelOf(broken.row, broken.col, 0));
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', `${labelOf(broken.row, broken.col, 0)}, enfreint une règle`, { timeout: 25_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Vérification' })).toContainText('la grille enfreint une règle');
  // The rule broken, in words, under the grid.
  await expect(page.locator('.binero__breaches li').first()).toHaveText(/^Règle #[12] : (trois soleils à la suite|trop de soleils), (ligne|colonne) \d+\.$/);

  // The game in progress lives under binero_game (document 2 §3), and a reload resumes it, flag included.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).toContain('binero_game');
  expect(keys.filter((key) => key.startsWith('jdj.play.'))).toEqual([]);
  await page.reload();
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', `${labelOf(broken.row, broken.col, 0)}, enfreint une règle`);

  // Undo takes the sun back, redo plays it again (the flags go: the grid changed).
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', labelOf(broken.row, broken.col, null));
  await page.getByRole('button', { name: 'Rétablir' }).click();
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', labelOf(broken.row, broken.col, 0));

  // The broken cell takes its moon (the solution cannot hold the sun that broke a rule), then a joker.
  await cell(broken.row, broken.col).click();
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', labelOf(broken.row, broken.col, 1));
  const emptyBefore = await grid.getByRole('gridcell', { name: /, vide$/ }).count();
  await page.getByRole('button', { name: 'Révéler une case' }).click();
  await expect(page.getByText('+30', { exact: true })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: /, vide$/ })).toHaveCount(emptyBefore - 1);

  // Every empty cell gets its value: clicks on one cell, a click then Space on the next.
  const cells = puzzle.solution.flatMap((line, r) => line.flatMap((value, c) => (puzzle.board[r]![c] === null ? [{ r, c, value }] : [])));
  const labels = await Promise.all(cells.map(({ r, c }) => cell(r, c).getAttribute('aria-label')));
  const todo = cells.filter(({ r, c }, i) => labels[i] === labelOf(r, c, null));
  // The server refuses a time below the moves' floors and penalties: the last cell waits for a human time.
  const cycles = todo.flatMap(({ r, c, value }) => Array.from({ length: value + 1 }, () => ({ type: 'cycle', row: r, col: c })));
  const floor = 30 + floorOf('binero', [...cycles, cycles[0], cycles[0], { type: 'undo' }, { type: 'redo' }, { type: 'joker', row: 0, col: 0 }]);
  for (const [i, { r, c, value }] of todo.entries()) {
    if (i === todo.length - 1) await waitForHumanTime(page, floor);
    await cell(r, c).click(); // selects the cell and gives it a 0
    if (value === 1) {
      if (i % 2 === 0) await cell(r, c).click();
      else await page.keyboard.press('Space');
    }
    if (i < todo.length - 1) await expect(cell(r, c)).toHaveAttribute('aria-label', labelOf(r, c, value));
  }

  await expect(page).toHaveURL(new RegExp(`/binero/${date}/end$`));
  const stored = await storedScore(request, 'binero', await localUserId(page), date);
  expect(stored.data).toEqual({ mistakes: 1, jokers: 1, won: true });
  expect(stored.score).toBeGreaterThanOrEqual(45);
  await expectWonEndScreen(page, 'binero', date, stored);
  await expectAccessible(page, 'fin du Binero');
  expect(await page.evaluate(() => localStorage.getItem('binero_game'))).toBeNull();

  // Sharing: the spec's line, then how the game went (never the grid), and Binero's own preview image.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.getByRole('button', { name: 'Partager' }).click();
  const share = page.getByRole('dialog', { name: 'Binero' });
  await expect(share.locator('.share-modal__text')).toHaveText(new RegExp(`^J'ai réussi à terminer le jeu Binero en ${mmss(stored.score)} !\\s+☀️🌙 Grille ${puzzle.size} × ${puzzle.size}\\s+❌ 1 erreur\\s+💡 1 case révélée$`));
  await expect.poll(() => share.locator('.share-modal__preview').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);

  await page.reload();
  await expectWonEndScreen(page, 'binero', date, stored);
  await expectReplayRedirects(page, 'binero', date);

  // The landing shows a month calendar, with the day played.
  await page.goto('/binero');
  const [year, month, day] = date.split('-');
  const monthName = new Date(Number(year), Number(month) - 1, 1).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' });
  await expect(page.getByRole('region', { name: `Calendrier de ${monthName}` })).toBeVisible();
  await expect(page.getByText(`Partie jouée le ${day}/${month}/${year}`)).toBeVisible();
});
