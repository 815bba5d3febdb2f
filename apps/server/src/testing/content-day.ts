import { buildableGames, committedWordContent, WORD_GAMES } from '@jdj/content';
import { dateInTimeZone, type IsoDate, MAIN_STREAM, type StreamId } from '@jdj/puzzles';
import { ensurePuzzles } from '../services/daily-puzzles.ts';
import type { TestServer } from './test-server.ts';

/**
 * The day a test plays: today (Paris) while the committed word-game plans reach it, else the last day they
 * all cover. A past day is as playable as today, so a suite never turns red on the day the plans run out
 * (it is `content status`'s job to say that, weeks before).
 */
export function contentDay(now = new Date()): IsoDate {
  const today = dateInTimeZone(now, 'Europe/Paris');
  const { schedules } = committedWordContent();
  const lastDays = WORD_GAMES.map((game) => [...(schedules.get(game)?.keys() ?? [])].sort().at(-1) ?? today);
  const lastOfAll = lastDays.sort()[0] ?? today;
  return lastOfAll < today ? lastOfAll : today;
}

/** Stores every game's puzzle of `day` on a test server (its window covers today only), in the main stream by default. */
export async function storeDay(server: TestServer, day: IsoDate, stream: StreamId = MAIN_STREAM): Promise<void> {
  await ensurePuzzles(server.database.db, stream, buildableGames(), day, day, server.logger, { contentKey: server.contentKey });
}
