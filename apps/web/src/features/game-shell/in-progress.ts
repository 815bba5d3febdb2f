import type { LoggedMove } from '../../shared/api/api-types.ts';
import { readStorage, removeStorage, writeStorage } from '../../shared/storage/safe-storage.ts';
import { isUuid } from '../../shared/player/player-id.ts';

/**
 * A game in progress, kept in localStorage so that a reload, a closed tab or a phone that lost the
 * connection resumes where the player was. The state itself is not stored: it is rebuilt by replaying the
 * log through the rules (see PlaySession.restore), which also validates the copy.
 *
 * By default each day has its own key; a game may name one key of its own instead
 * (`GameDefinition.inProgressKey`, Binero's `binero_game` of document 2), which then holds the one day the
 * player last played: a copy of another day is not restored, and is replaced once this day is played.
 */
export interface InProgressCopy {
  /** The puzzle's day (copies saved before it was recorded have none). */
  date?: string;
  /** The puzzle as the API sent it (resuming offline needs no network). */
  puzzle: unknown;
  moves: LoggedMove[];
  /** Milliseconds played, penalties excluded. */
  elapsedMs: number;
  clientPlayId: string;
  /** The server's signed start of this play (absent when it could not be had): sent with the score. */
  startToken?: string;
}

/** Where a day's copy is kept: the game's own key if it has one, else one key per game and day. */
export interface InProgressPlace {
  slug: string;
  date: string;
  gameKey?: string | undefined;
}

export const inProgressKey = (slug: string, date: string, gameKey?: string): string => gameKey ?? `jdj.play.${slug}.${date}`;

export function parseInProgress(raw: string | null): InProgressCopy | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { date, puzzle, moves, elapsedMs, clientPlayId, startToken } = value as Record<string, unknown>;
    if (puzzle === undefined || !Array.isArray(moves) || !isUuid(clientPlayId)) return null;
    if (typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs) || elapsedMs < 0) return null;
    if (date !== undefined && typeof date !== 'string') return null;
    const log = moves.filter((m): m is LoggedMove => typeof m === 'object' && m !== null && 'move' in m && typeof (m as LoggedMove).at === 'number');
    if (log.length !== moves.length) return null;
    return {
      ...(date === undefined ? {} : { date }),
      puzzle,
      moves: log,
      elapsedMs,
      clientPlayId,
      ...(typeof startToken === 'string' && startToken.length <= 200 ? { startToken } : {}),
    };
  } catch {
    return null;
  }
}

const keyOf = (place: InProgressPlace) => inProgressKey(place.slug, place.date, place.gameKey);

/** This day's copy, if the key holds one (a game's own key may hold another day's). */
export function readInProgress(place: InProgressPlace): InProgressCopy | null {
  const copy = parseInProgress(readStorage('local', keyOf(place)));
  if (copy === null) return null;
  const sameDay = copy.date === undefined ? place.gameKey === undefined : copy.date === place.date;
  return sameDay ? copy : null;
}

export function saveInProgress(place: InProgressPlace, copy: InProgressCopy): void {
  writeStorage('local', keyOf(place), JSON.stringify({ ...copy, date: place.date }));
}

/** Removes this day's copy; another day's copy under a game's own key stays. */
export function clearInProgress(place: InProgressPlace): void {
  if (place.gameKey !== undefined && readInProgress(place) === null) return;
  removeStorage('local', keyOf(place));
}
