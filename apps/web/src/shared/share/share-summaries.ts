import { readStorage, writeStorage } from '../storage/safe-storage.ts';

/**
 * The share summary of each game won on this device (GameModule.shareSummary of the final state), kept for
 * its end screen and its share text: the final state exists only at the end of the play, and the server
 * keeps the counters, not the play. On another device the share text is its first line only.
 */
export const SHARE_SUMMARIES_KEY = 'jdj.share-summaries';
/** A season of every game; the oldest go first. */
const KEPT = 400;
const MAX_LENGTH = 600;

type Summaries = Record<string, string>;

const keyOf = (slug: string, date: string) => `${slug}/${date}`;

function readAll(): Summaries {
  try {
    const value: unknown = JSON.parse(readStorage('local', SHARE_SUMMARIES_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    // Anything but short strings is not ours: dropped, never shown.
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= MAX_LENGTH),
    );
  } catch {
    return {};
  }
}

export function rememberShareSummary(slug: string, date: string, summary: string): void {
  if (summary === '' || summary.length > MAX_LENGTH) return;
  const kept = Object.entries(readAll()).filter(([key]) => key !== keyOf(slug, date));
  writeStorage('local', SHARE_SUMMARIES_KEY, JSON.stringify(Object.fromEntries([...kept.slice(-(KEPT - 1)), [keyOf(slug, date), summary]])));
}

/** The day's summary, or null when the game was not won on this device. */
export function readShareSummary(slug: string, date: string): string | null {
  return readAll()[keyOf(slug, date)] ?? null;
}
