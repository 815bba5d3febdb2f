import { type BineroPuzzle, bineroViolations } from '@jdj/puzzles';
import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  mmss,
  expectReplayRedirects,
  expectWonEndScreen,
  floorOf,
  localUserId,
  openGridDay,
  storedScore,
  waitForHumanTime,
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
  const game = { slug: 'binero', name: 'Binero', cells: (puzzle: BineroPuzzle) => puzzle.size ** 2 } as const;
  const { date, puzzle, grid, cell } = await openGridDay(page, request, game, async (rules) => {
    for (const rule of ['Règle #1', 'Règle #2', 'Règle #3']) await expect(rules.getByText(rule)).toBeVisible();
  });
  const symbols = { 0: 'soleil', 1: 'lune' } as const;
  const labelOf = (row: number, col: number, value: 0 | 1 | null) => `Ligne ${row + 1}, colonne ${col + 1}, ${value === null ? 'vide' : symbols[value]}`;

  // A symbol where it breaks a rule at once: a sun (one tap) where the day has one, else a moon (two taps);
  // 15 s later the validation flags it. Which one depends on the day's grid, never on the test's date.
  const empties = puzzle.board.flatMap((line, row) => line.flatMap((v, col) => (v === null ? [{ row, col }] : [])));
  const breaking = (value: 0 | 1) =>
    empties.find(({ row, col }) => bineroViolations(puzzle.board.map((line, r) => line.map((v, c) => (r === row && c === col ? value : v)))).length > 0);
  const sun = breaking(0);
  const wrong: 0 | 1 = sun ? 0 : 1;
  const broken = sun ?? breaking(1);
  if (!broken) throw new Error('the day’s grid has no empty cell where a symbol breaks a rule');
  const tap = () => cell(broken.row, broken.col).click();
  // The cell's taps cycle empty, sun, moon, empty.
  const brokenTaps = wrong === 0 ? 1 : 2;
  for (let i = 0; i < brokenTaps; i++) await tap();
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', labelOf(broken.row, broken.col, wrong));
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', `${labelOf(broken.row, broken.col, wrong)}, enfreint une règle`, {
    timeout: 25_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Vérification' })).toContainText('la grille enfreint une règle');
  // The rule broken, in words, under the grid.
  const symbolsWord = wrong === 0 ? 'soleils' : 'lunes';
  await expect(page.locator('.binero__breaches li').first()).toHaveText(
    new RegExp(`^Règle #[12]\\s: (trois ${symbolsWord} à la suite|trop de ${symbolsWord}), (ligne|colonne) \\d+\\.$`),
  );

  // The game in progress lives under binero_game (document 2 §3), and a reload resumes it, flag included.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).toContain('binero_game');
  expect(keys.filter((key) => key.startsWith('jdj.play.'))).toEqual([]);
  await page.reload();
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', `${labelOf(broken.row, broken.col, wrong)}, enfreint une règle`);

  // Undo takes the last tap back, redo plays it again (the flags go: the grid changed).
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', labelOf(broken.row, broken.col, wrong === 0 ? null : 0));
  await page.getByRole('button', { name: 'Rétablir' }).click();
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', labelOf(broken.row, broken.col, wrong));

  // The broken cell takes the other symbol (the solution cannot hold the one that broke a rule), then a joker.
  const right: 0 | 1 = wrong === 0 ? 1 : 0;
  const fixTaps = wrong === 0 ? 1 : 2;
  for (let i = 0; i < fixTaps; i++) await tap();
  await expect(cell(broken.row, broken.col)).toHaveAttribute('aria-label', labelOf(broken.row, broken.col, right));
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
  const brokenCycles = Array.from({ length: brokenTaps + fixTaps }, () => ({ type: 'cycle', row: broken.row, col: broken.col }));
  const floor = 30 + floorOf('binero', [...cycles, ...brokenCycles, { type: 'undo' }, { type: 'redo' }, { type: 'joker', row: 0, col: 0 }]);
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
  await expect(share.locator('.share-modal__text')).toHaveText(
    new RegExp(
      // Then its rows, a square each, in the order they were solved (issue 40).
      `^J’ai réussi à terminer le jeu Binero en ${mmss(stored.score)}\\s!\\s+☀️🌙 Grille ${puzzle.size} × ${puzzle.size}\\s+(?:🟩|🟨|🟦){${puzzle.size}}\\s+❌ 1 erreur\\s+💡 1 case révélée$`,
      'u',
    ),
  );
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
