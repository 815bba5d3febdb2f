import fs from 'node:fs';
import http from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { loadConfig, startServer } from '@jdj/server';
import { comparableCount, rowsNaming } from '@jdj/server/database-probes';
import { SmtpCapture } from '@jdj/server/test-kit';
import { E2E_AUTH_SECRET, e2eDataDir, OIDC_CLIENT, OIDC_NAME, mailsPort } from './tests/e2e-env.ts';

// The end-to-end server: the real built app on a fresh SQLite database, as `npm start` runs it, with a
// real SMTP listener and a real OpenID Connect provider in this same process (e2e only).
const port = Number(process.env.PORT ?? 3901);

const smtp = await new SmtpCapture().start();

// The identity the provider hands out next; the tests set it through the side server below.
let identity: Record<string, unknown> = {};
const idp = new OAuth2Server();
await idp.issuer.keys.generate('RS256');
await idp.start(0, '127.0.0.1');
idp.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, identity));
idp.service.on('beforeUserinfo', (answer) => {
  answer.body = { ...identity };
});

process.env.SMTP_URL = smtp.url;
process.env.OIDC_ISSUER = idp.issuer.url!;
process.env.OIDC_CLIENT_ID = OIDC_CLIENT.id;
process.env.OIDC_CLIENT_SECRET = OIDC_CLIENT.secret;
process.env.OIDC_NAME = OIDC_NAME;
process.env.AUTH_SECRET = E2E_AUTH_SECRET;
// Each test comes from its own X-Forwarded-For address, so rate-limit buckets are not shared.
process.env.TRUST_PROXY = '1';
// The visits' « Résoudre » goes through the demo provider: debug answers on (never in production).
process.env.DEBUG_ANSWERS = '1';

/**
 * Side server for the tests (never part of the product): GET /mails?to=… lists the mails captured for an
 * address (oldest first); PUT /oidc-identity sets the claims of the next third-party sign-in; GET
 * /rows-naming?needle=…&needle=… lists the database rows holding one of them (an erasure leaves none);
 * GET /day-count?game=…&date=… counts the won times a day's statistics count; PUT /play-started moves a
 * play's start back ({token, secondsAgo}), so a test can store a verified time without waiting it out.
 */
let running: Awaited<ReturnType<typeof startServer>> | undefined;
const side = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    json(200, smtp.mails.filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to)).map(({ raw: _raw, ...mail }) => mail));
    return;
  }
  if (request.method === 'GET' && (url.pathname === '/rows-naming' || url.pathname === '/day-count') && running) {
    const db = running.database.db;
    const answer =
      url.pathname === '/rows-naming'
        ? rowsNaming(db, url.searchParams.getAll('needle'))
        : comparableCount(db, url.searchParams.get('game') ?? '', url.searchParams.get('date') ?? '').then((count) => ({ count }));
    answer.then(
      (body) => json(200, body),
      (error: unknown) => json(500, { error: String(error) }),
    );
    return;
  }
  if (request.method === 'PUT' && url.pathname === '/play-started') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { token, secondsAgo } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { token: string; secondsAgo: number };
      void running?.database.db
        .updateTable('play')
        .set({ started_at: Date.now() - secondsAgo * 1000 })
        .where('id', '=', token)
        .executeTakeFirst()
        .then((result) => json(200, { updated: Number(result.numUpdatedRows) }), (error: unknown) => json(500, { error: String(error) }));
    });
    return;
  }
  if (request.method === 'PUT' && url.pathname === '/oidc-identity') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      identity = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      json(200, { ok: true });
    });
    return;
  }
  json(404, { error: 'not found' });
});
await new Promise<void>((resolve) => side.listen(mailsPort(port), '127.0.0.1', () => resolve()));

// A known folder (emptied first), so a test can run the server's command line on the same database.
const dataDir = e2eDataDir(port);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const config = { ...loadConfig(), dataDir, host: '127.0.0.1' };
const server = await startServer(config);
running = server;
const stop = async () => {
  await running.close();
  side.close();
  await smtp.stop();
  await idp.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
