import { createHash } from 'node:crypto';
import type { AnyGameModule, IsoDate } from '@jdj/puzzles';
import type { ApiSuccess, DailyPuzzleDto } from '@jdj/api';
import type { WholePuzzle } from './puzzle-cache.ts';

export interface PublicDay {
  /** The JSON answer of `GET /api/games/:slug/puzzles/:date`, serialised once. */
  body: string;
  /** A strong validator of that body: a browser or CDN asks again with If-None-Match and gets a 304. */
  etag: string;
}

// Keyed by the cache's entry: an editor's replacement parses into a new entry, so a new body and ETag.
const bodies = new WeakMap<WholePuzzle, PublicDay>();

/**
 * The public answer of a day, built once per parsed day (DESIGN §7: a published day never changes):
 * no `toPublic`, no serialisation and no hashing per request.
 */
export function publicDay(module: AnyGameModule, date: IsoDate, stored: WholePuzzle): PublicDay {
  const known = bodies.get(stored);
  if (known) return known;
  const answer: ApiSuccess<DailyPuzzleDto> = {
    code: 200,
    data: { game: module.slug, date, difficulty: stored.difficulty, puzzle: module.toPublic(stored.puzzle) },
  };
  const body = JSON.stringify(answer);
  const day = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  bodies.set(stored, day);
  return day;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and « * » included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
