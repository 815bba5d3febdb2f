import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, totpCode } from '../auth/test-kit.ts';
import { consoleMember, enableTwoFactor, grant, newAccount, providerIdOf } from '../testing/console-kit.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/** Every console call, reads and writes: none may answer anyone but staff. */
const CALLS: [string, string, unknown?][] = [
  ['GET', '/api/console/me'],
  ['GET', '/api/console/providers'],
  ['POST', '/api/console/providers', { slug: 'x' }],
  ['GET', '/api/console/providers/default'],
  ['POST', '/api/console/providers/default', { name: 'x' }],
  ['POST', '/api/console/providers/default/legal', { legal_director: 'x' }],
  ['GET', '/api/console/games'],
  ['POST', '/api/console/games/sudoku', { is_active: false }],
  ['GET', '/api/console/calendar/motamo'],
  ['GET', '/api/console/calendar/motamo/2030-01-01'],
  ['GET', '/api/console/calendar/motamo/2030-01-01/choices'],
  ['POST', '/api/console/calendar/motamo/2030-01-01', { words: ['a'] }],
  ['GET', '/api/console/dashboard'],
  ['GET', '/api/console/dashboard/days.csv'],
  ['GET', '/api/console/players?q=ab'],
  ['GET', '/api/console/players/x'],
  ['POST', '/api/console/players/x/ban', { banned: true }],
  ['POST', '/api/console/players/x/revoke-sessions', {}],
  ['POST', '/api/console/players/x/role', { role: 'admin' }],
  ['POST', '/api/console/players/x/delete', {}],
  ['GET', '/api/console/audit'],
];

async function statuses(browser: Browser): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const [method, path, body] of CALLS) {
    const response = await browser.raw(path, method === 'GET' ? {} : { method, body });
    answers[`${method} ${path}`] = response.status;
    await response.arrayBuffer();
  }
  return answers;
}

const every = (status: number) => Object.fromEntries(CALLS.map(([method, path]) => [`${method} ${path}`, status]));

describe.each(databaseTargets())('the console’s gate on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 1, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  it('answers 401 to anonymous visitors and 403 to signed-in players on every console call', async () => {
    expect(await statuses(new Browser(server.url))).toEqual(every(401));
    const player = await enableTwoFactor(await newAccount(server));
    expect(await statuses(player.browser)).toEqual(every(403));
    const refused = await player.browser.call<{ error: string; message: string }>('/api/console/me');
    expect(refused.body.error).toBe('NOT_CONSOLE_ROLE');
  });

  it('refuses an administrator without two-factor, saying how to turn it on; and a session opened without the code', async () => {
    const member = await newAccount(server, 'admin');
    await grant(server, member, { role: 'admin' });
    const without = await member.browser.call<{ error: string; message: string }>('/api/console/me');
    expect(without.status).toBe(403);
    expect(without.body.error).toBe('TWO_FACTOR_REQUIRED');
    expect(without.body.message).toContain('Mon profil');

    // A second browser signed in with the password alone before two-factor was turned on keeps its session,
    // but that session never saw a code.
    const older = new Browser(server.url);
    expect((await older.call('/api/auth/sign-in/email', { email: member.email, password: member.password })).status).toBe(200);
    const withCode = await enableTwoFactor(member);
    const oldSession = await older.call<{ error: string }>('/api/console/me');
    expect(oldSession.status).toBe(403);
    expect(oldSession.body.error).toBe('TWO_FACTOR_SESSION_REQUIRED');
    expect((await withCode.browser.call('/api/console/me')).status).toBe(200);

    // Signing in again asks for the code, and that session opens the console.
    const fresh = new Browser(server.url);
    const first = await fresh.call<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', { email: member.email, password: member.password });
    expect(first.body.twoFactorRedirect).toBe(true);
    expect((await fresh.call('/api/console/me')).status).toBe(401);
    expect((await fresh.call('/api/auth/two-factor/verify-totp', { code: totpCode(withCode.totpUri!, Date.now() + 30_000) })).status).toBe(200);
    const me = await fresh.call<{ data: { role: string; provider: null } }>('/api/console/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ role: 'admin', provider: null });
  });

  it('keeps a publisher to their own provider and away from administrators’ calls', async () => {
    const partner = await providerIdOf(server, 'partenaire');
    const publisher = await consoleMember(server, { role: 'publisher', providerId: partner });
    const me = await publisher.browser.call<{ data: { role: string; provider: { slug: string } } }>('/api/console/me');
    expect(me.body.data).toMatchObject({ role: 'publisher', provider: { slug: 'partenaire' } });
    const providers = await publisher.browser.call<{ data: { slug: string }[] }>('/api/console/providers');
    expect(providers.body.data.map((p) => p.slug)).toEqual(['partenaire']);
    expect((await publisher.browser.call('/api/console/providers/default')).status).toBe(403);
    expect((await publisher.browser.call('/api/console/dashboard?provider=default')).status).toBe(403);
    expect((await publisher.browser.call('/api/console/dashboard')).status).toBe(200);
    // Its provider's games only (partenaire has no Proximo), read-only.
    expect((await publisher.browser.call('/api/console/calendar/motamo')).status).toBe(200);
    expect((await publisher.browser.call('/api/console/calendar/proximo')).status).toBe(403);
    for (const [method, path, body] of [
      ['POST', '/api/console/providers/partenaire', { name: 'x' }],
      ['POST', '/api/console/games/sudoku', { is_active: false }],
      ['GET', '/api/console/players?q=ab'],
      ['GET', '/api/console/audit'],
      ['GET', '/api/console/calendar/motamo/2030-01-01/choices'],
    ] as const) {
      const answer = await publisher.browser.call<{ error: string }>(path, method === 'POST' ? body : undefined);
      expect(answer.status, path).toBe(403);
      expect(answer.body.error, path).toBe('ADMIN_ONLY');
    }
  });

  it('closes better-auth’s own admin routes to everyone, administrators included', async () => {
    const admin = await consoleMember(server);
    for (const path of ['/api/auth/admin/list-users', '/api/auth/admin/set-role']) {
      const answer = await admin.browser.call(path, path.endsWith('set-role') ? { userId: admin.userId, role: 'user' } : undefined);
      expect(answer.status, path).toBe(404);
    }
    expect((await admin.browser.call('/api/console/me')).status).toBe(200);
  });
});
