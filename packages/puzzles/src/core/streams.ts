import { DEFAULT_TIME_ZONE, isValidTimeZone } from './dates.ts';

/**
 * Content streams (issue 34): the puzzles of a day are the same for every provider of one stream, and a
 * stream's days begin at the same instant for all of them. A provider on a time zone whose days begin
 * elsewhere (La Réunion, Nouméa…) gets a stream of its own, with its own grids, codes and word plans: no
 * player of one stream can read another stream's day before it has begun there, because it is not the same
 * puzzle. A stream is named by its id; its zone is the calendar its days follow.
 */
export interface ContentStream {
  id: StreamId;
  zone: string;
  /** What the console says of the stream (French). */
  label: string;
}

export type StreamId = string;

/** The stream every deployment starts with: the one whose word plans are `data/schedule/<game>.tsv`. */
export const MAIN_STREAM: StreamId = 'europe';

/** The streams with content planned two years ahead, the main one first. */
export const CONTENT_STREAMS: readonly ContentStream[] = [
  { id: MAIN_STREAM, zone: DEFAULT_TIME_ZONE, label: 'France métropolitaine et pays à l’heure de Paris (Belgique, Suisse, Luxembourg…)' },
  { id: 'antilles', zone: 'America/Martinique', label: 'Martinique, Guadeloupe et Antilles (UTC−4)' },
  { id: 'guyane', zone: 'America/Cayenne', label: 'Guyane (UTC−3)' },
  { id: 'polynesie', zone: 'Pacific/Tahiti', label: 'Polynésie française, Tahiti (UTC−10)' },
  { id: 'mayotte', zone: 'Indian/Mayotte', label: 'Mayotte (UTC+3)' },
  { id: 'reunion', zone: 'Indian/Reunion', label: 'La Réunion, Maurice (UTC+4)' },
  { id: 'caledonie', zone: 'Pacific/Noumea', label: 'Nouvelle-Calédonie (UTC+11)' },
  { id: 'ligne', zone: 'Pacific/Kiritimati', label: 'Îles de la Ligne, Kiribati (UTC+14)' },
];

const STREAM_IDS = new Set(CONTENT_STREAMS.map((stream) => stream.id));
export const isStreamId = (value: unknown): value is StreamId => typeof value === 'string' && STREAM_IDS.has(value);
export const streamById = (id: StreamId): ContentStream => CONTENT_STREAMS.find((stream) => stream.id === id) ?? (CONTENT_STREAMS[0] as ContentStream);

const HOUR_MS = 3600_000;
/** Zones are compared over the days content is planned for: from now to a little past two years ahead. */
const HORIZON_HOURS = 800 * 24;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** The zone's offset from UTC at an instant, as Intl names it (« GMT+4 », « GMT-9:30 »). */
function offsetName(zone: string, instant: number): string {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) offsetFormatters.set(zone, (formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })));
  return formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * Whether two zones keep the same offset at every hour of the horizon (so their days begin together). A
 * change of offset at different minutes of the same hour is the only thing it cannot see; no pair of
 * zones that agree everywhere else does that.
 */
function sameCalendar(zone: string, other: string, from: number): boolean {
  const start = from - (from % HOUR_MS);
  for (let hour = 0; hour < HORIZON_HOURS; hour++) {
    const instant = start + hour * HOUR_MS;
    if (offsetName(zone, instant) !== offsetName(other, instant)) return false;
  }
  return true;
}

const streamOfZoneCache = new Map<string, ContentStream | null>();

/**
 * The stream whose days begin at the same instants as `zone`'s (a stream's own zone, or one that keeps its
 * hours: Europe/Brussels for Paris, America/Guadeloupe for Martinique), or null when none does.
 */
export function streamOfZone(zone: string, now = Date.now()): ContentStream | null {
  const direct = CONTENT_STREAMS.find((stream) => stream.zone === zone);
  if (direct) return direct;
  if (!isValidTimeZone(zone)) return null;
  const cached = streamOfZoneCache.get(zone);
  if (cached !== undefined) return cached;
  const found = CONTENT_STREAMS.find((stream) => sameCalendar(zone, stream.zone, now)) ?? null;
  streamOfZoneCache.set(zone, found);
  return found;
}

/**
 * What a provider's days follow: the stream of its zone, else the main stream, whose days (Paris's) it then
 * keeps. A zone without a stream cannot have days of its own: they would begin when another stream's day
 * has already begun, or not yet, and share its puzzles.
 */
export function puzzleCalendarOf(zone: string, now = Date.now()): { stream: StreamId; zone: string; own: boolean } {
  const stream = streamOfZone(zone, now);
  return stream ? { stream: stream.id, zone: stream.zone, own: true } : { stream: MAIN_STREAM, zone: DEFAULT_TIME_ZONE, own: false };
}
