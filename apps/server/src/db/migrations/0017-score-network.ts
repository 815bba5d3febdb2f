import type { Kysely } from 'kysely';

// The network a score came from, as a keyed hash of its /24 or /48 and day (services/network-key.ts): the day's
// comparison weighs one network as two players at most (issue 34). Older scores have none: each counts alone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('score').addColumn('network', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('score').dropColumn('network').execute();
}
