import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { type MailOutcome, MailOutbox, type MailResult } from './outbox.ts';
import { createTransport } from './transport.ts';

export type { MailOutcome, MailResult } from './outbox.ts';

/** One mail to a player: French text and HTML parts, and the link it is about. */
export interface MailMessage {
  /** What the mail is for, in logs, metrics and outbox file names. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The working link of the mail (logged at debug level only when the mail goes to the outbox folder). */
  link: string;
  /** Where a reply goes (the From is a no-reply address): the provider's contact, on security notices. */
  replyTo?: string | undefined;
}

export interface Mailer {
  /**
   * Hands a mail over; never rejects. With a database the mail is stored first and tried again until it
   * leaves (mail/outbox.ts): « sent » when its first attempt succeeded, « queued » when it waits for another,
   * « failed » when it could be neither stored nor sent. Without one (command-line tools), one attempt.
   */
  send(message: MailMessage | Promise<MailMessage>): Promise<MailOutcome>;
  /** Whether mails leave at once: false from a failed attempt until one succeeds. */
  readonly delivering: boolean;
  /** Tries the mails that are due now (the worker's pass); resolves how many left. */
  deliverDue(): Promise<number>;
  /** Runs deliverDue every `everyMs` until close(). */
  start(everyMs: number, onError: (error: unknown) => void): void;
  /** Resolves when every mail handed to send() is sent, written or has failed an attempt. */
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
  /** Where mails wait between attempts; without it a failed mail is only logged. */
  db?: Kysely<Database>;
  /** Told of each attempt's result (metrics). */
  onResult?: (kind: string, result: MailResult) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = createTransport(options);
  if (options.db) {
    const outbox = new MailOutbox({
      db: options.db,
      transport,
      logger: options.logger,
      ...(options.onResult ? { onResult: options.onResult } : {}),
    });
    return {
      send: (message) => outbox.send(message),
      get delivering() {
        return outbox.delivering;
      },
      deliverDue: () => outbox.deliverDue(),
      start: (everyMs, onError) => outbox.start(everyMs, onError),
      idle: () => outbox.idle(),
      async close() {
        await outbox.close();
        transport.close();
      },
    };
  }
  return directMailer(options, transport);
}

/** One attempt per mail, nothing kept: for tools that run without the server's worker. */
function directMailer(options: MailerOptions, transport: ReturnType<typeof createTransport>): Mailer {
  const { logger } = options;
  const pending = new Set<Promise<MailOutcome>>();
  let lastFailed = false;
  return {
    send(message) {
      let kind: string | undefined;
      let to: string | undefined;
      const job: Promise<MailOutcome> = Promise.resolve(message)
        .then(async (ready) => {
          ({ kind, to } = ready);
          await transport.deliver(ready);
          lastFailed = false;
          options.onResult?.(ready.kind, 'sent');
          return 'sent' as const;
        })
        .catch((error: unknown) => {
          lastFailed = true;
          logger.error('mail not sent', { kind, error });
          logger.debug('mail not sent to', { kind, to });
          options.onResult?.(kind ?? 'unknown', 'failed');
          return 'failed' as const;
        })
        .finally(() => pending.delete(job));
      pending.add(job);
      return job;
    },
    get delivering() {
      return !lastFailed;
    },
    deliverDue: async () => 0,
    start: () => undefined,
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      transport.close();
    },
  };
}
