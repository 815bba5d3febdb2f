import { randomUUID } from 'node:crypto';
import type { DailyRecord } from '@jdj/content';

// A record of the content builders as a row of daily_puzzle: what a first store and a replacement both write.

/** The stored form of a record's content (what a replacement rewrites). */
export function contentColumns(record: DailyRecord) {
  return {
    public_data: JSON.stringify(record.publicData),
    secret_data: JSON.stringify(record.secretData),
    generator_version: record.generatorVersion,
    seed: record.seed,
    difficulty: record.difficulty,
  };
}

/** A new row of daily_puzzle for a record. */
export function newPuzzleRow(record: DailyRecord, createdAt: string) {
  return { id: randomUUID(), stream: record.stream, game: record.game, date_to_play: record.date, created_at: createdAt, ...contentColumns(record) };
}
