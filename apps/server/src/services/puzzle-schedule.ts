import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { JobLock } from './job-lock.ts';
import { type PuzzleWindow, topUpPuzzles } from './puzzle-window.ts';

export const TOP_UP_JOB = 'puzzle-top-up';

export interface TopUpSchedule {
  /** Stops the timer (a run in progress finishes on its own). */
  stop(): void;
}

export interface TopUpOptions {
  window: PuzzleWindow;
  /** Length of a window: the top-up runs once per window across every process. */
  everyMs: number;
  logger: Logger;
  /** Called after each run this process makes (metrics). */
  onRun?: (trigger: 'start' | 'schedule') => void;
  /** Name of this process in the lock (tests run several "processes" in one). */
  holder?: string;
}

/**
 * At start: tops the puzzles up under the lock, so a release that adds a game fills it at once (cheap
 * when nothing is missing). A process that finds another one topping up waits for it only on a fresh
 * install (no top-up ever completed), which must be playable before it listens; otherwise the puzzles
 * are there and it starts serving at once — even if the holder died mid-run and its lease has yet to run out.
 */
export async function topUpAtStart(db: Kysely<Database>, options: TopUpOptions): Promise<void> {
  const lock = new JobLock(db, TOP_UP_JOB, options.holder ? { holder: options.holder } : {});
  const window = JobLock.windowOf(Date.now(), options.everyMs);
  const outcome = await lock.runExclusive(() => runTopUp(db, options, 'start', window), { window, stopWaiting: () => lock.everCompleted() });
  if (!outcome.ran) options.logger.info('daily puzzle top-up left to the process running it');
}

/**
 * Afterwards: every process looks a few times per window; the first to look in a new window claims it
 * and tops up, the others find it done. So the work happens once per window, not once per process.
 */
export function scheduleTopUps(db: Kysely<Database>, options: TopUpOptions): TopUpSchedule {
  const lock = new JobLock(db, TOP_UP_JOB, options.holder ? { holder: options.holder } : {});
  const checkMs = Math.min(Math.max(options.everyMs / 10, 250), 300_000);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const window = JobLock.windowOf(Date.now(), options.everyMs);
    lock
      .runOnce(() => runTopUp(db, options, 'schedule', window), window)
      .catch((error: unknown) => options.logger.error('daily puzzle top-up failed', { error }))
      .finally(() => {
        running = false;
      });
  }, checkMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

async function runTopUp(db: Kysely<Database>, options: TopUpOptions, trigger: 'start' | 'schedule', window: number) {
  const started = performance.now();
  const added = await topUpPuzzles(db, options.window, options.logger);
  options.logger.info('daily puzzle top-up', {
    trigger,
    window: new Date(window).toISOString(),
    added: Object.values(added).reduce((sum, n) => sum + n, 0),
    ms: Math.round(performance.now() - started),
  });
  options.onRun?.(trigger);
}
