import { type BuildSecrets, buildableGames } from '@jdj/content';
import { addDays, dateInTimeZone, MAIN_STREAM, puzzleCalendarOf, type StreamId, streamById } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { ensurePuzzles, renewFutureDays } from './daily-puzzles.ts';

export interface PuzzleWindow {
  pastDays: number;
  futureDays: number;
}

/** The streams some provider serves, the main one always (the default provider's, and the CLI's). */
export async function streamsInUse(db: Kysely<Database>, now = new Date()): Promise<StreamId[]> {
  const rows = await db.selectFrom('provider').select('timezone').distinct().execute();
  return [...new Set([MAIN_STREAM, ...rows.map((row) => puzzleCalendarOf(row.timezone, now.getTime()).stream)])];
}

/**
 * Makes sure every buildable game of every stream in use has its puzzles from `pastDays` ago to
 * `futureDays` ahead of the stream's today, with a day of margin each way (after renewing the future days an
 * older generator built).
 */
export async function topUpPuzzles(db: Kysely<Database>, window: PuzzleWindow, logger: Logger, secrets: BuildSecrets, now = new Date()) {
  const added: Record<string, number> = {};
  for (const stream of await streamsInUse(db, now)) {
    const today = dateInTimeZone(now, streamById(stream).zone);
    await renewFutureDays(db, stream, buildableGames(), logger, secrets, now);
    const from = addDays(today, -window.pastDays - 1);
    const to = addDays(today, window.futureDays + 1);
    for (const [game, count] of Object.entries(await ensurePuzzles(db, stream, buildableGames(), from, to, logger, secrets))) {
      added[game] = (added[game] ?? 0) + count;
    }
  }
  return added;
}
