import type { Kysely } from 'kysely';

// Mails waiting to leave (issue 35): a mail is stored before its first attempt, so a mail server that is
// down delays it instead of losing it. A row goes as soon as its mail is sent; one that never leaves is
// kept, without its body, a few days for the operator (mail/outbox.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // What the mail is for (verify-email, reset-password…): logs and metrics name it, never the address.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Milliseconds since the epoch: when the next attempt may start.
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    // Milliseconds since the epoch: a worker holds the row until then (claimed by one conditional UPDATE).
    .addColumn('claimed_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set when the mail was given up; a row with it is no longer tried.
    .addColumn('failed_at', 'text')
    .execute();
  // The worker's look for due mails.
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['failed_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
