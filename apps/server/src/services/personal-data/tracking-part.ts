import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type PersonalDataPart, rowCount } from './part.ts';
import type { DataSubject } from './subject.ts';

/** The analytics events naming the account or one of its devices (page views name neither). */
function personalEvents(subject: DataSubject) {
  const localIds = subject.devices.map((device) => device.localUserId);
  return (eb: ExpressionBuilder<Database, 'analytics_event'>) =>
    eb.or([...(subject.userId ? [eb('user_id', '=', subject.userId)] : []), ...(localIds.length > 0 ? [eb('local_user_id', 'in', localIds)] : [])]);
}

const parsed = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

export const trackingPart: PersonalDataPart = {
  name: 'tracking',

  async export(db, subject) {
    const rows = await db
      .selectFrom('analytics_event')
      .select(['type', 'name', 'props', 'local_user_id', 'session_id', 'source_url', 'referrer_url', 'device_info', 'category', 'created_at'])
      .where(personalEvents(subject))
      .orderBy('created_at')
      .execute();
    return {
      tracking_events: rows.map((row) => ({
        at: row.created_at,
        type: row.type,
        name: row.name,
        category: row.category,
        props: parsed(row.props),
        device: row.local_user_id,
        visit: row.session_id,
        source_url: row.source_url,
        referrer_url: row.referrer_url,
        device_info: parsed(row.device_info),
      })),
    };
  },

  // Kept, detached from the person (issue 42): what happened stays counted (a start of a day whose won score is
  // kept anonymous is still a start), and nothing of the row names a device, a session, a page or a browser.
  async erase(trx, subject) {
    const detached = {
      user_id: null,
      local_user_id: null,
      session_id: '',
      key_hash: null,
      props: '{}',
      source_url: null,
      referrer_url: null,
      device_info: '{}',
    };
    return rowCount(await trx.updateTable('analytics_event').set(detached).where(personalEvents(subject)).executeTakeFirst());
  },
};
