import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

/** One mail to a player: French text and HTML parts, and the link it is about. */
export interface MailMessage {
  /** What the mail is for, in logs and in outbox file names. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The working link of the mail (logged at debug level only when the mail goes to the outbox). */
  link: string;
}

export interface Mailer {
  /**
   * Sends in the background and never throws: a request that triggers a mail answers at once and
   * the same whether or not the mail goes out. A failure is logged; the player can ask again.
   */
  send(message: MailMessage | Promise<MailMessage>): void;
  /** Resolves when every mail handed to send() is sent, written or has failed. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port; without it, mails are written to outboxDir. */
  smtpUrl: string | undefined;
  from: string;
  /** Where mails are written when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
  logger: Logger;
}

/** A failing or silent SMTP server must not hold mails (and shutdown) for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailer(options: MailerOptions): Mailer {
  const { logger, from } = options;
  const pending = new Set<Promise<void>>();
  const smtp = options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
  // Without SMTP, nodemailer still composes the full message (headers, text and HTML parts).
  const composer = smtp ? undefined : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(message: MailMessage): Promise<void> {
    const mail = { from, to: message.to, subject: message.subject, text: message.text, html: message.html };
    if (smtp) {
      const info = await smtp.sendMail(mail);
      // The address is personal data: at info level, the kind and the SMTP server's id of the mail only.
      logger.info('mail sent', { kind: message.kind, messageId: info.messageId });
      logger.debug('mail recipient', { kind: message.kind, to: message.to, messageId: info.messageId });
      return;
    }
    const composed = await composer!.sendMail(mail);
    fs.mkdirSync(options.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(options.outboxDir, `${stamp}-${message.kind}-${randomBytes(3).toString('hex')}.eml`);
    fs.writeFileSync(file, composed.message as Buffer, { mode: 0o600 });
    // No mail server (a developer's machine): the file says where the mail is; at debug level
    // (LOG_LEVEL=debug) the log also holds its link, to follow it without opening the file.
    logger.info('mail written to outbox', { kind: message.kind, file });
    logger.debug('mail link', { kind: message.kind, to: message.to, file, link: message.link });
  }

  return {
    send(message) {
      let kind: string | undefined;
      let to: string | undefined;
      const job = Promise.resolve(message)
        .then((ready) => {
          ({ kind, to } = ready);
          return deliver(ready);
        })
        .catch((error: unknown) => {
          logger.error('mail not sent', { kind, error });
          logger.debug('mail not sent to', { kind, to });
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      smtp?.close();
    },
  };
}
