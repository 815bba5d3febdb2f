import type { AnyGameModule, IsoDate, StreamId } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../db/availability.ts';
import type { Database } from '../db/schema.ts';

export interface WholePuzzle {
  /** The module's parsed puzzle, secret parts included: never sent as such to a browser. */
  puzzle: unknown;
  difficulty: string | null;
  /** The stored texts it was parsed from (the score worker parses its own copy: score-checker.ts). */
  publicData: string;
  secretData: string;
  /** `stream/game/date`, and which parse of it this is (a replaced day's next parse has a new one). */
  key: string;
  version: number;
}

interface Entry extends WholePuzzle {
  /** When the stored row was last compared with this entry (ms). */
  checkedAt: number;
}

let lastVersion = 0;

/** A stored day's puzzle as its game reads it: the public and secret parts together. */
export function parseStoredPuzzle(module: AnyGameModule, publicData: string, secretData: string): ReturnType<AnyGameModule['parse']> {
  return module.parse({ ...(JSON.parse(publicData) as object), ...(JSON.parse(secretData) as object) });
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

  const parsed = parseStoredPuzzle(module, row.public_data, row.secret_data);
  if (!parsed.ok) throw new Error(`stored ${module.slug} puzzle of ${date} (${stream}) is invalid: ${parsed.error}`);
  const entry: Entry = {
    puzzle: parsed.value,
    difficulty: row.difficulty,
    publicData: row.public_data,
    secretData: row.secret_data,
    key,
    version: ++lastVersion,
    checkedAt: now,
  };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return entry;
}
