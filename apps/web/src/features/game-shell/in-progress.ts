import type { LoggedMove } from '../../app/api-types.ts';
import { readStorage, removeStorage, writeStorage } from '../../app/safe-storage.ts';
import { isUuid } from '../player/player-id.ts';

/**
 * A game in progress, kept in localStorage per game and day so that a reload, a closed tab or a phone
 * that lost the connection resumes where the player was. The state itself is not stored: it is rebuilt by
 * replaying the log through the rules (see PlaySession.restore), which also validates the copy.
 */
export interface InProgressCopy {
  /** The puzzle as the API sent it (resuming offline needs no network). */
  puzzle: unknown;
  moves: LoggedMove[];
  /** Milliseconds played, penalties excluded. */
  elapsedMs: number;
  clientPlayId: string;
  /** The server's signed start of this play (absent when it could not be had): sent with the score. */
  startToken?: string;
}

export const inProgressKey = (slug: string, date: string): string => `jdj.play.${slug}.${date}`;

export function parseInProgress(raw: string | null): InProgressCopy | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { puzzle, moves, elapsedMs, clientPlayId, startToken } = value as Record<string, unknown>;
    if (puzzle === undefined || !Array.isArray(moves) || !isUuid(clientPlayId)) return null;
    if (typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs) || elapsedMs < 0) return null;
    const log = moves.filter(
      (m): m is LoggedMove => typeof m === 'object' && m !== null && 'move' in m && typeof (m as LoggedMove).at === 'number',
    );
    if (log.length !== moves.length) return null;
    return { puzzle, moves: log, elapsedMs, clientPlayId, ...(typeof startToken === 'string' && startToken.length <= 200 ? { startToken } : {}) };
  } catch {
    return null;
  }
}

export function readInProgress(slug: string, date: string): InProgressCopy | null {
  return parseInProgress(readStorage('local', inProgressKey(slug, date)));
}

export function saveInProgress(slug: string, date: string, copy: InProgressCopy): void {
  writeStorage('local', inProgressKey(slug, date), JSON.stringify(copy));
}

export function clearInProgress(slug: string, date: string): void {
  removeStorage('local', inProgressKey(slug, date));
}
