import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Who holds a lock: enough for an operator reading the table to find the process. */
export const PROCESS_HOLDER = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export const DEFAULT_LEASE_MS = 30_000;

/**
 * Whether a lock is held at `now`: its lease runs, and not further ahead than any lease reaches (a claim by
 * a process whose clock ran ahead is no longer honoured, see `claim`).
 */
export function lockHeld(lockedUntil: number, now: number, leaseMs = DEFAULT_LEASE_MS): boolean {
  return lockedUntil > now && lockedUntil <= farAheadOf(now, leaseMs);
}

/** Beyond this, a claim's end was written on a clock ahead of ours: no lease of a process on time reaches it. */
const farAheadOf = (now: number, leaseMs: number) => now + 2 * leaseMs;

export interface JobLockOptions {
  /** How long a claim lasts without renewal: a holder that dies frees the job after this. */
  leaseMs?: number;
  holder?: string;
  now?: () => number;
}

export type JobOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * A lock in the database shared by every process, portable to SQLite and PostgreSQL: claiming is one
 * conditional upsert, which both databases apply atomically (PostgreSQL re-checks the condition on the
 * row a concurrent claim just wrote; SQLite writes one at a time). While the job runs, the claim is
 * renewed; a holder that dies (SIGKILL) frees it when its lease runs out.
 */
export class JobLock {
  private readonly leaseMs: number;
  private readonly holder: string;
  private readonly now: () => number;

  constructor(
    private readonly db: Kysely<Database>,
    readonly name: string,
    options: JobLockOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.holder = options.holder ?? PROCESS_HOLDER;
    this.now = options.now ?? Date.now;
  }

  /**
   * Runs `work` if this process gets the lock and, when `window` is given, the job has not completed
   * that window yet (in any process). Does nothing otherwise.
   */
  async runOnce<T>(work: () => Promise<T>, window?: number): Promise<JobOutcome<T>> {
    if (!(await this.claim(window))) return { ran: false };
    return { ran: true, value: await this.holding(work, window) };
  }

  /**
   * Runs `work` under the lock, waiting while another process holds it, unless `stopWaiting` says the
   * wait is not worth it any more (checked between tries).
   */
  async runExclusive<T>(
    work: () => Promise<T>,
    options: { window?: number; stopWaiting?: () => Promise<boolean>; pollMs?: number } = {},
  ): Promise<JobOutcome<T>> {
    while (!(await this.claim())) {
      if (await options.stopWaiting?.()) return { ran: false };
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
    }
    return { ran: true, value: await this.holding(work, options.window) };
  }

  /** Whether the job ever completed, in any process. */
  async everCompleted(): Promise<boolean> {
    const row = await this.db.selectFrom('job_lock').select('last_finished_at').where('name', '=', this.name).executeTakeFirst();
    return row?.last_finished_at != null;
  }

  /** The start of the window of `every` ms that `at` falls in. */
  static windowOf(at: number, everyMs: number): number {
    return Math.floor(at / everyMs) * everyMs;
  }

  private async claim(window?: number): Promise<boolean> {
    const now = this.now();
    // Free once its lease ran out, or when it runs out further ahead than any lease reaches: taken by a
    // process whose clock ran ahead, it would otherwise stay held until that clock's future comes.
    const farAhead = farAheadOf(now, this.leaseMs);
    const row = await this.db
      .insertInto('job_lock')
      .values({ name: this.name, holder: this.holder, locked_until: now + this.leaseMs, last_window: -1, last_finished_at: null })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ holder: this.holder, locked_until: now + this.leaseMs })
          .where((eb) => {
            const free = eb.or([eb('job_lock.locked_until', '<', now), eb('job_lock.locked_until', '>', farAhead)]);
            return window === undefined ? free : eb.and([free, eb('job_lock.last_window', '<', window)]);
          }),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === this.holder;
  }

  private async holding<T>(work: () => Promise<T>, window: number | undefined): Promise<T> {
    const renew = setInterval(
      () => {
        this.db
          .updateTable('job_lock')
          .set({ locked_until: this.now() + this.leaseMs })
          .where('name', '=', this.name)
          .where('holder', '=', this.holder)
          .execute()
          .catch(() => undefined); // the next renewal or the release tries again
      },
      Math.max(this.leaseMs / 3, 10),
    );
    renew.unref();
    let completed = false;
    try {
      const value = await work();
      completed = true;
      return value;
    } finally {
      clearInterval(renew);
      // A failed run frees the lock without marking its window done: another process may retry it.
      await this.db
        .updateTable('job_lock')
        .set({
          locked_until: 0,
          ...(completed && window !== undefined ? { last_window: sql<number>`CASE WHEN last_window < ${window} THEN ${window} ELSE last_window END` } : {}),
          ...(completed ? { last_finished_at: new Date(this.now()).toISOString() } : {}),
        })
        .where('name', '=', this.name)
        .where('holder', '=', this.holder)
        .execute();
    }
  }
}

export interface WindowSchedule {
  /** Stops looking; resolves once the run in progress, if any, has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `work` once per window of `everyMs` across every process sharing the database: each process looks
 * at start and then ten times per window (at most every 5 minutes); the first to look in a new window
 * claims it, the others find it done.
 */
export function oncePerWindow(
  db: Kysely<Database>,
  name: string,
  everyMs: number,
  work: (window: number) => Promise<void>,
  onError: (error: unknown) => void,
  holder?: string,
): WindowSchedule {
  const lock = new JobLock(db, name, holder ? { holder } : {});
  let running: Promise<void> | undefined;
  const look = () => {
    if (running) return;
    const window = JobLock.windowOf(Date.now(), everyMs);
    running = lock
      .runOnce(() => work(window), window)
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  look();
  const timer = setInterval(look, Math.min(Math.max(everyMs / 10, 250), 300_000));
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
