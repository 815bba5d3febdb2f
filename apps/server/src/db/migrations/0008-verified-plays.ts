import type { Kysely } from 'kysely';

// Verified plays (issue 22): a play started on the server is a row, owned by one player, counting the
// questions asked within it and consumed by one score at most; and single-use marks (a TOTP code) that two
// requests cannot both take.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('play')
    // The start token itself: 24 random bytes (base64url), what the browser sends back.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('puzzle_date', 'text', (c) => c.notNull())
    // 'u:<user id>' or 'a:<local_user_id>:<SHA-256 of the browser key>': who may ask and score within it.
    .addColumn('owner', 'text', (c) => c.notNull())
    // Milliseconds since the epoch.
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    // Questions the server answered within this play, and the hints it gave (a bit per hint: a Decrypto
    // joker's position), whose penalties the play's score carries whatever its log says.
    .addColumn('questions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hints', 'integer', (c) => c.notNull().defaultTo(0))
    // Milliseconds since the epoch when a score consumed it; null while it is open.
    .addColumn('used_at', 'bigint')
    .execute();
  // Retention deletes plays by age.
  await db.schema.createIndex('play_started').on('play').column('started_at').execute();

  await db.schema
    .createTable('single_use')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // Milliseconds since the epoch; past it, the key may be taken again.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('single_use').execute();
  await db.schema.dropIndex('play_started').execute();
  await db.schema.dropTable('play').execute();
}
