import { createHash } from 'node:crypto';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { prepare } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { timeOrderedId } from './time-ordered-id.ts';

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

let lastKey: { key: string; hash: string } | undefined;

/**
 * What the server stores of a browser's key (and names an anonymous owner of a play by). A score's request
 * asks for the same key's hash four times (its rate-limit key, its play's owner, the player it opens): the
 * last one is kept.
 */
export function keyHashOf(key: string): string {
  if (lastKey?.key !== key) lastKey = { key, hash: createHash('sha256').update(key).digest('hex') };
  return lastKey.hash;
}
const hashOf = keyHashOf;

/** Whether a presented key opens a player whose stored hash is `stored` (null: created before keys). */
export const opensAnonymousUser = (stored: string | null, key: string | undefined) => stored === null || (key !== undefined && hashOf(key) === stored);
const opens = opensAnonymousUser;

/**
 * The anonymous player known by the UUID its browser keeps, created on first use with its key. A player
 * created before keys existed is bound to the first key presented. Another browser's key is refused.
 */
export async function anonymousUserId(db: Kysely<Database>, localUserId: string, key: string | undefined): Promise<string> {
  const row = await createdOrFound(db, localUserId, key);
  if (!opens(row.key_hash, key)) throw new HttpError(403, 'Ce joueur anonyme appartient à un autre appareil');
  if (row.key_hash === null && key) await bindKey(db, row.id, key);
  return row.id;
}

type Found = { id: string; key_hash: string | null };

const insertUnlessKnown = prepare(4, (db, id: string, localUserId: string, createdAt: string, keyHash: string | null) =>
  db
    .insertInto('anonymous_user')
    .values({ id, local_user_id: localUserId, created_at: createdAt, key_hash: keyHash })
    .onConflict((oc) => oc.column('local_user_id').doNothing()),
);
/** The new row, or none when the browser's player was created meanwhile. */
const insertReturning = prepare(4, (db, id: string, localUserId: string, createdAt: string, keyHash: string | null) =>
  db
    .insertInto('anonymous_user')
    .values({ id, local_user_id: localUserId, created_at: createdAt, key_hash: keyHash })
    .onConflict((oc) => oc.column('local_user_id').doNothing())
    .returning(['id', 'key_hash']),
);
const selectByLocalId = prepare(1, (db, localUserId: string) =>
  db.selectFrom('anonymous_user').select(['id', 'key_hash']).where('local_user_id', '=', localUserId),
);
/** PostgreSQL: the insert and the read in one statement (one round trip): the new row, or else the stored one. */
const insertOrSelect = prepare(
  4,
  (_db, id: string, localUserId: string, createdAt: string, keyHash: string | null) => sql<Found>`WITH created AS (
      INSERT INTO anonymous_user (id, local_user_id, created_at, key_hash) VALUES (${id}, ${localUserId}, ${createdAt}, ${keyHash})
      ON CONFLICT (local_user_id) DO NOTHING RETURNING id, key_hash)
    SELECT id, key_hash FROM created UNION ALL SELECT id, key_hash FROM anonymous_user WHERE local_user_id = ${localUserId}`,
);

/** The anonymous player of a browser, created with its key unless it exists already (then nothing changes). */
async function createdOrFound(db: Kysely<Database>, localUserId: string, key: string | undefined): Promise<Found> {
  const values = [timeOrderedId(), localUserId, new Date().toISOString(), key ? hashOf(key) : null] as const;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Created meanwhile by another transaction, the row is not in this statement's snapshot: read it again.
    const [row] = (await insertOrSelect(db, ...values)).rows;
    if (row) return row;
  } else {
    // SQLite: one statement in the common cases, a returning player (read) and a new one (created).
    const [known] = (await selectByLocalId(db, localUserId)).rows;
    if (known) return known;
    const [created] = (await insertReturning(db, ...values)).rows;
    if (created) return created;
  }
  const [row] = (await selectByLocalId(db, localUserId)).rows;
  if (!row) throw new Error(`anonymous player ${localUserId} neither created nor found`);
  return row;
}

/** Creates the anonymous player of a browser with its key, unless it exists already (then nothing changes). */
export async function createAnonymousUser(db: Kysely<Database>, localUserId: string, key: string | undefined): Promise<void> {
  await insertUnlessKnown(db, timeOrderedId(), localUserId, new Date().toISOString(), key ? hashOf(key) : null);
}

async function bindKey(db: Kysely<Database>, id: string, key: string): Promise<void> {
  await db
    .updateTable('anonymous_user')
    .set({ key_hash: hashOf(key) })
    .where('id', '=', id)
    .where('key_hash', 'is', null)
    .execute();
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
