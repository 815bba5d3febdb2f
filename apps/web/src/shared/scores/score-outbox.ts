import { isIsoDate, type MoveColumns, toMoveColumns } from '@jdj/puzzles';
import { ApiRequestError, apiPost } from '../api/api-client.ts';
import { answers } from '../api/answers.ts';
import type { ScoreSubmission } from '../api/api-types.ts';
import { readStorage, writeStorage } from '../storage/safe-storage.ts';
import { isUuid } from '../player/player-id.ts';
import { markLocalScoreRefused, markLocalScoreSaved, recordLocalScore } from './local-scores.ts';

/**
 * Scores waiting to reach the server. A play is first written here, then posted; it leaves the outbox once
 * the server accepts it (201, or 200 for a resend: the client_play_id makes resending harmless) or refuses
 * it for good (then the local score keeps the server's reason and the day stays played). Offline, on a server error, a timeout (408) or a rate limit (429) it stays and is sent again
 * when the browser comes back online, at start and every minute.
 */
export const OUTBOX_KEY = 'jdj.score-outbox';
export const OUTBOX_RETRY_MS = 60_000;
/** A send that hangs this long is given up and tried again later (the play stays in the outbox). */
const SEND_TIMEOUT_MS = 15_000;

export type SendResult = 'saved' | 'pending' | 'rejected';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An outbox entry as this app wrote it, or null (corrupt or foreign data is dropped, never sent). */
export function parseSubmission(raw: unknown): ScoreSubmission | null {
  if (!isRecord(raw)) return null;
  const { game, date, local_user_id: userId, provider, score, played_at: playedAt, data, moves, client_play_id: playId } = raw;
  if (typeof game !== 'string' || !isIsoDate(date) || !isUuid(userId)) return null;
  if (provider !== undefined && typeof provider !== 'string') return null;
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 0) return null;
  if (typeof playedAt !== 'string' || Number.isNaN(Date.parse(playedAt))) return null;
  if (!isRecord(data) || !Array.isArray(moves) || !moves.every((m) => isRecord(m) && typeof m.at === 'number' && 'move' in m)) {
    return null;
  }
  if (typeof playId !== 'string' || playId === '') return null;
  if (raw.start_token !== undefined && typeof raw.start_token !== 'string') return null;
  return raw as unknown as ScoreSubmission;
}

export function readOutbox(): ScoreSubmission[] {
  const raw = readStorage('local', OUTBOX_KEY);
  if (raw === null) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.map(parseSubmission).filter((s): s is ScoreSubmission => s !== null) : [];
  } catch {
    return [];
  }
}

function writeOutbox(list: ScoreSubmission[]): void {
  writeStorage('local', OUTBOX_KEY, JSON.stringify(list));
}

function removeFromOutbox(clientPlayId: string): void {
  const list = readOutbox();
  if (list.some((s) => s.client_play_id === clientPlayId)) writeOutbox(list.filter((s) => s.client_play_id !== clientPlayId));
}

/** Network failure, server error, timeout or rate limit: worth sending again later. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

const inFlight = new Map<string, Promise<SendResult>>();

/**
 * What goes over the network: the log as columns, a third of its bytes (a phone's upload, the server's
 * parsing). The outbox keeps the plain form, so entries written by any version of the app still send.
 */
export function asUpload(submission: ScoreSubmission): Omit<ScoreSubmission, 'moves'> & { move_columns: MoveColumns } {
  const { moves, ...rest } = submission;
  return { ...rest, move_columns: toMoveColumns(moves) };
}

/** Posts one play (never twice at the same time) and updates the outbox and the local scores. */
export function sendSubmission(submission: ScoreSubmission): Promise<SendResult> {
  const id = submission.client_play_id;
  const running = inFlight.get(id);
  if (running) return running;
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined;
  const attempt = apiPost('/api/scores', asUpload(submission), answers.score, signal ? { signal } : {}).then(
    (): SendResult => {
      removeFromOutbox(id);
      markLocalScoreSaved(id);
      return 'saved';
    },
    (error: unknown): SendResult => {
      if (error instanceof ApiRequestError && error.status >= 200 && error.status < 300) {
        // Stored (a 2xx), though its answer is not the shape this app knows (a newer server): the answer only
        // confirms, so the play is saved, never refused nor sent again.
        removeFromOutbox(id);
        markLocalScoreSaved(id);
        return 'saved';
      }
      if (isRetryable(error)) {
        console.warn('Score not sent yet, kept to send again', error);
        return 'pending';
      }
      // Refused for good (a time the server finds impossible, another score that day…): resending cannot
      // help, but the day was played: it stays so here, with the server's reason (never replayable).
      console.error('Score refused by the server', error);
      removeFromOutbox(id);
      markLocalScoreRefused(id, error instanceof ApiRequestError && error.message ? error.message : 'refusé', submission.start_token);
      return 'rejected';
    },
  );
  inFlight.set(id, attempt);
  void attempt.finally(() => inFlight.delete(id));
  return attempt;
}

/**
 * Saves a finished play: kept in the outbox and the local scores first (so nothing is lost if the tab
 * closes), then posted.
 */
export function saveScore(submission: ScoreSubmission): Promise<SendResult> {
  writeOutbox([...readOutbox().filter((s) => s.client_play_id !== submission.client_play_id), submission]);
  recordLocalScore({
    game: submission.game,
    date: submission.date,
    score: submission.score,
    played_at: submission.played_at,
    client_play_id: submission.client_play_id,
    data: submission.data,
    pending: true,
  });
  return sendSubmission(submission);
}

let flushing: Promise<void> | null = null;
let flushAgain = false;

/**
 * Sends every waiting play, one after the other, stopping at the first that cannot be sent yet. A call
 * while a flush runs (the browser came back online meanwhile) makes it go round once more.
 */
export function flushOutbox(): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      flushAgain = false;
      for (const submission of readOutbox()) {
        if ((await sendSubmission(submission)) === 'pending') break;
      }
    } while (flushAgain);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

let stopSync: (() => void) | null = null;

/** Sends waiting plays now, whenever the browser comes back online, and every minute. Idempotent. */
export function startOutboxSync(): () => void {
  if (stopSync) return stopSync;
  const flush = () => {
    if (globalThis.navigator?.onLine === false || readOutbox().length === 0) return;
    void flushOutbox();
  };
  window.addEventListener('online', flush);
  const timer = window.setInterval(flush, OUTBOX_RETRY_MS);
  flush();
  stopSync = () => {
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
    stopSync = null;
  };
  return stopSync;
}
