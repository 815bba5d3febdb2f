import { type PersonalDataPart, rowCount } from './part.ts';
import { storedDeviceIds } from './subject.ts';

/** The anonymous players of the subject's devices, and their links to accounts. Runs after the scores. */
export const devicesPart: PersonalDataPart = {
  name: 'devices',

  async export(_db, subject) {
    return {
      devices: subject.devices.map((device) => ({ local_user_id: device.localUserId, first_seen: device.createdAt, merged_at: device.linkedAt })),
    };
  },

  async erase(trx, subject) {
    const ids = storedDeviceIds(subject);
    let touched = 0;
    if (subject.userId || ids.length > 0) {
      const links = await trx
        .deleteFrom('account_device')
        .where((eb) =>
          eb.or([...(subject.userId ? [eb('user_id', '=', subject.userId)] : []), ...(ids.length > 0 ? [eb('anonymous_user_id', 'in', ids)] : [])]),
        )
        .executeTakeFirst();
      touched += rowCount(links);
    }
    if (ids.length > 0) touched += rowCount(await trx.deleteFrom('anonymous_user').where('id', 'in', ids).executeTakeFirst());
    return touched;
  },
};
