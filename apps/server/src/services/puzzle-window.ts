import { type BuildSecrets, buildableGames } from '@jdj/content';
import { addDays, dateInTimeZone } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { ensurePuzzles, renewFutureDays } from './daily-puzzles.ts';

export interface PuzzleWindow {
  pastDays: number;
  futureDays: number;
}

/**
 * Makes sure every buildable game has its puzzles from `pastDays` ago to `futureDays` ahead (after renewing
 * the future days an older generator built).
 * Counted from UTC's today with one day of margin each way, so every provider timezone
 * (UTC-12 to UTC+14) finds its own today inside the window.
 */
export async function topUpPuzzles(db: Kysely<Database>, window: PuzzleWindow, logger: Logger, secrets: BuildSecrets, now = new Date()) {
  const today = dateInTimeZone(now, 'UTC');
  await renewFutureDays(db, buildableGames(), logger, secrets, now);
  return ensurePuzzles(db, buildableGames(), addDays(today, -window.pastDays - 1), addDays(today, window.futureDays + 1), logger, secrets);
}
