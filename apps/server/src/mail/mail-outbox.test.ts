import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, linkIn, SmtpCapture } from '../auth/test-kit.ts';
import { type DatabaseHandle, openDatabase } from '../db/connection.ts';
import { createLogger } from '../logger.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { createMailer, type Mailer, type MailResult } from './mailer.ts';
import { MAX_ATTEMPTS } from './outbox.ts';

/** The value of one sample of the Prometheus text; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Issue 35, item 3: a mail server that is down delays mails, never loses them, and no answer says they left. */
describe.each(databaseTargets())('the mail outbox on $name', (target) => {
  let smtp: SmtpCapture;
  let server: TestServer;
  /** Other "processes" on the same database: their own connections and mailers. */
  const handles: DatabaseHandle[] = [];
  const mailers: Mailer[] = [];

  beforeAll(async () => {
    smtp = await new SmtpCapture().start();
    server = await startTestServer(target, { env: { SMTP_URL: smtp.url }, metrics: true, puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(async () => {
    for (const mailer of mailers) await mailer.close();
    for (const handle of handles) await handle.close();
    await server?.stop();
    await smtp?.stop();
  });

  const rows = () => server.database.db.selectFrom('mail_outbox').selectAll().execute();
  /** The backoff has run out: every waiting mail is due now (the test does not wait 30 s). */
  const backoffOver = () => server.database.db.updateTable('mail_outbox').set({ next_attempt_at: 0 }).where('failed_at', 'is', null).execute();
  const scrape = async () => (await fetch(server.metricsUrl!)).text();
  const player = () => {
    const tag = randomUUID().slice(0, 8);
    return { email: `courrier-${tag}@exemple.fr`, password: 'Grille-du-jour-42', first_name: 'Ada', last_name: 'Lovelace', username: `ada_${tag}` };
  };

  /** Another process's mailer on the same database (its own connections), sending through `smtpUrl`. */
  function otherProcess(smtpUrl: string, results: MailResult[] = []): Mailer {
    const handle = openDatabase({
      ...(target.url ? { databaseUrl: target.url, postgresSchema: server.schema! } : { sqliteFile: path.join(server.dataDir, 'portail.sqlite') }),
    });
    handles.push(handle);
    const mailer = createMailer({
      smtpUrl,
      from: 'Jeux du Jour <no-reply@localhost>',
      outboxDir: path.join(server.dataDir, 'outbox'),
      logger: createLogger('silent'),
      db: handle.db,
      onResult: (_kind, result) => results.push(result),
    });
    mailers.push(mailer);
    return mailer;
  }

  it('sign-up while the mail server is down says the mail is delayed; it leaves once, when the server is back', async () => {
    const port = smtp.port;
    await smtp.stop();
    const who = player();
    const b = new Browser(server.url);
    const answer = await b.call<{ message: string; mail: string }>('/api/auth/sign-up/email', who);
    expect(answer.status).toBe(200);
    expect(answer.body.mail).toBe('queued');
    expect(answer.body.message).toContain('l’envoi de l’email est retardé');
    expect(answer.body.message).not.toContain('vient d’être envoyé');
    await server.mailer.idle();

    // The mail waits in the database, tried once, with the server's reason.
    const [waiting, ...others] = await rows();
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({ kind: 'verify-email', recipient: who.email, failed_at: null });
    expect(Number(waiting!.attempts)).toBe(1);
    expect(waiting!.last_error).toContain('ECONNREFUSED');
    expect(Number(waiting!.next_attempt_at)).toBeGreaterThan(Date.now());
    // Not due yet: a pass now sends nothing.
    expect(await server.mailer.deliverDue()).toBe(0);
    expect(sample(await scrape(), 'jdj_mails_total{kind="verify-email",result="retried"}')).toBe(1);

    // The mail server is back on the same port; once the backoff is over, the worker sends it.
    smtp = await new SmtpCapture().start(port);
    await backoffOver();
    expect(await server.mailer.deliverDue()).toBe(1);
    const mail = await smtp.waitFor(who.email, /Confirmez/);
    expect(await rows()).toEqual([]);
    // Sent once: another pass, from this process or another, finds nothing.
    expect(await server.mailer.deliverDue()).toBe(0);
    expect(await otherProcess(smtp.url).deliverDue()).toBe(0);
    expect(smtp.mails.filter((m) => m.to.includes(who.email))).toEqual([]);
    expect(sample(await scrape(), 'jdj_mails_total{kind="verify-email",result="sent"}')).toBe(1);

    // Nothing lost: its link opens the account.
    const verified = await b.call(`/api/auth/verify-email?token=${encodeURIComponent(linkIn(mail, `${server.url}/verify-email`).searchParams.get('token')!)}`);
    expect(verified.status).toBe(200);
  });

  it('says « envoyé » when the mail left, and keeps no copy of it', async () => {
    const who = player();
    const answer = await new Browser(server.url).call<{ message: string; mail: string }>('/api/auth/sign-up/email', who);
    expect(answer.body).toMatchObject({ mail: 'sent', message: expect.stringContaining('vient d’être envoyé') });
    await smtp.waitFor(who.email, /Confirmez/);
    expect(await rows()).toEqual([]);
  });

  it('two processes never send the same mail twice', async () => {
    const count = 12;
    const emails = Array.from({ length: count }, () => `deux-${randomUUID().slice(0, 8)}@exemple.fr`);
    const now = Date.now();
    await server.database.db
      .insertInto('mail_outbox')
      .values(
        emails.map((email) => ({
          id: randomUUID(),
          kind: 'verify-email',
          recipient: email,
          subject: 'Confirmez votre adresse email – Jeux du Jour',
          text: 'Bonjour,',
          html: '<p>Bonjour,</p>',
          reply_to: null,
          attempts: 1,
          next_attempt_at: now - 1_000,
          claimed_until: 0,
          last_error: 'ECONNREFUSED',
          created_at: new Date(now - 60_000).toISOString(),
          failed_at: null,
        })),
      )
      .execute();
    const [a, b] = [otherProcess(smtp.url), otherProcess(smtp.url)];
    let sent = 0;
    // Both look at the same due mails at the same time, again and again until none is left.
    while ((await rows()).length > 0) {
      const passes = await Promise.all([a.deliverDue(), b.deliverDue(), server.mailer.deliverDue()]);
      sent += passes.reduce((sum, n) => sum + n, 0);
    }
    expect(sent).toBe(count);
    for (const email of emails) await smtp.waitFor(email, /Confirmez/);
    expect(smtp.mails.filter((m) => m.to.some((to) => emails.includes(to)))).toEqual([]);
  });

  it('gives a mail up after its last attempt: counted, logged as an error, its body (the link) dropped', async () => {
    const results: MailResult[] = [];
    const closed = smtp.url.replace(`:${smtp.port}`, ':1');
    const worker = otherProcess(closed, results);
    const id = randomUUID();
    await server.database.db
      .insertInto('mail_outbox')
      .values({
        id,
        kind: 'reset-password',
        recipient: 'jamais@exemple.fr',
        subject: 'Réinitialisation de votre mot de passe – Jeux du Jour',
        text: 'https://jeux.example.fr/confirm-password-reset?token=secret',
        html: '<a href="https://jeux.example.fr/confirm-password-reset?token=secret">lien</a>',
        reply_to: null,
        attempts: MAX_ATTEMPTS - 1,
        next_attempt_at: 0,
        claimed_until: 0,
        last_error: 'ECONNREFUSED',
        created_at: new Date(Date.now() - 22 * 3_600_000).toISOString(),
        failed_at: null,
      })
      .execute();
    expect(await worker.deliverDue()).toBe(0);
    expect(results).toEqual(['failed']);
    const row = await server.database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.failed_at).not.toBeNull();
    expect(Number(row.attempts)).toBe(MAX_ATTEMPTS);
    expect([row.text, row.html]).toEqual(['', '']);
    // Given up: no pass tries it again.
    await backoffOver();
    expect(await worker.deliverDue()).toBe(0);
    expect(results).toEqual(['failed']);
    await server.database.db.deleteFrom('mail_outbox').where('id', '=', id).execute();
  });
});
