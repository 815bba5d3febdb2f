import type { Kysely } from 'kysely';
import { withAuthTables } from '../../db/auth-tables.ts';
import type { Database } from '../../db/schema.ts';

/** A browser's anonymous player (document 1 §3), as the personal-data parts see it. */
export interface Device {
  /** anonymous_user.id; null for a browser that sent tracking but never stored a score (no row). */
  id: string | null;
  /** The UUID the browser keeps (local_user_id). */
  localUserId: string;
  createdAt: string;
  /** When the device was merged into the account (null for a device forgotten on its own). */
  linkedAt: string | null;
}

/**
 * Whose data an export or an erasure is about: an account with every device merged into it, or one device
 * on its own (« Oublier cet appareil »). Resolved once, before anything is removed.
 */
export interface DataSubject {
  /** The account; undefined for a device on its own. */
  userId: string | undefined;
  /** The account's email and username (lower case): the identifiers its sign-in attempts are counted under. */
  identifiers: string[];
  devices: Device[];
}

/** The account `userId` and its devices (those merged at a sign-in, and any other that gave it scores). */
export async function accountSubject(db: Kysely<Database>, userId: string): Promise<DataSubject | undefined> {
  const user = await withAuthTables(db).selectFrom('user').select(['email', 'username']).where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const linked = await db
    .selectFrom('account_device')
    .innerJoin('anonymous_user', 'anonymous_user.id', 'account_device.anonymous_user_id')
    .select(['anonymous_user.id', 'anonymous_user.local_user_id', 'anonymous_user.created_at', 'account_device.linked_at'])
    .where('account_device.user_id', '=', userId)
    .execute();
  const known = new Set<string | null>(linked.map((row) => row.id));
  // Scores merged before account_device existed name their device too (the migration copied those, but a
  // device is the account's as long as one of its scores is).
  const fromScores = await db
    .selectFrom('score')
    .innerJoin('anonymous_user', 'anonymous_user.id', 'score.anonymous_user_id')
    .select(['anonymous_user.id', 'anonymous_user.local_user_id', 'anonymous_user.created_at'])
    .where('score.user_id', '=', userId)
    .distinct()
    .execute();
  const devices: Device[] = [
    ...linked.map((row) => ({ id: row.id, localUserId: row.local_user_id, createdAt: row.created_at, linkedAt: row.linked_at })),
    ...fromScores.filter((row) => !known.has(row.id)).map((row) => ({ id: row.id, localUserId: row.local_user_id, createdAt: row.created_at, linkedAt: null })),
  ];
  const identifiers = [...new Set([user.email, user.username].filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase()))];
  return { userId, identifiers, devices };
}

/** The stored anonymous players among a subject's devices. */
export const storedDeviceIds = (subject: DataSubject): string[] => subject.devices.flatMap((device) => (device.id ? [device.id] : []));

/** One device on its own. */
export function deviceSubject(device: Device): DataSubject {
  return { userId: undefined, identifiers: [], devices: [device] };
}
