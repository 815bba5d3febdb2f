import type { Kysely } from 'kysely';

// Daily puzzles, anonymous players, scores and analytics events (DESIGN §4). Portable DDL only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_puzzle')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('date_to_play', 'text', (c) => c.notNull())
    .addColumn('public_data', 'text', (c) => c.notNull())
    .addColumn('secret_data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('generator_version', 'integer', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('daily_puzzle_game_date', ['game', 'date_to_play'])
    .execute();

  await db.schema
    .createTable('anonymous_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('local_user_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('score')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('puzzle_date', 'text', (c) => c.notNull())
    // Filled by the accounts work; a score has a user or an anonymous user.
    .addColumn('user_id', 'text')
    .addColumn('anonymous_user_id', 'text', (c) => c.references('anonymous_user.id'))
    .addColumn('provider_id', 'text', (c) => c.references('provider.id'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('played_at', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('moves', 'text', (c) => c.notNull())
    .addColumn('client_play_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // One score per player per game per day (NULLs are distinct in both databases).
    .addUniqueConstraint('score_anonymous_day', ['game', 'puzzle_date', 'anonymous_user_id'])
    .addUniqueConstraint('score_user_day', ['game', 'puzzle_date', 'user_id'])
    .execute();
  await db.schema.createIndex('score_user').on('score').columns(['user_id', 'game']).execute();
  await db.schema.createIndex('score_anonymous').on('score').columns(['anonymous_user_id', 'game']).execute();

  await db.schema
    .createTable('analytics_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('props', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('user_id', 'text')
    .addColumn('local_user_id', 'text')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text')
    .addColumn('source_url', 'text')
    .addColumn('referrer_url', 'text')
    .addColumn('device_info', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_event').execute();
  await db.schema.dropTable('score').execute();
  await db.schema.dropTable('anonymous_user').execute();
  await db.schema.dropTable('daily_puzzle').execute();
}
