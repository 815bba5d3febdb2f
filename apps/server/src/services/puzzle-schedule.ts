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

/**
 * Now, off the request that asks (a provider saved in the console, whose stream may have no puzzles yet):
 * one run at a time in this process, and one more after it when asked meanwhile (the provider saved during a
 * run may not have been read by it). Another process doing the same only repeats inserts that change
 * nothing (each day is stored once, by its key).
 */
const nudged = new WeakMap<Kysely<Database>, { running: Promise<void>; again: boolean }>();
export function nudgeTopUp(db: Kysely<Database>, options: TopUpOptions): void {
  const current = nudged.get(db);
  if (current) {
    current.again = true;
    return;
  }
  const state = { running: Promise.resolve(), again: false };
  const loop = async () => {
    do {
      state.again = false;
      await runTopUp(db, options, 'nudge', Date.now()).catch((error: unknown) => {
        if (!options.databaseAway?.(error, 'daily puzzle top-up')) options.logger.error('daily puzzle top-up failed', { error });
      });
    } while (state.again);
    nudged.delete(db);
  };
  state.running = loop();
  nudged.set(db, state);
}

/** Resolves once a nudged top-up of this database is over (a stopping process waits for it). */
export const nudgedTopUpSettled = (db: Kysely<Database>): Promise<void> => nudged.get(db)?.running ?? Promise.resolve();

async function runTopUp(db: Kysely<Database>, options: TopUpOptions, trigger: 'start' | 'schedule' | 'nudge', window: number) {
  const started = performance.now();
  const added = await topUpPuzzles(db, options.window, options.logger, options.secrets);
  options.logger.info('daily puzzle top-up', {
    trigger,
    window: new Date(window).toISOString(),
    added: Object.values(added).reduce((sum, n) => sum + n, 0),
    ms: Math.round(performance.now() - started),
  });
  if (trigger !== 'nudge') options.onRun?.(trigger);
}
