import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Takes a key for `ttlMs` in one statement: true for the one request that took it, false for every other
 * until it expires, whatever the process (the insert or the update of an expired row is atomic).
 */
export async function claimSingleUse(db: Kysely<Database>, key: string, ttlMs: number, now = Date.now()): Promise<boolean> {
  const taken = await db
    .insertInto('single_use')
    .values({ key, expires_at: now + ttlMs })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ expires_at: now + ttlMs })
        .where('single_use.expires_at', '<', now),
    )
    .returning('key')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function releaseSingleUse(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('single_use').where('key', '=', key).execute();
}
