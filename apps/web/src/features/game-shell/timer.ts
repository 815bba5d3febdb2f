/**
 * The play timer as plain data: time counted while running, plus penalty seconds. Pausing (rules open,
 * tab hidden, game over) and resuming are pure functions of the clock, so they are tested without timers.
 */
export interface TimerState {
  /** Milliseconds counted before the current run. */
  elapsedMs: number;
  /** When the current run started (epoch ms), null while paused. */
  startedAt: number | null;
  /** Seconds added by penalties (jokers…). */
  penalty: number;
}

export const createTimer = (elapsedMs = 0, penalty = 0): TimerState => ({ elapsedMs: Math.max(0, elapsedMs), startedAt: null, penalty });

export const isRunning = (timer: TimerState): boolean => timer.startedAt !== null;

export function runTimer(timer: TimerState, now: number): TimerState {
  return timer.startedAt === null ? { ...timer, startedAt: now } : timer;
}

export function pauseTimer(timer: TimerState, now: number): TimerState {
  return timer.startedAt === null ? timer : { ...timer, elapsedMs: countedMs(timer, now), startedAt: null };
}

/** Milliseconds played (a clock going backwards never takes time away). */
export function countedMs(timer: TimerState, now: number): number {
  return timer.elapsedMs + (timer.startedAt === null ? 0 : Math.max(0, now - timer.startedAt));
}

/** What the player sees and what the score is: whole seconds played plus penalties. */
export function timerSeconds(timer: TimerState, now: number): number {
  return Math.floor(countedMs(timer, now) / 1000) + timer.penalty;
}

export function addPenalty(timer: TimerState, seconds: number): TimerState {
  return seconds > 0 ? { ...timer, penalty: timer.penalty + seconds } : timer;
}

/** Milliseconds until the display changes (the next whole second), for a tick aligned on it. */
export function msUntilNextSecond(timer: TimerState, now: number): number {
  return 1000 - (countedMs(timer, now) % 1000);
}
