import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { withinRecipientCap } from './recipient-cap.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

/** What a caller of send() learns: the mail left, waits in the outbox for another attempt, or is lost. */
export type MailOutcome = 'sent' | 'queued' | 'failed';
/** One attempt's result, as counted by the metrics (jdj_mails_total); « capped »: held by the recipient cap. */
export type MailResult = 'sent' | 'retried' | 'failed' | 'capped';

/**
 * Waits between attempts: 30 s, 2 min, 10 min… then every few hours. The last attempt comes about 22 hours
 * after the first; after it the mail is given up (a verification link is valid 24 hours).
 */
export const RETRY_DELAYS_MS = [30, 120, 600, 1_800, 3_600, 7_200, 14_400, 21_600, 28_800].map((s) => s * 1000);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a given-up mail stays (address and subject, no body) for the operator to see who missed one. */
export const FAILED_MAIL_RETENTION_DAYS = 7;
/** A worker holds a mail this long: longer than the transport's own timeouts, so two never send it at once. */
const CLAIM_MS = 120_000;
/** Mails looked at per pass of the worker. */
const BATCH = 20;

export interface OutboxOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  logger: Logger;
  /** Told of each attempt's result (metrics). */
  onResult?: (kind: string, result: MailResult) => void;
  /** How long send() waits for the first attempt before answering « queued » (it goes on in the background). */
  firstAttemptWaitMs?: number;
  now?: () => number;
}

type Row = Pick<MailOutboxTable, 'id' | 'kind' | 'recipient' | 'subject' | 'text' | 'html' | 'reply_to' | 'attempts'>;

/**
 * Mails through a table of the database: each mail is stored, then tried at once; a failed attempt is
 * tried again later (RETRY_DELAYS_MS) by whichever process's worker claims it first, with one conditional
 * UPDATE that both databases apply atomically. A sent mail's row is deleted at once (it holds an address
 * and, often, a link that is a credential).
 */
export class MailOutbox {
  private readonly pending = new Set<Promise<unknown>>();
  /** Sent mails whose row could not be deleted yet (the database away): deleted at the next pass. */
  private readonly sentNotDeleted = new Set<string>();
  private passing: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastAttemptFailed = false;
  private readonly now: () => number;

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether mails leave at once: false from a failed attempt until one succeeds. */
  get delivering(): boolean {
    return !this.lastAttemptFailed;
  }

  /**
   * Stores the mail and makes its first attempt. Never rejects: resolves « sent », « queued » (stored, tried
   * again later; also when the first attempt takes longer than firstAttemptWaitMs) or « failed » (it could be
   * neither stored nor sent: already logged).
   */
  send(input: OutgoingMail | Promise<OutgoingMail>): Promise<MailOutcome> {
    const job = this.accept(input);
    const tracked: Promise<unknown> = job.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<MailOutcome>((resolve) => {
      timer = setTimeout(() => resolve('queued'), this.options.firstAttemptWaitMs ?? 5_000);
    });
    return Promise.race([job, late]).finally(() => clearTimeout(timer));
  }

  /** One pass of the worker: the mails due now, each claimed before it is tried. Resolves the number sent. */
  deliverDue(): Promise<number> {
    this.passing ??= this.pass().finally(() => {
      this.passing = undefined;
    });
    return this.passing;
  }

  /** Passes every `everyMs` until close(); a failed pass (the database away) is told to `onError`. */
  start(everyMs: number, onError: (error: unknown) => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.deliverDue().catch(onError), everyMs);
    this.timer.unref();
  }

  /** Resolves when every mail handed to send() is sent or has failed an attempt. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
    await this.passing?.catch(() => undefined);
  }

  private async accept(input: OutgoingMail | Promise<OutgoingMail>): Promise<MailOutcome> {
    const { db, logger } = this.options;
    let mail: OutgoingMail;
    try {
      mail = await input;
    } catch (error) {
      logger.error('mail not sent', { error });
      this.options.onResult?.('unknown', 'failed');
      return 'failed';
    }
    const now = this.now();
    if (await this.capped(mail, now)) return 'sent';
    // Claimed by this process from the start: no worker tries it during its first attempt.
    const row = {
      id: randomUUID(),
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      reply_to: mail.replyTo ?? null,
      attempts: 1,
      next_attempt_at: now,
      claimed_until: now + CLAIM_MS,
      last_error: null,
      created_at: new Date(now).toISOString(),
      failed_at: null,
    };
    try {
      await db.insertInto('mail_outbox').values(row).execute();
    } catch (error) {
      // Nowhere to keep it: one attempt straight away, as before the outbox.
      logger.warn('mail not stored: one attempt without retry', { kind: mail.kind, error });
      try {
        await this.options.transport.deliver(mail);
        this.succeeded(mail.kind);
        return 'sent';
      } catch (sendError) {
        this.lastAttemptFailed = true;
        logger.error('mail not sent', { kind: mail.kind, reason: reasonOf(sendError, mail.to) });
        logger.debug('mail not sent to', { kind: mail.kind, to: mail.to });
        this.options.onResult?.(mail.kind, 'failed');
        return 'failed';
      }
    }
    return this.attempt(row, mail);
  }

  /**
   * Whether the recipient had their hour's mails (recipient-cap.ts): the mail is dropped, and send() answers
   * « sent » as for any other, so the requester learns nothing of the cap or of an account behind the address.
   * When the counter cannot be written the mail goes (the outbox's own insert decides).
   */
  private async capped(mail: OutgoingMail, now: number): Promise<boolean> {
    const { db, logger } = this.options;
    try {
      if (await withinRecipientCap(db, mail.kind, mail.to, now)) return false;
    } catch (error) {
      logger.warn('mail recipient cap not counted', { kind: mail.kind, error });
      return false;
    }
    logger.warn('mail not sent: recipient cap', { kind: mail.kind });
    logger.debug('mail not sent: recipient cap, to', { kind: mail.kind, to: mail.to });
    this.options.onResult?.(mail.kind, 'capped');
    return true;
  }

  private async pass(): Promise<number> {
    const { db } = this.options;
    for (const id of this.sentNotDeleted) {
      await db.deleteFrom('mail_outbox').where('id', '=', id).execute();
      this.sentNotDeleted.delete(id);
    }
    const now = this.now();
    const due = await db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'recipient', 'subject', 'text', 'html', 'reply_to', 'attempts'])
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where('claimed_until', '<', now)
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .execute();
    let sent = 0;
    for (const row of due) {
      const claimed = await db
        .updateTable('mail_outbox')
        .set((eb) => ({ claimed_until: now + CLAIM_MS, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('claimed_until', '<', now)
        .where('failed_at', 'is', null)
        .executeTakeFirst();
      // Another process claimed it (or sent it) since the look.
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      const mail = { kind: row.kind, to: row.recipient, subject: row.subject, text: row.text, html: row.html, replyTo: row.reply_to ?? undefined };
      const outcome = await this.attempt({ ...row, attempts: Number(row.attempts) + 1 }, mail);
      if (outcome === 'sent') sent += 1;
      // The mail server refuses or is away: the other mails wait for the next pass rather than fail too.
      else break;
    }
    const expired = new Date(now - FAILED_MAIL_RETENTION_DAYS * 86_400_000).toISOString();
    await db.deleteFrom('mail_outbox').where('failed_at', '<', expired).execute();
    return sent;
  }

  private async attempt(row: Row, mail: OutgoingMail): Promise<MailOutcome> {
    const { db, logger } = this.options;
    try {
      await this.options.transport.deliver(mail);
    } catch (error) {
      return this.attemptFailed(row, error);
    }
    this.succeeded(row.kind);
    try {
      await db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
    } catch (error) {
      // Still claimed for CLAIM_MS: the next pass deletes it before anyone could send it again.
      this.sentNotDeleted.add(row.id);
      logger.warn('sent mail not deleted yet', { kind: row.kind, error });
    }
    return 'sent';
  }

  private succeeded(kind: string): void {
    this.lastAttemptFailed = false;
    this.options.onResult?.(kind, 'sent');
  }

  private async attemptFailed(row: Row, error: unknown): Promise<MailOutcome> {
    const { db, logger } = this.options;
    this.lastAttemptFailed = true;
    const reason = reasonOf(error, row.recipient);
    const attempts = Number(row.attempts);
    const now = this.now();
    const givenUp = attempts >= MAX_ATTEMPTS;
    try {
      await db
        .updateTable('mail_outbox')
        // A given-up mail keeps its address and subject for the operator, not its body (links are credentials).
        .set(
          givenUp
            ? { failed_at: new Date(now).toISOString(), claimed_until: 0, last_error: reason, text: '', html: '' }
            : { next_attempt_at: now + RETRY_DELAYS_MS[attempts - 1]!, claimed_until: 0, last_error: reason },
        )
        .where('id', '=', row.id)
        .execute();
    } catch (updateError) {
      // Its claim runs out and a worker tries it again then.
      logger.warn('mail retry not recorded', { kind: row.kind, error: updateError });
    }
    if (givenUp) {
      logger.error('mail given up', { kind: row.kind, attempts, reason });
      this.options.onResult?.(row.kind, 'failed');
      return 'failed';
    }
    logger.warn('mail delayed', { kind: row.kind, attempts, retryInSeconds: RETRY_DELAYS_MS[attempts - 1]! / 1000, reason });
    logger.debug('mail delayed to', { kind: row.kind, to: row.recipient });
    this.options.onResult?.(row.kind, 'retried');
    return 'queued';
  }
}

/** The transport's reason, without the address (a mail server's refusal often quotes it). */
function reasonOf(error: unknown, recipient: string): string {
  const text = error instanceof Error ? `${(error as { code?: unknown }).code ?? ''} ${error.message}`.trim() : String(error);
  return text.replaceAll(recipient, '<destinataire>').slice(0, 500);
}
