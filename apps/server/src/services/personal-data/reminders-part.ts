import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PersonalDataPart } from './part.ts';
import { rowCount } from './part.ts';
import type { DataSubject } from './subject.ts';

/** The subject's push subscriptions: the account's, and its devices' anonymous ones. */
function subscriptionsOf(db: Kysely<Database>, subject: DataSubject) {
  const localIds = subject.devices.map((device) => device.localUserId);
  return db
    .selectFrom('push_subscription')
    .where((eb) =>
      eb.or([...(subject.userId ? [eb('user_id', '=', subject.userId)] : []), ...(localIds.length > 0 ? [eb('local_user_id', 'in', localIds)] : [])]),
    );
}

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
    const localIds = subject.devices.map((device) => device.localUserId);
    const result = await trx
      .deleteFrom('push_subscription')
      .where((eb) =>
        eb.or([...(subject.userId ? [eb('user_id', '=', subject.userId)] : []), ...(localIds.length > 0 ? [eb('local_user_id', 'in', localIds)] : [])]),
      )
      .executeTakeFirst();
    return rowCount(result);
  },
};
