import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PersonalDataPart } from './part.ts';
import { rowCount } from './part.ts';
import type { DataSubject } from './subject.ts';

/** The subject's push subscriptions, as a condition: the account's, and its devices' anonymous ones. */
function ownedBy(subject: DataSubject) {
  const localIds = subject.devices.map((device) => device.localUserId);
  return (eb: ExpressionBuilder<Database, 'push_subscription'>) =>
    eb.or([...(subject.userId ? [eb('user_id', '=', subject.userId)] : []), ...(localIds.length > 0 ? [eb('local_user_id', 'in', localIds)] : [])]);
}

const subscriptionsOf = (db: Kysely<Database>, subject: DataSubject) => db.selectFrom('push_subscription').where(ownedBy(subject));

const hasOwner = (subject: DataSubject) => subject.userId !== undefined || subject.devices.length > 0;

/** Reminders (issue 39): what was chosen, and when the last one went; the endpoint and keys are the browser's, not shown. */
export const remindersPart: PersonalDataPart = {
  name: 'reminders',
  async export(db, subject) {
    if (!hasOwner(subject)) return {};
    const rows = await subscriptionsOf(db, subject)
      .select(['daily', 'weekly', 'hour', 'time_zone', 'created_at', 'last_sent_at'])
      .orderBy('created_at')
      .execute();
    return {
      reminders: rows.map((row) => ({
        daily: row.daily === 1,
        weekly: row.weekly === 1,
        hour: row.hour,
        time_zone: row.time_zone,
        created_at: row.created_at,
        last_sent_at: row.last_sent_at,
      })),
    };
  },
  async erase(trx, subject) {
    if (!hasOwner(subject)) return 0;
    const result = await trx.deleteFrom('push_subscription').where(ownedBy(subject)).executeTakeFirst();
    return rowCount(result);
  },
};
