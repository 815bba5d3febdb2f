import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone, getGameModule, type IsoDate, MAIN_STREAM } from '@jdj/puzzles';
import { timedWin } from '@jdj/puzzles/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthErrorDto } from '@jdj/api';
import { Browser, linkIn, SmtpCapture, totpCode, unusedTotpCode } from '../auth/test-kit.ts';
import { withAuthTables } from '../db/auth-tables.ts';
import { rowsNaming } from '../testing/personal-rows.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { comparableScores } from './day-stats.ts';
import { findPuzzle } from './daily-puzzles.ts';
import { eraseAccount } from './erase-account.ts';

/**
 * The erasure of an account (the player's own « Supprimer mon compte » and an administrator's) and of a
 * device (« Oublier cet appareil »), on each database: afterwards no row of any table names the person,
 * and each day's statistics count the same players as before.
 */
const SECRET = `secret-des-tests-de-l-effacement-${randomUUID()}`;
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

describe.each(databaseTargets())('erasing a player on $name', (target) => {
  let smtp: SmtpCapture;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await new SmtpCapture().start();
    server = await startTestServer(target, {
      env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', AUTH_SECRET: SECRET },
      puzzleWindow: { pastDays: 2, futureDays: 0 },
    });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
  });

  const db = () => server.database.db;
  const browser = (localUserId: string = randomUUID()) => Object.assign(new Browser(server.url), { localUserId });
  const session = async (b: Browser) => (await b.call<{ user: { id: string } } | null>('/api/auth/get-session')).body;

  /** A won sudoku of `date`: started on the server an hour ago (verified) or without a start (not verified). */
  async function playSudoku(b: Browser, date: IsoDate, verified: boolean, extraSeconds = 0) {
    const stored = await findPuzzle(db(), MAIN_STREAM, 'sudoku', date);
    const puzzle = getGameModule('sudoku')!.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
    if (!puzzle.ok) throw new Error(puzzle.error);
    const { moves, lastAt } = timedWin('sudoku', puzzle.value);
    // A verified score consumes a play started on the server (moved an hour back, so the time holds).
    let startToken: string | undefined;
    if (verified) {
      const started = await b.call<{ data: { start_token: string } }>('/api/plays', { game: 'sudoku', date, local_user_id: b.localUserId });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      startToken = started.body.data.start_token;
      await db()
        .updateTable('play')
        .set({ started_at: Date.now() - 3_600_000 })
        .where('id', '=', startToken)
        .execute();
    }
    const answer = await b.call<{ data: { id: string; verified: boolean } }>('/api/scores', {
      game: 'sudoku',
      date,
      local_user_id: b.localUserId,
      score: lastAt + 30 + extraSeconds,
      played_at: new Date().toISOString(),
      data: {},
      moves,
      client_play_id: randomUUID(),
      ...(startToken ? { start_token: startToken } : {}),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.verified).toBe(verified);
    return answer.body.data.id;
  }

  const track = (b: Browser) =>
    b.call('/api/tracking', {
      type: 'start',
      name: 'sudoku',
      local_user_id: b.localUserId,
      session_id: randomUUID(),
      device_info: { user_agent: 'Navigateur de test' },
    });

  /** Won times counted by each day's statistics (day-stats.ts): what an erasure must not change. */
  const dayCounts = async () =>
    (
      await comparableScores(db())
        .select((eb) => ['puzzle_date', eb.fn.countAll<number | string>().as('n')])
        .where('game', '=', 'sudoku')
        .groupBy('puzzle_date')
        .orderBy('puzzle_date')
        .execute()
    ).map((row) => [row.puzzle_date, Number(row.n)]);

  /** A new account, signed in on `b` by its mailed link (this device's anonymous scores join it). */
  async function register(b: Browser) {
    const tag = randomUUID().slice(0, 8);
    const player = {
      email: `philomene.${tag}@exemple.fr`,
      password: 'Grille-du-jour-42',
      first_name: `Philomène${tag}`,
      last_name: `Zanzibar${tag}`,
      username: `philo_${tag}`,
      phone: `+33 6 ${tag.replace(/\D/g, '7').slice(0, 2)} 11 22 33`,
    };
    expect((await b.call('/api/auth/sign-up/email', player)).status).toBe(200);
    const link = linkIn(await smtp.waitFor(player.email, /Confirmez votre adresse email/), `${server.url}/verify-email?`);
    expect((await b.call(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`)).status).toBe(200);
    return { player, userId: (await session(b))!.user.id };
  }

  it('deletes an account with its password and code: no row names the player, the day figures stay, a mail confirms', async () => {
    const yesterday = addDays(today(), -1);
    // Another player of the same days, who must keep everything.
    const other = browser();
    const otherScore = await playSudoku(other, yesterday, true, 7);

    // Anonymous on device A first: a verified win yesterday, tracking, a wrong password typed before the account existed.
    const a = browser();
    await playSudoku(a, yesterday, true);
    expect((await track(a)).status).toBe(201);
    const before = await dayCounts();

    const { player, userId } = await register(a);
    expect((await a.call('/api/auth/sign-in/email', { email: player.email, password: 'pas-le-bon' })).status).toBe(401);
    await playSudoku(a, today(), true, 3);
    const afterPlaying = await dayCounts();

    // Two-factor on; a second device B signs in with the code (its anonymous player merges, with no score).
    const uri = (await a.call<{ totpURI: string }>('/api/auth/two-factor/enable', { password: player.password })).body.totpURI;
    const used = [totpCode(uri), totpCode(uri, Date.now() + 30_000)];
    expect((await a.call('/api/auth/two-factor/verify-totp', { code: used[0] })).status).toBe(200);
    const b = browser();
    await playSudoku(b, addDays(today(), -2), false);
    expect((await b.call('/api/auth/sign-in/email', { email: player.email, password: player.password })).body).toMatchObject({ twoFactorRedirect: true });
    expect((await b.call('/api/auth/two-factor/verify-totp', { code: used[1] })).status).toBe(200);
    /** Each code serves once. */
    const freshCode = () => unusedTotpCode(uri, used);
    expect((await session(b))?.user.id).toBe(userId);
    // A reset link waiting in the verification table.
    expect((await browser().call('/api/auth/request-password-reset', { email: player.email })).status).toBe(200);
    await smtp.waitFor(player.email, /Réinitialisation/);

    const tokens = (await withAuthTables(db()).selectFrom('session').select('token').where('userId', '=', userId).execute()).map((s) => s.token);
    expect(tokens).toHaveLength(2);
    const needles = [userId, player.email, player.username, player.first_name, player.last_name, player.phone, a.localUserId!, b.localUserId!, ...tokens];
    expect((await rowsNaming(db(), needles)).length).toBeGreaterThan(10);

    // Refused without the code, with a wrong password, or without a session: nothing is erased.
    const noCode = await a.call<AuthErrorDto>('/api/auth/delete-user', { password: player.password });
    expect(noCode.body).toMatchObject({ code: 400, error: 'TWO_FACTOR_CODE_REQUIRED', field: 'code' });
    const wrongPassword = await a.call<AuthErrorDto>('/api/auth/delete-user', { password: 'pas-le-bon', code: await freshCode() });
    expect(wrongPassword.body).toMatchObject({ code: 400, error: 'INVALID_PASSWORD', message: 'Mot de passe incorrect' });
    const wrongCode = await a.call<AuthErrorDto>('/api/auth/delete-user', {
      password: player.password,
      code: String((Number(await freshCode()) + 500_000) % 1_000_000).padStart(6, '0'),
    });
    expect(wrongCode.body).toMatchObject({ error: 'INVALID_CODE' });
    expect((await browser().call('/api/auth/delete-user', { password: player.password })).status).toBe(401);
    expect((await session(a))?.user.id).toBe(userId);

    const deleted = await a.call('/api/auth/delete-user', { password: player.password, code: await freshCode() });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    // The browser keeps no cookie naming the account either.
    expect([...a.cookies.keys()].filter((name) => name.startsWith('jdj.'))).toEqual([]);

    expect(await rowsNaming(db(), needles)).toEqual([]);
    // The verified wins stay in their days' figures, anonymous; the unverified one is gone.
    expect(await dayCounts()).toEqual(afterPlaying);
    expect(afterPlaying.find(([day]) => day === yesterday)).toEqual(before.find(([day]) => day === yesterday));
    const kept = await db()
      .selectFrom('score')
      .selectAll()
      .where('puzzle_date', 'in', [yesterday, today()])
      .where('user_id', 'is', null)
      .where('anonymous_user_id', 'is', null)
      .execute();
    expect(kept).toHaveLength(2);
    expect(kept.every((row) => row.moves_packed === null && row.played_at === `${row.puzzle_date}T00:00:00.000Z` && row.verified === 1)).toBe(true);
    expect(
      await db().selectFrom('score').select('id').where('puzzle_date', '=', addDays(today(), -2)).where('anonymous_user_id', 'is', null).execute(),
    ).toEqual([]);
    // The other player keeps theirs.
    expect(await db().selectFrom('score').select('anonymous_user_id').where('id', '=', otherScore).executeTakeFirstOrThrow()).toMatchObject({
      anonymous_user_id: expect.any(String),
    });

    // Both devices are signed out, the password opens nothing, and the address got its last mail.
    expect(await session(b)).toBeNull();
    const signIn = await browser().call<AuthErrorDto>('/api/auth/sign-in/email', { email: player.email, password: player.password });
    expect(signIn.body).toMatchObject({ code: 401, error: 'INVALID_EMAIL_OR_PASSWORD' });
    const mail = await smtp.waitFor(player.email, /Compte supprimé/);
    expect(mail.text).toContain(`Bonjour ${player.first_name},`);
    expect(mail.text).toContain('Ce message est le dernier que vous recevrez');
    // The devices start afresh: their old ids open nothing.
    expect((await a.call<{ data: { scores: unknown[] } }>(`/api/scores?local_user_id=${a.localUserId}`)).body.data.scores).toEqual([]);
  });

  it('erases an account for an administrator with the same function, and says when there is none', async () => {
    const a = browser();
    const { player, userId } = await register(a);
    await playSudoku(a, today(), false);
    expect((await track(a)).status).toBe(201);
    // Two mails wait for the address (its mail server away): a new-password link, and the erasure's own notice.
    const waiting = (kind: string) => ({
      id: randomUUID(),
      kind,
      recipient: player.email.toLowerCase(),
      subject: 'Sujet',
      text: 'Texte',
      html: '<p>Texte</p>',
      reply_to: null,
      attempts: 1,
      next_attempt_at: Date.now() + 60_000,
      claimed_until: 0,
      last_error: null,
      created_at: new Date().toISOString(),
      failed_at: null,
    });
    await db()
      .insertInto('mail_outbox')
      .values([waiting('reset-password'), waiting('account-deleted')])
      .execute();
    const erased = await eraseAccount(db(), userId);
    expect(erased).toMatchObject({ email: player.email, username: player.username.toLowerCase() });
    expect(erased!.counts).toMatchObject({ scores: 1, account: expect.any(Number), 'mail-outbox': 1 });
    // Only the notice is left to go; once it has, nothing names the player.
    const left = await db().selectFrom('mail_outbox').select('kind').where('recipient', '=', player.email.toLowerCase()).execute();
    expect(left).toEqual([{ kind: 'account-deleted' }]);
    await db().deleteFrom('mail_outbox').where('recipient', '=', player.email.toLowerCase()).execute();
    expect(await rowsNaming(db(), [userId, player.email, player.username, player.last_name, a.localUserId!])).toEqual([]);
    expect(await session(a)).toBeNull();
    expect(await eraseAccount(db(), userId)).toBeUndefined();
  });

  it('asks an account without a password for a recent sign-in instead', async () => {
    const a = browser();
    const { player, userId } = await register(a);
    // A third-party account: no password to give.
    await withAuthTables(db()).deleteFrom('account').where('userId', '=', userId).where('providerId', '=', 'credential').execute();
    const old = new Date(Date.now() - 3_600_000);
    const auth = withAuthTables(db());
    await auth
      .updateTable('session')
      .set({ createdAt: server.database.kind === 'sqlite' ? old.toISOString() : old })
      .where('userId', '=', userId)
      .execute();
    const stale = await a.call<AuthErrorDto>('/api/auth/delete-user', {});
    expect(stale.body).toMatchObject({ code: 403, error: 'SESSION_NOT_FRESH', message: 'Reconnectez-vous pour effectuer cette action' });
    const now = new Date();
    await auth
      .updateTable('session')
      .set({ createdAt: server.database.kind === 'sqlite' ? now.toISOString() : now })
      .where('userId', '=', userId)
      .execute();
    expect((await a.call('/api/auth/delete-user', {})).status).toBe(200);
    expect(await rowsNaming(db(), [userId, player.email])).toEqual([]);
  });

  describe('forgetting a device', () => {
    const forget = (b: Browser, key = b.localUserKey) =>
      b.call<{ data: { erased: Record<string, number> } } & AuthErrorDto>('/api/players/forget', { local_user_id: b.localUserId }, { 'x-local-user-key': key });

    it('erases what the device did, proven with its key; its won days keep counting, anonymous', async () => {
      const device = browser();
      await playSudoku(device, addDays(today(), -1), true, 11);
      await playSudoku(device, today(), false);
      expect((await track(device)).status).toBe(201);
      const counts = await dayCounts();

      const stranger = await forget(device, 'f'.repeat(48));
      expect(stranger.status).toBe(403);
      expect(stranger.body.message).toBe('Ce joueur anonyme appartient à un autre appareil');
      expect((await rowsNaming(db(), [device.localUserId!])).length).toBeGreaterThan(0);

      const done = await forget(device);
      expect(done.status).toBe(200);
      expect(done.body.data.erased).toMatchObject({ scores: 2, tracking: 1, devices: 1 });
      expect(await rowsNaming(db(), [device.localUserId!])).toEqual([]);
      expect(await dayCounts()).toEqual(counts);
      // Forgotten twice: nothing left, no error.
      expect((await forget(device)).body.data.erased).toMatchObject({ scores: 0, devices: 0 });
    });

    it('leaves an account the scores it claimed from the device, and only unlinks the device', async () => {
      const device = browser();
      const scoreId = await playSudoku(device, today(), false);
      const { userId } = await register(device);
      expect((await forget(device)).status).toBe(200);
      const row = await db().selectFrom('score').select(['user_id', 'anonymous_user_id']).where('id', '=', scoreId).executeTakeFirstOrThrow();
      expect(row).toEqual({ user_id: userId, anonymous_user_id: null });
      expect(await db().selectFrom('account_device').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
      expect((await session(device))?.user.id).toBe(userId);
    });

    it('erases the tracking of a browser that never stored a score only with the key of its plays; a call without a key is refused', async () => {
      const device = browser();
      const started = await device.call('/api/plays', { game: 'sudoku', date: today(), local_user_id: device.localUserId });
      expect(started.status).toBe(201);
      expect((await track(device)).status).toBe(201);
      expect((await device.call('/api/players/forget', { local_user_id: device.localUserId }, { 'x-local-user-key': '' })).status).toBe(403);
      const stranger = await forget(device, 'f'.repeat(48));
      expect(stranger).toMatchObject({ status: 403, body: { message: 'Ce joueur anonyme appartient à un autre appareil' } });
      expect(await db().selectFrom('analytics_event').select('id').where('local_user_id', '=', device.localUserId!).execute()).toHaveLength(1);
      expect((await forget(device)).body.data.erased).toMatchObject({ tracking: 1, plays: 1, scores: 0 });
      expect(await rowsNaming(db(), [device.localUserId!])).toEqual([]);
      expect((await device.call('/api/players/forget', { local_user_id: 'pas-un-uuid' })).status).toBe(400);
    });

    it('erases the tracking of a browser that only sent tracking with its own key; events kept with no key stay', async () => {
      const device = browser();
      expect((await track(device)).status).toBe(201);
      const stranger = await forget(device, 'f'.repeat(48));
      expect(stranger).toMatchObject({ status: 403, body: { message: 'Ce joueur anonyme appartient à un autre appareil' } });
      expect(await db().selectFrom('analytics_event').select('id').where('local_user_id', '=', device.localUserId!).execute()).toHaveLength(1);
      expect((await forget(device)).body.data.erased).toMatchObject({ tracking: 1, scores: 0 });
      expect(await rowsNaming(db(), [device.localUserId!])).toEqual([]);

      // Events sent before the server kept the key's hash: nothing proves whose they are, so none goes.
      const old = browser();
      expect((await track(old)).status).toBe(201);
      await db().updateTable('analytics_event').set({ key_hash: null }).where('local_user_id', '=', old.localUserId!).execute();
      for (const key of ['f'.repeat(48), old.localUserKey]) {
        const refused = await forget(old, key);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toMatch(/^Le serveur ne garde rien qui relie cet appareil à sa clé/);
      }
      expect(await db().selectFrom('analytics_event').select('id').where('local_user_id', '=', old.localUserId!).execute()).toHaveLength(1);
      // An id the server holds nothing of: nothing to erase, no error.
      expect((await forget(browser())).body.data.erased).toMatchObject({ tracking: 0, scores: 0, devices: 0 });
    });
  });
});
