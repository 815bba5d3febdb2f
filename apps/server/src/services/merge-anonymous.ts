import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * When an anonymous player signs in, what they played on this device becomes theirs, so no one
 * loses a streak by creating an account. A day the account already scored keeps the account's
 * score; the device's copy of that day stays unlinked. Returns how many scores were attached.
 * The accounts work calls this right after a successful sign-in or registration.
 */
export async function mergeAnonymousScores(db: Kysely<Database>, localUserId: string, userId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const anonymous = await trx.selectFrom('anonymous_user').select('id').where('local_user_id', '=', localUserId).executeTakeFirst();
    if (!anonymous) return 0;
    const owned = await trx.selectFrom('score').select(['game', 'puzzle_date']).where('user_id', '=', userId).execute();
    const taken = new Set(owned.map((s) => `${s.game}|${s.puzzle_date}`));
    const candidates = await trx
      .selectFrom('score')
      .select(['id', 'game', 'puzzle_date'])
      .where('anonymous_user_id', '=', anonymous.id)
      .where('user_id', 'is', null)
      .execute();
    const ids = candidates.filter((s) => !taken.has(`${s.game}|${s.puzzle_date}`)).map((s) => s.id);
    if (ids.length === 0) return 0;
    await trx.updateTable('score').set({ user_id: userId }).where('id', 'in', ids).execute();
    return ids.length;
  });
}
