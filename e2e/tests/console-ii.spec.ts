import { addDays, dateInTimeZone } from '@jdj/puzzles';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './game-kit.ts';
import { accountWithTwoFactor, address, adminAtConsole, adminCommand, signInToConsole } from './staff-kit.ts';

/**
 * Console II (issue 42), on a phone (390 × 844) and a desk (1280 × 800): an administrator and a publisher walk
 * the console's screens without a horizontal scroll; the administrator types a future Motamo day's words,
 * refused with their problems then accepted after a confirmation, and reads it in the audit log in words,
 * filtered; a publisher is shown no control the server would refuse. axe in both themes on the new screens.
 */

const today = () => dateInTimeZone(new Date(), 'Europe/Paris');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The page is no wider than the window: nothing scrolls sideways (a table scrolls in its own region). */
async function expectNoSideScroll(page: Page, screen: string): Promise<void> {
  const { scroll, width, wide } = await page.evaluate(() => {
    const width = window.innerWidth;
    // What sticks out, for the failure's message: the elements furthest past the window's edge.
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ el, right }) => right > width + 1 && !el.parentElement?.closest('.console-table'))
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}.${el.className} (${Math.round(right)} px)`);
    return { scroll: document.documentElement.scrollWidth, width, wide };
  });
  expect(scroll, `${screen}: no horizontal scroll at ${width} px (${wide.join(', ')})`).toBeLessThanOrEqual(width);
}

/** Each screen at each size: loaded, then measured. */
async function walk(page: Page, urls: readonly [string, RegExp | string][], who: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const [url, heading] of urls) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
      await expectNoSideScroll(page, `${who} ${url}`);
    }
  }
}

const slashed = (date: string) => date.split('-').reverse().join('/');

test('administrator and publisher run the console on a phone and a desk: typed words, confirmations, the audit in words', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await adminAtConsole(browser);
  const day = addDays(today(), 11);
  const me = ((await (await page.request.get('/api/console/me')).json()) as { data: { user: { id: string; email: string } } }).data.user;

  await walk(
    page,
    [
      ['/admin', /^Tableau de bord/],
      ['/admin/calendar', 'Calendrier'],
      ['/admin/providers', 'Fournisseurs'],
      ['/admin/providers/partenaire', /^Fournisseur « /],
      ['/admin/providers/new', 'Nouveau fournisseur'],
      ['/admin/games', 'Jeux'],
      ['/admin/players', 'Joueurs'],
      [`/admin/players/${me.id}`, `Compte ${me.email}`],
      ['/admin/providers/partenaire/brand', 'Couleurs et logo de « Le Journal Partenaire »'],
      ['/admin/providers/partenaire/embed', 'Intégrer les jeux de « Le Journal Partenaire »'],
      ['/admin/audit', 'Journal des modifications'],
      [`/admin/calendar/motamo/${day}`, `Motamo du ${slashed(day)}`],
    ],
    'administrateur',
  );

  // On the phone from here on.
  await page.setViewportSize(VIEWPORTS[0]!);
  // Hiding a game asks first, saying what changes; « Annuler » changes nothing.
  await page.goto('/admin/games');
  await page.getByRole('button', { name: 'Masquer Numero' }).click();
  await expect(page.getByRole('group', { name: /chez tous les fournisseurs/ })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Numero : proposé')).toBeVisible();

  // A future Motamo day, typed by hand: refused with its problems, nothing saved…
  await page.goto(`/admin/calendar/motamo/${day}`);
  const words = page.getByLabel('Les mots du jour, un par ligne, dans l’ordre du jeu');
  await words.fill('zzzz\nzzzz');
  await page.getByRole('button', { name: 'Vérifier ces mots' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Ces mots ne peuvent pas être publiés' });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('listitem').first()).not.toBeEmpty();
  await expectAccessible(page, 'mots refusés (clair)');
  // …then words that pass the checks (one of the proposals, as an editor would type them): asked, then saved.
  const choices = await page.request.get(`/api/console/calendar/motamo/${day}/choices`);
  const clean = ((await choices.json()) as { data: { words: string[] }[] }).data[0]!.words;
  await words.fill(clean.join('\n'));
  await page.getByRole('button', { name: 'Vérifier ces mots' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aucun problème' })).toContainText(clean[0]!);
  await page.getByRole('button', { name: 'Remplacer le jour par ces mots' }).click();
  const question = page.getByRole('group', { name: /^Remplacer les réponses/ });
  await expect(question).toContainText(clean.join(', '));
  await expectAccessible(page, 'confirmation (clair)');
  await expectNoSideScroll(page, 'confirmation');
  await page.getByRole('button', { name: 'Confirmer le remplacement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Jour remplacé : ' })).toContainText(clean.join(', '));

  // The audit in words, filtered by action.
  await page.goto('/admin/audit');
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Jour remplacé' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/action=day\.replace/);
  const lines = page.locator('.console-audit__line');
  await expect(lines.first()).toContainText('Jour remplacé');
  await expect(lines.filter({ hasNotText: 'Jour remplacé' })).toHaveCount(0);
  const line = lines.filter({ hasText: `motamo/${day}` });
  await expect(line).toContainText(`→ ${clean.join(', ')}`);
  await expect(line).toContainText('(vous)');
  await expect(page.getByRole('link', { name: 'Exporter ces lignes en CSV' })).toHaveAttribute('href', '/api/console/audit.csv?action=day.replace');
  await expectNoSideScroll(page, 'journal filtré');
  await expectAccessible(page, 'journal (clair)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await expect(lines.first()).toContainText('Jour remplacé');
  await expectAccessible(page, 'journal (sombre)');
  await page.goto(`/admin/calendar/motamo/${day}`);
  await words.fill('zzzz');
  await page.getByRole('button', { name: 'Vérifier ces mots' }).click();
  await expect(problems).toBeVisible();
  await expectAccessible(page, 'mots refusés (sombre)');
  await context.close();

  // A publisher: its own screens, no control that would answer 403.
  const publisherContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address() } });
  await publisherContext.addInitScript(() => localStorage.setItem('jdj.install-banner.dismissed-at', String(Date.now())));
  const publisherPage = await publisherContext.newPage();
  const publisher = await accountWithTwoFactor(await (await browser.newContext()).request);
  expect(adminCommand('grant', publisher.email, '--provider', 'partenaire')).toContain('éditeur du fournisseur partenaire');
  await signInToConsole(publisherPage, publisher);
  await expect(publisherPage.getByText('éditeur pour « Le Journal Partenaire »')).toBeVisible();
  await walk(
    publisherPage,
    [
      ['/admin', 'Tableau de bord de « Le Journal Partenaire »'],
      ['/admin/calendar', 'Calendrier'],
      ['/admin/providers', 'Fournisseurs'],
      ['/admin/providers/partenaire', /^Fournisseur « /],
      ['/admin/providers/partenaire/brand', 'Couleurs et logo de « Le Journal Partenaire »'],
      ['/admin/providers/partenaire/embed', 'Intégrer les jeux de « Le Journal Partenaire »'],
      [`/admin/calendar/motamo/${addDays(day, 1)}`, `Motamo du ${slashed(addDays(day, 1))}`],
    ],
    'éditeur',
  );
  // The administrators' screens lead to its dashboard; its day screens offer its own words, not the proposals.
  for (const url of ['/admin/games', '/admin/players', '/admin/audit', '/admin/providers/new']) {
    await publisherPage.goto(url);
    await expect(publisherPage).toHaveURL(/\/admin$/);
  }
  await expect(publisherPage.getByRole('combobox', { name: 'Jeu' }).getByRole('option')).toHaveText([
    'Tous les jeux',
    'Motamo',
    'Sudoku',
    'Binero',
    'Synonymo',
    'Anagrammo',
  ]);
  await publisherPage.goto(`/admin/calendar/motamo/${addDays(day, 1)}`);
  await expect(publisherPage.getByRole('button', { name: 'Vérifier ces mots' })).toBeVisible();
  await expect(publisherPage.getByRole('button', { name: 'Proposer d’autres choix' })).toHaveCount(0);
  await publisherPage.goto('/admin/providers/partenaire');
  await expect(publisherPage.getByRole('button', { name: 'Archiver ce fournisseur' })).toHaveCount(0);
  await expectAccessible(publisherPage, 'jour (éditeur, sombre par défaut du système)');
  await publisherContext.close();
});
