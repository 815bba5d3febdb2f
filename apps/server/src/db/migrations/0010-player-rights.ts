import { type Kysely, sql } from 'kysely';

// A player's rights (issue 26).
// - account_device: the devices (anonymous players) merged into an account at a sign-in, so the account's
//   export lists them and its erasure reaches them, even when the merge moved no score.
// - analytics_event by local_user_id: forgetting a device deletes its tracking without a full scan.
// - provider legal fields: a provider's own legal pages (URLs) or what the portal's pages show for it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_device')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('anonymous_user_id', 'text', (c) => c.notNull().references('anonymous_user.id'))
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_device_pk', ['user_id', 'anonymous_user_id'])
    .execute();
  await db.schema.createIndex('account_device_anonymous').on('account_device').column('anonymous_user_id').execute();
  // Merges made before this table existed are known by the scores they moved.
  await sql`INSERT INTO account_device (user_id, anonymous_user_id, linked_at)
    SELECT user_id, anonymous_user_id, min(created_at) FROM score
    WHERE user_id IS NOT NULL AND anonymous_user_id IS NOT NULL
    GROUP BY user_id, anonymous_user_id`.execute(db);

  await db.schema.createIndex('analytics_event_local_user').on('analytics_event').column('local_user_id').execute();

  for (const column of ['legal_notice_url', 'privacy_url', 'contact_email', 'legal_details']) {
    await db.schema.alterTable('provider').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['legal_details', 'contact_email', 'privacy_url', 'legal_notice_url']) {
    await db.schema.alterTable('provider').dropColumn(column).execute();
  }
  await db.schema.dropIndex('analytics_event_local_user').execute();
  await db.schema.dropTable('account_device').execute();
}
