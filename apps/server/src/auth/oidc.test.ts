import { randomUUID } from 'node:crypto';
import { dateInTimeZone } from '@jdj/puzzles';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUserDto, AuthConfigDto, DailyPuzzleDto } from '@jdj/api';
import { rowsNaming } from '../testing/personal-rows.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { Browser } from './test-kit.ts';

interface Session {
  user: AccountUserDto;
}

/** Who the provider says signs in: the claims of its ID token and user-info answer. */
function person(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    sub: `idp-${tag}`,
    email: `jeanne-${tag}@fournisseur.example`,
    email_verified: true,
    given_name: 'Jeanne',
    family_name: 'Baret',
    name: 'Jeanne Baret',
    preferred_username: `jeanne.${tag}`,
    ...overrides,
  };
}

describe.each(databaseTargets())('sign-in with an OpenID Connect provider on $name', (target) => {
  let idp: OAuth2Server;
  let server: TestServer;
  let identity: Record<string, unknown> = person();

  beforeAll(async () => {
    idp = new OAuth2Server();
    await idp.issuer.keys.generate('RS256');
    await idp.start(0, '127.0.0.1');
    idp.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, identity));
    idp.service.on('beforeUserinfo', (answer) => {
      answer.body = { ...identity };
    });
    server = await startTestServer(target, {
      env: {
        OIDC_ISSUER: idp.issuer.url!,
        OIDC_CLIENT_ID: 'portail-jeux',
        OIDC_CLIENT_SECRET: 'secret-du-client',
        OIDC_NAME: 'Compte Démo',
        TRUST_PROXY: '1',
      },
      puzzleWindow: { pastDays: 0, futureDays: 0 },
    });
  });
  afterAll(async () => {
    await server.stop();
    await idp.stop();
  });

  const session = async (b: Browser) => (await b.call<Session | null>('/api/auth/get-session')).body;

  /** What the login button does: ask for the provider's URL, then let the browser walk the redirects. */
  async function signInWithProvider(b: Browser, callbackURL = '/profile') {
    const start = await b.call<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', { provider: 'oidc', callbackURL });
    expect(start.status).toBe(200);
    expect(new URL(start.body.url).origin).toBe(idp.issuer.url);
    return b.follow(start.body.url);
  }

  it('announces the provider, so the login page shows its button', async () => {
    const res = await fetch(`${server.url}/api/auth-config`);
    expect(await res.json()).toEqual({
      code: 200,
      data: { emailAndPassword: true, oidc: { id: 'oidc', name: 'Compte Démo' } },
    } satisfies { code: 200; data: AuthConfigDto });
  });

  it('creates and signs in the account at the first sign-in, merging what the device played anonymously', async () => {
    const device = randomUUID();
    const today = dateInTimeZone(new Date(), 'Europe/Paris');
    const puzzle = (
      (await (await fetch(`${server.url}/api/games/sudoku/puzzles/${today}`)).json()) as {
        data: DailyPuzzleDto<{ board: number[][]; solution: number[][] }>;
      }
    ).data.puzzle;
    const moves = puzzle.board.flatMap((row, r) =>
      row.flatMap((v, c) => (v === 0 ? [{ move: { type: 'place', row: r, col: c, value: puzzle.solution[r]![c] }, at: 10 }] : [])),
    );
    const b = new Browser(server.url);
    const played = await b.call<{ data: { id: string } }>('/api/scores', {
      game: 'sudoku',
      date: today,
      local_user_id: device,
      score: 20,
      played_at: new Date().toISOString(),
      data: {},
      moves,
      client_play_id: randomUUID(),
    });
    expect(played.status).toBe(201);

    identity = person();
    b.localUserId = device;
    const { url, hops } = await signInWithProvider(b);
    expect(hops.some((hop) => hop.startsWith(`${server.url}/api/auth/callback/oidc?`))).toBe(true);
    expect(url).toBe(`${server.url}/profile`);

    const user = (await session(b))!.user;
    expect(user).toMatchObject({
      email: identity.email,
      emailVerified: true,
      first_name: 'Jeanne',
      last_name: 'Baret',
      name: 'Jeanne Baret',
      username: identity.preferred_username,
      twoFactorEnabled: false,
    });
    const account = await (server.database.db as any)
      .selectFrom('account')
      .select(['providerId', 'accountId'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ providerId: 'oidc', accountId: identity.sub });
    const score = await server.database.db.selectFrom('score').select('user_id').where('id', '=', played.body.data.id).executeTakeFirstOrThrow();
    expect(score.user_id).toBe(user.id);
  });

  it('signs the same person in again into the same account; a taken username gets a number', async () => {
    identity = person();
    const first = new Browser(server.url);
    await signInWithProvider(first);
    const firstUser = (await session(first))!.user;
    const again = new Browser(server.url);
    await signInWithProvider(again);
    expect((await session(again))!.user.id).toBe(firstUser.id);

    identity = person({ preferred_username: firstUser.username, given_name: undefined, family_name: undefined, name: undefined });
    const namesake = new Browser(server.url);
    await signInWithProvider(namesake);
    const other = (await session(namesake))!.user;
    expect(other.id).not.toBe(firstUser.id);
    expect(other.username).toBe(`${firstUser.username}2`);
    expect(other).toMatchObject({ first_name: null, last_name: null });
  });

  it('deletes an account opened with the provider: its link to the provider goes too, and the next sign-in starts afresh', async () => {
    identity = person();
    const b = new Browser(server.url);
    await signInWithProvider(b);
    const user = (await session(b))!.user;
    const needles = [user.id, String(identity.email), String(identity.sub), String(identity.preferred_username)];
    expect((await rowsNaming(server.database.db, needles)).map((hit) => hit.table)).toEqual(expect.arrayContaining(['user', 'account', 'session']));
    // No password to give: the sign-in just made is recent enough.
    const deleted = await b.call('/api/auth/delete-user', {});
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await rowsNaming(server.database.db, needles)).toEqual([]);
    const again = new Browser(server.url);
    await signInWithProvider(again);
    expect((await session(again))!.user.id).not.toBe(user.id);
  });

  it('makes a valid username from a provider name that is not one', async () => {
    identity = person({ preferred_username: 'Élise Müller !' });
    const b = new Browser(server.url);
    await signInWithProvider(b);
    expect((await session(b))!.user.username).toBe('elisemuller');
  });

  it('sends a failed sign-in back to the login page with an error, creating nothing', async () => {
    identity = person();
    idp.service.once('beforeResponse', (answer) => {
      answer.body = { error: 'invalid_grant' };
      answer.statusCode = 400;
    });
    const b = new Browser(server.url);
    const { url } = await signInWithProvider(b);
    expect(url).toBe(`${server.url}/login?error=invalid_code`);
    expect(await session(b)).toBeNull();
    const users = await (server.database.db as any).selectFrom('user').select('id').where('email', '=', identity.email).execute();
    expect(users).toEqual([]);
  });

  it('refuses a callback that did not start in this browser (no state cookie)', async () => {
    identity = person();
    const b = new Browser(server.url);
    const start = await b.call<{ url: string }>('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/profile' });
    const authorize = await fetch(start.body.url, { redirect: 'manual' });
    const callback = authorize.headers.get('location')!;
    const intruder = new Browser(server.url);
    const { url } = await intruder.follow(callback);
    expect(url).toBe(`${server.url}/login?error=state_mismatch`);
    expect(await session(intruder)).toBeNull();
  });

  it('refuses an unknown provider and a callback address of another site', async () => {
    const b = new Browser(server.url);
    const unknown = await b.call<{ error: string }>('/api/auth/sign-in/social', { provider: 'inconnu', callbackURL: '/' });
    expect(unknown.body).toMatchObject({ code: 404, error: 'PROVIDER_NOT_FOUND', message: 'Fournisseur d’identité inconnu' });
    const elsewhere = await b.call<{ code: number; error: string }>('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: 'https://pirate.example/' });
    expect(elsewhere.body).toMatchObject({ code: 403, error: 'INVALID_CALLBACK_URL' });
  });
});
