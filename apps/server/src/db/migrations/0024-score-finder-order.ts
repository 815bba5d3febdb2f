import { type Kysely, sql } from 'kysely';

// Proximo's « Vous êtes le N‑ᵉ joueur à trouver le mot » (issue 40): a play's rank among its day's comparable
// wins (services/day-stats.ts, comparableScores) in the order they were stored, counted on this index alone.
// Partial, holding the comparable scores only, so the count reads index entries and never a row; its
// condition is written exactly as comparableScores writes it (literals, not parameters), or neither
// database could prove a query's rows are all in it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('score_finder_order')
    .on('score')
    .columns(['game', 'puzzle_date', 'provider_id', 'created_at', 'id'])
    .where(sql.ref('verified'), '=', 1)
    .where(sql.ref('placed'), '=', 1)
    .where(sql.ref('data'), 'not like', '%"won":false%')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('score_finder_order').execute();
}
