import { randomUUID } from 'node:crypto';
import { dateInTimeZone } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivacyFactsDto } from '@jdj/api';
import type { AccountSessionDto, AuthErrorDto, ProviderDto } from '@jdj/api';
import { withAuthTables } from '../db/auth-tables.ts';
import { applyRetention } from '../services/retention.ts';
import { winningPlay } from '../testing/winning-play.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { Browser, linkIn, SmtpCapture } from './test-kit.ts';

/**
 * A player's control of their account, through better-auth's own calls and ours, on each database: the
 * sign-up's link opens the account, the data can be downloaded, the password and the email changed, the
 * sessions seen and revoked; the privacy page's times are the ones applied.
 */
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

describe.each(databaseTargets())('a player’s account rights on $name', (target) => {
  let smtp: SmtpCapture;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await new SmtpCapture().start();
    server = await startTestServer(target, { env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 1, futureDays: 0 } });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
  });

  const browser = () => Object.assign(new Browser(server.url), { localUserId: randomUUID() });
  const session = async (b: Browser) => (await b.call<{ user: { id: string; email: string; emailVerified: boolean } } | null>('/api/auth/get-session')).body;
  const newPlayer = () => {
    const tag = randomUUID().slice(0, 8);
    return { email: `lucie.${tag}@exemple.fr`, password: 'Grille-du-jour-42', first_name: 'Lucie', last_name: 'Aubrac', username: `lucie_${tag}` };
  };
  const verificationLink = async (email: string, subject = /Confirmez votre adresse email/) =>
    linkIn(await smtp.waitFor(email, subject), `${server.url}/verify-email?`);
  const follow = (b: Browser, link: URL) => b.call<AuthErrorDto>(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`);

  async function register(b: Browser) {
    const player = newPlayer();
    expect((await b.call('/api/auth/sign-up/email', player)).status).toBe(200);
    expect((await follow(b, await verificationLink(player.email))).status).toBe(200);
    return { player, userId: (await session(b))!.user.id };
  }

  it('opens the account with the mailed link only: the password alone says so and mails the link again', async () => {
    const b = browser();
    const player = newPlayer();
    expect((await b.call('/api/auth/sign-up/email', player)).status).toBe(200);
    await verificationLink(player.email);
    const early = await b.call<AuthErrorDto>('/api/auth/sign-in/email', { email: player.email, password: player.password });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ error: 'EMAIL_NOT_VERIFIED' });
    expect(early.body.message).toMatch(/^Adresse email pas encore confirmée : nous venons de vous renvoyer le lien/);
    expect(await session(b)).toBeNull();
    // The right password is no guess: it is not counted against the account.
    const counted = await server.database.db.selectFrom('api_rate_limit').select('key').where('key', 'like', 'signin:%').execute();
    expect(counted.filter((row) => row.key.endsWith(player.email))).toEqual([]);
    // The new link opens it; then the password does too.
    expect((await follow(browser(), await verificationLink(player.email))).status).toBe(200);
    expect((await b.call('/api/auth/sign-in/email', { email: player.email, password: player.password })).status).toBe(200);
  });

  it('a reset link proves the address as well', async () => {
    const player = newPlayer();
    expect((await browser().call('/api/auth/sign-up/email', player)).status).toBe(200);
    await verificationLink(player.email);
    expect((await browser().call('/api/auth/request-password-reset', { email: player.email })).status).toBe(200);
    const token = linkIn(await smtp.waitFor(player.email, /Réinitialisation/), `${server.url}/confirm-password-reset?`).searchParams.get('token')!;
    expect((await browser().call('/api/auth/reset-password', { token, newPassword: 'Nouveau-mot-2-passe' })).status).toBe(200);
    const b = browser();
    expect((await b.call('/api/auth/sign-in/email', { email: player.email, password: 'Nouveau-mot-2-passe' })).status).toBe(200);
    expect((await session(b))?.user.emailVerified).toBe(true);
  });

  it('downloads the account’s data as a JSON file: profile, scores with day and game, devices, sessions, no secret', async () => {
    const b = browser();
    const play = winningPlay('sudoku', today(), { contentKey: server.contentKey })!;
    const anonymous = await b.call('/api/scores', {
      game: 'sudoku',
      date: today(),
      local_user_id: b.localUserId,
      score: play.score,
      played_at: new Date().toISOString(),
      data: {},
      moves: play.moves,
      client_play_id: randomUUID(),
    });
    expect(anonymous.status).toBe(201);
    const { player, userId } = await register(b);

    const response = await b.raw('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="mes-donnees-jeux-du-jour-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const file = JSON.parse(text) as Record<string, any>;
    expect(file).toMatchObject({ format: 'jeux-du-jour/donnees-personnelles', version: 1 });
    expect(file.profile).toMatchObject({
      id: userId,
      email: player.email,
      username: player.username,
      first_name: 'Lucie',
      last_name: 'Aubrac',
      email_verified: true,
      two_factor_enabled: false,
    });
    expect(file.scores).toEqual([
      expect.objectContaining({ game: 'sudoku', date: today(), game_id: `Sudoku_${today()}`, score: play.score, provider: 'default' }),
    ]);
    expect(file.devices).toEqual([expect.objectContaining({ local_user_id: b.localUserId })]);
    expect(file.sign_in_methods).toEqual([expect.objectContaining({ method: 'password' })]);
    expect(file.sessions).toHaveLength(1);
    expect(file.sessions[0]).toMatchObject({ ip_address: b.ip });
    expect(Array.isArray(file.tracking_events)).toBe(true);
    // Neither the password's hash nor a session token leaves the server.
    const secrets = await (server.database.db as any).selectFrom('account').select('password').where('userId', '=', userId).execute();
    const tokens = await withAuthTables(server.database.db).selectFrom('session').select('token').where('userId', '=', userId).execute();
    for (const secret of [secrets[0].password, ...tokens.map((t) => t.token)]) expect(text).not.toContain(secret);

    const stranger = await browser().call<AuthErrorDto>('/api/account/export');
    expect(stranger.body).toEqual({ code: 401, message: 'Vous devez être connecté pour télécharger vos données' });
    expect((await b.call('/api/account/export', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('changes the password with the current one, refusing a common one, and signs the other devices out when asked', async () => {
    const b = browser();
    const { player } = await register(b);
    const other = browser();
    expect((await other.call('/api/auth/sign-in/email', { email: player.email, password: player.password })).status).toBe(200);
    const change = (body: unknown) => b.call<AuthErrorDto>('/api/auth/change-password', body);

    expect((await change({ currentPassword: player.password, newPassword: 'motdepasse' })).body).toMatchObject({
      code: 400,
      error: 'PASSWORD_TOO_COMMON',
      field: 'newPassword',
    });
    expect((await change({ currentPassword: 'pas-le-bon-mdp', newPassword: 'Nouveau-mot-2-passe' })).body).toMatchObject({
      code: 400,
      error: 'INVALID_PASSWORD',
    });
    expect((await browser().call('/api/auth/change-password', { currentPassword: player.password, newPassword: 'Nouveau-mot-2-passe' })).status).toBe(401);
    expect((await change({ currentPassword: player.password, newPassword: 'Nouveau-mot-2-passe', revokeOtherSessions: true })).status).toBe(200);

    expect((await session(b))?.user.email).toBe(player.email);
    expect(await session(other)).toBeNull();
    expect((await browser().call('/api/auth/sign-in/email', { email: player.email, password: player.password })).status).toBe(401);
    expect((await browser().call('/api/auth/sign-in/email', { email: player.email, password: 'Nouveau-mot-2-passe' })).status).toBe(200);
  });

  it('changes the email once the new address’s link is followed, and tells the old address', async () => {
    const b = browser();
    const { player } = await register(b);
    const newEmail = `lucie.nouvelle.${randomUUID().slice(0, 8)}@exemple.fr`;
    expect((await b.call<AuthErrorDto>('/api/auth/change-email', { newEmail: player.email.toUpperCase() })).body).toMatchObject({
      code: 400,
      error: 'EMAIL_UNCHANGED',
      field: 'newEmail',
    });
    expect((await b.call<AuthErrorDto>('/api/auth/change-email', { newEmail: 'pas-une-adresse' })).body).toMatchObject({
      code: 400,
      error: 'INVALID_FIELD',
      field: 'newEmail',
    });
    expect((await b.call('/api/auth/change-email', { newEmail: newEmail.toUpperCase() })).status).toBe(200);

    const mail = await smtp.waitFor(newEmail, /Confirmez votre nouvelle adresse email/);
    expect(mail.text).toContain('Tant qu’il n’est pas ouvert, votre compte garde son adresse actuelle');
    // Until the link is followed nothing changes.
    expect((await session(b))?.user.email).toBe(player.email);
    const link = linkIn(mail, `${server.url}/verify-email?`);
    const changed = await follow(b, link);
    expect(changed.status).toBe(200);
    expect((await session(b))?.user.email).toBe(newEmail);

    const notice = await smtp.waitFor(player.email, /Adresse email modifiée/);
    expect(notice.text).toContain(`vient d’être remplacée par ${newEmail}`);
    expect((await browser().call('/api/auth/sign-in/email', { email: newEmail, password: player.password })).status).toBe(200);
    expect((await browser().call('/api/auth/sign-in/email', { email: player.email, password: player.password })).status).toBe(401);
    // The link serves once.
    expect((await follow(browser(), link)).status).toBeGreaterThanOrEqual(400);
  });

  it('asks for an address already taken like any other, and gives it to no one', async () => {
    const b = browser();
    await register(b);
    const { player: owner } = await register(browser());
    expect((await b.call('/api/auth/change-email', { newEmail: owner.email })).status).toBe(200);
    await server.mailer.idle();
    expect(smtp.mails.filter((mail) => mail.to.includes(owner.email) && /nouvelle adresse/.test(mail.subject))).toEqual([]);
  });

  it('lists the sessions without their tokens, marks this one, and revokes another by its id', async () => {
    const b = browser();
    const { player, userId } = await register(b);
    const phone = browser();
    expect(
      (
        await phone.call(
          '/api/auth/sign-in/email',
          { email: player.email, password: player.password },
          { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' },
        )
      ).status,
    ).toBe(200);

    const listed = await b.call<AccountSessionDto[]>('/api/auth/list-sessions');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    for (const entry of listed.body) expect(Object.keys(entry).sort()).toEqual(['createdAt', 'current', 'expiresAt', 'id', 'updatedAt', 'userAgent']);
    expect(listed.body.filter((entry) => entry.current)).toHaveLength(1);
    const other = listed.body.find((entry) => !entry.current)!;
    expect(other.userAgent).toContain('Android');

    // Another account's session id revokes nothing.
    const stranger = browser();
    await register(stranger);
    const strangers = await stranger.call<AccountSessionDto[]>('/api/auth/list-sessions');
    expect((await b.call('/api/auth/revoke-session', { id: strangers.body[0]!.id })).status).toBe(200);
    expect(await session(stranger)).not.toBeNull();
    // A token is not what it takes (pages never see one).
    expect((await b.call<AuthErrorDto>('/api/auth/revoke-session', { token: 'x' })).body).toMatchObject({ code: 400, error: 'MISSING_FIELD', field: 'id' });

    expect((await b.call('/api/auth/revoke-session', { id: other.id })).status).toBe(200);
    expect(await session(phone)).toBeNull();
    expect((await session(b))?.user.id).toBe(userId);
    expect((await b.call<AccountSessionDto[]>('/api/auth/list-sessions')).body.map((entry) => entry.id)).toEqual(
      listed.body.filter((e) => e.current).map((e) => e.id),
    );
  });

  it('states the times the code applies: sessions, links, counters', async () => {
    const facts = (await (await fetch(`${server.url}/api/privacy`)).json()) as { data: PrivacyFactsDto };
    expect(facts.data).toMatchObject({ analytics_s: 395 * 86_400, counters_s: 86_400 });
    const b = browser();
    const { player } = await register(b);
    const [mine] = (await b.call<AccountSessionDto[]>('/api/auth/list-sessions')).body;
    const lifetime = (Date.parse(mine!.expiresAt) - Date.parse(mine!.createdAt)) / 1000;
    expect(Math.abs(lifetime - facts.data.session_s)).toBeLessThan(60);

    expect((await browser().call('/api/auth/request-password-reset', { email: player.email })).status).toBe(200);
    const token = linkIn(await smtp.waitFor(player.email, /Réinitialisation/), `${server.url}/confirm-password-reset?`).searchParams.get('token')!;
    const reset = await withAuthTables(server.database.db)
      .selectFrom('verification')
      .select('expiresAt')
      .where('identifier', '=', `reset-password:${token}`)
      .executeTakeFirstOrThrow();
    expect(Math.abs((new Date(reset.expiresAt).getTime() - Date.now()) / 1000 - facts.data.reset_link_s)).toBeLessThan(60);

    const other = newPlayer();
    expect((await browser().call('/api/auth/sign-up/email', other)).status).toBe(200);
    const jwt = (await verificationLink(other.email)).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(facts.data.verification_link_s);

    // Past their times, better-auth's rows go with the retention: ended sessions, expired links, old counters.
    const auth = withAuthTables(server.database.db);
    const past = new Date(Date.now() - 1000);
    const instant = server.database.kind === 'sqlite' ? past.toISOString() : past;
    await auth.updateTable('session').set({ expiresAt: instant }).where('id', '=', mine!.id).execute();
    await auth.updateTable('verification').set({ expiresAt: instant }).where('identifier', '=', `reset-password:${token}`).execute();
    await auth
      .insertInto('rateLimit')
      .values({ id: randomUUID(), key: '203.0.113.9/sign-in/email', count: 3, lastRequest: Date.now() - (facts.data.counters_s + 60) * 1000 })
      .execute();
    expect((await applyRetention(server.database.db)).accountRows).toBeGreaterThanOrEqual(3);
    expect(await auth.selectFrom('session').select('id').where('id', '=', mine!.id).execute()).toEqual([]);
    expect(await auth.selectFrom('rateLimit').select('id').where('key', '=', '203.0.113.9/sign-in/email').execute()).toEqual([]);
  });

  it('gives each provider its legal pages and contact, ignoring what is not an address', async () => {
    const db = server.database.db;
    await db
      .updateTable('provider')
      .set({
        privacy_url: 'https://journal.example/confidentialite',
        legal_notice_url: 'javascript:alert(1)',
        contact_email: 'dpo@journal.example',
        legal_details: 'Le Journal SA\nDirectrice de la publication : Anne Martin',
      })
      .where('slug', '=', 'partenaire')
      .execute();
    const answer = (await (await fetch(`${server.url}/api/providers/current?provider=partenaire`)).json()) as { data: ProviderDto };
    expect(answer.data.legal).toMatchObject({
      notice_url: null,
      privacy_url: 'https://journal.example/confidentialite',
      contact_email: 'dpo@journal.example',
      details: 'Le Journal SA\nDirectrice de la publication : Anne Martin',
    });
    const plain = (await (await fetch(`${server.url}/api/providers/current`)).json()) as { data: ProviderDto };
    expect(plain.data.legal).toMatchObject({ notice_url: null, privacy_url: null, contact_email: null, details: null });
  });
});
