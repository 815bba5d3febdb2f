import type { AnyGameModule, IsoDate } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface WholePuzzle {
  /** The module's parsed puzzle, secret parts included: never sent as such to a browser. */
  puzzle: unknown;
  difficulty: string | null;
}

interface Entry extends WholePuzzle {
  publicData: string;
  secretData: string;
}

/** Enough for every game's 90-day window several times over; the oldest entry goes first past it. */
const MAX_ENTRIES = 2048;

const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

/**
 * The whole puzzle of a day, parsed once: a Proximo guess, a score's replay and the day's GET all read
 * the same parsed record (and the lookups built on it), instead of parsing 1,000 words per request. The
 * row is still read each time, so an editor's `--replace` is served at once, by every process; only its
 * parsing is skipped while the stored text is unchanged.
 */
export async function wholePuzzle(db: Kysely<Database>, module: AnyGameModule, date: IsoDate): Promise<WholePuzzle | undefined> {
  const row = await db
    .selectFrom('daily_puzzle')
    .select(['public_data', 'secret_data', 'difficulty'])
    .where('game', '=', module.slug)
    .where('date_to_play', '=', date)
    .executeTakeFirst();
  if (!row) return undefined;

  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${module.slug}/${date}`;
  const cached = cache.get(key);
  if (cached && cached.secretData === row.secret_data && cached.publicData === row.public_data) return cached;

  const parsed = module.parse({ ...(JSON.parse(row.public_data) as object), ...(JSON.parse(row.secret_data) as object) });
  if (!parsed.ok) throw new Error(`stored ${module.slug} puzzle of ${date} is invalid: ${parsed.error}`);
  const entry: Entry = { puzzle: parsed.value, difficulty: row.difficulty, publicData: row.public_data, secretData: row.secret_data };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return entry;
}
