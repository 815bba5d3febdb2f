import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Content streams (issue 34, packages/puzzles core/streams.ts): a day's puzzle belongs to a stream, and so does
// a score. Every row stored so far is the main stream's. SQLite cannot change a table's unique constraint, so
// daily_puzzle is built again, on both databases alike, with (stream, game, date_to_play) as its key.

/** The columns of daily_puzzle as 0002 made them, after the id (and the stream, when there is one). */
function withPuzzleColumns(table: CreateTableBuilder<string, string>): CreateTableBuilder<string, string> {
  return table
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('date_to_play', 'text', (c) => c.notNull())
    .addColumn('public_data', 'text', (c) => c.notNull())
    .addColumn('secret_data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('generator_version', 'integer', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull());
}

const COPIED = sql.raw('id, game, date_to_play, public_data, secret_data, generator_version, seed, difficulty, created_at');

export async function up(db: Kysely<unknown>): Promise<void> {
  const table = db.schema
    .createTable('daily_puzzle_by_stream')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('stream', 'text', (c) => c.notNull().defaultTo('europe'));
  await withPuzzleColumns(table).addUniqueConstraint('daily_puzzle_stream_game_date', ['stream', 'game', 'date_to_play']).execute();
  await sql`INSERT INTO daily_puzzle_by_stream (${COPIED}) SELECT ${COPIED} FROM daily_puzzle`.execute(db);
  await db.schema.dropTable('daily_puzzle').execute();
  await db.schema.alterTable('daily_puzzle_by_stream').renameTo('daily_puzzle').execute();

  await db.schema
    .alterTable('score')
    .addColumn('stream', 'text', (c) => c.notNull().defaultTo('europe'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('score').dropColumn('stream').execute();
  await sql`DELETE FROM daily_puzzle WHERE stream <> 'europe'`.execute(db);
  const table = db.schema.createTable('daily_puzzle_one_stream').addColumn('id', 'text', (c) => c.primaryKey());
  await withPuzzleColumns(table).addUniqueConstraint('daily_puzzle_game_date', ['game', 'date_to_play']).execute();
  await sql`INSERT INTO daily_puzzle_one_stream (${COPIED}) SELECT ${COPIED} FROM daily_puzzle`.execute(db);
  await db.schema.dropTable('daily_puzzle').execute();
  await db.schema.alterTable('daily_puzzle_one_stream').renameTo('daily_puzzle').execute();
}
