import { type MelimeloPuzzle, toPlayableLetters } from '@jdj/puzzles';
import { timedWin } from '@jdj/puzzles/testing';
import { expect, type Page, test } from '@playwright/test';
import { expectThumbLayout, expectAccessible, expectPlayInReach, newVisitor, playableDate, wholePuzzle } from './game-kit.ts';
import {
  answerRow,
  chooseQwertyAndReload,
  expectDayWon,
  resolveWithDemo,
  rowLetters,
  touchDrag,
  typeAlternately,
  typeLastLetters,
  wrongOrder,
} from './letters-kit.ts';
import { newPlayer, playAs, storeWin } from './player-kit.ts';

/**
 * Melimelo from end to end on the real server, on today's day of the committed plan: five words, one typed
 * wrong first, one helped by a joker, one started by a finger's drag, all typed on both keyboards.
 */

const progress = (page: Page, n: number) => expect(page.getByLabel(`Mot ${n} sur 5`)).toHaveText(`${n} / 5`);

test('a new visitor rebuilds the five words with both keyboards, a mistake and a joker, and the day is then played', async ({ page, request }) => {
  test.setTimeout(150_000);
  await newVisitor(page);
  const date = await playableDate(request, 'melimelo');
  const puzzle = wholePuzzle<MelimeloPuzzle>('melimelo', date);
  const words = puzzle.words.map((w) => toPlayableLetters(w.word));

  await page.goto('/melimelo');
  await expect(page.getByRole('heading', { level: 1, name: 'Melimelo' })).toBeVisible();
  await expectPlayInReach(page);
  await expectAccessible(page, 'accueil de Melimelo');
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();
  const rules = page.getByRole('dialog', { name: 'Comment jouer à Melimelo ?' });
  await expect(rules).toBeVisible();
  await expectAccessible(page, 'règles de Melimelo');
  await rules.getByRole('button', { name: 'Jouer' }).click();
  await expectThumbLayout(page, 'melimelo');
  await expect(rules).toHaveCount(0);
  await progress(page, 1);
  await expectAccessible(page, 'partie de Melimelo');
  await chooseQwertyAndReload(page);

  // Word 1: a wrong order first (one mistake, the row empties), then the word.
  await page.keyboard.type(wrongOrder(puzzle.words[0]!).toLowerCase());
  await expect(page.getByText('Erreurs : 1 / 5')).toBeVisible();
  await expect.poll(() => rowLetters(page)).toEqual(Array(words[0]!.length).fill(''));
  await typeAlternately(page, words[0]!);
  await expect(answerRow(page)).toHaveAttribute('aria-label', 'Votre mot\u00a0: Mot trouvé');
  await progress(page, 2);

  // Word 2: a joker, then the other letters.
  await expect(page.getByText(puzzle.words[1]!.hint)).toBeVisible();
  await page.getByRole('button', { name: 'Révéler une lettre' }).click();
  await expect(page.getByText('+10', { exact: true })).toBeVisible();
  const revealed = (await rowLetters(page)).findIndex((letter) => letter !== '');
  await typeAlternately(page, [...words[1]!].filter((_, i) => i !== revealed).join(''));
  await progress(page, 3);

  // Word 3: its first letter dragged by a finger into the first slot, the rest typed.
  const first = page
    .getByRole('group', { name: 'Lettres à placer' })
    .getByRole('button', { name: `Lettre ${words[2]![0]}`, exact: true })
    .first();
  await touchDrag(page, first, answerRow(page).getByRole('button').first());
  await expect.poll(async () => (await rowLetters(page))[0]).toBe(words[2]![0]);
  await typeAlternately(page, words[2]!.slice(1));
  await progress(page, 4);

  await typeAlternately(page, words[3]!);
  await progress(page, 5);
  await typeLastLetters(page, 'melimelo', date, words[4]!);

  await expect(answerRow(page)).toHaveAttribute('aria-label', 'Votre mot\u00a0: Mot trouvé');
  await expectDayWon(page, request, 'melimelo', date, { mistakes: 1, jokers: 1, words: puzzle.words.map((w) => w.word) });
});

test('with the demo provider, Résoudre finishes the five words', async ({ page, request }) => {
  await resolveWithDemo(page, request, 'melimelo', () => progress(page, 1), { mistakes: 0, jokers: 0 });
});

test('a lost day shows its five words on the end screen, and is marked lost on the landing and in its calendar', async ({ page, request }) => {
  const player = newPlayer();
  await playAs(page, player);
  const date = await playableDate(request, 'melimelo');
  const puzzle = wholePuzzle<MelimeloPuzzle>('melimelo', date);
  await storeWin(request, 'melimelo', date, player, timedWin('melimelo', puzzle, 'lose').lastAt + 5, 'default', 'lose');

  await page.goto(`/melimelo/${date}/end`);
  await expect(page.getByRole('heading', { level: 1, name: 'Partie perdue' })).toBeVisible();
  const answers = page.getByRole('region', { name: 'Les réponses du jour' });
  await expect(answers.getByRole('listitem')).toHaveText(puzzle.words.map((w) => w.word));
  await expect(page.getByRole('button', { name: /, partie perdue, dans la série en cours, votre temps/ })).toBeVisible();
  await expectAccessible(page, 'fin perdue de Melimelo');

  await page.goto('/melimelo');
  const [year, month, day] = date.split('-');
  await expect(page.getByText(`Partie perdue le ${day}/${month}/${year}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /, partie perdue, dans la série en cours$/ }).locator('.icon-lost')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jouer', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'accueil de Melimelo, jour perdu');
});
