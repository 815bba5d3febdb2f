import type { SudolitoPuzzle } from '@jdj/puzzles';
import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectReplayRedirects,
  expectWonEndScreen,
  floorOf,
  localUserId,
  openGridDay,
  serverScores,
  storedScore,
  waitForHumanTime,
} from './game-kit.ts';

/**
 * Sudolito from end to end, as a new visitor on a phone: the landing, the rules, a wrong digit (+10 s),
 * a joker (+30 s), the grid finished by the rules through keys and the pad, the end screen with the
 * server's time and tier, then the day closed to a second play. The rules' details are unit-tested.
 */
test('a new visitor plays the day’s sudolito: a wrong digit, a joker, the win, the result', async ({ page, request }) => {
  test.setTimeout(120_000);
  const game = { slug: 'sudolito', name: 'Sudolito', cells: () => 36 } as const;
  const { date, puzzle, grid, cell } = await openGridDay<SudolitoPuzzle>(page, request, game, async (rules) => {
    await expect(rules).toContainText('bloc de 2 lignes sur 3 colonnes');
  });

  // A wrong digit: the digit of a given of the same row, typed on the keyboard.
  // A digit all six of which are given cannot be played at all: the clash is one still missing somewhere.
  const given = (digit: number) => puzzle.board.flat().filter((v) => v === digit).length;
  const clashOf = (line: number[]) => line.find((v) => v !== 0 && given(v) < 6);
  const row = puzzle.board.findIndex((line) => line.includes(0) && clashOf(line) !== undefined);
  const col = puzzle.board[row]!.indexOf(0);
  const clash = clashOf(puzzle.board[row]!)!;
  await cell(row, col).click();
  await page.keyboard.press(String(clash));
  await expect(cell(row, col)).toHaveAttribute('aria-label', `Ligne ${row + 1}, colonne ${col + 1}, ${clash}, invalide`);
  await expect(page.getByText('+10', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Erreur' })).toHaveText(`Erreur : le ${clash} est déjà dans sa ligne, sa colonne ou son bloc.`);

  // A joker once the flash is gone.
  const joker = page.getByRole('button', { name: 'Révéler une case' });
  await expect(joker).toBeEnabled();
  const emptyBefore = await grid.getByRole('gridcell', { name: /, vide$/ }).count();
  await joker.click();
  await expect(page.getByText('+30', { exact: true })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: /, vide$/ })).toHaveCount(emptyBefore - 1);

  // Every cell not yet right gets its digit, keys and pad in turn, the wrong one first (a right digit
  // beside it would clash too); the last one ends the game.
  const cells = puzzle.solution.flatMap((line, r) => line.flatMap((value, c) => (puzzle.board[r]![c] === 0 ? [{ r, c, value }] : [])));
  const labels = await Promise.all(cells.map(({ r, c }) => cell(r, c).getAttribute('aria-label')));
  const todo = cells
    // A right digit reads « Ligne r, colonne c, d », the joker's cell adds « , révélée par un joker »: both stay.
    .filter(({ r, c, value }, i) => !new RegExp(`^Ligne ${r + 1}, colonne ${c + 1}, ${value}(, révélée par un joker)?$`).test(labels[i] ?? ''))
    .sort((a, b) => Number(b.r === row && b.c === col) - Number(a.r === row && a.c === col));
  // The server refuses a time below the moves' floors and penalties: the last digit waits for a human time.
  const places = [...todo, todo[0]!].map(({ r, c, value }) => ({ type: 'place', row: r, col: c, value }));
  const floor = 40 + floorOf('sudolito', [...places, { type: 'joker', row: 0, col: 0 }]);
  for (const [i, { r, c, value }] of todo.entries()) {
    if (i === todo.length - 1) await waitForHumanTime(page, floor);
    await cell(r, c).click();
    if (i % 2 === 0) await page.keyboard.press(String(value));
    else await page.getByRole('button', { name: `Placer le ${value}`, exact: true }).click();
  }

  await expect(page).toHaveURL(new RegExp(`/sudolito/${date}/end$`));
  const stored = await storedScore(request, 'sudolito', await localUserId(page), date);
  expect(stored.data).toEqual({ mistakes: 1, jokers: 1, won: true });
  expect(stored.score).toBeGreaterThanOrEqual(40);
  await expectWonEndScreen(page, 'sudolito', date, stored);
  await expectAccessible(page, 'fin du Sudolito');

  await page.reload();
  await expectWonEndScreen(page, 'sudolito', date, stored);
  await expectReplayRedirects(page, 'sudolito', date);
});

/**
 * A result the server refuses is no result (issue 40): a script's play, its clock held still (the page's
 * Date does not move while its timers run), finishes at 0 s, below the moves' floors. The end screen says
 * what happened and what remains to do, with no tier, no medal and nothing to share.
 */
test('a refused sudolito result shows no tier and no « Partager »', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(new Date());
  const game = { slug: 'sudolito', name: 'Sudolito', cells: () => 36 } as const;
  const { date, puzzle, cell } = await openGridDay<SudolitoPuzzle>(page, request, game, async () => undefined);
  const todo = puzzle.solution.flatMap((line, r) => line.flatMap((value, c) => (puzzle.board[r]![c] === 0 ? [{ r, c, value }] : [])));
  for (const { r, c, value } of todo) {
    await cell(r, c).click();
    await page.keyboard.press(String(value));
  }

  await expect(page).toHaveURL(new RegExp(`/sudolito/${date}/end$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultat non enregistré');
  const reason = page.getByText(/Le serveur n’a pas accepté ce résultat \(Temps impossible\s:\sces coups demandent au moins \d+\ss\)/);
  await expect(reason).toBeVisible();
  // « 210 s » stays on one line.
  expect(await reason.textContent()).toMatch(/\d\u00a0s\)/);
  await expect(page.getByText(/Les autres jours du calendrier restent à jouer/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Partager' })).toHaveCount(0);
  await expect(page.locator('.tier-badge, .tier-icons, .celebration')).toHaveCount(0);
  await expect(page.getByText(/Express|Vous pensez/)).toHaveCount(0);
  expect(await serverScores(request, 'sudolito', await localUserId(page))).toEqual([]);
  await expectAccessible(page, 'résultat refusé du Sudolito');
});
