import AxeBuilder from '@axe-core/playwright';
import { contentKeyOf, dailyBuilder } from '@jdj/content';
import { formatDuration, getGameModule, logFloorSeconds, resultTier, type GameSlug } from '@jdj/puzzles';
import { E2E_AUTH_SECRET } from './e2e-env.ts';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * What every game's end-to-end visit shares: the day to play, the whole puzzle (secret included, rebuilt
 * from the same deterministic content the server stored: a test-only source), a returning player who
 * skips the rules and the install banner, the scores the server stored, and the accessibility check.
 */

export const mmss = (seconds: number): string => formatDuration(seconds);

export const secondsOf = (text: string | null): number => {
  const [m, s] = (text ?? '').trim().split(':').map(Number);
  return (m as number) * 60 + (s as number);
};

/** Today's puzzle day for a game, as the landing selects it. */
export async function playableDate(request: APIRequestContext, slug: GameSlug): Promise<string> {
  const answer = await request.get(`/api/games/${slug}/last-playable-date`);
  expect(answer.status()).toBe(200);
  const { date } = ((await answer.json()) as { data: { date: string | null } }).data;
  expect(date).not.toBeNull();
  return date as string;
}

/** The public puzzle the API serves for a day. */
export async function publicPuzzle<T>(request: APIRequestContext, slug: GameSlug, date: string): Promise<T> {
  const answer = await request.get(`/api/games/${slug}/puzzles/${date}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { puzzle: T } }).data.puzzle;
}

/** The whole puzzle of a day, secret parts included, parsed by the game's module. */
export function wholePuzzle<T>(slug: GameSlug, date: string): T {
  const record = dailyBuilder(slug)?.build(date, { contentKey: contentKeyOf(E2E_AUTH_SECRET) });
  if (!record) throw new Error(`no ${slug} content for ${date}`);
  const parsed = getGameModule(slug)!.parse({ ...(record.publicData as object), ...(record.secretData as object) });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value as T;
}

/** A returning player: the rules were read and the install banner put off, so nothing covers the board. */
export async function returningPlayer(page: Page, slug: GameSlug): Promise<void> {
  await page.addInitScript((game) => {
    localStorage.setItem(`jdj.tuto-done.${game}`, '1');
    localStorage.setItem('jdj.install-banner.dismissed-at', String(Date.now()));
  }, slug);
}

/** A first visit: nothing kept on this device, so the install banner shows and the rules open by themselves. */
export async function newVisitor(_page: Page): Promise<void> {}

/**
 * On a first visit to a game's landing (install banner shown) at 390 × 844, « Jouer » is wholly on screen and
 * nothing covers it: the banner waits in the page's flow, under the calendar. `banner: false` for a visit
 * whose banner was put off on the home page.
 */
export async function expectPlayInReach(page: Page, banner = true): Promise<void> {
  const play = page.getByRole('link', { name: 'Jouer', exact: true });
  await expect(play).toBeInViewport({ ratio: 1 });
  const covered = await play.evaluate((link) => {
    const box = link.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit === null || !link.contains(hit);
  });
  expect(covered, '« Jouer » is covered').toBe(false);
  if (banner) await expect(page.getByRole('region', { name: 'Installer l’application pour une meilleure expérience' })).toBeVisible();
}

/** Each page's anonymous player key, by player id: the server shows a player's scores only with it. */
const playerKeys = new Map<string, string>();

export const localUserId = async (page: Page): Promise<string> => {
  const [id, key] = await page.evaluate(() => [localStorage.getItem('jdj.local-user-id'), localStorage.getItem('jdj.local-user-key')]);
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  if (key) playerKeys.set(id as string, key);
  return id as string;
};

export interface StoredScore {
  date: string;
  score: number;
  data: Record<string, unknown>;
  client_play_id: string;
}

export async function serverScores(request: APIRequestContext, slug: GameSlug, userId: string): Promise<StoredScore[]> {
  const key = playerKeys.get(userId);
  const answer = await request.get(`/api/scores?game=${slug}&local_user_id=${userId}`, key ? { headers: { 'x-local-user-key': key } } : {});
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { scores: StoredScore[] } }).data.scores;
}

/** Waits for the one score of the day to reach the server and returns it. */
export async function storedScore(request: APIRequestContext, slug: GameSlug, userId: string, date: string): Promise<StoredScore> {
  await expect.poll(async () => (await serverScores(request, slug, userId)).filter((s) => s.date === date).length).toBe(1);
  return (await serverScores(request, slug, userId)).find((s) => s.date === date) as StoredScore;
}

/** The end screen of a won day: the tier of the stored time, and that time. */
export async function expectWonEndScreen(page: Page, slug: GameSlug, date: string, score: StoredScore): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${slug}/${date}/end$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(resultTier(slug, score.score).title);
  await expect(page.locator('.end__time')).toHaveText(mmss(score.score));
}

/**
 * axe in this page's state, at rest: no violation of impact serious or critical. Colours are measured once the
 * finite animations are over: a dialog fading in is half transparent for a moment, its contrast with it.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        // A cancelled one (its element gone) is at rest too.
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe, ${screen}`).toEqual([]);
}

/**
 * A play screen for thumbs: at 390 × 844 it fits the screen, its controls (pad, keyboard, tools) at the bottom
 * and none lower than 44 px (the keyboard's layout switch aside); at 1280 × 800 they stand beside the board.
 * Proximo's controls come first (`low: false`): the phone's own keyboard rises under its input.
 */
export async function expectThumbLayout(page: Page, game: string, low = true): Promise<void> {
  await expect(page.locator('.board-controls')).toBeVisible();
  const phone = await page.evaluate(() => {
    const controls = (document.querySelector('.board-controls') as HTMLElement).getBoundingClientRect();
    const buttons = Array.from(document.querySelectorAll<HTMLElement>('.board-controls button:not(.keyboard__layout)'));
    const small = buttons.filter((button) => button.getBoundingClientRect().height < 44).map((button) => button.textContent);
    return { scroll: document.documentElement.scrollHeight, height: innerHeight, gap: innerHeight - controls.bottom, small };
  });
  expect(phone.scroll, `${game}: the play screen fits the phone`).toBeLessThanOrEqual(phone.height);
  if (low) expect(phone.gap, `${game}: the controls are at the bottom`).toBeLessThanOrEqual(24);
  expect(phone.small, `${game}: controls for thumbs`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  const beside = await page.evaluate(() => {
    const main = (document.querySelector('.board-main') as HTMLElement).getBoundingClientRect();
    const controls = (document.querySelector('.board-controls') as HTMLElement).getBoundingClientRect();
    return controls.left >= main.right && controls.top < main.bottom;
  });
  expect(beside, `${game}: on a wide screen the controls stand beside the board`).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The replay URL of a scored day leads to its end screen. */
export async function expectReplayRedirects(page: Page, slug: GameSlug, date: string): Promise<void> {
  await page.goto(`/${slug}/${date}`);
  await expect(page).toHaveURL(new RegExp(`/${slug}/${date}/end$`));
}

/**
 * A script plays faster than any person, and the server refuses a time below the game's per-move floors
 * (GameModule.moveFloorSeconds): before its last move, a visit waits until the timer shows a human time.
 */
export async function waitForHumanTime(page: Page, seconds: number): Promise<void> {
  const timer = page.getByRole('timer');
  await expect
    .poll(async () => secondsOf(await timer.textContent()), { timeout: Math.max(10_000, seconds * 1000 + 5000) })
    .toBeGreaterThanOrEqual(Math.ceil(seconds));
}

/**
 * The least time the server accepts for these moves of a game: the sum of their floors. The word games
 * count an answer where a move makes a check, so their moves are replayed from the day's puzzle (`date`);
 * the other games' floors depend on the move alone.
 */
export function floorOf(slug: GameSlug, moves: readonly unknown[], date?: string): number {
  const module = getGameModule(slug)!;
  if (date) return logFloorSeconds(module, wholePuzzle(slug, date), moves);
  return moves.reduce<number>((sum, move) => sum + module.moveFloorSeconds(move, undefined, undefined), 0);
}

/** A new visitor's start: the game's landing (its title, « Jouer » in reach, axe), « Jouer », and the rules that open by themselves. */
export async function startAsNewVisitor(page: Page, slug: GameSlug, name: string): Promise<Locator> {
  await newVisitor(page);
  await page.goto(`/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectPlayInReach(page);
  await expectAccessible(page, `accueil de ${name}`);
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();
  const rules = page.getByRole('dialog', { name: `Comment jouer à ${name} ?` });
  await expect(rules).toBeVisible();
  return rules;
}

/**
 * A grid game's day opened as a new visitor on a phone: the landing, the rules (`readRules` checks what
 * they say), « Jouer », then the grid laid out for a thumb, whole (`cells` of them) and accessible.
 * `cell(row, col)` finds a cell the way the board names it (`data-cell`).
 */
export async function openGridDay<Puzzle>(
  page: Page,
  request: APIRequestContext,
  game: { slug: GameSlug; name: string; cells: (puzzle: Puzzle) => number },
  readRules: (rules: Locator) => Promise<void>,
) {
  const date = await playableDate(request, game.slug);
  const puzzle = wholePuzzle<Puzzle>(game.slug, date);
  const rules = await startAsNewVisitor(page, game.slug, game.name);
  await readRules(rules);
  await rules.getByRole('button', { name: 'Jouer' }).click();
  await expectThumbLayout(page, game.slug);
  const grid = page.getByRole('grid', { name: `Grille de ${game.slug}` });
  await expect(grid.getByRole('gridcell')).toHaveCount(game.cells(puzzle));
  await expectAccessible(page, `partie de ${game.name}`);
  const cell = (row: number, col: number) => grid.locator(`[data-cell="${row}-${col}"]`);
  return { date, puzzle, grid, cell };
}

/**
 * Home, `/login` and the game landings are server-rendered; the app's script runs after the first frame and
 * only then remembers the address's `?provider=` for the tab's next pages. A test that leaves such a page by
 * a link, and counts on that provider, waits for it first (a quicker click is a plain page load that forgets
 * it, as it would for a real visitor).
 */
export async function waitForProviderRemembered(page: Page, slug: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('jdj.provider-slug'))).toBe(slug);
}

/**
 * With the demo provider, « Résoudre » finishes today's game (after `start`, which may first play a move)
 * and the score is stored, won, with the game's own `data`; the day and the stored score are returned.
 */
export async function resolveWithDemo(
  page: Page,
  request: APIRequestContext,
  slug: GameSlug,
  start: (date: string) => Promise<unknown>,
  data: Record<string, unknown>,
  timeout = 20_000,
): Promise<{ date: string; stored: StoredScore }> {
  await returningPlayer(page, slug);
  const date = await playableDate(request, slug);
  await page.goto(`/${slug}?provider=demo`);
  await waitForProviderRemembered(page, 'demo');
  await page.getByRole('link', { name: 'Jouer', exact: true }).click();
  await start(date);
  await page.getByRole('button', { name: 'Résoudre' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/${date}/end$`), { timeout });
  const stored = await storedScore(request, slug, await localUserId(page), date);
  expect(stored.data).toMatchObject({ won: true, ...data });
  return { date, stored };
}
