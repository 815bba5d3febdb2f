import { AsyncLocalStorage } from 'node:async_hooks';
import type { MailOutcome } from '../mail/mailer.ts';

/** The mails an auth call handed over and awaited, so that its answer says whether they left. */
const storage = new AsyncLocalStorage<{ outcome?: MailOutcome }>();

/** Runs one auth call with a fresh record of its mails' outcome. */
export function recordingMailOutcome<T>(work: () => T): T {
  return storage.run({}, work);
}

/** Notes the outcome of a mail of the current call; the worst one counts (one mail waiting: « queued »). */
export function noteMailOutcome(outcome: MailOutcome): void {
  const record = storage.getStore();
  if (!record) return;
  const rank: Record<MailOutcome, number> = { sent: 0, queued: 1, failed: 2 };
  if (record.outcome === undefined || rank[outcome] > rank[record.outcome]) record.outcome = outcome;
}

/** The outcome of the current call's mails; undefined when it sent none it waited for. */
export function mailOutcomeOfCall(): MailOutcome | undefined {
  return storage.getStore()?.outcome;
}
