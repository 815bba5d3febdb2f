import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PERSONAL_DATA_PARTS } from './personal-data/parts.ts';
import type { PersonalDataPart } from './personal-data/part.ts';
import { accountSubject } from './personal-data/subject.ts';

/** The name of the format, so a reader can tell the file and its version. */
export const EXPORT_FORMAT = 'jeux-du-jour/donnees-personnelles';
export const EXPORT_VERSION = 1;

/**
 * Everything the portal keeps about an account, as one JSON document (« Télécharger mes données »): each
 * part's sections (profile, sign-in methods, sessions, scores with their day and game, the devices merged
 * into it, their tracking…). The browser adds what only it keeps (the consent choice). Undefined when there
 * is no such account.
 */
export async function exportAccount(
  db: Kysely<Database>,
  userId: string,
  now = new Date(),
  parts: readonly PersonalDataPart[] = PERSONAL_DATA_PARTS,
): Promise<Record<string, unknown> | undefined> {
  const subject = await accountSubject(db, userId);
  if (!subject) return undefined;
  const document: Record<string, unknown> = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exported_at: now.toISOString() };
  for (const part of parts) if (part.export) Object.assign(document, await part.export(db, subject));
  return document;
}
