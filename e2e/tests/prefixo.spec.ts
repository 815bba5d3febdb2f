import { PREFIXO_RULES, type PrefixoPuzzle } from '@jdj/puzzles';
import { expect, test } from '@playwright/test';
import { expectThumbLayout, expectAccessible, localUserId, mmss, playableDate, startAsNewVisitor, storedScore, wholePuzzle } from './game-kit.ts';
import { expectDayWon, onScreenKeyboard, resolveWithDemo, typeAlternately, waitForLogFloor } from './letters-kit.ts';
import { expectBackToGiven, letterRow, toType, wrongLetters } from './rows-kit.ts';

/**
 * Prefixo from end to end on the real server, on today's day of the committed plan: five words picked in
 * any order by their definitions, a wrong word, a joker, a reload in the middle, both keyboards, and the
 * month calendar of the end screen with the day's time.
 */

test('a new visitor finds the five words in another order, with a mistake, a joker and a reload, and sees the time in the month', async ({ page, request }) => {
  test.setTimeout(120_000);
  const date = await playableDate(request, 'prefixo');
  const puzzle = wholePuzzle<PrefixoPuzzle>('prefixo', date);
  const words = puzzle.words.map((w) => w.word);
  const given = puzzle.prefix.length;
  const row = (i: number) => letterRow(page, new RegExp(`^Mot ${i + 1}\\b`));
  const pick = (i: number) => page.getByRole('button', { name: puzzle.words[i]!.definition });

  const rules = await startAsNewVisitor(page, 'prefixo', 'Prefixo');
  await expect(rules.getByText('Bloqué ? « Révéler une lettre » dévoile une lettre du mot en cours, contre 30 secondes de pénalité.')).toBeVisible();
  await expectAccessible(page, 'règles de Prefixo');
  await rules.getByRole('button', { name: 'Jouer' }).click();
  await expectThumbLayout(page, 'prefixo');
  await expect(rules).toHaveCount(0);
  await expect(page.getByText(`Préfixe ${puzzle.prefix}`, { exact: true })).toBeVisible();
  await expectAccessible(page, 'partie de Prefixo');

  // Word 3, picked by its definition: Enter waits for a full word; a wrong one counts a mistake.
  await pick(2).click();
  await expect(pick(2)).toHaveAttribute('aria-pressed', 'true');
  const wrong = wrongLetters(words[2]!, given);
  await page.keyboard.type(wrong.slice(0, -1).toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page.getByText('Erreurs : 0')).toBeVisible();
  await page.keyboard.type(wrong.slice(-1).toLowerCase());
  await page.keyboard.press('Enter');
  await expect(row(2)).toHaveAttribute('aria-label', 'Mot 3\u00a0: Mot incorrect');
  await expect(page.getByText('Erreurs : 1')).toBeVisible();
  await expectBackToGiven(row(2), words[2]!, given);

  // A joker reveals one of its letters for 30 seconds; the rest is typed and checked with « Valider ».
  await page.getByRole('button', { name: 'Révéler une lettre' }).click();
  await expect(page.getByText('+30', { exact: true })).toBeVisible();
  const revealed = row(2).getByRole('button', { name: /révélée$/ });
  await expect(revealed).toHaveCount(1);
  const at = Number((await revealed.getAttribute('aria-label'))!.match(/^Case (\d+)/)![1]) - 1;
  await typeAlternately(page, [...toType(words[2]!, given)].filter((_, i) => i + given !== at).join(''));
  await onScreenKeyboard(page).getByRole('button', { name: 'Valider' }).click();
  await expect(row(2)).toHaveAttribute('aria-label', 'Mot 3\u00a0: Mot trouvé');

  // A reload keeps the found word and the letters typed in another.
  await pick(4).click();
  await page.keyboard.type(toType(words[4]!, given).slice(0, 1).toLowerCase());
  await page.reload();
  await expect(page.getByRole('button', { name: `${puzzle.words[2]!.definition}, trouvé` })).toBeDisabled();
  await expect(pick(4)).toHaveAttribute('aria-pressed', 'true');
  await typeAlternately(page, toType(words[4]!, given).slice(1));
  await page.keyboard.press('Enter');
  await expect(row(4)).toHaveAttribute('aria-label', 'Mot 5\u00a0: Mot trouvé');

  for (const i of [0, 1]) {
    await row(i).getByRole('button').nth(given).click();
    await typeAlternately(page, toType(words[i]!, given));
    await page.keyboard.press('Enter');
    await expect(row(i)).toHaveAttribute('aria-label', `Mot ${i + 1}\u00a0: Mot trouvé`);
  }
  await pick(3).click();
  await typeAlternately(page, toType(words[3]!, given));
  await waitForLogFloor(page, 'prefixo', date, PREFIXO_RULES.jokerPenalty);
  await page.keyboard.press('Enter');

  await expect(row(3)).toHaveAttribute('aria-label', 'Mot 4\u00a0: Mot trouvé');
  const found = [2, 4, 0, 1, 3].map((i) => words[i]);
  await expectDayWon(page, request, 'prefixo', date, { mistakes: 1, jokers: 1, words: found });
  // The month calendar of past games shows the day with its time.
  const stored = await storedScore(request, 'prefixo', await localUserId(page), date);
  const day = page.locator(`.calendar__day[data-date="${date}"]`);
  await expect(day).toHaveAttribute('aria-label', new RegExp(`votre temps ${mmss(stored.score)}$`));
  await expect(day.locator('.calendar__time')).toBeVisible();
  await expect(day.locator('.calendar__time')).toHaveAttribute('data-time', mmss(stored.score));
});

test('with the demo provider, Résoudre finishes the five words', async ({ page, request }) => {
  await resolveWithDemo(page, request, 'prefixo', () => expect(page.getByRole('list', { name: 'Les cinq mots' })).toBeVisible(), { mistakes: 0, jokers: 0 });
});
