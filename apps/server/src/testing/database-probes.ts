import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { comparableScores } from '../services/day-stats.ts';

export { rowsNaming } from './personal-rows.ts';
/** A second connection to a server's database (the e2e side server reads and adjusts what the tests need). */
export { openDatabase } from '../db/connection.ts';

/** How many won times a day's statistics count for a game (all providers): what an erasure must not change. */
export async function comparableCount(db: Kysely<Database>, game: string, date: string): Promise<number> {
  const row = await comparableScores(db)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('game', '=', game)
    .where('puzzle_date', '=', date)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
