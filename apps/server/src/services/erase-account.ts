import type { Kysely } from 'kysely';
import { withAuthTables } from '../db/auth-tables.ts';
import type { Database } from '../db/schema.ts';
import { PERSONAL_DATA_PARTS } from './personal-data/parts.ts';
import type { PersonalDataPart } from './personal-data/part.ts';
import { accountSubject, type DataSubject } from './personal-data/subject.ts';

/** Who was erased, for the confirmation mail (the caller sends it; nothing of it remains stored). */
export interface ErasedAccount {
  email: string;
  first_name: string | null;
  username: string | null;
  /** Rows touched per part (scores kept anonymous count as touched). */
  counts: Record<string, number>;
}

/** Runs every part's erasure for a subject in one transaction: all of it is erased, or nothing. */
export async function eraseSubject(db: Kysely<Database>, subject: DataSubject, parts: readonly PersonalDataPart[] = PERSONAL_DATA_PARTS): Promise<Record<string, number>> {
  return db.transaction().execute(async (trx) => {
    const counts: Record<string, number> = {};
    for (const part of parts) counts[part.name] = (counts[part.name] ?? 0) + (await part.erase(trx, subject));
    return counts;
  });
}

/**
 * Erases an account at once: its profile, sessions, linked third-party accounts, second factor and tokens,
 * the devices merged into it with their tracking and counters, and its scores (won and verified ones stay
 * in their day's statistics, anonymous; the others are deleted). The player's own deletion (better-auth's
 * delete-user, auth/auth.ts) and an administrator's (the publisher console) both call this.
 * Returns undefined when there is no such account.
 */
export async function eraseAccount(db: Kysely<Database>, userId: string): Promise<ErasedAccount | undefined> {
  const user = await withAuthTables(db).selectFrom('user').select(['email', 'first_name', 'username']).where('id', '=', userId).executeTakeFirst();
  const subject = await accountSubject(db, userId);
  if (!user || !subject) return undefined;
  const counts = await eraseSubject(db, subject);
  return { email: user.email, first_name: user.first_name, username: user.username, counts };
}
