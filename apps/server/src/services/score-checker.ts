import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger.ts';
import type { WholePuzzle } from './puzzle-cache.ts';
import { type Checked, type Judged, judgeSubmission, readSubmission, type ScoreFields } from './score-checks.ts';

/**
 * Where a score's database-free work runs (score-checks.ts): reading its body, then replaying and packing
 * its moves. On the busiest morning the main thread is the bound — it runs every statement, every commit
 * and every request — while the second core sits partly idle (issue 36): the compiled server hands that
 * work to a worker thread. Tests and `npm run dev:server` (TypeScript sources, no compiled worker) run it
 * on the main thread, with the same functions.
 */
export interface ScoreChecker {
  read(text: string): Promise<Checked<ScoreFields>>;
  judge(text: string, game: string, stored: WholePuzzle): Promise<Checked<Judged>>;
  close(): Promise<void>;
}

export const inlineScoreChecker: ScoreChecker = {
  read: async (text) => readSubmission(text),
  judge: async (text, game, stored) => judgeSubmission(text, game, stored.puzzle),
  close: async () => {},
};

/** Main thread → worker. A judge's puzzle travels once per parse of a day; the worker keeps it until told. */
type Question = { kind: 'read'; text: string } | { kind: 'judge'; text: string; game: string; puzzle: PuzzleRef };
export type ScoreWorkerRequest = (Question & { id: number }) | { kind: 'forget'; key: string };

export interface PuzzleRef {
  key: string;
  version: number;
  /** Sent when the worker does not hold this version yet. */
  source?: { publicData: string; secretData: string };
}

/** Worker → main thread: the answer, or why it could not be given (a bug: the request then fails as one). */
export type ScoreWorkerAnswer = { id: number; answer: Checked<ScoreFields> | Checked<Judged> } | { id: number; failure: string };

/** More days than the cache of parsed puzzles keeps (puzzle-cache.ts): the worker's copies stay bounded. */
const MAX_PUZZLES_SENT = 4096;

/**
 * A checker on one worker thread running `entry` (the compiled score-worker.js). If the worker ever stops,
 * the requests it held fail (500) and later ones are checked on the main thread: slower, never refused.
 */
export function workerScoreChecker(entry: URL, logger: Logger): ScoreChecker {
  const worker = new Worker(entry);
  // The server's shutdown decides when the process ends, not this thread.
  worker.unref();
  const pending = new Map<number, { resolve: (answer: never) => void; reject: (error: Error) => void }>();
  const sent = new Map<string, number>();
  let nextId = 0;
  let stopped = false;

  worker.on('message', (message: ScoreWorkerAnswer) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if ('failure' in message) waiting.reject(new Error(`score worker: ${message.failure}`));
    else waiting.resolve(message.answer as never);
  });
  const stop = (reason: string, unexpected = true) => {
    if (stopped) return;
    stopped = true;
    if (unexpected) logger.error('score worker stopped: scores are checked on the main thread from now on', { reason });
    for (const waiting of pending.values()) waiting.reject(new Error(`score worker stopped: ${reason}`));
    pending.clear();
  };
  worker.on('error', (error) => stop(error.message));
  worker.on('exit', (code) => stop(`exit code ${code}`));

  const ask = <T>(request: Question): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (answer: never) => void, reject });
      worker.postMessage({ ...request, id });
    });

  const puzzleRef = (stored: WholePuzzle): PuzzleRef => {
    if (sent.get(stored.key) === stored.version) return { key: stored.key, version: stored.version };
    sent.delete(stored.key);
    sent.set(stored.key, stored.version);
    if (sent.size > MAX_PUZZLES_SENT) {
      const oldest = sent.keys().next().value as string;
      sent.delete(oldest);
      worker.postMessage({ kind: 'forget', key: oldest } satisfies ScoreWorkerRequest);
    }
    return { key: stored.key, version: stored.version, source: { publicData: stored.publicData, secretData: stored.secretData } };
  };

  return {
    read: (text) => (stopped ? inlineScoreChecker.read(text) : ask({ kind: 'read', text })),
    judge: (text, game, stored) => (stopped ? inlineScoreChecker.judge(text, game, stored) : ask({ kind: 'judge', text, game, puzzle: puzzleRef(stored) })),
    close: async () => {
      stop('closed', false);
      await worker.terminate();
    },
  };
}
