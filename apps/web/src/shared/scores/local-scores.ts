import { isIsoDate } from '@jdj/puzzles';
import { readStorage, writeStorage } from '../storage/safe-storage.ts';

/**
 * Scores played on this device, saved or still waiting in the outbox. They let the landing, the end screen
 * and the streaks show a finished game at once, and offline ('Partie jouée le…' before the server knows).
 */
export interface PlayedScore {
  game: string;
  /** The puzzle day. */
  date: string;
  /** Seconds, penalties included. */
  score: number;
  /** ISO instant the game was finished. */
  played_at: string;
  client_play_id?: string;
  /** The game's score data (document 2 §3): counters, `won`… */
  data?: Record<string, unknown>;
  /** The server's word on whether it counts for its day's streak (unknown while pending: assumed). */
  streak_day?: boolean;
  /** Not yet accepted by the server (kept in the outbox). */
  pending: boolean;
  /**
   * The server refused it for good, with this reason: the day stays played on this device (never shown as
   * unplayed, never played again), and the player is told why it does not count.
   */
  refused?: string;
  /**
   * The start token of a refused play: the refusal left that play open on the server, so the questions of
   * its end screen (Proximo's « Continuer à explorer ») are still asked within it.
   */
  play_token?: string;
}

/** The longest refusal kept (the server's messages are a line). */
const MAX_REASON = 300;

export const LOCAL_SCORES_KEY = 'jdj.scores';
/** Event fired on window when this tab changes the local scores. */
export const SCORES_CHANGED_EVENT = 'jdj:scores-changed';
/** Enough for a year of every game; the oldest are forgotten first (the server keeps them all). */
const MAX_LOCAL_SCORES = 1000;

const SLUG = /^[a-z]{2,32}$/;
/** The server's start tokens (24 random bytes in base64url). */
const PLAY_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** One stored entry, or null when it is not a score this app wrote. */
export function parsePlayedScore(raw: unknown): PlayedScore | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { game, date, score, played_at: playedAt, client_play_id: playId, data, pending, refused, play_token: playToken } = raw as Record<string, unknown>;
  if (typeof game !== 'string' || !SLUG.test(game) || !isIsoDate(date)) return null;
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 0) return null;
  if (typeof playedAt !== 'string' || Number.isNaN(Date.parse(playedAt))) return null;
  if (playId !== undefined && typeof playId !== 'string') return null;
  return {
    game,
    date,
    score,
    played_at: playedAt,
    ...(playId === undefined ? {} : { client_play_id: playId }),
    // Data that is not a plain object is dropped, not trusted.
    ...(typeof data === 'object' && data !== null && !Array.isArray(data) ? { data: data as Record<string, unknown> } : {}),
    pending: pending === true,
    ...(typeof refused === 'string' && refused !== '' ? { refused: refused.slice(0, MAX_REASON) } : {}),
    ...(typeof refused === 'string' && typeof playToken === 'string' && PLAY_TOKEN.test(playToken) ? { play_token: playToken } : {}),
  };
}

/** Corrupt storage gives an empty list, and corrupt entries are skipped: never a crash. */
export function readLocalScores(): PlayedScore[] {
  const raw = readStorage('local', LOCAL_SCORES_KEY);
  if (raw === null) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list.map(parsePlayedScore).filter((entry): entry is PlayedScore => entry !== null);
  } catch {
    return [];
  }
}

function writeLocalScores(scores: PlayedScore[]): void {
  const kept =
    scores.length > MAX_LOCAL_SCORES
      ? scores
          .slice()
          .sort((a, b) => b.played_at.localeCompare(a.played_at))
          .slice(0, MAX_LOCAL_SCORES)
      : scores;
  writeStorage('local', LOCAL_SCORES_KEY, JSON.stringify(kept));
  globalThis.dispatchEvent?.(new Event(SCORES_CHANGED_EVENT));
}

/** Adds or replaces the score of a game's day. */
export function recordLocalScore(score: PlayedScore): void {
  writeLocalScores([...readLocalScores().filter((s) => s.game !== score.game || s.date !== score.date), score]);
}

/** The server accepted the play: no longer pending. */
export function markLocalScoreSaved(clientPlayId: string): void {
  const scores = readLocalScores();
  if (!scores.some((s) => s.client_play_id === clientPlayId && s.pending)) return;
  writeLocalScores(scores.map((s) => (s.client_play_id === clientPlayId ? { ...s, pending: false } : s)));
}

/**
 * The server refused the play for good (a time it finds impossible, a day already played elsewhere…): the
 * day stays played here, with the server's reason (a score the server holds for that day still wins).
 */
export function markLocalScoreRefused(clientPlayId: string, reason: string, playToken?: string): void {
  const scores = readLocalScores();
  if (!scores.some((s) => s.client_play_id === clientPlayId)) return;
  const refused = { pending: false, refused: reason.slice(0, MAX_REASON), ...(playToken ? { play_token: playToken } : {}) };
  writeLocalScores(scores.map((s) => (s.client_play_id === clientPlayId ? { ...s, ...refused } : s)));
}
