import { randomInt } from 'node:crypto';
import { GAME_SLUGS } from '@jdj/puzzles';
import { expect, test } from '@playwright/test';
import { playableDate, returningPlayer } from './game-kit.ts';
import { newPlayer, playAs } from './player-kit.ts';

/**
 * Every game's play screen on a phone (issue 40, item 5), one after the other in one browser: at 390 × 844
 * the screen fits without scrolling, and every control a thumb uses is at least 44 px high. A board's cells
 * are held to 32 px instead: nine or ten of them across 390 px cannot be 44 each, and they fill the width.
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
      const small = controls
        .filter((control) => control.offsetParent !== null && !control.closest('.visually-hidden'))
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ control, box }) => box.height > 0 && box.height < (isCell(control) ? 32 : 44))
        .map(
          ({ control, box }) =>
            `${control.tagName.toLowerCase()}.${control.className.split(' ')[0] ?? ''} « ${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)} » ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      return { scroll: document.documentElement.scrollHeight, height: innerHeight, small: [...new Set(small)] };
    });
    if (screen.scroll > screen.height) faults.push(`${slug}: ${screen.scroll} px for a ${screen.height} px screen`);
    for (const control of screen.small) faults.push(`${slug}: ${control}`);
  }
  expect(faults).toEqual([]);
});
