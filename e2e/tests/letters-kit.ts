import { ANAGRAM_JOKER_PENALTY, ANSWER_FLOOR_SECONDS, type GameSlug, toPlayableLetters } from '@jdj/puzzles';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
export { resolveWithDemo } from './game-kit.ts';
import { expectAccessible, expectReplayRedirects, expectWonEndScreen, floorOf, localUserId, storedScore, waitForHumanTime } from './game-kit.ts';

/** What the word games' visits share: typing through both keyboards, the row, the layout choice. */

export const answerRow = (page: Page): Locator => page.getByRole('group', { name: /^Votre mot/ });
export const onScreenKeyboard = (page: Page): Locator => page.getByRole('group', { name: 'Clavier', exact: true });

/** The letters the row shows, '' for an empty slot. */
export async function rowLetters(page: Page): Promise<string[]> {
  return answerRow(page)
    .getByRole('button')
    .evaluateAll((slots) => slots.map((s) => s.textContent ?? ''));
}

/** Types letters one by one, alternating the on-screen keyboard (even) and the physical one (odd). */
export async function typeAlternately(page: Page, letters: string): Promise<void> {
  for (const [i, letter] of [...letters].entries()) {
    // A key's name is its letter, followed by what is known of it once a check told (« R, mal placée »).
    if (i % 2 === 0)
      await onScreenKeyboard(page)
        .getByRole('button', { name: new RegExp(`^${letter}(,|$)`) })
        .click();
    else await page.keyboard.press(letter.toLowerCase());
  }
}

/**
 * Types a game's last letters: the timer is first let reach the least time the server accepts for the
 * whole log (the moves kept so far, these letters, and the jokers' seconds), since a script types faster
 * than any person.
 */
export async function typeLastLetters(page: Page, slug: GameSlug, date: string, letters: string): Promise<void> {
  await typeAlternately(page, letters.slice(0, -1));
  await waitForLogFloor(page, slug, date, ANAGRAM_JOKER_PENALTY);
  await typeAlternately(page, letters.slice(-1));
}

/**
 * Waits until the timer shows the least time the server accepts for the moves kept so far plus the last
 * answer still to type (the move that makes the last check), jokers' seconds included.
 */
export async function waitForLogFloor(page: Page, slug: GameSlug, date: string, jokerPenalty: number): Promise<void> {
  const saved = await page.evaluate((key) => localStorage.getItem(key), `jdj.play.${slug}.${date}`);
  const moves = ((JSON.parse(saved ?? '{}') as { moves?: { move: { type: string } }[] }).moves ?? []).map((m) => m.move);
  const jokers = moves.filter((m) => m.type === 'joker').length;
  await waitForHumanTime(page, floorOf(slug, moves, date) + ANSWER_FLOOR_SECONDS + jokers * jokerPenalty);
}

/** An order of the letters that is no accepted answer: a wrong word to type. */
export function wrongOrder(target: { word: string; alternatives: string[] }): string {
  const letters = toPlayableLetters(target.word);
  const answers = new Set([target.word, ...target.alternatives].map(toPlayableLetters));
  for (let shift = 1; shift < letters.length; shift++) {
    const candidate = letters.slice(shift) + letters.slice(0, shift);
    if (!answers.has(candidate)) return candidate;
  }
  return [...letters].reverse().join('');
}

/** Switches the on-screen keyboard to QWERTY, and checks the choice is there after a reload. */
export async function chooseQwertyAndReload(page: Page): Promise<void> {
  const keys = onScreenKeyboard(page).getByRole('button');
  await expect(keys.first()).toHaveText('A');
  await page.getByRole('button', { name: 'Clavier AZERTY : passer en QWERTY' }).click();
  await expect(keys.first()).toHaveText('Q');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Clavier QWERTY : passer en AZERTY' })).toBeVisible();
  await expect(onScreenKeyboard(page).getByRole('button').first()).toHaveText('Q');
}

/**
 * A finger dragging a letter: the pointer events a touch screen sends (pointerType "touch"), from the
 * middle of one element to the middle of another.
 */
export async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const middle = async (locator: Locator) => {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
  };
  const start = await middle(from);
  const end = await middle(to);
  await page.evaluate(
    ({ start, end }) => {
      const init = (x: number, y: number): PointerEventInit => ({
        pointerId: 7,
        pointerType: 'touch',
        isPrimary: true,
        clientX: x,
        clientY: y,
        bubbles: true,
        cancelable: true,
      });
      document.elementFromPoint(start.x, start.y)?.dispatchEvent(new PointerEvent('pointerdown', init(start.x, start.y)));
      window.dispatchEvent(new PointerEvent('pointermove', init((start.x + end.x) / 2, (start.y + end.y) / 2)));
      window.dispatchEvent(new PointerEvent('pointermove', init(end.x, end.y)));
      window.dispatchEvent(new PointerEvent('pointerup', init(end.x, end.y)));
    },
    { start, end },
  );
}

/**
 * The end of a won visit: the score the server stored (with `data`), the end screen with its tier and time
 * (axe included), the same after a reload, and the play address leading back to it.
 */
export async function expectDayWon(page: Page, request: APIRequestContext, slug: GameSlug, date: string, data: Record<string, unknown>): Promise<void> {
  const stored = await storedScore(request, slug, await localUserId(page), date);
  expect(stored.data).toMatchObject({ won: true, ...data });
  await expectWonEndScreen(page, slug, date, stored);
  await expectAccessible(page, `fin de ${slug}`);
  await page.reload();
  await expectWonEndScreen(page, slug, date, stored);
  await expectReplayRedirects(page, slug, date);
}
