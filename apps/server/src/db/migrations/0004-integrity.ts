import type { Kysely } from 'kysely';

// Scores nobody can forge (issue 14): what the server could verify about each score, and the secret that
// binds an anonymous player id to the browser that created it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // 1 when the play was started on the server (signed start) and its time fits between start and arrival.
  await db.schema
    .alterTable('score')
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // 1 when the score reached the server in time to count for its day's streak; earlier scores keep counting.
  await db.schema
    .alterTable('score')
    .addColumn('streak_day', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // SHA-256 of the key the browser keeps beside its local_user_id; null for players created before it.
  await db.schema.alterTable('anonymous_user').addColumn('key_hash', 'text').execute();
  // Analytics retention deletes by age.
  await db.schema.createIndex('analytics_event_created').on('analytics_event').column('created_at').execute();
  // The day's distribution of times (end screen) reads one game and day.
  await db.schema.createIndex('score_game_day').on('score').columns(['game', 'puzzle_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('score_game_day').execute();
  await db.schema.dropIndex('analytics_event_created').execute();
  await db.schema.alterTable('anonymous_user').dropColumn('key_hash').execute();
  await db.schema.alterTable('score').dropColumn('streak_day').execute();
  await db.schema.alterTable('score').dropColumn('verified').execute();
}
