import { knownLetters, MOTAMO_RULES, type MotamoPuzzle, rowOf, toPlayableLetters } from '@jdj/puzzles';
import { expect, test } from '@playwright/test';
import { expectThumbLayout, expectAccessible, playableDate, startAsNewVisitor, wholePuzzle } from './game-kit.ts';
import { expectDayWon, resolveWithDemo, typeAlternately, waitForLogFloor } from './letters-kit.ts';
import { expectBackToGiven, letterRow, lettersOf, toType, wrongLetters } from './rows-kit.ts';

/**
 * Motamo from end to end on the real server, on today's day of the committed plan: a new visitor reads the
 * rules, types a wrong word, takes a joker, then finds the five chained words with both keyboards.
 */

test('a new visitor finds the five words with both keyboards, a mistake and a joker, and the day is then played', async ({ page, request }) => {
  test.setTimeout(120_000);
  const date = await playableDate(request, 'motamo');
  const puzzle = wholePuzzle<MotamoPuzzle>('motamo', date);
  const words = puzzle.words.map((w) => w.word);
  const row = letterRow(page, /^Votre mot/);
  const progress = (n: number) => expect(page.getByLabel(`Mot ${n} sur 5`)).toHaveText(`${n} / 5`);

  const rules = await startAsNewVisitor(page, 'motamo', 'Motamo');
  await expect(rules.getByText('Bloqué ? « Révéler une lettre » dévoile une lettre du mot en cours, contre 10 secondes de pénalité.')).toBeVisible();
  await expectAccessible(page, 'règles de Motamo');
  await rules.getByRole('button', { name: 'Jouer' }).click();
  await expectThumbLayout(page, 'motamo');
  await expect(rules).toHaveCount(0);

  // Word 1: its category and definition, its first letter given; a wrong word first.
  await progress(1);
  const clue = page.getByRole('region', { name: 'Définition' });
  await expect(clue).toContainText(puzzle.words[0]!.category);
  await expect(clue).toContainText(puzzle.words[0]!.definition);
  expect((await lettersOf(row))[0]).toBe(toPlayableLetters(words[0]!)[0]);
  await expectAccessible(page, 'partie de Motamo');
  await page.keyboard.type(wrongLetters(words[0]!, 1).toLowerCase());
  await expect(row).toHaveAttribute('aria-label', 'Votre mot\u00a0: Mot incorrect');
  await expect(page.getByText('Erreurs : 1')).toBeVisible();
  await expectBackToGiven(row, words[0]!, 1);
  // The keyboard tells, as SUTOM's does, what the wrong word taught of each letter, by its colour and its
  // name (issue 40); the given first letter is right, never absent.
  const wrong = toPlayableLetters(words[0]!)[0] + wrongLetters(words[0]!, 1);
  const known = knownLetters({ ...rowOf(words[0]!, 1), tries: [wrong] });
  const keys = page.getByRole('group', { name: 'Clavier' });
  const NAMES = { right: 'bien placée', elsewhere: 'mal placée', absent: 'absente du mot' } as const;
  for (const [letter, mark] of known) {
    const key = keys.getByRole('button', { name: `${letter}, ${NAMES[mark]}`, exact: true });
    await expect(key).toHaveClass(new RegExp(`keyboard__key--${mark}`));
  }
  await expect(keys.getByRole('button', { name: `${wrong[0]}, bien placée`, exact: true })).toBeVisible();
  await expectAccessible(page, 'clavier de Motamo après un mot faux');
  // The given first letter typed again is ignored: the whole word can be typed.
  await typeAlternately(page, toPlayableLetters(words[0]!));
  await expect(row).toHaveAttribute('aria-label', 'Votre mot\u00a0: Mot trouvé');

  // Word 2 starts with the last letter of word 1; a joker reveals one of its letters for 10 seconds.
  await progress(2);
  expect((await lettersOf(row))[0]).toBe(toPlayableLetters(words[0]!).at(-1));
  await page.getByRole('button', { name: 'Révéler une lettre' }).click();
  await expect(page.getByText('+10', { exact: true })).toBeVisible();
  const shown = await lettersOf(row);
  const revealed = shown.findIndex((letter, i) => i > 0 && letter !== '');
  expect(shown[revealed]).toBe(toPlayableLetters(words[1]!)[revealed]);
  await typeAlternately(page, [...toType(words[1]!, 1)].filter((_, i) => i + 1 !== revealed).join(''));

  for (const n of [3, 4]) {
    await progress(n);
    await typeAlternately(page, toType(words[n - 1]!, 1));
  }
  await progress(5);
  const last = toType(words[4]!, 1);
  await typeAlternately(page, last.slice(0, -1));
  await waitForLogFloor(page, 'motamo', date, MOTAMO_RULES.jokerPenalty);
  await typeAlternately(page, last.slice(-1));

  await expect(row).toHaveAttribute('aria-label', 'Votre mot\u00a0: Mot trouvé');
  await expectDayWon(page, request, 'motamo', date, { mistakes: 1, jokers: 1, words });
});

test('with the demo provider, Résoudre finishes the five words', async ({ page, request }) => {
  await resolveWithDemo(page, request, 'motamo', () => expect(page.getByLabel('Mot 1 sur 5')).toBeVisible(), { mistakes: 0, jokers: 0 });
});
