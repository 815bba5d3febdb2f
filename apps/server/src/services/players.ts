import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Anonymous players are known by the UUID their browser keeps (document 1 §3) AND a key kept beside it,
 * sent as this header: an id seen elsewhere (a shared screenshot, a log) reads and claims nothing.
 */
export const LOCAL_USER_KEY_HEADER = 'x-local-user-key';

const KEY = /^[A-Za-z0-9_-]{32,128}$/;

/** The key of a request, when it is well formed (otherwise as if none was sent). */
export function localUserKeyOf(headers: { get(name: string): string | null | undefined } | undefined): string | undefined {
  const value = headers?.get(LOCAL_USER_KEY_HEADER)?.trim();
  return value && KEY.test(value) ? value : undefined;
}

/** What the server stores of a browser's key (and names an anonymous owner of a play by). */
export const keyHashOf = (key: string): string => createHash('sha256').update(key).digest('hex');
const hashOf = keyHashOf;

/** Whether a presented key opens a player whose stored hash is `stored` (null: created before keys). */
export const opensAnonymousUser = (stored: string | null, key: string | undefined) => stored === null || (key !== undefined && hashOf(key) === stored);
const opens = opensAnonymousUser;

/**
 * The anonymous player known by the UUID its browser keeps, created on first use with its key. A player
 * created before keys existed is bound to the first key presented. Another browser's key is refused.
 */
export async function anonymousUserId(db: Kysely<Database>, localUserId: string, key: string | undefined): Promise<string> {
  await createAnonymousUser(db, localUserId, key);
  const row = await db.selectFrom('anonymous_user').select(['id', 'key_hash']).where('local_user_id', '=', localUserId).executeTakeFirstOrThrow();
  if (!opens(row.key_hash, key)) throw new HttpError(403, 'Ce joueur anonyme appartient à un autre appareil');
  if (row.key_hash === null && key) await bindKey(db, row.id, key);
  return row.id;
}

/** Creates the anonymous player of a browser with its key, unless it exists already (then nothing changes). */
export async function createAnonymousUser(db: Kysely<Database>, localUserId: string, key: string | undefined): Promise<void> {
  await db
    .insertInto('anonymous_user')
    .values({ id: randomUUID(), local_user_id: localUserId, created_at: new Date().toISOString(), key_hash: key ? hashOf(key) : null })
    .onConflict((oc) => oc.column('local_user_id').doNothing())
    .execute();
}

async function bindKey(db: Kysely<Database>, id: string, key: string): Promise<void> {
  await db.updateTable('anonymous_user').set({ key_hash: hashOf(key) }).where('id', '=', id).where('key_hash', 'is', null).execute();
}

/**
 * Looks a player up without creating one (reads must not write): undefined when unknown or when the key
 * does not open it, so a stranger's id answers like an unknown one.
 */
export async function findAnonymousUserId(db: Kysely<Database>, localUserId: string, key: string | undefined): Promise<string | undefined> {
  const row = await db.selectFrom('anonymous_user').select(['id', 'key_hash']).where('local_user_id', '=', localUserId).executeTakeFirst();
  return row && opens(row.key_hash, key) ? row.id : undefined;
}

/** For the merge at sign-in: the player this browser may claim (binding a keyless one to its key). */
export async function claimableAnonymousUserId(db: Kysely<Database>, localUserId: string, key: string | undefined): Promise<string | undefined> {
  const row = await db.selectFrom('anonymous_user').select(['id', 'key_hash']).where('local_user_id', '=', localUserId).executeTakeFirst();
  if (!row || !key || !opens(row.key_hash, key)) return undefined;
  if (row.key_hash === null) await bindKey(db, row.id, key);
  return row.id;
}
