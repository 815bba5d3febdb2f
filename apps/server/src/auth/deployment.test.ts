import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthErrorDto } from '@jdj/api';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { SECRET_FILE } from './secret.ts';
import { Browser, parseMail } from './test-kit.ts';
import { outboxVerificationLink, signUpVerified } from '../testing/accounts.ts';

/** A port where nothing listens (a server that is down). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** How accounts behave with the operator's settings: no mail server, a broken one, HTTPS, restarts, proxies. */
describe('accounts as deployed', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });
  const start = async (env: Record<string, string> = {}, more: Parameters<typeof startTestServer>[1] = {}) => {
    const server = await startTestServer({ name: 'sqlite' }, { env, puzzleWindow: { pastDays: 0, futureDays: 0 }, ...more });
    servers.push(server);
    return server;
  };
  const player = () => {
    const tag = randomUUID().slice(0, 8);
    return { email: `joueuse-${tag}@exemple.fr`, password: 'Grille-du-jour-42', first_name: 'Ada', last_name: 'Lovelace', username: `ada_${tag}` };
  };
  /** Sign-up opens no session (its answer must not tell a new address from a known one): the mailed link does. */
  const signUpAndIn = async (server: TestServer, b: Browser, who = player()) => {
    await signUpVerified(server, b, who);
    return who;
  };

  it('without SMTP_URL, writes each mail to DATA_DIR/outbox and logs its link at debug level, which works', async () => {
    // A development install: the demo provider exists (debug answers on).
    const server = await start({ DEBUG_ANSWERS: '1' });
    const b = new Browser(server.url);
    const who = player();
    // Registered from the demo provider's pages: the mail carries its name and keeps it in the link.
    expect((await b.call('/api/auth/sign-up/email', who, { 'x-provider': 'demo' })).status).toBe(200);
    await server.mailer.idle();

    const outbox = path.join(server.dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/verify-email.*\.eml$/);
    const mail = parseMail(fs.readFileSync(path.join(outbox, files[0]!), 'utf8'));
    expect(mail.raw).toMatch(new RegExp(`^To: ${who.email}$`, 'm'));
    expect(mail.from).toBe('Jeux du Jour <no-reply@localhost>');
    expect(mail.subject).toBe('Confirmez votre adresse email – Jeux du Jour – Démo');
    expect(mail.text).toContain('Bonjour Ada,');
    expect(mail.html).toContain('Confirmer mon adresse email');

    expect(server.logs.find((line) => line.msg === 'mail written to outbox')).toMatchObject({ level: 'info', kind: 'verify-email' });
    // The address and the link (a credential) never reach an info line: a developer reads them at debug level.
    expect(JSON.stringify(server.logs.filter((line) => line.level !== 'debug'))).not.toContain(who.email);
    const logged = server.logs.find((line) => line.msg === 'mail link');
    expect(logged).toMatchObject({ level: 'debug', kind: 'verify-email', to: who.email });
    const link = new URL(String(logged!.link));
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/verify-email`);
    expect(link.searchParams.get('provider')).toBe('demo');
    expect(mail.text).toContain(link.toString());
    const verified = await new Browser(server.url).call(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(verified.status).toBe(200);
  });

  it('keeps answering when the mail server is down, says the mails are delayed, and keeps them for another attempt', async () => {
    const closed = await closedPort();
    const server = await start({ SMTP_URL: `smtp://nobody:nothing@127.0.0.1:${closed}` });
    const who = player();
    const b = new Browser(server.url);
    const signUp = await b.call('/api/auth/sign-up/email', who);
    expect(signUp.status).toBe(200);
    expect(signUp.body).toMatchObject({ mail: 'queued', message: expect.stringContaining('retardé') });
    const reset = await new Browser(server.url).call('/api/auth/request-password-reset', { email: who.email });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ mail: 'queued', message: expect.stringContaining('dès que possible') });
    // The account opens with its mailed link only: signing in says so and sends another one.
    const signIn = await b.call<AuthErrorDto>('/api/auth/sign-in/email', { email: who.email, password: who.password });
    expect(signIn.body).toMatchObject({ code: 403, error: 'EMAIL_NOT_VERIFIED' });
    await server.mailer.idle();
    // Not lost: each waits in the outbox for its next attempt, a warning each, without the link (a credential).
    const delayed = server.logs.filter((line) => line.msg === 'mail delayed');
    expect(delayed.map((f) => f.kind).sort()).toEqual(['reset-password', 'verify-email', 'verify-email']);
    expect(delayed.every((f) => f.level === 'warn' && !JSON.stringify(f).includes('token='))).toBe(true);
    const waiting = await server.database.db.selectFrom('mail_outbox').select(['kind', 'attempts', 'failed_at']).execute();
    expect(waiting.map((row) => row.kind).sort()).toEqual(['reset-password', 'verify-email', 'verify-email']);
    expect(waiting.every((row) => Number(row.attempts) === 1 && row.failed_at === null)).toBe(true);
    // The player is registered all the same, and can ask for the mail again later.
    const rows = await (server.database.db as any).selectFrom('user').select('email').where('email', '=', who.email).execute();
    expect(rows).toHaveLength(1);
  });

  it('generates a secret once, keeps it in DATA_DIR, and sessions survive a restart', async () => {
    const first = await startTestServer({ name: 'sqlite' }, { keepData: true, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    const file = path.join(first.dataDir, SECRET_FILE);
    const b = new Browser(first.url);
    try {
      await signUpAndIn(first, b);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    } finally {
      await first.stop();
    }
    const secret = fs.readFileSync(file, 'utf8');
    const second = await start({}, { dataDir: first.dataDir });
    expect(fs.readFileSync(file, 'utf8')).toBe(secret);
    const again = new Browser(second.url);
    for (const [name, value] of b.cookies) again.cookies.set(name, value);
    const current = await again.call<{ user: { first_name: string } } | null>('/api/auth/get-session');
    expect(current.body?.user.first_name).toBe('Ada');
  });

  it('marks cookies Secure (with the __Secure- prefix) when PUBLIC_URL is https', async () => {
    const server = await start({ PUBLIC_URL: 'https://jeux.example.fr' });
    const who = player();
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api/auth/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://jeux.example.fr' },
        body: JSON.stringify(body),
      });
    expect((await post('sign-up/email', who)).status).toBe(200);
    const link = await outboxVerificationLink(server, who.email);
    expect((await fetch(`${server.url}/api/auth/verify-email?token=${link.searchParams.get('token')}`)).status).toBe(200);
    const res = await post('sign-in/email', { email: who.email, password: who.password });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(/^__Secure-jdj\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('accepts calls from any host name the site answers on (white-label providers), same-origin only', async () => {
    const server = await start({ PUBLIC_URL: 'https://jeux.example.fr' });
    // This browser uses the server's own address, not PUBLIC_URL: like a partner's sub-domain.
    const b = new Browser(server.url);
    await signUpAndIn(server, b);
    expect((await b.call('/api/auth/update-user', { first_name: 'Augusta' })).status).toBe(200);
    const other = await b.call<AuthErrorDto>('/api/auth/update-user', { first_name: 'Pirate' }, { origin: 'https://jeux.example.fr.pirate.example' });
    expect(other.body).toMatchObject({ code: 403, error: 'INVALID_ORIGIN' });
  });

  it('refuses calls made with the player’s cookies from another site', async () => {
    const server = await start();
    const b = new Browser(server.url);
    await signUpAndIn(server, b);
    const forged = await b.call<AuthErrorDto>('/api/auth/update-user', { first_name: 'Pirate' }, { origin: 'https://pirate.example' });
    expect(forged.body).toMatchObject({ code: 403, error: 'INVALID_ORIGIN', message: 'Origine de la requête refusée' });
    const signUpElsewhere = await new Browser(server.url).call<AuthErrorDto>('/api/auth/sign-up/email', player(), { origin: 'https://pirate.example' });
    expect(signUpElsewhere.status).toBe(403);
    // The same call from the site itself goes through: every provider host name is its own origin.
    expect((await b.call('/api/auth/update-user', { first_name: 'Augusta' })).status).toBe(200);
  });

  it('starts while the identity provider is down, and offers it once it is back', async () => {
    const port = await closedPort();
    const server = await start({ OIDC_ISSUER: `http://127.0.0.1:${port}`, OIDC_CLIENT_ID: 'portail-jeux' });
    const b = new Browser(server.url);
    const down = await b.call<AuthErrorDto>('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/' });
    expect(down.body).toMatchObject({ code: 404, error: 'PROVIDER_NOT_FOUND' });

    const idp = new OAuth2Server();
    await idp.issuer.keys.generate('RS256');
    await idp.start(port, '127.0.0.1');
    try {
      idp.service.on('beforeTokenSigning', (token) =>
        Object.assign(token.payload, { sub: 'retour', email: 'retour@fournisseur.example', email_verified: true, preferred_username: 'retour' }),
      );
      const up = await b.call<{ url: string }>('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/' });
      expect(up.status).toBe(200);
      await b.follow(up.body.url);
      expect((await b.call<{ user: { username: string } }>('/api/auth/get-session')).body.user.username).toBe('retour');
    } finally {
      await idp.stop();
    }
  });

  it('without TRUST_PROXY, counts attempts against the real peer whatever X-Forwarded-For says', async () => {
    const server = await start();
    const who = player();
    expect((await new Browser(server.url).call('/api/auth/sign-up/email', who)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      // A new spoofed address each time, and a forged internal header: neither changes the bucket.
      // (Malformed attempts count like wrong passwords, without the cost of checking one.)
      const res = await new Browser(server.url).call(
        '/api/auth/sign-in/email',
        { email: 'pas-une-adresse', password: 'x' },
        { 'x-jdj-client-ip': `203.0.113.${i}` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect((await new Browser(server.url).call('/api/auth/sign-in/email', { email: who.email, password: who.password })).status).toBe(429);
  });
});
