import { type PersonalDataPart, rowCount } from './part.ts';

/**
 * Mails waiting in the outbox (mail/outbox.ts) for one of the account's addresses: a mail that could not
 * leave at once waits there for its next attempt, and a mail given up keeps its address and subject a few
 * days. The « Compte supprimé » notice is spared: it is the erasure's own receipt, sent to the address just
 * erased, and goes with its last attempt.
 */
export const mailOutboxPart: PersonalDataPart = {
  name: 'mail-outbox',

  async export(db, subject) {
    const addresses = emailsOf(subject.identifiers);
    if (addresses.length === 0) return {};
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'created_at', 'attempts', 'failed_at'])
      .where('recipient', 'in', addresses)
      .orderBy('created_at')
      .execute();
    return mails.length > 0 ? { mails_waiting: mails } : {};
  },

  async erase(trx, subject) {
    const addresses = emailsOf(subject.identifiers);
    if (addresses.length === 0) return 0;
    const result = await trx.deleteFrom('mail_outbox').where('recipient', 'in', addresses).where('kind', '!=', 'account-deleted').executeTakeFirst();
    return rowCount(result);
  },
};

/** The identifiers that are addresses (the others are usernames). */
const emailsOf = (identifiers: readonly string[]) => identifiers.filter((identifier) => identifier.includes('@'));
