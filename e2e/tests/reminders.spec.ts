import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { E2E_PUSH_HOST } from './e2e-env.ts';
import { checkScreen } from './screen-kit.ts';

/**
 * Reminders in Chromium (issue 39): the player turns them on at /rappels, the browser's subscription reaches
 * the server, a push delivered through DevTools (ServiceWorker.deliverPushMessage) shows the notification the
 * service worker builds, and its click opens the screen it names. Chromium's push service (Google's) is out
 * of reach here: PushManager hands out a subscription to the tests' stand-in service instead.
 */

/** A subscription as Chromium's PushManager would give it, kept across the page's loads. */
async function standInPushService(page: Page): Promise<{ endpoint: string }> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const json = {
    endpoint: `http://${E2E_PUSH_HOST}/push/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await page.addInitScript((subscription) => {
    const stored = () => localStorage.getItem('e2e.push-subscription');
    const asSubscription = (value: typeof subscription) => ({
      endpoint: value.endpoint,
      toJSON: () => value,
      unsubscribe: async () => {
        localStorage.removeItem('e2e.push-subscription');
        return true;
      },
    });
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem('e2e.push-subscription', JSON.stringify(subscription));
      return asSubscription(subscription) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => {
      const value = stored();
      return (value ? asSubscription(JSON.parse(value)) : null) as unknown as PushSubscription | null;
    };
  }, json);
  return { endpoint: json.endpoint };
}

test('a player turns reminders on, and the notification a push brings opens its screen', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  const { endpoint } = await standInPushService(page);
  // Twice: the second load is controlled by the service worker the first one installed.
  await page.goto('/');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.goto('/rappels');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await expect(page.getByTestId('reminders-state')).toHaveText('Aucun rappel n’est programmé sur cet appareil.');
  // Signed out: the leagues' week is offered once signed in.
  await expect(page.getByRole('link', { name: /Connectez-vous pour recevoir aussi/ })).toBeVisible();
  await checkScreen(page, 'reminders', page.getByRole('button', { name: 'Activer les rappels' }));
  await page.getByLabel('Heure du rappel').selectOption('20');
  await page.getByRole('button', { name: 'Activer les rappels' }).click();
  await expect(page.getByText('Rappels enregistrés.')).toBeVisible();
  await expect(page.getByTestId('reminders-state')).toContainText(/Rappels activés sur cet appareil\. Prochain rappel\s:\s\S+ \d+ \S+ à 20:00\./);

  // The server keeps the choice: another load of the page reads it back.
  await page.reload();
  await expect(page.getByTestId('reminders-state')).toContainText('à 20:00');
  await expect(page.getByLabel('Heure du rappel')).toHaveValue('20');
  expect(endpoint).toContain(E2E_PUSH_HOST);

  // A push, as the push service would bring the server's message.
  const devtools = await context.newCDPSession(page);
  // The latest registration of the site's scope that DevTools reports (its worker active by now: the page is controlled).
  let registrationId: string | undefined;
  devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
    for (const registration of list)
      if (registration.scopeURL === `${baseURL}/`) registrationId = registration.isDeleted ? undefined : registration.registrationId;
  });
  await devtools.send('ServiceWorker.enable');
  await expect.poll(() => registrationId).toBeDefined();
  const message = { title: 'Vos ligues cette semaine', body: 'Bureau : 1ᵉʳ sur 3', url: '/about', tag: 'weekly' };
  const shown = async () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
    );
  const expected = [{ title: message.title, body: message.body, tag: 'weekly', data: { url: '/about' } }];
  // Delivered again until shown: a worker still starting may miss the first (the tag makes repeats one notification).
  await expect
    .poll(
      async () => {
        await devtools.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: registrationId!, data: JSON.stringify(message) });
        await page.waitForTimeout(500);
        return shown();
      },
      { timeout: 20_000 },
    )
    .toEqual(expected);

  // Its click (dispatched in the worker: DevTools has no command for it) opens the screen it names.
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    // The worker's globals, which the page's DOM types do not describe.
    type WorkerScope = { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    type NotificationEventClass = new (type: string, init: { notification: Notification }) => Event;
    const scope = self as unknown as WorkerScope & { NotificationEvent: NotificationEventClass };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('main')).toContainText('À propos');
  expect(await shown()).toEqual([]);

  // Turned off: the server forgets the subscription, and the page says so.
  await page.goto('/rappels');
  await page.getByRole('button', { name: 'Désactiver les rappels' }).click();
  await expect(page.getByText('Rappels désactivés : cet appareil ne recevra plus de notification.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('reminders-state')).toHaveText('Aucun rappel n’est programmé sur cet appareil.');
});
