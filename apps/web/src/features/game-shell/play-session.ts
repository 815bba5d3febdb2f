import { isInvalid, type GameStatus } from '@jdj/puzzles';
import type { LoggedMove } from '../../shared/api/api-types.ts';
import type { AnyGameDefinition } from '../../games/game-definition.ts';
import { addPenalty, createTimer, pauseTimer, runTimer, timerSeconds, type TimerState } from './timer.ts';

/** Why the timer is stopped: the rules modal, the game not shown yet. (A hidden tab does not stop it.) */
export type PauseReason = 'rules' | 'loading';

export interface PlaySnapshot {
  state: unknown;
  moves: LoggedMove[];
  timer: TimerState;
  status: GameStatus;
  finished: boolean;
  /** The last penalty added, to flash '+N' by the timer. */
  lastPenalty: { seconds: number; at: number } | null;
}

export interface SessionOptions {
  definition: AnyGameDefinition;
  puzzle: unknown;
  /** The catalogue's joker penalty (GameDto.joker_penalty); the module's is the floor the server checks. */
  jokerPenalty: number | null;
}

/**
 * One play of one day: the game module's state, the move log the server will replay, and the timer.
 * Every move goes through the module; only the moves it accepts are applied and logged, in order, with
 * the timer's value (penalties included) once the move's own penalty is counted.
 */
export class PlaySession {
  private snapshot: PlaySnapshot;
  private readonly pauses = new Set<PauseReason>(['loading']);
  private readonly listeners = new Set<() => void>();
  readonly definition: AnyGameDefinition;
  private readonly jokerPenalty: number | null;

  constructor({ definition, puzzle, jokerPenalty }: SessionOptions) {
    this.definition = definition;
    this.jokerPenalty = jokerPenalty;
    const state = definition.module.init(puzzle);
    this.snapshot = { state, moves: [], timer: createTimer(), status: definition.module.status(state), finished: false, lastPenalty: null };
  }

  /**
   * Rebuilds a saved play by replaying its log from the puzzle: what comes back from storage is checked by
   * the rules themselves. Null when any move is refused (corrupt or outdated copy).
   */
  static restore(options: SessionOptions, moves: readonly LoggedMove[], elapsedMs: number): PlaySession | null {
    const session = new PlaySession(options);
    let lastAt = 0;
    for (const entry of moves) {
      const parsed = options.definition.module.parseMove(entry.move);
      if (!parsed.ok || !Number.isFinite(entry.at) || entry.at < lastAt) return null;
      lastAt = entry.at;
      if (!session.applyAt(parsed.value, entry.at)) return null;
    }
    const timer = session.snapshot.timer;
    // The saved time never shows less than the last move's.
    const penalty = timer.penalty;
    const ms = Math.max(elapsedMs, (lastAt - penalty) * 1000, 0);
    session.snapshot = { ...session.snapshot, timer: createTimer(ms, penalty), lastPenalty: null };
    return session;
  }

  getSnapshot = (): PlaySnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: PlaySnapshot) {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  seconds(now: number): number {
    return timerSeconds(this.snapshot.timer, now);
  }

  /** Seconds a move adds: the module's penalty; for a joker, the catalogue's if it is higher. */
  penaltyOf(move: unknown, state: unknown): number {
    const base = this.definition.module.penalty(move, state);
    if (this.jokerPenalty !== null && this.jokerPenalty >= 0 && this.definition.joker?.isJoker(move)) {
      return Math.max(base, this.jokerPenalty);
    }
    return base;
  }

  /** Plays a move now; false when the rules refuse it or the game is over. */
  apply(move: unknown, now: number): boolean {
    if (this.snapshot.finished) return false;
    return this.applyAt(move, null, now);
  }

  private applyAt(move: unknown, at: number | null, now = 0): boolean {
    const { module } = this.definition;
    const current = this.snapshot;
    if (current.status !== 'playing') return false;
    const next = module.apply(current.state, move);
    if (isInvalid(next)) return false;
    const penalty = this.penaltyOf(move, current.state);
    const status = module.status(next);
    // The clock stops on the move that ends the game, whatever animation follows before the end screen.
    const counted = addPenalty(current.timer, penalty);
    const timer = status === 'playing' || at !== null ? counted : pauseTimer(counted, now);
    const loggedAt = at ?? timerSeconds(timer, now);
    this.set({
      ...current,
      state: next,
      moves: [...current.moves, { move, at: loggedAt }],
      timer,
      status,
      lastPenalty: penalty > 0 ? { seconds: penalty, at: now } : current.lastPenalty,
    });
    return true;
  }

  get running(): boolean {
    return this.snapshot.timer.startedAt !== null;
  }

  pause(reason: PauseReason, now: number): void {
    this.pauses.add(reason);
    this.sync(now);
  }

  resume(reason: PauseReason, now: number): void {
    this.pauses.delete(reason);
    this.sync(now);
  }

  isPaused(reason: PauseReason): boolean {
    return this.pauses.has(reason);
  }

  private sync(now: number) {
    const { timer, finished, status } = this.snapshot;
    const run = !finished && status === 'playing' && this.pauses.size === 0;
    const next = run ? runTimer(timer, now) : pauseTimer(timer, now);
    if (next !== timer) this.set({ ...this.snapshot, timer: next });
  }

  /** Stops the timer for good; returns the score (whole seconds, penalties included). */
  finish(now: number): number {
    if (!this.snapshot.finished) this.set({ ...this.snapshot, finished: true, timer: pauseTimer(this.snapshot.timer, now) });
    return Math.max(this.seconds(now), this.snapshot.moves.at(-1)?.at ?? 0);
  }
}
