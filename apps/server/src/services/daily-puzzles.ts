import { type BuildSecrets, type DailyRecord, dailyBuilder } from '@jdj/content';
import { addDays, dateInTimeZone, getGameModule, type IsoDate, type StreamId, streamById } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { Database, DailyPuzzleTable } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { replaceDays } from './day-replacement.ts';
import { newPuzzleRow } from './puzzle-rows.ts';

export interface StoredPuzzle {
  game: string;
  date: IsoDate;
  publicData: unknown;
  secretData: unknown;
  difficulty: string | null;
}

function toStored(row: Pick<DailyPuzzleTable, 'game' | 'date_to_play' | 'public_data' | 'secret_data' | 'difficulty'>): StoredPuzzle {
  return {
    game: row.game,
    date: row.date_to_play,
    publicData: JSON.parse(row.public_data) as unknown,
    secretData: JSON.parse(row.secret_data) as unknown,
    difficulty: row.difficulty,
  };
}

export async function findPuzzle(db: Kysely<Database>, stream: StreamId, game: string, date: IsoDate): Promise<StoredPuzzle | undefined> {
  const row = await db
    .selectFrom('daily_puzzle')
    .select(['game', 'date_to_play', 'public_data', 'secret_data', 'difficulty'])
    .where('stream', '=', stream)
    .where('game', '=', game)
    .where('date_to_play', '=', date)
    .executeTakeFirst();
  return row ? toStored(row) : undefined;
}

/** The latest day up to `today` that has a puzzle in the stream: what a landing selects on opening. */
export async function lastPlayableDate(db: Kysely<Database>, stream: StreamId, game: string, today: IsoDate): Promise<IsoDate | null> {
  const row = await db
    .selectFrom('daily_puzzle')
    .select('date_to_play')
    .where('stream', '=', stream)
    .where('game', '=', game)
    .where('date_to_play', '<=', today)
    .orderBy('date_to_play', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.date_to_play ?? null;
}

/** The stored records of a stream's game over [from, to], by date: what `content export` and `check` read. */
export async function readRecords(db: Kysely<Database>, stream: StreamId, game: string, from: IsoDate, to: IsoDate): Promise<DailyRecord[]> {
  const rows = await db
    .selectFrom('daily_puzzle')
    .selectAll()
    .where('stream', '=', stream)
    .where('game', '=', game)
    .where('date_to_play', '>=', from)
    .where('date_to_play', '<=', to)
    .orderBy('date_to_play')
    .execute();
  return rows.map((row) => ({
    game: row.game as DailyRecord['game'],
    date: row.date_to_play,
    stream: row.stream,
    publicData: JSON.parse(row.public_data) as unknown,
    secretData: JSON.parse(row.secret_data) as unknown,
    seed: row.seed,
    generatorVersion: row.generator_version,
    difficulty: row.difficulty,
  }));
}

/**
 * Stores records of days that have none; a day that already has a puzzle keeps it. Replacing a stored day
 * goes through services/day-replacement.ts, whose rule protects published and played days.
 */
export async function storeRecords(db: Kysely<Database>, records: readonly DailyRecord[]): Promise<number> {
  let stored = 0;
  const now = new Date().toISOString();
  for (const record of records) {
    const result = await db
      .insertInto('daily_puzzle')
      .values(newPuzzleRow(record, now))
      .onConflict((oc) => oc.columns(['stream', 'game', 'date_to_play']).doNothing())
      .executeTakeFirst();
    stored += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return stored;
}

export function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Days of [from, to] without a puzzle for this game in the stream. */
export async function missingDates(db: Kysely<Database>, stream: StreamId, game: string, from: IsoDate, to: IsoDate): Promise<IsoDate[]> {
  const rows = await db
    .selectFrom('daily_puzzle')
    .select('date_to_play')
    .where('stream', '=', stream)
    .where('game', '=', game)
    .where('date_to_play', '>=', from)
    .where('date_to_play', '<=', to)
    .execute();
  const present = new Set(rows.map((r) => r.date_to_play));
  return datesBetween(from, to).filter((date) => !present.has(date));
}

/**
 * Generates and stores the puzzles of a stream missing in [from, to] for the given games. Runs at start
 * and on a timer, never inside a request (DESIGN §1).
 */
export async function ensurePuzzles(
  db: Kysely<Database>,
  stream: StreamId,
  games: readonly string[],
  from: IsoDate,
  to: IsoDate,
  logger: Logger,
  secrets: BuildSecrets,
): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const game of games) {
    const builder = dailyBuilder(game);
    if (!builder) continue;
    const missing = await missingDates(db, stream, game, from, to);
    if (missing.length === 0) continue;
    const started = performance.now();
    const records = missing.map((date) => builder.build(date, secrets, stream)).filter((record) => record !== undefined);
    added[game] = await storeRecords(db, records);
    logger.info('daily puzzles generated', { stream, game, from, to, added: added[game], ms: Math.round(performance.now() - started) });
    if (records.length < missing.length) {
      // A word game whose plan ends: operators must extend it (`npm run content -- plan`) before players notice.
      logger.warn('daily content missing', {
        stream,
        game,
        days: missing.length - records.length,
        first: missing.find((d) => !records.some((r) => r.date === d)),
      });
    }
  }
  return added;
}

/**
 * Builds again the stored days of a stream that it has not reached yet (after today in its zone) whose
 * generator is older than their game's: a new way of drawing (Decrypto's code from the content key) reaches
 * the days already prepared, while today and past days, which players may have seen, never change.
 * Idempotent: a rebuilt day carries the current version.
 */
export async function renewFutureDays(
  db: Kysely<Database>,
  stream: StreamId,
  games: readonly string[],
  logger: Logger,
  secrets: BuildSecrets,
  now = new Date(),
): Promise<Record<string, number>> {
  const after = dateInTimeZone(now, streamById(stream).zone);
  const renewed: Record<string, number> = {};
  for (const game of games) {
    const module = getGameModule(game);
    const builder = dailyBuilder(game);
    if (!module || !builder) continue;
    const stale = await db
      .selectFrom('daily_puzzle')
      .select('date_to_play')
      .where('stream', '=', stream)
      .where('game', '=', game)
      .where('date_to_play', '>', after)
      .where('generator_version', '<', module.generatorVersion)
      .execute();
    if (stale.length === 0) continue;
    const records = stale.map((row) => builder.build(row.date_to_play, secrets, stream)).filter((record) => record !== undefined);
    // Day by day through the one replacement rule: a future day a score already reached stays as it is.
    let count = 0;
    for (const record of records) count += (await replaceDays(db, [record])).storedByGame[game] ?? 0;
    renewed[game] = count;
    logger.info('future daily puzzles renewed', { stream, game, renewed: renewed[game], after });
  }
  return renewed;
}
