import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './game-kit.ts';

/** The widths every screen is checked at: the smallest phone, a common phone, a laptop. */
export const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** How wide the page is against the window (no horizontal scrolling allowed). */
async function overflow(page: Page): Promise<{ page: number; window: number }> {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
}

/** At each width: the page fits; at each width too, axe finds no serious or critical violation. Ends at 390 px. */
export async function checkScreen(page: Page, name: string, ready: Locator, theme = 'light', axeAtEveryWidth = false): Promise<void> {
  await expect(ready, `${name} ready`).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const { page: wide, window } = await overflow(page);
    expect(wide, `${name} at ${size.width} px (${theme}) is ${wide} px wide`).toBeLessThanOrEqual(window);
    if (axeAtEveryWidth) await expectAccessible(page, `${name} at ${size.width} px (${theme})`);
  }
  await page.setViewportSize(SIZES[1]!);
  if (!axeAtEveryWidth) await expectAccessible(page, `${name} (${theme})`);
}
