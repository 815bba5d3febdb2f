import { type PersonalDataPart, rowCount } from './part.ts';

/**
 * A publisher's link to their provider (issue 25): the table has no foreign key to better-auth's user, so the
 * erasure removes it itself. Audit lines name accounts by id only and stay.
 */
export const publisherPart: PersonalDataPart = {
  name: 'publisher',
  async erase(trx, subject) {
    if (!subject.userId) return 0;
    return rowCount(await trx.deleteFrom('publisher_provider').where('user_id', '=', subject.userId).executeTakeFirst());
  },
};
