import type { Kysely } from 'kysely';

// The hash of the browser's key beside each tracking event (issue 34): « Oublier cet appareil » must prove the
// key, and a browser that only sent tracking (no score, no play in the last 8 days) had nothing else holding
// it. Older events have none: they stay until their 13 months are over.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_event').addColumn('key_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_event').dropColumn('key_hash').execute();
}
