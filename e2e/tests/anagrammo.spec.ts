import { type AnagrammoPuzzle, toPlayableLetters } from '@jdj/puzzles';
import { expect, test } from '@playwright/test';
import { expectThumbLayout, expectAccessible, expectPlayInReach, newVisitor, playableDate, wholePuzzle } from './game-kit.ts';
import { answerRow, chooseQwertyAndReload, expectDayWon, resolveWithDemo, rowLetters, typeLastLetters, wrongOrder } from './letters-kit.ts';

/**
 * Anagrammo from end to end on the real server, on today's day of the committed plan: a new visitor reads
 * the rules, types a wrong word, takes a joker, then wins with both keyboards and a drag; the answer
 * comes from the whole puzzle (a test-only source).
 */

test('a new visitor plays the day with both keyboards, a mistake and a joker, and the day is then played', async ({ page, request }) => {
  test.setTimeout(120_000);
  await newVisitor(page);
  const date = await playableDate(request, 'anagrammo');
  const puzzle = wholePuzzle<AnagrammoPuzzle>('anagrammo', date);
  const word = toPlayableLetters(puzzle.word);

  await page.goto('/anagrammo');
  await expect(page.getByRole('heading', { level: 1, name: 'Anagrammo' })).toBeVisible();
  await expectPlayInReach(page);
  await expectAccessible(page, 'accueil d’Anagrammo');
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();

  // The rules open by themselves the first time, with their demo.
  const rules = page.getByRole('dialog', { name: 'Comment jouer à Anagrammo ?' });
  await expect(rules).toBeVisible();
  await expect(rules.getByText('Bloqué ? « Révéler une lettre » pose la bonne lettre dans une case vide, contre 10 secondes de pénalité.')).toBeVisible();
  await expectAccessible(page, 'règles d’Anagrammo');
  await rules.getByRole('button', { name: 'Jouer' }).click();
  await expectThumbLayout(page, 'anagrammo');
  await expect(rules).toHaveCount(0);
  await expect(page.getByText(puzzle.hint)).toBeVisible();
  await expectAccessible(page, 'partie d’Anagrammo');

  // The keyboard choice survives a reload, and so do letters already placed.
  await page.keyboard.press(word[0]!.toLowerCase());
  await chooseQwertyAndReload(page);
  expect((await rowLetters(page))[0]).toBe(word[0]);
  await page.getByRole('button', { name: 'Vider' }).click();

  // A wrong word: one mistake, then the row empties.
  const wrong = wrongOrder(puzzle);
  await page.keyboard.type(wrong.toLowerCase());
  await expect(answerRow(page)).toHaveAttribute('aria-label', 'Votre mot\u00a0: Mot incorrect');
  await expect(page.getByText('Erreurs : 1 / 5')).toBeVisible();
  await expect.poll(() => rowLetters(page)).toEqual(Array(word.length).fill(''));

  // A joker reveals one letter of the day's word, for 10 seconds.
  await page.getByRole('button', { name: 'Révéler une lettre' }).click();
  await expect(page.getByText('+10', { exact: true })).toBeVisible();
  const revealed = (await rowLetters(page)).findIndex((letter) => letter !== '');
  expect((await rowLetters(page))[revealed]).toBe(word[revealed]);

  // The last letter is dragged from the pool to its slot with the mouse; the rest typed on both keyboards.
  const lastSlot = revealed === word.length - 1 ? word.length - 2 : word.length - 1;
  const tile = page
    .getByRole('group', { name: 'Lettres à placer' })
    .getByRole('button', { name: `Lettre ${word[lastSlot]}`, exact: true })
    .first();
  await tile.dragTo(answerRow(page).getByRole('button').nth(lastSlot));
  expect((await rowLetters(page))[lastSlot]).toBe(word[lastSlot]);
  await typeLastLetters(page, 'anagrammo', date, [...word].filter((_, i) => i !== revealed && i !== lastSlot).join(''));

  await expect(answerRow(page)).toHaveAttribute('aria-label', 'Votre mot\u00a0: Mot trouvé');
  await expectDayWon(page, request, 'anagrammo', date, { mistakes: 1, jokers: 1, word: puzzle.word });
});

test('with the demo provider, Résoudre finishes the game', async ({ page, request }) => {
  // A letter placed first: Résoudre takes it back before placing the word.
  const start = (date: string) => page.keyboard.press(toPlayableLetters(wholePuzzle<AnagrammoPuzzle>('anagrammo', date).word).at(-1)!.toLowerCase());
  await resolveWithDemo(page, request, 'anagrammo', start, { mistakes: 0 });
});
