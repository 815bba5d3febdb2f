import { randomInt } from 'node:crypto';
import { GAME_SLUGS } from '@jdj/puzzles';
import { expect, test } from '@playwright/test';
import { playableDate, returningPlayer } from './game-kit.ts';
import { newPlayer, playAs } from './player-kit.ts';

/**
 * Every game's play screen on a phone (issue 40, item 5), one after the other in one browser: at 390 × 844
 * the screen fits without scrolling, and every control a thumb uses is at least 44 px high. A board's cells
 * are held to 32 px instead: nine or ten of them across 390 px cannot be 44 each, and they fill the width.
 * A word too long for 32-px letters across the screen (the lexicon's go up to 14 letters) stays on one line,
 * its letters as wide as the line allows and never under 24 px (WCAG 2.2's least target), each one square.
 */
// An address of its own: its eleven plays are counted per address, not in another file's bucket.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.40.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

test('every play screen fits a phone with controls for thumbs', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await playAs(page, newPlayer());
  const faults: string[] = [];
  for (const slug of GAME_SLUGS) {
    await returningPlayer(page, slug);
    await page.goto(`/${slug}/${await playableDate(request, slug)}`);
    await expect(page.locator('.board-controls')).toBeVisible();
    const screen = await page.evaluate(() => {
      const controls = Array.from(document.querySelectorAll<HTMLElement>('main button, main input, main select, main a[href], main [role="gridcell"]'));
      const isCell = (control: HTMLElement) => control.matches('[role="gridcell"], .letter-slot, .letter-pool__tile, .numero__cell');
      // A word's letters: 32 px each, unless the word's line cannot hold that many.
      const leastLetter = (slot: HTMLElement) => {
        const row = slot.closest<HTMLElement>('.letter-row');
        const line = row?.parentElement;
        if (!row || !line) return 32;
        const letters = row.querySelectorAll('.letter-slot:not(.letter-slot--separator)').length;
        const style = getComputedStyle(line);
        const width = line.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return letters * 32 + (letters - 1) * Number.parseFloat(getComputedStyle(row).columnGap) > width ? 24 : 32;
      };
      const least = (control: HTMLElement) => (control.matches('.letter-slot') ? leastLetter(control) : isCell(control) ? 32 : 44);
      const shown = controls
        .filter((control) => control.offsetParent !== null && !control.closest('.visually-hidden'))
        .map((control) => ({ control, box: control.getBoundingClientRect() }));
      const notSquare = shown
        .filter(({ control, box }) => control.matches('.letter-slot') && Math.abs(box.width - box.height) > 1)
        .map(({ control, box }) => `${control.getAttribute('aria-label') ?? ''} ${Math.round(box.width)}×${Math.round(box.height)}, not square`);
      const small = shown
        .filter(({ control, box }) => box.height > 0 && box.height < least(control))
        .map(
          ({ control, box }) =>
            `${control.tagName.toLowerCase()}.${control.className.split(' ')[0] ?? ''} « ${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)} » ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      return { scroll: document.documentElement.scrollHeight, height: innerHeight, faults: [...new Set([...small, ...notSquare])] };
    });
    if (screen.scroll > screen.height) faults.push(`${slug}: ${screen.scroll} px for a ${screen.height} px screen`);
    for (const fault of screen.faults) faults.push(`${slug}: ${fault}`);
  }
  expect(faults).toEqual([]);
});
