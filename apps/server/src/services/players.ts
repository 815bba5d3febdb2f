import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The anonymous player known by the UUID its browser keeps, created on first use. */
export async function anonymousUserId(db: Kysely<Database>, localUserId: string): Promise<string> {
  await db
    .insertInto('anonymous_user')
    .values({ id: randomUUID(), local_user_id: localUserId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('local_user_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('anonymous_user')
    .select('id')
    .where('local_user_id', '=', localUserId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Looks a player up without creating one (reads must not write). */
export async function findAnonymousUserId(db: Kysely<Database>, localUserId: string): Promise<string | undefined> {
  const row = await db.selectFrom('anonymous_user').select('id').where('local_user_id', '=', localUserId).executeTakeFirst();
  return row?.id;
}
