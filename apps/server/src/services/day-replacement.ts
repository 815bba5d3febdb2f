import type { DailyRecord } from '@jdj/content';
import { dateInTimeZone, type IsoDate, type StreamId, streamById } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { contentColumns, newPuzzleRow } from './puzzle-rows.ts';

/**
 * May a stored day be replaced? One rule for every tool that replaces days (`content generate --replace`,
 * `content import --replace`, the publisher console):
 * - a day with scores stored is never replaced: each score must still replay against the puzzle it was
 *   played on (and a player who started that puzzle must still be able to send it);
 * - a published day (today or before in its stream's time zone, where all its providers' days begin) is
 *   replaced only when the operator names it (`--replace-past 2026-11-24`): a published day never changes
 *   by accident;
 * - a future day without scores may be replaced.
 * The server's own top-up never replaces anything: it only fills missing days (storeRecords).
 */
export interface ReplacementPolicy {
  /** Published days the operator named for replacement; none by default. */
  publishedDaysAllowed?: ReadonlySet<IsoDate>;
  now?: Date;
}

export type ReplacementRefusal = { game: string; date: IsoDate; reason: 'published' } | { game: string; date: IsoDate; reason: 'scored'; scores: number };

/** A stream's "today": every day of the stream up to it has been served (its providers' days begin together). */
export function publishedThrough(stream: StreamId, now = new Date()): IsoDate {
  return dateInTimeZone(now, streamById(stream).zone);
}

/** Why each of these stored days may not be replaced (an empty list: all may). Days not stored are never refused. */
export async function replacementRefusals(
  db: Kysely<Database>,
  stream: StreamId,
  days: readonly { game: string; date: IsoDate }[],
  policy: ReplacementPolicy = {},
): Promise<ReplacementRefusal[]> {
  if (days.length === 0) return [];
  const games = [...new Set(days.map((day) => day.game))];
  const dates = days.map((day) => day.date).sort();
  const [first, last] = [dates[0]!, dates.at(-1)!];
  const published = publishedThrough(stream, policy.now);
  const [stored, scored] = await Promise.all([
    db
      .selectFrom('daily_puzzle')
      .select(['game', 'date_to_play'])
      .where('stream', '=', stream)
      .where('game', 'in', games)
      .where('date_to_play', '>=', first)
      .where('date_to_play', '<=', last)
      .execute(),
    db
      .selectFrom('score')
      .select(['game', 'puzzle_date', (eb) => eb.fn.countAll<number | string>().as('scores')])
      .where('stream', '=', stream)
      .where('game', 'in', games)
      .where('puzzle_date', '>=', first)
      .where('puzzle_date', '<=', last)
      .groupBy(['game', 'puzzle_date'])
      .execute(),
  ]);
  const storedDays = new Set(stored.map((row) => `${row.game}/${row.date_to_play}`));
  const scores = new Map(scored.map((row) => [`${row.game}/${row.puzzle_date}`, Number(row.scores)]));
  const refusals: ReplacementRefusal[] = [];
  for (const { game, date } of days) {
    const key = `${game}/${date}`;
    if (!storedDays.has(key)) continue;
    const count = scores.get(key) ?? 0;
    if (count > 0) refusals.push({ game, date, reason: 'scored', scores: count });
    else if (date <= published && !policy.publishedDaysAllowed?.has(date)) refusals.push({ game, date, reason: 'published' });
  }
  return refusals;
}

/** The rule for one day (the publisher console asks before offering to edit it). */
export async function replacementRefusal(
  db: Kysely<Database>,
  stream: StreamId,
  game: string,
  date: IsoDate,
  policy: ReplacementPolicy = {},
): Promise<ReplacementRefusal | undefined> {
  return (await replacementRefusals(db, stream, [{ game, date }], policy))[0];
}

/** The refusal as the operator reads it (French, one line). */
export function refusalMessage(refusal: ReplacementRefusal): string {
  const day = `${refusal.game} ${refusal.date}`;
  if (refusal.reason === 'scored') {
    return `${day} : ${refusal.scores} score(s) déjà enregistré(s) pour ce jour : il reste tel quel (chaque score doit pouvoir être rejoué sur la grille jouée)`;
  }
  return `${day} : jour déjà publié, il reste tel quel (pour le remplacer quand même : --replace-past ${refusal.date})`;
}

export interface ReplacementOutcome {
  /** Days stored or replaced, per game (0 when refused). */
  storedByGame: Record<string, number>;
  /** Why nothing was stored; empty when everything was. */
  refused: ReplacementRefusal[];
}

/**
 * Stores these records, replacing the stored ones, all or nothing: when the rule refuses one day, nothing is
 * written. The rule is checked first, then enforced again by each write (a score stored meanwhile makes that
 * write change nothing, and the whole replacement is undone).
 */
export async function replaceDays(db: Kysely<Database>, records: readonly DailyRecord[], policy: ReplacementPolicy = {}): Promise<ReplacementOutcome> {
  const streams = [...new Set(records.map((record) => record.stream))];
  if (streams.length > 1) throw new Error(`a replacement is one stream's: ${streams.join(', ')}`);
  const stream = streams[0];
  if (stream === undefined) return { storedByGame: {}, refused: [] };
  const refused = await replacementRefusals(db, stream, records, policy);
  if (refused.length > 0) return { storedByGame: {}, refused };
  // Within the caller's transaction when there is one (the console writes its audit line in the same one).
  const atomically = <T>(work: (trx: Kysely<Database>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  try {
    const storedByGame = await atomically(async (trx) => {
      const counts: Record<string, number> = {};
      const now = new Date().toISOString();
      for (const record of records) {
        const result = await trx
          .insertInto('daily_puzzle')
          .values(newPuzzleRow(record, now))
          .onConflict((oc) =>
            oc
              .columns(['stream', 'game', 'date_to_play'])
              .doUpdateSet(contentColumns(record))
              .where(({ not, exists, selectFrom, ref }) =>
                not(
                  exists(
                    selectFrom('score')
                      .select('score.id')
                      .whereRef('score.stream', '=', ref('daily_puzzle.stream'))
                      .whereRef('score.game', '=', ref('daily_puzzle.game'))
                      .whereRef('score.puzzle_date', '=', ref('daily_puzzle.date_to_play')),
                  ),
                ),
              ),
          )
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw new ScoredMeanwhile(record);
        counts[record.game] = (counts[record.game] ?? 0) + 1;
      }
      return counts;
    });
    return { storedByGame, refused: [] };
  } catch (error) {
    if (!(error instanceof ScoredMeanwhile)) throw error;
    const refusal = await replacementRefusal(db, stream, error.record.game, error.record.date, policy);
    return { storedByGame: {}, refused: [refusal ?? { game: error.record.game, date: error.record.date, reason: 'scored', scores: 1 }] };
  }
}

class ScoredMeanwhile extends Error {
  constructor(readonly record: DailyRecord) {
    super(`${record.game} ${record.date}: scored while being replaced`);
  }
}

/** The console's answer for one day: may an editor replace it, and if not why (French, for the screen). */
export type ReplacementVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * The same rule for a day seen from the console, which never replaces a published day (only the CLI's
 * --replace-past does): `published` is publishedThrough(), `scoresStored` the day's stored scores.
 */
export function replacementVerdict(date: IsoDate, published: IsoDate, scoresStored: number): ReplacementVerdict {
  if (date < published) return { allowed: false, reason: 'Jour passé : il a déjà été publié, il ne change plus.' };
  if (date === published) return { allowed: false, reason: 'Jour publié aujourd’hui : il ne change plus.' };
  if (scoresStored > 0) return { allowed: false, reason: 'Des scores sont déjà enregistrés pour ce jour : il ne change plus.' };
  return { allowed: true };
}

/** The verdict for one day of a stream, read from the database: its stream's today and the day's stored scores. */
export async function mayReplaceDay(db: Kysely<Database>, stream: StreamId, game: string, date: IsoDate, now = new Date()): Promise<ReplacementVerdict> {
  const published = publishedThrough(stream, now);
  if (date <= published) return replacementVerdict(date, published, 0);
  const row = await db
    .selectFrom('score')
    .select((eb) => eb.fn.countAll<number | string>().as('scores'))
    .where('stream', '=', stream)
    .where('game', '=', game)
    .where('puzzle_date', '=', date)
    .executeTakeFirst();
  return replacementVerdict(date, published, Number(row?.scores ?? 0));
}
