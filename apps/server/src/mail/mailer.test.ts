import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, SmtpCapture } from '../auth/test-kit.ts';
import { createLogger } from '../logger.ts';
import { createMailer } from './mailer.ts';
import { passwordResetMail, verificationMail } from './templates.ts';

describe('mails', () => {
  let smtp: SmtpCapture;
  let outboxDir: string;
  beforeAll(async () => {
    smtp = await new SmtpCapture().start();
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-outbox-'));
  });
  afterAll(async () => {
    await smtp.stop();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  const recorder = () => {
    const logs: Record<string, unknown>[] = [];
    return { logs, logger: createLogger('debug', (line) => logs.push(JSON.parse(line) as Record<string, unknown>)) };
  };
  const link = 'https://jeux.example.fr/confirm-password-reset?token=abc&email=zoe%40exemple.fr';

  it('are French, name the site, and carry the link in both parts (HTML escaped)', () => {
    const reset = passwordResetMail({ to: 'zoe@exemple.fr', greetingName: 'Zoé <3', productName: 'Le Journal & Co', link });
    expect(reset.subject).toBe('Réinitialisation de votre mot de passe – Le Journal & Co');
    expect(reset.text).toContain('Bonjour Zoé <3,');
    expect(reset.text).toContain(`\n\n${link}\n\n`);
    expect(reset.text).toContain('valable 1 heure');
    expect(reset.html).toContain('Bonjour Zoé &#60;3,');
    expect(reset.html).toContain('Le Journal &#38; Co');
    expect(reset.html).toContain(`href="${link.replaceAll('&', '&#38;')}"`);
    const verify = verificationMail({ to: 'zoe@exemple.fr', greetingName: undefined, productName: 'Jeux du Jour', link });
    expect(verify.text.startsWith('Bonjour,\n\nBienvenue sur Jeux du Jour !')).toBe(true);
  });

  it('go through SMTP_URL, signing in to the server', async () => {
    const { logs, logger } = recorder();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Jeux du Jour <no-reply@jeux.example.fr>', outboxDir, logger });
    mailer.send(verificationMail({ to: 'zoe@exemple.fr', greetingName: 'Zoé', productName: 'Jeux du Jour', link }));
    await mailer.close();
    const mail = await smtp.waitFor('zoe@exemple.fr', /Confirmez/);
    expect(mail.from).toBe('Jeux du Jour <no-reply@jeux.example.fr>');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Confirmer mon adresse email');
    expect(logs).toContainEqual(expect.objectContaining({ level: 'info', msg: 'mail sent', kind: 'verify-email' }));
    // With a real mail server the link (a credential) stays out of the logs; the address only at debug level.
    expect(JSON.stringify(logs)).not.toContain('token=abc');
    expect(JSON.stringify(logs.filter((l) => l.level !== 'debug'))).not.toContain('zoe@exemple.fr');
    expect(logs).toContainEqual(expect.objectContaining({ level: 'debug', msg: 'mail recipient', to: 'zoe@exemple.fr' }));
  });

  it('without SMTP_URL land in the outbox as .eml files, their link in the log at debug level only', async () => {
    const { logs, logger } = recorder();
    const mailer = createMailer({ smtpUrl: undefined, from: 'Jeux du Jour <no-reply@localhost>', outboxDir, logger });
    mailer.send(Promise.resolve(passwordResetMail({ to: 'zoe@exemple.fr', greetingName: 'Zoé', productName: 'Jeux du Jour', link })));
    await mailer.idle();
    const line = logs.find((l) => l.msg === 'mail written to outbox')!;
    expect(line).toMatchObject({ level: 'info', kind: 'reset-password' });
    // Personal data (the address, a link carrying a token) stays below info level.
    const atInfo = JSON.stringify(logs.filter((l) => l.level !== 'debug'));
    expect(atInfo).not.toContain('zoe@exemple.fr');
    expect(atInfo).not.toContain('token=abc');
    expect(logs).toContainEqual(expect.objectContaining({ level: 'debug', msg: 'mail link', link, file: line.file }));
    const file = String(line.file);
    expect(path.dirname(file)).toBe(outboxDir);
    const mail = parseMail(fs.readFileSync(file, 'utf8'));
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe – Jeux du Jour');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('never throw: a mail server that refuses is logged, and the next mail still goes', async () => {
    const { logs, logger } = recorder();
    const wrongPassword = smtp.url.replace('secret-smtp', 'faux');
    const refused = createMailer({ smtpUrl: wrongPassword, from: 'Jeux du Jour <no-reply@localhost>', outboxDir, logger });
    expect(() => refused.send(verificationMail({ to: 'zoe@exemple.fr', greetingName: 'Zoé', productName: 'Jeux du Jour', link }))).not.toThrow();
    refused.send(Promise.reject(new Error('composition impossible')));
    await refused.close();
    expect(logs.filter((l) => l.msg === 'mail not sent').map((l) => l.level)).toEqual(['error', 'error']);

    const ok = createMailer({ smtpUrl: smtp.url, from: 'Jeux du Jour <no-reply@localhost>', outboxDir, logger });
    ok.send(verificationMail({ to: 'encore@exemple.fr', greetingName: undefined, productName: 'Jeux du Jour', link }));
    await ok.close();
    expect((await smtp.waitFor('encore@exemple.fr', /Confirmez/)).text).toContain(link);
  });
});
