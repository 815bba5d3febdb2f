import type { AnyGameModule, IsoDate, StreamId } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../db/availability.ts';
import type { Database } from '../db/schema.ts';

export interface WholePuzzle {
  /** The module's parsed puzzle, secret parts included: never sent as such to a browser. */
  puzzle: unknown;
  difficulty: string | null;
}

interface Entry extends WholePuzzle {
  publicData: string;
  secretData: string;
  /** When the stored row was last compared with this entry (ms). */
  checkedAt: number;
}

/** How long a parsed day is served without looking at its row again. */
export const PUZZLE_RECHECK_MS = 30_000;

/** Enough for every game's 90-day window several times over; the oldest entry goes first past it. */
const MAX_ENTRIES = 2048;

const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

/**
 * The whole puzzle of a day, parsed once and served from memory (DESIGN §7): a Proximo guess, a score's
 * replay and the day's GET all read the same parsed record (and the lookups built on it) instead of
 * reading and parsing 1,000 words per request. Every 30 s the row is read again, so an editor's
 * `--replace` reaches every process within that time; it is parsed again only if its text changed. While
 * the database is away, a day already parsed is served as it was.
 */
export async function wholePuzzle(
  db: Kysely<Database>,
  stream: StreamId,
  module: AnyGameModule,
  date: IsoDate,
  now = Date.now(),
): Promise<WholePuzzle | undefined> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${stream}/${module.slug}/${date}`;
  const cached = cache.get(key);
  if (cached && now - cached.checkedAt < PUZZLE_RECHECK_MS) return cached;

  let row: { public_data: string; secret_data: string; difficulty: string | null } | undefined;
  try {
    row = await db
      .selectFrom('daily_puzzle')
      .select(['public_data', 'secret_data', 'difficulty'])
      .where('stream', '=', stream)
      .where('game', '=', module.slug)
      .where('date_to_play', '=', date)
      .executeTakeFirst();
  } catch (error) {
    // The database away: a day already read keeps being served (issue 35), looked at again in 30 s. Nobody
    // can replace it meanwhile: replacing goes through the database.
    if (!cached || !isDatabaseUnavailable(error)) throw error;
    cached.checkedAt = now;
    return cached;
  }
  if (!row) {
    cache.delete(key);
    return undefined;
  }
  if (cached && cached.secretData === row.secret_data && cached.publicData === row.public_data) {
    cached.checkedAt = now;
    return cached;
  }

  const parsed = module.parse({ ...(JSON.parse(row.public_data) as object), ...(JSON.parse(row.secret_data) as object) });
  if (!parsed.ok) throw new Error(`stored ${module.slug} puzzle of ${date} (${stream}) is invalid: ${parsed.error}`);
  const entry: Entry = { puzzle: parsed.value, difficulty: row.difficulty, publicData: row.public_data, secretData: row.secret_data, checkedAt: now };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return entry;
}
