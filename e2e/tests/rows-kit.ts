import { toPlayableLetters } from '@jdj/puzzles';
import { expect, type Locator, type Page } from '@playwright/test';

/** What the visits of Motamo, Prefixo and Synonymo share: rows of letters, some given. */

/** A row of letter slots, by its accessible name. */
export const letterRow = (page: Page, name: RegExp): Locator => page.getByRole('group', { name });

/** The letters a row shows, '' for an empty slot. */
export async function lettersOf(row: Locator): Promise<string[]> {
  return row.getByRole('button').evaluateAll((slots) => slots.map((s) => s.textContent ?? ''));
}

/** A word's A–Z letters after its `given` first ones: what the player types. */
export const toType = (word: string, given: number): string => toPlayableLetters(word).slice(given);

/** Letters wrong in every slot after the `given` ones (and never the first letter as the second, which Motamo refuses). */
export function wrongLetters(word: string, given: number): string {
  const answer = toPlayableLetters(word);
  return [...answer]
    .map((letter, i) => [...'EASIRTUO'].find((l) => l !== letter && (i !== 1 || l !== answer[0])) as string)
    .slice(given)
    .join('');
}

/** The row goes back to its given letters once a wrong word's animation is over. */
export async function expectBackToGiven(row: Locator, word: string, given: number): Promise<void> {
  const answer = toPlayableLetters(word);
  await expect.poll(() => lettersOf(row)).toEqual([...answer].map((letter, i) => (i < given ? letter : '')));
}
