import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, linkIn, SmtpCapture } from '../auth/test-kit.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { RECIPIENT_CAP, recipientKey } from './recipient-cap.ts';

/** The value of one sample of the Prometheus text; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Issue 34: whoever types an address cannot make the portal flood it; its owner still hears of their account. */
describe.each(databaseTargets())('the per-recipient mail cap on $name', (target) => {
  let smtp: SmtpCapture;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await new SmtpCapture().start();
    server = await startTestServer(target, { env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' }, metrics: true, puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  /** An account made without any mail, so the test counts every mail its address gets. */
  async function account(): Promise<{ email: string; password: string }> {
    const tag = randomUUID().slice(0, 8);
    const player = { email: `victime-${tag}@exemple.fr`, password: 'Grille-du-jour-42', first_name: 'Ada', last_name: 'Lovelace', username: `victime_${tag}` };
    const b = Object.assign(new Browser(server.url), { localUserId: randomUUID() });
    expect((await b.call('/api/auth/sign-up/email', player)).status).toBe(200);
    await smtp.waitFor(player.email, /Confirmez votre adresse email/);
    // The sign-up's mail counted once: forgotten, so the resets below are the address's only mails.
    await server.database.db.deleteFrom('api_rate_limit').where('key', '=', recipientKey(player.email)).execute();
    return player;
  }
  // Each request from an address of its own: better-auth's per-address limit is not what is tested.
  const askReset = (email: string) => new Browser(server.url).call('/api/auth/request-password-reset', { email });
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

  it('sends no 6th mail to one address within the hour, answers the 6th request like the 5th, and leaves other addresses alone', async () => {
    expect(RECIPIENT_CAP).toEqual({ limit: 5, windowSeconds: 3600 });
    const victim = await account();
    const answers = [];
    const links: URL[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await askReset(victim.email.toUpperCase()));
      links.push(linkIn(await smtp.waitFor(victim.email, /Réinitialisation de votre mot de passe/), `${server.url}/confirm-password-reset?`));
    }
    const sixth = await askReset(victim.email);
    expect(sixth.status).toBe(200);
    expect(sixth.body).toEqual(answers[4]!.body);
    await server.mailer.idle();
    const metrics = await (await fetch(server.metricsUrl!)).text();
    expect(sample(metrics, 'jdj_mails_total{kind="reset-password",result="capped"}')).toBe(1);
    expect(sample(metrics, 'jdj_mails_total{kind="reset-password",result="sent"}')).toBe(5);
    expect(mailsTo(victim.email)).toEqual([]);
    // The operator reads the kind held, never the address, at warn level.
    const held = server.logs.filter((line) => line.msg === 'mail not sent: recipient cap');
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ kind: 'reset-password' });
    expect(JSON.stringify(held[0])).not.toContain(victim.email);
    // Nothing stored names the address in clear.
    expect(await server.database.db.selectFrom('api_rate_limit').select('key').where('key', 'like', `%${victim.email}%`).execute()).toEqual([]);

    // Another address gets its mail.
    const other = await account();
    expect((await askReset(other.email)).status).toBe(200);
    await smtp.waitFor(other.email, /Réinitialisation de votre mot de passe/);

    // A notice of a change to the account always leaves, past the cap: flooding cannot hide it.
    expect(
      (await new Browser(server.url).call('/api/auth/reset-password', { token: links[4]!.searchParams.get('token'), newPassword: 'Nouveau-mot-2-passe' }))
        .status,
    ).toBe(200);
    await smtp.waitFor(victim.email, /^Mot de passe modifié – /);
  });
});
