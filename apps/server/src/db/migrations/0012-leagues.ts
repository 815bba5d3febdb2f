import { type Kysely, sql } from 'kysely';

// Private leagues (issue 27): friends of one provider ranked on their verified scores. Members are accounts
// (better-auth's `user` table, created after our migrations: no foreign key to it; the league service joins
// it, so a member whose account is gone shows nowhere).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('league')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('provider.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    // The invitation's secret part (random, 144 bits); a new one makes every older link stop working.
    .addColumn('invite_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('league_member')
    .addColumn('league_id', 'text', (c) => c.notNull().references('league.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('league_member_pk', ['league_id', 'user_id'])
    .execute();
  // A player's leagues (the list, the end screen's lines, the limit of 20, erasure).
  await db.schema.createIndex('league_member_user').on('league_member').column('user_id').execute();

  // Members the owner removed: no invitation link lets them back in.
  await db.schema
    .createTable('league_ban')
    .addColumn('league_id', 'text', (c) => c.notNull().references('league.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('banned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('league_ban_pk', ['league_id', 'user_id'])
    .execute();
  await db.schema.createIndex('league_ban_user').on('league_ban').column('user_id').execute();

  // The week's and month's standings read each member's days of a period, every game at once.
  await db.schema
    .createIndex('score_user_date')
    .on('score')
    .columns(['user_id', 'puzzle_date', 'verified', 'game', 'score', 'played_at'])
    .expression(sql`(CASE WHEN data LIKE '%"won":false%' THEN 0 ELSE 1 END)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('score_user_date').execute();
  await db.schema.dropTable('league_ban').execute();
  await db.schema.dropTable('league_member').execute();
  await db.schema.dropTable('league').execute();
}
