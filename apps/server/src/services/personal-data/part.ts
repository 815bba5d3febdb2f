import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DataSubject } from './subject.ts';

/**
 * One kind of personal data the portal keeps (scores, tracking, the account…): what its owner can download,
 * and how it is erased. The export and the erasure walk the same list (parts.ts), so whatever is erased is
 * also what is exported, and a new feature that keeps personal data adds one part.
 */
export interface PersonalDataPart {
  /** Its name in the erasure's counts. */
  name: string;
  /** Sections of the export file (their keys are the file's top-level keys); absent: nothing worth showing. */
  export?(db: Kysely<Database>, subject: DataSubject): Promise<Record<string, unknown>>;
  /**
   * Deletes, or makes anonymous, what this part holds of the subject, inside the erasure's transaction.
   * Returns how many rows it touched.
   */
  erase(trx: Kysely<Database>, subject: DataSubject): Promise<number>;
}

/** Rows touched by a statement (Kysely answers bigint). */
export function rowCount(result: { numDeletedRows?: bigint; numUpdatedRows?: bigint } | undefined): number {
  return Number(result?.numDeletedRows ?? result?.numUpdatedRows ?? 0n);
}
