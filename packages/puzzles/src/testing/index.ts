/**
 * `@jdj/puzzles/testing`: test and bench helpers, kept out of the package's main entry so no browser
 * bundle ever carries them.
 */
export type { AnyTestPlays, TestPlays } from './plays.ts';
export { testPlaysOf } from './test-plays-registry.ts';
export { type TimedMove, timedWin } from './timed-win.ts';
export { type LogReplay, replayLog } from './replay-log.ts';
