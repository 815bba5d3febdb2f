import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

/** What leaves: a composed mail, and the link it is about (logged at debug level only when written to a file). */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
  link?: string | undefined;
}

/** One attempt at handing a mail over: to the SMTP server, or to a file of DATA_DIR/outbox without one. */
export interface MailTransport {
  /** Resolves once the mail is accepted (or written); rejects with the server's reason otherwise. */
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface TransportOptions {
  /** smtp(s)://user:pass@host:port; without it, mails are written to outboxDir. */
  smtpUrl: string | undefined;
  from: string;
  /** Where mails are written when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
  logger: Logger;
}

/** A failing or silent SMTP server must not hold a mail (and shutdown) for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createTransport(options: TransportOptions): MailTransport {
  const { logger, from } = options;
  const smtp = options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
  // Without SMTP, nodemailer still composes the full message (headers, text and HTML parts).
  const composer = smtp ? undefined : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async deliver(message) {
      const mail = {
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      };
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
    },
    close() {
      smtp?.close();
    },
  };
}
