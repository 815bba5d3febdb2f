import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { eraseSubject } from './erase-account.ts';
import { PERSONAL_DATA_PARTS } from './personal-data/parts.ts';
import { deviceSubject } from './personal-data/subject.ts';
import { keyHashOf, opensAnonymousUser } from './players.ts';

const OTHER_DEVICE = 'Ce joueur anonyme appartient à un autre appareil';
const UNPROVEN =
  'Le serveur ne garde rien qui relie cet appareil à sa clé : ses données de suivi ne peuvent pas être effacées ici, elles le seront d’elles-mêmes au bout de 13 mois.';

/**
 * Whether `key` is the key of `localUserId`, from what the server keeps of its hash: the anonymous player
 * (stored with its first score), else the plays it started (owner `a:<id>:<hash>`, kept 8 days), else its
 * tracking events (kept 13 months). Undefined
 * when nothing holds a hash: a stranger who knows the id must not erase what it sent (issue 34).
 */
async function keyProof(db: Kysely<Database>, localUserId: string, key: string): Promise<boolean | undefined> {
  const row = await db.selectFrom('anonymous_user').select('key_hash').where('local_user_id', '=', localUserId).executeTakeFirst();
  if (row?.key_hash) return opensAnonymousUser(row.key_hash, key);
  const plays = await db.selectFrom('play').select('owner').where('owner', 'like', `a:${localUserId}:%`).execute();
  if (plays.length > 0) return plays.some((play) => play.owner === `a:${localUserId}:${keyHashOf(key)}`);
  // Its tracking events, since they keep the key's hash (migration 0016).
  const events = await db
    .selectFrom('analytics_event')
    .select('key_hash')
    .distinct()
    .where('local_user_id', '=', localUserId)
    .where('key_hash', 'is not', null)
    .execute();
  if (events.length > 0) return events.some((event) => event.key_hash === keyHashOf(key));
  // A player created before keys existed opens with any key, here as everywhere (players.ts).
  return row ? true : undefined;
}

/**
 * « Oublier cet appareil »: the anonymous player of a browser, its scores (anonymous when they count in a
 * day's statistics, deleted otherwise), its tracking and counters are erased, with the same parts as an
 * account's erasure, once the key is proven (keyProof). An id the server holds nothing of answers zeros;
 * one with tracking but no stored hash is refused, its data kept. Scores an account claimed from it stay
 * the account's. Returns the rows touched per part.
 */
export async function forgetDevice(db: Kysely<Database>, localUserId: string, key: string | undefined): Promise<Record<string, number>> {
  if (!key) throw new HttpError(403, 'Clé de l’appareil manquante : seul ce navigateur peut effacer ses données');
  const proof = await keyProof(db, localUserId, key);
  if (proof === false) throw new HttpError(403, OTHER_DEVICE);
  if (proof === undefined) {
    const tracked = await db.selectFrom('analytics_event').select('id').where('local_user_id', '=', localUserId).limit(1).executeTakeFirst();
    if (tracked) throw new HttpError(403, UNPROVEN);
    return Object.fromEntries(PERSONAL_DATA_PARTS.map((part) => [part.name, 0]));
  }
  const row = await db.selectFrom('anonymous_user').selectAll().where('local_user_id', '=', localUserId).executeTakeFirst();
  // A browser that never stored a score has no row, but may have started plays, sent tracking and asked questions.
  const device = row
    ? { id: row.id, localUserId: row.local_user_id, createdAt: row.created_at, linkedAt: null }
    : { id: null, localUserId, createdAt: new Date().toISOString(), linkedAt: null };
  return eraseSubject(db, deviceSubject(device));
}
