import { isPair, type NumeroMove, type NumeroPuzzle, type NumeroStep, solveNumero } from '@jdj/puzzles';
import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectThumbLayout,
  expectPlayInReach,
  expectReplayRedirects,
  expectWonEndScreen,
  floorOf,
  localUserId,
  newVisitor,
  playableDate,
  publicPuzzle,
  resolveWithDemo,
  storedScore,
  waitForHumanTime,
} from './game-kit.ts';

/**
 * Numero from end to end on the real server: a new visitor's whole day, won by the rules. The test
 * computes a way to an empty board from the public day with the solver (every day is proven winnable,
 * and an odd count of start numbers always needs a row added), and plays it by clicks and keys.
 */

const cell = (page: Page, row: number, col: number) => page.locator(`[data-cell="${row}-${col}"]`);

/** The moves of a way: two cells a pair, one move a row. */
const movesOf = (steps: NumeroStep[]): NumeroMove[] =>
  steps.flatMap((step): NumeroMove[] =>
    step === 'row'
      ? [{ type: 'add-row' }]
      : [
          { type: 'select', row: step[0], col: step[1] },
          { type: 'select', row: step[2], col: step[3] },
        ],
  );

/** Two numbers of the first row that do not pair (the start rows are full, so one always exists). */
function notAPair(rows: number[][]): [number, number] {
  for (let col = 1; col < 9; col++) if (!isPair(rows, { row: 0, col: 0 }, { row: 0, col })) return [0, col];
  throw new Error('the first number pairs with every other of its row');
}

test('a new visitor clears the board: a wrong pair, a hint, pairs and rows, the end screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  await newVisitor(page);
  const date = await playableDate(request, 'numero');
  const puzzle = await publicPuzzle<NumeroPuzzle>(request, 'numero', date);
  const found = solveNumero(puzzle.rows, puzzle.extra_rows);
  expect(found.steps, 'every published day can be won').not.toBeNull();
  const steps = found.steps as NumeroStep[];
  expect(steps).toContain('row');

  await page.goto('/numero');
  await expect(page.getByRole('heading', { level: 1, name: 'Numero' })).toBeVisible();
  // Numero's landing has a month calendar.
  await expect(page.locator('.calendar--month')).toBeVisible();
  await expectPlayInReach(page);
  await expectAccessible(page, 'accueil de Numero');
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();

  const rules = page.getByRole('dialog', { name: 'Comment jouer à Numero ?' });
  await expect(rules).toBeVisible();
  for (const section of ['Objectif', 'Règles', 'Commandes']) await expect(rules.getByRole('heading', { name: section })).toBeVisible();
  await expectAccessible(page, 'règles de Numero');
  await rules.getByRole('button', { name: /^C’est parti\s!$/ }).click();
  await expectThumbLayout(page, 'numero');
  await expect(rules).toHaveCount(0);

  const grid = page.getByRole('grid', { name: 'Grille de Numero' });
  await expect(grid.getByRole('row')).toHaveCount(5);
  await expect(page.getByText('Score : 0', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une ligne (5 restantes)' })).toBeEnabled();
  await expectAccessible(page, 'partie de Numero');

  // A wrong pair: shown and announced, then the second cell is freed again.
  const [row, col] = notAPair(puzzle.rows);
  const wrongPair: NumeroMove[] = [
    { type: 'select', row: 0, col: 0 },
    { type: 'select', row, col },
    { type: 'select', row, col },
  ];
  await cell(page, 0, 0).click();
  await cell(page, row, col).click();
  await expect(page.getByRole('status').filter({ hasText: 'ne forment pas une paire' })).toBeVisible();
  await expect(cell(page, row, col)).toHaveAccessibleName(/, choisie$/);
  await cell(page, row, col).click();
  await expect(cell(page, row, col)).not.toHaveAccessibleName(/choisie/);

  // A hint: two cells marked, for 10 seconds; choosing a cell clears it.
  await page.getByRole('button', { name: 'Joker' }).click();
  await expect(page.getByText('+10', { exact: true })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: /, indice$/ })).toHaveCount(2);

  // The way to an empty board: pairs by click (one by keyboard), rows by the button.
  let points = 0;
  for (const [i, step] of steps.entries()) {
    const last = i === steps.length - 1;
    if (step === 'row') {
      await page.getByRole('button', { name: /^Ajouter une ligne \(\d+ restantes?\)$/ }).click();
      continue;
    }
    const [r1, c1, r2, c2] = step;
    // Before the last pair, the timer reaches a human time: the wrong pair, the hint (10 s) and the way.
    if (last) await waitForHumanTime(page, 10 + floorOf('numero', [...wrongPair, { type: 'joker' }, ...movesOf(steps)]));
    if (i === 0) {
      await cell(page, r1, c1).focus();
      await page.keyboard.press('Enter');
    } else await cell(page, r1, c1).click();
    if (i === 0) await expect(grid.getByRole('gridcell', { name: /, indice$/ })).toHaveCount(0);
    await cell(page, r2, c2).click();
    points += 10;
    if (!last) await expect(page.getByText(`Score : ${points}`, { exact: true })).toBeVisible();
  }

  await expect(page).toHaveURL(new RegExp(`/numero/${date}/end$`));
  const stored = await storedScore(request, 'numero', await localUserId(page), date);
  // The wrong pair is a mistake (kept beside the spec's won and jokers).
  expect(stored.data).toEqual({ won: true, mistakes: 1, jokers: 1, points });
  await expectWonEndScreen(page, 'numero', date, stored);
  // The points are said once, in « Votre partie » (issue 40).
  await expect(page.locator('.end__summary')).toContainText(`Score : ${points}`);
  await expect(page.getByText(`Score : ${points} points`)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Retour', exact: true })).toHaveAttribute('href', '/');
  await expectAccessible(page, 'fin de Numero');

  await page.reload();
  await expectWonEndScreen(page, 'numero', date, stored);
  await expectReplayRedirects(page, 'numero', date);
});

test('with the demo provider, Résoudre clears the board and the score is saved', async ({ page, request }) => {
  await resolveWithDemo(page, request, 'numero', async () => undefined, { jokers: 0 }, 30_000);
});
