import { type PersonalDataPart, rowCount } from './part.ts';

/**
 * Plays started on the server (issue 22): owned by the account (`u:<id>`) or by a device's id with its key's
 * hash (`a:<id>:<hash>`); and the account's used authenticator codes (`totp:<id>:<code>` in single_use).
 * They hold no more than a game, a day, an instant or a spent code, and go within 8 days anyway; the erasure
 * takes them at once. Nothing of them is worth a section of the export.
 */
export const playsPart: PersonalDataPart = {
  name: 'plays',
  async erase(trx, subject) {
    const devices = subject.devices.map((device) => device.localUserId);
    if (!subject.userId && devices.length === 0) return 0;
    const result = await trx
      .deleteFrom('play')
      .where((eb) =>
        eb.or([
          ...(subject.userId ? [eb('owner', '=', `u:${subject.userId}`)] : []),
          ...devices.map((localUserId) => eb('owner', 'like', `a:${localUserId}:%`)),
        ]),
      )
      .executeTakeFirst();
    const codes = subject.userId ? await trx.deleteFrom('single_use').where('key', 'like', `totp:${subject.userId}:%`).executeTakeFirst() : undefined;
    return rowCount(result) + rowCount(codes);
  },
};
