import { GAME_SLUGS } from '@jdj/puzzles';
import { expect, test } from '@playwright/test';

const PAGES: { path: string; title: string; texts: string[] }[] = [
  { path: '/about', title: 'Jeux du Jour – À propos', texts: ['À propos'] },
  { path: '/login', title: 'Jeux du Jour – Connexion', texts: ['Connexion', 'Mot de passe oublié ?', 'Créer un compte'] },
  { path: '/register', title: 'Jeux du Jour – Inscription', texts: ['Inscription', 'Confirmer le mot de passe'] },
  { path: '/verify-email?token=abc', title: 'Jeux du Jour – Vérification de l’email', texts: ['Vérification de l’email', 'Une erreur est survenue'] },
  {
    path: '/request-password-reset?email=a%40b.fr',
    title: 'Jeux du Jour – Réinitialisation du mot de passe',
    texts: ['Mot de passe oublié'],
  },
  {
    path: '/confirm-password-reset?email=a%40b.fr&token=x',
    title: 'Jeux du Jour – Réinitialisation du mot de passe',
    texts: ['Nouveau mot de passe'],
  },
  { path: '/une-page-qui-nexiste-pas', title: 'Jeux du Jour – Page introuvable', texts: ['Page introuvable', 'Retour à l’accueil'] },
];

for (const { path, title, texts } of PAGES) {
  test(`${path} has its title and French texts`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    for (const text of texts) await expect(page.getByRole('main')).toContainText(text);
    await expect(page.getByRole('contentinfo')).toContainText('Tous droits réservés.');
  });
}

test('/logout signs out and goes to login', async ({ page }) => {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Jeux du Jour – Connexion');
});

test('the profile needs a session: it sends the visitor to login with the way back', async ({ page }) => {
  await page.goto('/profile/edit?tab=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fedit%3Ftab%3D2$/);
  await expect(page).toHaveTitle('Jeux du Jour – Connexion');
});

test('the version page shows the app and API versions, environment, browser and system', async ({ page }) => {
  await page.goto('/version');
  await expect(page).toHaveTitle('Jeux du Jour – Version');
  const main = page.getByRole('main');
  await expect(main).toContainText('Version de l’application');
  await expect(main).toContainText('0.9.0');
  await expect(main).toContainText('production');
  await expect(main.getByText('Version de l’API').locator('..')).toContainText('0.9.0');
  await expect(main).toContainText('Chrome');
  await expect(main).toContainText('Linux');
  await expect(main).toContainText(/Date de build/);
  await main.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page.locator('.game-card')).toHaveCount(11);
});

test('the version page says "Non disponible" when the API cannot be reached', async ({ page }) => {
  // The API being down is simulated: the browser cannot reach it.
  await page.route('**/api/health', (route) => route.abort());
  await page.goto('/version');
  await expect(page.getByRole('main').getByText('Version de l’API').locator('..')).toContainText('Non disponible');
});

test('every game has its share preview: a 1200 × 630 PNG at /{game}/thumbnail.png', async ({ request }) => {
  for (const slug of GAME_SLUGS) {
    const answer = await request.get(`/${slug}/thumbnail.png`);
    expect(answer.status(), slug).toBe(200);
    expect(answer.headers()['content-type'], slug).toBe('image/png');
    const png = await answer.body();
    // A PNG's header, then its width and height at bytes 16 and 20.
    expect(png.subarray(1, 4).toString('latin1'), slug).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], slug).toEqual([1200, 630]);
  }
});
