import type { Kysely } from 'kysely';

// 0: a win kept out of the comparisons, the tiers and the leagues' placings (issue 34): its answer came mostly
// from the jokers, or a question game was won faster than a person finds its answer. Scores from before were
// judged by the rules of their time: placed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('score')
    .addColumn('placed', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('score').dropColumn('placed').execute();
}
