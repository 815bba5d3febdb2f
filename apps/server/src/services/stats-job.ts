import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { JobLock, type JobOutcome, lockHeld } from './job-lock.ts';
import { REFRESH_NAME, type RefreshProgress, type RefreshResult, refreshStats } from './stats-refresh.ts';

export const STATS_JOB = 'stats-refresh';
/** Between two runs nobody asked for: each run reads only what arrived since the last one. */
export const STATS_EVERY_MS = 60_000;
/** A run with this many provider days to compute is a build the log follows (a routine run is one debug line). */
const LOGGED_FROM_DAYS = 50;
/**
 * A visit starts a run at most this often per process: the screen's re-read a second after a visit's run
 * (dashboard-freshness.ts) then finds it done rather than starting another, which on a busy portal would
 * always have new scores to wait for.
 */
const NUDGE_GAP_MS = 3_000;

export interface StatsJobOptions {
  logger: Logger;
  everyMs?: number;
  /** Name of this process in the lock (tests run several "processes" in one). */
  holder?: string;
  batchRows?: number;
  loggedFromDays?: number;
  /** Told of a run the database's absence failed (logged as part of the outage, not as an error). */
  databaseAway?: (error: unknown, work: string) => boolean;
  /** Told after each batch once its progress is recorded, and awaited (tests look at a build in progress). */
  onProgress?: (progress: Readonly<RefreshProgress>) => Promise<void> | void;
}

/** What every process can say of the figures: when they were last complete, and the build in progress. */
export interface StatsState {
  /** Null before the first build. */
  refreshedAt: Date | null;
  building: boolean;
  /** Provider days done and to do; null while the build looks for them. */
  progress: { done: number; total: number } | null;
}

/**
 * The dashboard's figures, brought up to date off the request path: at start, every `everyMs`, and when a
 * visit nudges it; one process of several at a time (the `stats-refresh` lock), the others finding it taken.
 * The build goes in batches (stats-refresh.ts) and records its progress in `stat_refresh` for every
 * process's dashboard to show.
 */
export class StatsJob {
  private readonly lock: JobLock;
  private running: Promise<JobOutcome<RefreshResult>> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private nudgedAt = Number.NEGATIVE_INFINITY;
  /** A visit came while a run was going on: one more run follows it. */
  private runAgain = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: StatsJobOptions,
  ) {
    this.lock = new JobLock(db, STATS_JOB, options.holder ? { holder: options.holder } : {});
  }

  /** Runs now, then on schedule. */
  start(): this {
    this.stopping = false;
    this.timer ??= setInterval(() => this.runInBackground(), this.options.everyMs ?? STATS_EVERY_MS);
    this.timer.unref();
    this.runInBackground();
    return this;
  }

  /** No new run; the one in progress ends after its current batch (see `settled`). */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping = true;
  }

  /** Resolves once no run of this process is in progress, nor one asked to follow it. */
  async settled(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  /**
   * A visit asks for fresh figures: starts a run and returns at once (a request never waits for the figures).
   * A run already going on may have read the scores before the ones this visit wants to see: then one more
   * follows it. True when it started or queued one; not when the job is not started, or a visit asked less
   * than NUDGE_GAP_MS ago.
   */
  nudge(now = Date.now()): boolean {
    if (!this.timer || now - this.nudgedAt < NUDGE_GAP_MS) return false;
    this.nudgedAt = now;
    if (this.running) this.runAgain = true;
    else this.runInBackground();
    return true;
  }

  private runInBackground(): void {
    this.run().catch((error: unknown) => {
      if (this.stopping) return;
      if (!this.options.databaseAway?.(error, 'stats refresh')) this.options.logger.error('stats refresh failed', { error });
    });
  }

  /**
   * One run if this process gets the lock (another process building: nothing to do here); callers in this
   * process while it runs share it.
   */
  run(): Promise<JobOutcome<RefreshResult>> {
    this.running ??= this.lock
      .runOnce(() => this.build())
      .finally(() => {
        this.running = undefined;
        if (this.runAgain && !this.stopping) {
          this.runAgain = false;
          this.runInBackground();
        }
      });
    return this.running;
  }

  private async build(): Promise<RefreshResult> {
    const { logger } = this.options;
    const started = performance.now();
    const loggedFrom = this.options.loggedFromDays ?? LOGGED_FROM_DAYS;
    let recorded = -1; // the last percentage written for the other processes
    let logged = -1; // the last tenth written to the log
    const ms = () => Math.round(performance.now() - started);
    const report = async (p: RefreshProgress) => {
      const percent = p.total === 0 ? 100 : Math.floor((p.done * 100) / p.total);
      if (percent > recorded) {
        recorded = percent;
        await recordProgress(this.db, { done: p.done, total: p.total });
      }
      if (p.total >= loggedFrom && Math.floor(percent / 10) > logged) {
        logged = Math.floor(percent / 10);
        logger.info('stats refresh progress', { days: p.done, total: p.total, rows: p.rows, ms: ms() });
      }
    };
    const onProgress = async (p: RefreshProgress) => {
      if (p.phase === 'days') await report(p);
      await this.options.onProgress?.(p);
    };
    // A build that died (SIGKILL) left its progress: this one starts from none.
    await recordProgress(this.db, null);
    try {
      const result = await refreshStats(this.db, {
        onProgress,
        stopped: () => this.stopping,
        ...(this.options.batchRows ? { batchRows: this.options.batchRows } : {}),
      });
      const fields = { days: result.days, rows: result.rows, ms: ms(), ...(result.stopped ? { stopped: true } : {}) };
      if (logged >= 0 || result.stopped) logger.info('stats refresh done', fields);
      else logger.debug('stats refresh done', fields);
      return result;
    } finally {
      // Best effort: the lock's release already ends « building » for every process.
      await recordProgress(this.db, null).catch(() => undefined);
    }
  }
}

async function recordProgress(db: Kysely<Database>, progress: { done: number; total: number } | null): Promise<void> {
  const values = { building_done: progress?.done ?? null, building_total: progress?.total ?? null };
  await db
    .insertInto('stat_refresh')
    .values({ name: REFRESH_NAME, read_until: '', ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
}

/**
 * What a dashboard visit answers with: the figures' state, after nudging the job. When the visit started a
 * run and scores or events arrived since the last build, the figures are said to be building, so the screen
 * reads them again in a moment.
 */
export async function visitState(db: Kysely<Database>, job: Pick<StatsJob, 'nudge'>, now = Date.now()): Promise<StatsState> {
  const state = await statsState(db, now);
  job.nudge(now);
  if (state.building || !state.refreshedAt) return state;
  // Built by a process whose clock ran ahead: what arrived since cannot be told. Building, whether or not this
  // visit started the run (one started within NUDGE_GAP_MS, or the schedule's, reads everything again and sets
  // the time back, stats-refresh.ts): a screen told « built » would stop reading and keep the old figures.
  if (state.refreshedAt.getTime() > now) return { ...state, building: true };
  // Asked again within NUDGE_GAP_MS (the screen's first load, then « Afficher »): the run the first visit
  // started may not hold the lock yet, or may have ended before the scores it was asked for. While
  // something arrived since the last build, the screen is told to read again; a later read nudges again.
  return (await arrivedSince(db, state.refreshedAt)) ? { ...state, building: true } : state;
}

/** Whether scores or events arrived since `at` (two index look-ups). */
async function arrivedSince(db: Kysely<Database>, at: Date): Promise<boolean> {
  const since = at.toISOString();
  const [score, event] = await Promise.all([
    db.selectFrom('score').select('id').where('created_at', '>', since).limit(1).executeTakeFirst(),
    db.selectFrom('analytics_event').select('id').where('created_at', '>', since).where('provider_id', 'is not', null).limit(1).executeTakeFirst(),
  ]);
  return score !== undefined || event !== undefined;
}

/**
 * The figures' state as any process sees it: building while a process holds the job's lock (its lease ends
 * a dead holder's build), or before the first build when there is something to build.
 */
export async function statsState(db: Kysely<Database>, now = Date.now()): Promise<StatsState> {
  const [row, lock] = await Promise.all([
    db.selectFrom('stat_refresh').select(['refreshed_at', 'building_done', 'building_total']).where('name', '=', REFRESH_NAME).executeTakeFirst(),
    db.selectFrom('job_lock').select('locked_until').where('name', '=', STATS_JOB).executeTakeFirst(),
  ]);
  const held = lock !== undefined && lockHeld(Number(lock.locked_until), now);
  const refreshedAt = row?.refreshed_at ? new Date(row.refreshed_at) : null;
  const progress =
    held && row?.building_done != null && row.building_total != null ? { done: Number(row.building_done), total: Number(row.building_total) } : null;
  return { refreshedAt, building: held || (refreshedAt === null && (await anythingToBuild(db))), progress };
}

async function anythingToBuild(db: Kysely<Database>): Promise<boolean> {
  const [score, event] = await Promise.all([
    db.selectFrom('score').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('analytics_event').select('id').where('provider_id', 'is not', null).limit(1).executeTakeFirst(),
  ]);
  return score !== undefined || event !== undefined;
}
