import type { BuildSecrets } from '@jdj/content';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { JobLock, oncePerWindow, type WindowSchedule } from './job-lock.ts';
import { type PuzzleWindow, topUpPuzzles } from './puzzle-window.ts';

export const TOP_UP_JOB = 'puzzle-top-up';

export interface TopUpOptions {
  window: PuzzleWindow;
  /** Length of a window: the top-up runs once per window across every process. */
  everyMs: number;
  logger: Logger;
  /** The content key secret content is drawn from. */
  secrets: BuildSecrets;
  /** Called after each run this process makes (metrics). */
  onRun?: (trigger: 'start' | 'schedule') => void;
  /** Name of this process in the lock (tests run several "processes" in one). */
  holder?: string;
  /** Told of a run the database's absence failed (logged as part of the outage, not as an error). */
  databaseAway?: (error: unknown, work: string) => boolean;
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
 * Afterwards: once per window across every process (see oncePerWindow), so the work happens once per
 * window, not once per process.
 */
export function scheduleTopUps(db: Kysely<Database>, options: TopUpOptions): WindowSchedule {
  return oncePerWindow(
    db,
    TOP_UP_JOB,
    options.everyMs,
    (window) => runTopUp(db, options, 'schedule', window),
    (error) => {
      if (!options.databaseAway?.(error, 'daily puzzle top-up')) options.logger.error('daily puzzle top-up failed', { error });
    },
    options.holder,
  );
}

async function runTopUp(db: Kysely<Database>, options: TopUpOptions, trigger: 'start' | 'schedule', window: number) {
  const started = performance.now();
  const added = await topUpPuzzles(db, options.window, options.logger, options.secrets);
  options.logger.info('daily puzzle top-up', {
    trigger,
    window: new Date(window).toISOString(),
    added: Object.values(added).reduce((sum, n) => sum + n, 0),
    ms: Math.round(performance.now() - started),
  });
  options.onRun?.(trigger);
}
