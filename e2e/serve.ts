import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OAuth2Server } from 'oauth2-mock-server';
import { comparableCount, openDatabase, rowsNaming } from '@jdj/server/database-probes';
import { SERVER_NODE_FLAGS } from '@jdj/server/node-flags';
import { SmtpCapture } from '@jdj/server/test-kit';
import { E2E_AUTH_SECRET, E2E_KEEP_ALIVE_SECONDS, E2E_PUSH_HOST, e2eDataDir, OIDC_CLIENT, OIDC_NAME, mailsPort } from './tests/e2e-env.ts';

// The end-to-end server: what production runs, the compiled server (apps/server/dist/main.js) serving the
// built app, on a fresh SQLite database; a real SMTP listener and a real OpenID Connect provider run in
// this process beside it (e2e only). `npm run build` makes both builds.
const port = Number(process.env.PORT ?? 3901);
const compiledServer = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
if (!fs.existsSync(compiledServer)) {
  process.stderr.write(`Aucun serveur construit (${compiledServer}) : lancez « npm run build » avant les tests de bout en bout.\n`);
  process.exit(1);
}

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
// Reminders' subscriptions name the tests' stand-in push service (reminders.spec.ts).
process.env.PUSH_HOSTS = E2E_PUSH_HOST;
// Playwright's API client never closes its idle connections: the server must not close them under it.
process.env.KEEP_ALIVE_SECONDS = String(E2E_KEEP_ALIVE_SECONDS);

/**
 * Side server for the tests (never part of the product): GET /mails?to=… lists the mails captured for an
 * address (oldest first); PUT /oidc-identity sets the claims of the next third-party sign-in; GET
 * /rows-naming?needle=…&needle=… lists the database rows holding one of them (an erasure leaves none);
 * GET /day-count?game=…&date=… counts the won times a day's statistics count; PUT /play-started moves a
 * play's start back ({token, secondsAgo}), so a test can store a verified time without waiting it out.
 */
let running: ReturnType<typeof openDatabase> | undefined;
// The tests' probes read (and adjust) the server's SQLite file through a connection of their own, opened at
// the first probe (by then the server has created and migrated it).
const probes = () => (running ??= openDatabase({ sqliteFile: path.join(dataDir, 'portail.sqlite') }));
const side = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    json(
      200,
      smtp.mails.filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to)).map(({ raw: _raw, ...mail }) => mail),
    );
    return;
  }
  if (request.method === 'GET' && (url.pathname === '/rows-naming' || url.pathname === '/day-count')) {
    const db = probes().db;
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
      void probes()
        .db.updateTable('play')
        .set({ started_at: Date.now() - secondsAgo * 1000 })
        .where('id', '=', token)
        .executeTakeFirst()
        .then(
          (result) => json(200, { updated: Number(result.numUpdatedRows) }),
          (error: unknown) => json(500, { error: String(error) }),
        );
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
side.keepAliveTimeout = E2E_KEEP_ALIVE_SECONDS * 1000;
await new Promise<void>((resolve) => side.listen(mailsPort(port), '127.0.0.1', () => resolve()));

// A known folder (emptied first), so a test can run the server's command line on the same database.
const dataDir = e2eDataDir(port);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, compiledServer], {
  cwd: path.dirname(compiledServer),
  env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1' },
  stdio: 'inherit',
});

let stopping = false;
server.once('exit', (code, signal) => {
  if (stopping) return;
  process.stderr.write(`Le serveur de bout en bout s'est arrêté (code ${code}, signal ${signal}).\n`);
  process.exit(1);
});
const stop = async () => {
  stopping = true;
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await running?.close();
  side.close();
  await smtp.stop();
  await idp.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
