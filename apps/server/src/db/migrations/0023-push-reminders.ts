import type { Kysely } from 'kysely';

// Reminders by Web Push (issue 39): one row per browser subscription. A subscription belongs to an account
// (user_id) or to a browser's anonymous player (local_user_id), or to both once the player signed in on it;
// either erasure deletes it. next_at is when it is due (ms since the epoch), computed from the player's
// hour and time zone, so the job's look for due rows is one range on an index whatever the zones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('local_user_id', 'text')
    .addColumn('daily', 'integer', (c) => c.notNull())
    .addColumn('weekly', 'integer', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .addColumn('last_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscription_due').on('push_subscription').column('next_at').execute();
  await db.schema.createIndex('push_subscription_user').on('push_subscription').column('user_id').execute();
  await db.schema.createIndex('push_subscription_local_user').on('push_subscription').column('local_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscription').execute();
}
