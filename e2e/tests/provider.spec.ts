import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';

const AUTH_ROUTES = ['/login', '/register', '/verify-email?token=abc', '/request-password-reset', '/confirm-password-reset', '/profile', '/profile/edit'];

test('a partner provider shows its own games and name, without the user area', async ({ page }) => {
  await page.goto('/?provider=partenaire');
  await expect(page).toHaveTitle('Le Journal Partenaire');
  await expect(page.locator('.game-card h2')).toHaveText(['Motamo', 'Sudoku', 'Binero', 'Synonymo', 'Anagrammo']);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('Le Journal Partenaire. Tous droits réservés.');
});

test('the provider chosen by the query is kept while navigating and reloading', async ({ page }) => {
  await page.goto('/about?provider=partenaire');
  await expect(page.getByRole('contentinfo')).toContainText('Le Journal Partenaire');
  // Client-side navigation through the top bar logo.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page.locator('.game-card')).toHaveCount(5);
  // A full load of another address in the same visit.
  await page.goto('/version');
  await expect(page).toHaveTitle('Le Journal Partenaire – Version');
  // Another provider named later replaces it.
  await page.goto('/?provider=demo');
  await expect(page).toHaveTitle('Jeux du Jour – Démo');
  await expect(page.locator('.game-card')).toHaveCount(11);
});

for (const route of AUTH_ROUTES) {
  test(`with no_login, ${route} lands on home`, async ({ page }) => {
    await page.goto(`${route}${route.includes('?') ? '&' : '?'}provider=partenaire`);
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/(\\?.*)?$`));
    await expect(page.locator('.game-card')).toHaveCount(5);
  });
}

test('a partner sub-domain gets its provider without any query', async ({ page }) => {
  await page.goto(baseURL.replace('localhost', 'partenaire.localhost'));
  await expect(page).toHaveTitle('Le Journal Partenaire');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
});

test('an unknown provider falls back to the default one', async ({ page }) => {
  await page.goto('/?provider=nexistepas');
  await expect(page).toHaveTitle('Jeux du Jour');
  await expect(page.locator('.game-card')).toHaveCount(11);
});
