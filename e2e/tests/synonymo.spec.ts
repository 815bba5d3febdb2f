import { SYNONYMO_RULES, type SynonymoPuzzle } from '@jdj/puzzles';
import { expect, test } from '@playwright/test';
import { expectThumbLayout, expectAccessible, playableDate, startAsNewVisitor, wholePuzzle } from './game-kit.ts';
import { expectDayWon, onScreenKeyboard, resolveWithDemo, typeAlternately, waitForLogFloor } from './letters-kit.ts';
import { expectBackToGiven, letterRow, toType, wrongLetters } from './rows-kit.ts';

/**
 * Synonymo from end to end on the real server, on today's day of the committed plan: three synonyms found
 * in another order, a wrong word, a joker, both keyboards.
 */

test('a new visitor finds the three synonyms with both keyboards, a mistake and a joker, and the day is then played', async ({ page, request }) => {
  test.setTimeout(120_000);
  const date = await playableDate(request, 'synonymo');
  const puzzle = wholePuzzle<SynonymoPuzzle>('synonymo', date);
  const words = puzzle.words.map((w) => w.word);
  const row = (i: number) => letterRow(page, new RegExp(`^Synonyme ${i + 1}\\b`));

  const rules = await startAsNewVisitor(page, 'synonymo', 'Synonymo');
  await expect(rules.getByText('Bloqué ? « Révéler une lettre » dévoile une lettre du mot en cours, contre 10 secondes de pénalité.')).toBeVisible();
  await expectAccessible(page, 'règles de Synonymo');
  await rules.getByRole('button', { name: 'Jouer' }).click();
  await expectThumbLayout(page, 'synonymo');
  await expect(rules).toHaveCount(0);
  await expect(page.getByText(puzzle.reference, { exact: true })).toBeVisible();
  await expectAccessible(page, 'partie de Synonymo');

  // Synonym 2 first: a wrong word, then a joker and the word.
  await page.getByRole('button', { name: 'Synonyme 2', exact: true }).click();
  await page.keyboard.type(wrongLetters(words[1]!, 1).toLowerCase());
  await page.keyboard.press('Enter');
  await expect(row(1)).toHaveAttribute('aria-label', 'Synonyme 2\u00a0: Mot incorrect');
  await expect(page.getByText('Erreurs : 1')).toBeVisible();
  await expectBackToGiven(row(1), words[1]!, 1);
  await page.getByRole('button', { name: 'Révéler une lettre' }).click();
  await expect(page.getByText('+10', { exact: true })).toBeVisible();
  const revealed = row(1).getByRole('button', { name: /révélée$/ });
  await expect(revealed).toHaveCount(1);
  const at = Number((await revealed.getAttribute('aria-label'))!.match(/^Case (\d+)/)![1]) - 1;
  await typeAlternately(page, [...toType(words[1]!, 1)].filter((_, i) => i + 1 !== at).join(''));
  await onScreenKeyboard(page).getByRole('button', { name: 'Valider' }).click();
  await expect(row(1)).toHaveAttribute('aria-label', 'Synonyme 2\u00a0: Mot trouvé');

  // Then synonym 3 (picked by a tap on its row), and synonym 1.
  await row(2).getByRole('button').nth(1).click();
  await typeAlternately(page, toType(words[2]!, 1));
  await page.keyboard.press('Enter');
  await expect(row(2)).toHaveAttribute('aria-label', 'Synonyme 3\u00a0: Mot trouvé');
  await expect(page.getByRole('button', { name: 'Synonyme 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await typeAlternately(page, toType(words[0]!, 1));
  await waitForLogFloor(page, 'synonymo', date, SYNONYMO_RULES.jokerPenalty);
  await page.keyboard.press('Enter');

  await expect(row(0)).toHaveAttribute('aria-label', 'Synonyme 1\u00a0: Mot trouvé');
  await expectDayWon(page, request, 'synonymo', date, { mistakes: 1, jokers: 1, word: puzzle.reference, words: [words[1], words[2], words[0]] });
});

test('with the demo provider, Résoudre finishes the three synonyms', async ({ page, request }) => {
  await resolveWithDemo(page, request, 'synonymo', () => expect(page.getByRole('list', { name: 'Les trois synonymes' })).toBeVisible(), {
    mistakes: 0,
    jokers: 0,
  });
});
