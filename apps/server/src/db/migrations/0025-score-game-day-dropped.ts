import type { Kysely } from 'kysely';

// score_game_day (game, puzzle_date) repeats the first two columns of the unique keys score_anonymous_day and
// score_user_day, whose prefixes serve the day's reads as well. Worse, PostgreSQL's plan of the one-statement
// score (services/score-one-statement.ts) could take it to look for the player's score of the day and filter
// the whole day's scores by player, a cost growing with every score of the day (issue 36): without it, the
// lookup goes through the unique key, by all three columns.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('score_game_day').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('score_game_day').on('score').columns(['game', 'puzzle_date']).execute();
}
