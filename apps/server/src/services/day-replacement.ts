import { dateInTimeZone, type IsoDate } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The one rule "may this day be replaced?" of the console (issue 25). Issue 23 writes the same rule for the
 * `content` command in parallel; the two are to become one at merge. A day may be replaced only while no
 * player anywhere can have seen it: after today in every provider's timezone (puzzles are shared by all
 * providers, so the timezone furthest ahead decides), and with no score stored for it (a stored score must
 * always replay against the day it was played on).
 */
export type ReplacementVerdict = { allowed: true } | { allowed: false; reason: string };

/** The latest "today" among these timezones: a day after it is in the future for every provider. */
export function latestToday(timezones: readonly string[], now: Date): IsoDate {
  let latest = dateInTimeZone(now, timezones[0] ?? 'UTC');
  for (const zone of timezones) {
    const today = dateInTimeZone(now, zone);
    if (today > latest) latest = today;
  }
  return latest;
}

export function replacementVerdict(date: IsoDate, latest: IsoDate, scoresStored: number): ReplacementVerdict {
  if (date < latest) return { allowed: false, reason: 'Jour passé : il a déjà été publié, il ne change plus.' };
  if (date === latest) return { allowed: false, reason: 'Jour publié aujourd’hui : il ne change plus.' };
  if (scoresStored > 0) return { allowed: false, reason: 'Des scores sont déjà enregistrés pour ce jour : il ne change plus.' };
  return { allowed: true };
}

export async function providerTimezones(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('provider').select('timezone').distinct().execute();
  return rows.map((row) => row.timezone);
}

/** The rule, read from the database: the providers' timezones and the day's stored scores. */
export async function mayReplaceDay(db: Kysely<Database>, game: string, date: IsoDate, now = new Date()): Promise<ReplacementVerdict> {
  const latest = latestToday(await providerTimezones(db), now);
  if (date <= latest) return replacementVerdict(date, latest, 0);
  const row = await db
    .selectFrom('score')
    .select((eb) => eb.fn.countAll<number | string>().as('scores'))
    .where('game', '=', game)
    .where('puzzle_date', '=', date)
    .executeTakeFirst();
  return replacementVerdict(date, latest, Number(row?.scores ?? 0));
}
