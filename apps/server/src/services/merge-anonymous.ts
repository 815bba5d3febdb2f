import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { claimableAnonymousUserId, createAnonymousUser } from './players.ts';

/**
 * When an anonymous player signs in, what they played on this device becomes theirs, so no one
 * loses a streak by creating an account, and the device is recorded as the account's (account_device).
 * A day the account already scored keeps the account's score; the device's copy of that day stays unlinked. Returns how many scores were attached.
 * The accounts work calls this right after a successful sign-in or registration, with the browser's key:
 * a player id alone (seen elsewhere) claims nothing.
 */
export async function mergeAnonymousScores(db: Kysely<Database>, localUserId: string, key: string | undefined, userId: string): Promise<number> {
  // A browser that signs in is one of the account's devices even if it never played signed out: its
  // tracking and counters are the account's to export and erase.
  if (key) await createAnonymousUser(db, localUserId, key);
  const anonymousId = await claimableAnonymousUserId(db, localUserId, key);
  if (!anonymousId) return 0;
  return db.transaction().execute(async (trx) => {
    const anonymous = { id: anonymousId };
    // The device is the account's from now on: its export lists it and its erasure reaches it.
    await trx
      .insertInto('account_device')
      .values({ user_id: userId, anonymous_user_id: anonymousId, linked_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'anonymous_user_id']).doNothing())
      .execute();
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
