import type { Kysely } from 'kysely';

// The publisher's console (issue 25): who publishes for which provider, the audit log of console writes, the
// dashboard's daily aggregates and what they have read so far, and the indexes the aggregates are built from.
// Roles themselves are better-auth's (admin plugin: user.role), created by its own migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A publisher works for one provider; an administrator for all (no row).
  await db.schema
    .createTable('publisher_provider')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('provider.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Every console write: who (an id only: an erased account leaves its id), what, before and after, when.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();

  // One row per provider, game and puzzle day: counts only, no player id.
  await db.schema
    .createTable('stat_game_day')
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('started', 'integer', (c) => c.notNull())
    .addColumn('finished', 'integer', (c) => c.notNull())
    .addColumn('won', 'integer', (c) => c.notNull())
    .addColumn('jokers', 'integer', (c) => c.notNull())
    .addColumn('shares', 'integer', (c) => c.notNull())
    // JSON [[seconds, players], …] of the won times, ascending: medians and distributions over any range.
    .addColumn('won_times', 'text', (c) => c.notNull())
    .addColumn('returned_d1', 'integer', (c) => c.notNull())
    .addColumn('returned_d7', 'integer', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_game_day_pk', ['provider_id', 'day', 'game'])
    .execute();
  await db.schema
    .createTable('stat_provider_day')
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('returned_d1', 'integer', (c) => c.notNull())
    .addColumn('returned_d7', 'integer', (c) => c.notNull())
    // JSON {route name: views} of the day's page views.
    .addColumn('page_views', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_provider_day_pk', ['provider_id', 'day'])
    .execute();
  // How far the aggregates have read the scores and events (created_at), shared by every process.
  await db.schema
    .createTable('stat_refresh')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('read_until', 'text', (c) => c.notNull())
    .execute();

  // What changed since the last refresh, and a provider's scores of a day.
  await db.schema.createIndex('score_created').on('score').column('created_at').execute();
  await db.schema.createIndex('score_provider_day').on('score').columns(['provider_id', 'puzzle_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('score_provider_day').execute();
  await db.schema.dropIndex('score_created').execute();
  for (const table of ['stat_refresh', 'stat_provider_day', 'stat_game_day', 'audit_log', 'publisher_provider']) {
    await db.schema.dropTable(table).execute();
  }
}
