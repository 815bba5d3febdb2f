import type { GameSlug } from '../core/games.ts';

/**
 * Whole games played by the rules, for tests and benches only (never shipped to a browser): the server's
 * replay tests, the bench of a full game's replay and the e2e visits all start from these.
 */
export interface TestPlays<Puzzle = unknown, Move = unknown> {
  /** The moves of a game won by the rules (no debug resolve), computed from the whole puzzle. */
  win(puzzle: Puzzle): Move[];
  /** The moves of a lost game, for games that can be lost. */
  lose?(puzzle: Puzzle): Move[];
  /** A win whose answer the jokers mostly gave (core/placement.ts), for games whose jokers reveal it. */
  assisted?(puzzle: Puzzle): Move[];
}

// biome-ignore lint: the registry holds plays of different games.
export type AnyTestPlays = TestPlays<any, any>;

export type TestPlaysRegistry = Partial<Record<GameSlug, AnyTestPlays>>;
