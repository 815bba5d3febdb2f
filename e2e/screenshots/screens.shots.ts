import fs from 'node:fs';
import path from 'node:path';
import { implementedGameSlugs, type GameSlug } from '@jdj/puzzles';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { playableDate } from '../tests/game-kit.ts';
import { leastTime, newPlayer, playAs, storeWin } from '../tests/player-kit.ts';

/**
 * The 132 pictures of `npm run screenshots`: for each game, its landing on a first visit (install banner
 * included), its play screen (rules already read) and the end screen of a day won among a dozen players, at
 * 390 × 844 and 1280 × 800, in the light and the dark theme. Landing and play are what the screen shows
 * without scrolling; the end screen is the whole page.
 */
const OUT = path.resolve(import.meta.dirname, '../../screenshots');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;
/** Other players of the day, so that the end screen shows the day's histogram (10 winners at least). */
const RIVALS = 11;

/** SCREENSHOTS_GAMES=sudoku,binero takes those games only (while working on them). */
const only = process.env.SCREENSHOTS_GAMES?.split(',').map((slug) => slug.trim());
const games = implementedGameSlugs().filter((slug) => !only || only.includes(slug));

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await settle(page);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage, animations: 'disabled', caret: 'hide' });
}

async function takeAll(browser: Browser, dates: Map<GameSlug, string>, size: (typeof WIDTHS)[number], theme: (typeof THEMES)[number]): Promise<void> {
  const context = await browser.newContext({ viewport: size, colorScheme: theme, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const player = newPlayer();
  await playAs(page, player);
  for (const slug of games) {
    const date = dates.get(slug)!;
    const name = (screen: string) => `${slug}-${screen}-${size.width}-${theme}`;

    await page.goto(`/${slug}`);
    await expect(page.getByRole('link', { name: 'Jouer', exact: true })).toBeVisible();
    await shoot(page, name('1-accueil'));

    await page.evaluate((game) => localStorage.setItem(`jdj.tuto-done.${game}`, '1'), slug);
    await page.goto(`/${slug}/${date}`);
    await expect(page.getByRole('timer')).toBeVisible();
    await shoot(page, name('2-partie'));

    await storeWin(page.request, slug, date, player, leastTime(slug, date) + 40);
    await page.goto(`/${slug}/${date}/end`);
    await expect(page.locator('.end__time')).toBeVisible();
    await expect(page.locator('.histogram')).toBeVisible();
    await shoot(page, name('3-fin'), true);
  }
  await context.close();
}

test('every game’s landing, play and end screens, at 390 and 1280 px, light and dark', async ({ browser, request }) => {
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const dates = new Map<GameSlug, string>();
  for (const slug of games) {
    const date = await playableDate(request, slug);
    dates.set(slug, date);
    const least = leastTime(slug, date);
    for (let i = 0; i < RIVALS; i++) await storeWin(request, slug, date, newPlayer(), least + 7 + i * 11);
  }
  for (const theme of THEMES) for (const size of WIDTHS) await takeAll(browser, dates, size, theme);
  expect(fs.readdirSync(OUT).filter((f) => f.endsWith('.png'))).toHaveLength(games.length * 3 * WIDTHS.length * THEMES.length);
});
