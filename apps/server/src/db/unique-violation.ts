/**
 * Whether a write was refused by a unique key (PostgreSQL 23505, SQLite's UNIQUE or PRIMARY KEY
 * constraint): the row is already there. Any other failure (the database away, a full disk…) is not a
 * conflict and must not be answered as one.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
