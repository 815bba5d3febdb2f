import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, dateInTimeZone, MAIN_STREAM, weekdayIndex } from '@jdj/puzzles';
import ece from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeagueDto, ReminderKeyDto, RemindersDto } from '@jdj/api';
import type { ScoreTable } from '../db/schema.ts';
import { Browser } from '../auth/test-kit.ts';
import { createLogger } from '../logger.ts';
import { signUpVerified } from '../testing/accounts.ts';
import { readCatalogue } from '../services/catalogue.ts';
import { eraseAccount } from '../services/erase-account.ts';
import { WebPushSender } from '../services/reminders/push-sender.ts';
import { sendDueReminders } from '../services/reminders/reminder-job.ts';
import type { ReminderMessage } from '../services/reminders/reminder-message.ts';
import { nextReminderAt } from '../services/reminders/reminder-time.ts';
import { VapidSigner, vapidKeysOf } from '../services/reminders/vapid.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Reminders end to end on each database: browsers subscribe over HTTP, the job runs at an injected clock,
 * and a push service on this machine receives the messages, which the test decrypts with the browser's
 * keys as Chromium would (RFC 8291) and whose VAPID signature it checks (RFC 8292).
 */
const AUTH_SECRET = `secret-des-rappels-${randomUUID()}`;
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service: takes every message (201) but for endpoints under /gone/, which no longer exist (410). */
async function pushService(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** What a browser's PushManager holds: the endpoint, and the keys only it can decrypt with. */
function browserSubscription(serviceUrl: string, path = `/push/${randomUUID()}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    json: { endpoint: `${serviceUrl}${path}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } },
  };
}

type Subscription = ReturnType<typeof browserSubscription>;

function decrypted(message: Received, subscription: Subscription): ReminderMessage {
  const plain = ece.decrypt(message.body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth });
  return JSON.parse(plain.toString('utf8')) as ReminderMessage;
}

/** The VAPID header names our public key, and its token is signed by the matching private key for this push service. */
function expectVapid(message: Received, serviceUrl: string, publicKey: string): void {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(message.headers.authorization));
  expect(match?.[2]).toBe(publicKey);
  const [header, payload, signature] = match![1]!.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  expect(claims.aud).toBe(serviceUrl);
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  expect(verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
}

type Body<T> = { code: number; data: T; message: string };

describe.each(databaseTargets())('reminders on $name', (target) => {
  let server: TestServer;
  let push: Awaited<ReturnType<typeof pushService>>;
  const keys = vapidKeysOf(AUTH_SECRET);

  beforeAll(async () => {
    push = await pushService();
    server = await startTestServer(target, {
      env: { TRUST_PROXY: '1', AUTH_SECRET, PUSH_HOSTS: new URL(push.url).host },
      puzzleWindow: { pastDays: 1, futureDays: 0 },
    });
  });
  afterAll(async () => {
    await server.stop();
    await push.close();
  });
  beforeEach(async () => {
    await db().deleteFrom('push_subscription').execute();
    push.received.length = 0;
  });

  const db = () => server.database.db;
  const logger = createLogger('silent');
  const runJob = (now: number) =>
    sendDueReminders(db(), {
      // The signer keeps the real clock: a push service checks the token's expiry against its own.
      sender: new WebPushSender(new VapidSigner(keys, 'mailto:rappels@exemple.fr')),
      catalogue: () => readCatalogue(db(), logger, 'default'),
      now: () => now,
    });

  const call = async <T>(browser: Browser, path: string, body?: unknown) => {
    const response = await browser.raw(path, body === undefined ? {} : { method: 'POST', body });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as Body<T>, text };
  };

  /** An anonymous browser that has its id, as the web app keeps it. */
  function anonymousBrowser(): Browser {
    const browser = new Browser(server.url);
    browser.localUserId = randomUUID();
    return browser;
  }

  const subscribe = (browser: Browser, subscription: Subscription, choices: Record<string, unknown> = {}) =>
    call<RemindersDto>(browser, '/api/reminders', {
      subscription: subscription.json,
      daily: true,
      weekly: false,
      hour: 9,
      time_zone: 'Europe/Paris',
      ...(browser.localUserId ? { local_user_id: browser.localUserId } : {}),
      ...choices,
    });

  async function storedScore(player: { userId?: string; localUserId?: string }, game: string, date: string) {
    const anonymous = player.localUserId
      ? await db().selectFrom('anonymous_user').select('id').where('local_user_id', '=', player.localUserId).executeTakeFirstOrThrow()
      : undefined;
    const row: ScoreTable = {
      id: randomUUID(),
      game,
      game_id: `${game}_${date}`,
      puzzle_date: date,
      user_id: player.userId ?? null,
      anonymous_user_id: anonymous?.id ?? null,
      provider_id: null,
      score: 120,
      played_at: `${date}T10:00:00.000Z`,
      data: JSON.stringify({ mistakes: 0, jokers: 0, won: true }),
      moves: '',
      moves_packed: null,
      client_play_id: randomUUID(),
      created_at: new Date().toISOString(),
      verified: 1,
      streak_day: 1,
      placed: 1,
      stream: MAIN_STREAM,
      network: null,
    };
    await db().insertInto('score').values(row).execute();
  }

  it('gives the key browsers subscribe with, and refuses what a provider does not offer or no push service would send', async () => {
    const browser = anonymousBrowser();
    const key = await call<ReminderKeyDto>(browser, '/api/reminders/key');
    expect(key.body.data).toEqual({ public_key: keys.publicKey, weekly: false });
    // The partner's newspaper has not turned reminders on.
    const partner = await call(browser, '/api/reminders/key?provider=partenaire');
    expect(partner.status).toBe(404);
    expect(partner.body.message).toBe('Les rappels ne sont pas proposés par Le Journal Partenaire');

    const subscription = browserSubscription(push.url);
    const refused = async (choices: Record<string, unknown>, message: RegExp | string, status = 422) => {
      const answer = await subscribe(browser, subscription, choices);
      expect(answer.status, answer.text).toBe(status);
      expect(answer.body.message).toMatch(message);
    };
    await refused(
      { subscription: { ...subscription.json, endpoint: 'https://intranet.exemple.fr/admin' } },
      'Ce navigateur utilise un service de notifications inconnu',
    );
    await refused(
      { subscription: { ...subscription.json, endpoint: 'http://fcm.googleapis.com/fcm/send/x' } },
      'Ce navigateur utilise un service de notifications inconnu',
    );
    await refused({ hour: 3 }, 'Champ « Heure du rappel » invalide : entre 6 h et 22 h', 400);
    await refused({ time_zone: 'Mars/Olympus' }, 'Fuseau horaire inconnu : Mars/Olympus');
    await refused({ daily: false }, 'Choisissez au moins un rappel, ou désactivez les rappels');
    await refused({ weekly: true }, 'Connectez-vous pour recevoir le résultat de vos ligues');
    await refused({ provider: 'partenaire' }, 'Les rappels ne sont pas proposés par Le Journal Partenaire', 404);
    await refused(
      { subscription: { ...subscription.json, keys: { p256dh: 'court', auth: subscription.auth } } },
      'Champ « Abonnement du navigateur » invalide : clé de chiffrement invalide',
      400,
    );
    expect(await db().selectFrom('push_subscription').select('id').execute()).toEqual([]);

    // Another browser's key does not save reminders under this player.
    const stranger = new Browser(server.url);
    stranger.localUserId = browser.localUserId;
    expect((await subscribe(browser, subscription)).status).toBe(200);
    expect((await subscribe(stranger, browserSubscription(push.url))).status).toBe(403);
  });

  it('sends the day’s reminder at the player’s hour, encrypted for that browser alone, once, and not after the player has played', async () => {
    const browser = anonymousBrowser();
    const subscription = browserSubscription(push.url);
    const saved = await subscribe(browser, subscription, { hour: 20, time_zone: 'America/Cayenne' });
    expect(saved.status, saved.text).toBe(200);
    const due = Date.parse(saved.body.data.next_at);
    // 20 h in Cayenne (UTC−3), on its next occurrence.
    expect(due).toBe(nextReminderAt(Date.now(), 20, 'America/Cayenne'));
    expect(new Date(due).getUTCHours()).toBe(23);
    expect((await call<RemindersDto | null>(browser, '/api/reminders/state', { endpoint: subscription.json.endpoint })).body.data).toEqual(saved.body.data);

    expect(await runJob(due - 60_000)).toEqual({ sent: 0, skipped: 0, dropped: 0, failed: 0 });
    expect(await runJob(due)).toEqual({ sent: 1, skipped: 0, dropped: 0, failed: 0 });
    expect(push.received).toHaveLength(1);
    const [message] = push.received;
    expect(message!.path).toBe(new URL(subscription.json.endpoint).pathname);
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message!.headers.ttl)).toBeGreaterThan(0);
    expectVapid(message!, push.url, keys.publicKey);
    expect(decrypted(message!, subscription)).toEqual({ title: 'Jeux du Jour', body: 'Les jeux du jour vous attendent.', url: '/', tag: 'daily' });
    // Another browser's keys cannot read it.
    expect(() => decrypted(message!, browserSubscription(push.url))).toThrow();

    // Once: the same minute again sends nothing, and the next one is the next day's 20 h.
    expect((await runJob(due)).sent).toBe(0);
    const state = await call<RemindersDto>(browser, '/api/reminders/state', { endpoint: subscription.json.endpoint });
    expect(state.body.data.next_at).toBe(new Date(nextReminderAt(due, 20, 'America/Cayenne')).toISOString());

    // Played that day (the provider's, Paris): nothing is sent.
    const next = Date.parse(state.body.data.next_at);
    await storedScore({ localUserId: browser.localUserId! }, 'sudoku', dateInTimeZone(next, 'Europe/Paris'));
    expect(await runJob(next)).toEqual({ sent: 0, skipped: 1, dropped: 0, failed: 0 });
    expect(push.received).toHaveLength(1);
  });

  it('names the longest streak the player would lose', async () => {
    const browser = anonymousBrowser();
    const subscription = browserSubscription(push.url);
    const saved = await subscribe(browser, subscription);
    const due = Date.parse(saved.body.data.next_at);
    const today = dateInTimeZone(due, 'Europe/Paris');
    // Creates the anonymous player's row the scores point at (as its first score would).
    for (let day = 1; day <= 12; day++) await storedScore({ localUserId: browser.localUserId! }, 'motamo', addDays(today, -day));
    for (let day = 1; day <= 3; day++) await storedScore({ localUserId: browser.localUserId! }, 'sudoku', addDays(today, -day));
    expect((await runJob(due)).sent).toBe(1);
    expect(decrypted(push.received[0]!, subscription).body).toBe('Motamo : votre série de 12 jours vous attend, jouez avant minuit.');
  });

  it('sends nothing hours late (the job was stopped), and keeps the next day’s', async () => {
    const browser = anonymousBrowser();
    const subscription = browserSubscription(push.url);
    const due = Date.parse((await subscribe(browser, subscription)).body.data.next_at);
    expect(await runJob(due + 3 * 3600_000)).toEqual({ sent: 0, skipped: 1, dropped: 0, failed: 0 });
    const state = await call<RemindersDto>(browser, '/api/reminders/state', { endpoint: subscription.json.endpoint });
    expect(state.body.data.next_at).toBe(new Date(nextReminderAt(due + 3 * 3600_000, 9, 'Europe/Paris')).toISOString());
    expect(push.received).toEqual([]);
  });

  it('drops a subscription its push service says is gone, and removes one on request', async () => {
    const gone = browserSubscription(push.url, `/gone/${randomUUID()}`);
    const kept = browserSubscription(push.url);
    const browser = anonymousBrowser();
    const first = await subscribe(browser, gone);
    await subscribe(anonymousBrowser(), kept);
    expect(await runJob(Date.parse(first.body.data.next_at))).toEqual({ sent: 1, skipped: 0, dropped: 1, failed: 0 });
    expect((await call(browser, '/api/reminders/state', { endpoint: gone.json.endpoint })).body.data).toBeNull();

    const removed = await call<{ removed: boolean }>(browser, '/api/reminders/remove', { endpoint: kept.json.endpoint });
    expect(removed.body.data).toEqual({ removed: true });
    expect(await db().selectFrom('push_subscription').select('id').execute()).toEqual([]);
  });

  it('« Oublier cet appareil » and an account’s erasure delete their subscriptions', async () => {
    const device = anonymousBrowser();
    await subscribe(device, browserSubscription(push.url));
    const other = anonymousBrowser();
    await subscribe(other, browserSubscription(push.url));
    const forgotten = await call<{ erased: Record<string, number> }>(device, '/api/players/forget', { local_user_id: device.localUserId });
    expect(forgotten.status, forgotten.text).toBe(200);
    expect(forgotten.body.data.erased.reminders).toBe(1);
    expect(await db().selectFrom('push_subscription').select('local_user_id').execute()).toEqual([{ local_user_id: other.localUserId }]);

    const { userId, browser } = await signedIn();
    await subscribe(browser, browserSubscription(push.url), { weekly: true });
    expect(await db().selectFrom('push_subscription').select('user_id').where('user_id', '=', userId).execute()).toHaveLength(1);
    await eraseAccount(db(), userId);
    expect(await db().selectFrom('push_subscription').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  async function signedIn(): Promise<{ userId: string; browser: Browser; username: string }> {
    const browser = new Browser(server.url);
    const tag = randomUUID().slice(0, 8);
    const player = { email: `rappel-${tag}@exemple.fr`, password: 'Rappel-du-matin-42', first_name: 'Léa', last_name: 'Martin', username: `lea_${tag}` };
    await signUpVerified(server, browser, { ...player, passwordConfirm: player.password });
    const answer = await browser.call<{ user: { id: string } }>('/api/auth/sign-in/email', { email: player.email, password: player.password });
    expect(answer.status).toBe(200);
    return { userId: answer.body.user.id, browser, username: player.username };
  }

  it('sends a signed-in player the week of their leagues on Monday, at their hour', async () => {
    const { userId, browser } = await signedIn();
    expect((await call<ReminderKeyDto>(browser, '/api/reminders/key')).body.data.weekly).toBe(true);
    const created = await call<LeagueDto>(browser, '/api/leagues', { name: 'Bureau' });
    expect(created.status, created.text).toBe(201);
    const subscription = browserSubscription(push.url);
    const saved = await subscribe(browser, subscription, { daily: false, weekly: true, hour: 8 });
    expect(saved.status, saved.text).toBe(200);
    // The next Monday at 8 h in Paris, and a play in the week before it.
    let monday = dateInTimeZone(Date.now(), 'Europe/Paris');
    do monday = addDays(monday, 1);
    while (weekdayIndex(monday) !== 0);
    const at = nextReminderAt(Date.parse(`${addDays(monday, -1)}T12:00:00Z`), 8, 'Europe/Paris');
    await storedScore({ userId }, 'sudoku', addDays(monday, -3));
    // The days until then, as the job would have moved it each day (a reminder found hours late is not sent).
    await db().updateTable('push_subscription').set({ next_at: at }).where('endpoint', '=', subscription.json.endpoint).execute();
    expect(await runJob(at)).toEqual({ sent: 1, skipped: 0, dropped: 0, failed: 0 });
    expect(decrypted(push.received[0]!, subscription)).toEqual({
      title: 'Vos ligues cette semaine',
      body: 'Bureau : 1ᵉʳ sur 1',
      url: '/ligues',
      tag: 'weekly',
    });
    // Any other day, a weekly-only subscription has nothing to say.
    expect(await runJob(nextReminderAt(at, 8, 'Europe/Paris'))).toEqual({ sent: 0, skipped: 1, dropped: 0, failed: 0 });
  });
});
