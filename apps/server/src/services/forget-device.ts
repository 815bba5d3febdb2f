import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { eraseSubject } from './erase-account.ts';
import { opensAnonymousUser } from './players.ts';
import { deviceSubject } from './personal-data/subject.ts';

/**
 * « Oublier cet appareil »: the anonymous player of a browser, its scores (anonymous when they count in a
 * day's statistics, deleted otherwise), its tracking and counters are erased, with the same parts as an
 * account's erasure. Proven with the id's key once the player exists (its first score stored the key's
 * hash). Scores an account claimed from it stay the account's. Returns the rows touched per part.
 */
export async function forgetDevice(db: Kysely<Database>, localUserId: string, key: string | undefined): Promise<Record<string, number>> {
  if (!key) throw new HttpError(403, 'Clé de l’appareil manquante : seul ce navigateur peut effacer ses données');
  const row = await db.selectFrom('anonymous_user').selectAll().where('local_user_id', '=', localUserId).executeTakeFirst();
  if (row && !opensAnonymousUser(row.key_hash, key)) throw new HttpError(403, 'Ce joueur anonyme appartient à un autre appareil');
  // A browser that never stored a score has no row, but may have sent tracking and asked questions.
  const device = row
    ? { id: row.id, localUserId: row.local_user_id, createdAt: row.created_at, linkedAt: null }
    : { id: null, localUserId, createdAt: new Date().toISOString(), linkedAt: null };
  return eraseSubject(db, deviceSubject(device));
}
