import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthErrorDto, LeagueDto } from '@jdj/api';
import { Browser } from '../auth/test-kit.ts';
import { signUpVerified } from '../testing/accounts.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * The one rule of shown names (packages/api/src/shown-name.ts) through the real routes on each database: a
 * name that hides a bidi control or a zero-width character is refused in French, and lengths count what a
 * player counts (40 emoji make a 40-character league name).
 */
const AUTH_SECRET = `secret-des-noms-${randomUUID()}`;
// Sign-ups hash passwords: room for a busy machine, never a timing check.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const HIDDEN_SENTENCE = 'Le nom de la ligue contient un caractère invisible ou de contrôle : retirez-le.';
const FAMILY = '👨‍👩‍👧‍👦';

describe.each(databaseTargets())('shown names on $name', (target) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1', AUTH_SECRET, DEBUG_ANSWERS: '1' }, puzzleWindow: { pastDays: 1, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  async function signedIn(): Promise<Browser> {
    const browser = new Browser(server.url);
    const tag = randomUUID().slice(0, 8);
    const player = { email: `nom-${tag}@exemple.fr`, password: 'Classement-du-jour-42', first_name: 'Léa', last_name: 'Martin', username: `lea_${tag}` };
    await signUpVerified(server, browser, { ...player, passwordConfirm: player.password });
    expect((await browser.call('/api/auth/sign-in/email', { email: player.email, password: player.password })).status).toBe(200);
    return browser;
  }

  const send = async <T>(browser: Browser, path: string, method: string, body: unknown) => {
    const response = await browser.raw(path, { method, body });
    return { status: response.status, body: (await response.json()) as { data: T; message: string } };
  };

  it('refuses a league name with a right-to-left override or a zero-width space, at creation and at renaming', async () => {
    const owner = await signedIn();
    for (const name of ['Bureau\u202Eueruab', 'Bu\u200Breau', '\u2066Bureau\u2069']) {
      expect(await send(owner, '/api/leagues', 'POST', { name })).toMatchObject({ status: 400, body: { message: HIDDEN_SENTENCE } });
    }
    const created = await send<LeagueDto>(owner, '/api/leagues', 'POST', { name: 'Bureau' });
    expect(created.status).toBe(201);
    const renamed = await send(owner, `/api/leagues/${created.body.data.id}`, 'PATCH', { name: 'Bureau\u202E' });
    expect(renamed).toMatchObject({ status: 400, body: { message: HIDDEN_SENTENCE } });
    const stored = await server.database.db.selectFrom('league').select('name').where('id', '=', created.body.data.id).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Bureau');
  });

  it('counts a league name in emoji as a player does: 40 are kept whole, 41 are refused', async () => {
    const owner = await signedIn();
    const forty = await send<LeagueDto>(owner, '/api/leagues', 'POST', { name: FAMILY.repeat(40) });
    expect(forty.status).toBe(201);
    expect(forty.body.data.name).toBe(FAMILY.repeat(40));
    const stored = await server.database.db.selectFrom('league').select('name').where('id', '=', forty.body.data.id).executeTakeFirstOrThrow();
    expect(stored.name).toBe(FAMILY.repeat(40));

    const fortyOne = await send(owner, '/api/leagues', 'POST', { name: '🦊'.repeat(41) });
    expect(fortyOne).toMatchObject({ status: 400, body: { message: 'Le nom de la ligue ne doit pas dépasser 40 caractères.' } });
    const renamed = await send(owner, `/api/leagues/${forty.body.data.id}`, 'PATCH', { name: '🦊'.repeat(41) });
    expect(renamed.status).toBe(400);
  });

  it('holds first names, last names and usernames to the same rule at sign-up and in the profile', async () => {
    const stranger = new Browser(server.url);
    const tag = randomUUID().slice(0, 8);
    const signUp = await stranger.call<AuthErrorDto>('/api/auth/sign-up/email', {
      email: `nom-${tag}@exemple.fr`,
      password: 'Classement-du-jour-42',
      first_name: 'Léa\u202E',
      last_name: 'Martin',
      username: `lea_${tag}`,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toMatchObject({
      error: 'INVALID_FIELD',
      field: 'first_name',
      message: 'Le prénom contient un caractère invisible ou de contrôle : retirez-le.',
    });

    const player = await signedIn();
    const edit = (body: unknown) => player.call<AuthErrorDto>('/api/auth/update-user', body);
    expect((await edit({ last_name: 'Mar\u200Btin' })).body).toMatchObject({
      error: 'INVALID_FIELD',
      field: 'last_name',
      message: 'Le nom contient un caractère invisible ou de contrôle : retirez-le.',
    });
    expect((await edit({ username: 'lea\u202Eael' })).body).toMatchObject({
      error: 'INVALID_FIELD',
      field: 'username',
      message: 'Le nom d’utilisateur contient un caractère invisible ou de contrôle : retirez-le.',
    });
    expect((await edit({ first_name: '🦊'.repeat(61) })).body).toMatchObject({
      error: 'FIELD_TOO_LONG',
      message: 'Le prénom ne doit pas dépasser 60 caractères.',
    });
    expect((await edit({ first_name: '🦊'.repeat(60) })).status).toBe(200);
  });
});
