import { DEFAULT_TIME_ZONE, type IsoDate, puzzleCalendarOf } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import { withAuthTables } from '../db/auth-tables.ts';
import type { Database } from '../db/schema.ts';
import { PERSONAL_DATA_PARTS } from './personal-data/parts.ts';
import type { PersonalDataPart } from './personal-data/part.ts';
import { accountSubject, type DataSubject, storedDeviceIds } from './personal-data/subject.ts';
import { recomputeDay } from './stats-refresh.ts';

/** Who was erased, for the confirmation mail (the caller sends it; nothing of it remains stored). */
export interface ErasedAccount {
  email: string;
  first_name: string | null;
  username: string | null;
  /** Rows touched per part (scores kept anonymous count as touched). */
  counts: Record<string, number>;
}

/**
 * Runs every part's erasure for a subject in one transaction: all of it is erased, or nothing. The console's
 * day figures of the days its scores were on are then computed again, so they count what remains.
 */
export async function eraseSubject(
  db: Kysely<Database>,
  subject: DataSubject,
  parts: readonly PersonalDataPart[] = PERSONAL_DATA_PARTS,
): Promise<Record<string, number>> {
  const days = await scoreDaysOf(db, subject);
  const counts = await db.transaction().execute(async (trx) => {
    const counts: Record<string, number> = {};
    for (const part of parts) counts[part.name] = (counts[part.name] ?? 0) + (await part.erase(trx, subject));
    return counts;
  });
  for (const day of days) {
    if (day.provider_id) await recomputeDay(db, day.provider_id, puzzleCalendarOf(day.timezone ?? DEFAULT_TIME_ZONE).zone, day.puzzle_date as IsoDate);
  }
  return counts;
}

/** The providers' days the subject has scores on (its account's and its devices'). */
async function scoreDaysOf(db: Kysely<Database>, subject: DataSubject) {
  const devices = storedDeviceIds(subject);
  if (!subject.userId && devices.length === 0) return [];
  return db
    .selectFrom('score')
    .innerJoin('provider', 'provider.id', 'score.provider_id')
    .select(['score.provider_id', 'provider.timezone', 'score.puzzle_date'])
    .where((eb) =>
      eb.or([
        ...(subject.userId ? [eb('score.user_id', '=', subject.userId)] : []),
        ...(devices.length > 0 ? [eb('score.anonymous_user_id', 'in', devices)] : []),
      ]),
    )
    .distinct()
    .execute();
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
