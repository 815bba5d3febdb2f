import { type ExpressionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { comparableScores } from '../day-stats.ts';
import { type PersonalDataPart, rowCount } from './part.ts';
import { type DataSubject, storedDeviceIds } from './subject.ts';

/**
 * The subject's scores: the account's, and the ones its devices played signed out. A device's score that
 * another account claimed at a sign-in is that account's, not the subject's.
 */
function personalScores(subject: DataSubject) {
  // An empty list matches nothing (Kysely writes `1 = 0`).
  const deviceIds = storedDeviceIds(subject);
  return (eb: ExpressionBuilder<Database, 'score'>) =>
    eb.or([
      ...(subject.userId ? [eb('user_id', '=', subject.userId)] : []),
      ...(deviceIds.length > 0 ? [eb.and([eb('anonymous_user_id', 'in', deviceIds), eb('user_id', 'is', null)])] : []),
    ]);
}

/** A fresh random text per row, in SQL (one statement however many scores). */
function randomText(db: Kysely<Database>) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? sql<string>`gen_random_uuid()::text` : sql<string>`lower(hex(randomblob(16)))`;
}

/** The day itself, at midnight UTC: what a score's instants become once anonymous. */
const dayOnly = sql<string>`puzzle_date || 'T00:00:00.000Z'`;

export const scoresPart: PersonalDataPart = {
  name: 'scores',

  async export(db, subject) {
    const local = new Map(subject.devices.map((device) => [device.id, device.localUserId]));
    const rows = await db
      .selectFrom('score')
      .leftJoin('provider', 'provider.id', 'score.provider_id')
      .select([
        'score.game',
        'score.puzzle_date',
        'score.game_id',
        'score.score',
        'score.played_at',
        'score.data',
        'score.verified',
        'score.streak_day',
        'score.anonymous_user_id',
        'score.user_id',
        'provider.slug as provider',
      ])
      .where((eb) => personalScores(subject)(eb as unknown as ExpressionBuilder<Database, 'score'>))
      .orderBy('score.puzzle_date')
      .orderBy('score.game')
      .execute();
    return {
      scores: rows.map((row) => ({
        game: row.game,
        date: row.puzzle_date,
        game_id: row.game_id,
        score: Number(row.score),
        played_at: row.played_at,
        provider: row.provider,
        data: JSON.parse(row.data) as unknown,
        verified: Number(row.verified) === 1,
        streak_day: Number(row.streak_day) === 1,
        // Where it was played signed out (a device merged into the account), else null.
        device: row.user_id === null && row.anonymous_user_id ? (local.get(row.anonymous_user_id) ?? null) : null,
      })),
    };
  },

  /**
   * Won and verified scores count in their day's statistics (day-stats.ts): they stay, with nothing left
   * that leads back to the player (no account, no device, a new play id, no move log, the day instead of
   * the moment). Every other score is deleted. Scores of another account keep their account, and only
   * lose the device being erased.
   */
  async erase(trx, subject) {
    const deviceIds = storedDeviceIds(subject);
    let touched = 0;
    if (deviceIds.length > 0) {
      let others = trx.updateTable('score').set({ anonymous_user_id: null }).where('anonymous_user_id', 'in', deviceIds).where('user_id', 'is not', null);
      if (subject.userId) others = others.where('user_id', '!=', subject.userId);
      touched += rowCount(await others.executeTakeFirst());
    }
    const comparable = comparableScores(trx)
      .select('id')
      .where((eb) => personalScores(subject)(eb));
    touched += rowCount(
      await trx
        .updateTable('score')
        .set({
          user_id: null,
          anonymous_user_id: null,
          client_play_id: randomText(trx),
          moves: '',
          moves_packed: null,
          played_at: dayOnly,
          created_at: dayOnly,
        })
        .where('id', 'in', comparable)
        .executeTakeFirst(),
    );
    touched += rowCount(
      await trx
        .deleteFrom('score')
        .where((eb) => personalScores(subject)(eb))
        .executeTakeFirst(),
    );
    return touched;
  },
};
