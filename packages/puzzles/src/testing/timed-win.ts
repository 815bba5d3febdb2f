import { isInvalid } from '../core/game-module.ts';
import type { GameSlug } from '../core/games.ts';
import { getGameModule } from '../registry.ts';
import { testPlaysOf } from './test-plays-registry.ts';

/** A logged move: the move and the timer (seconds) when it was played. */
export interface TimedMove {
  move: unknown;
  at: number;
}

/**
 * A won game's move log as a player's timer would stamp it: one second per move (or the move's floor, if
 * longer) plus its penalty. Any time from `lastAt` on is a score the server accepts for it (tests and
 * benches seed days with it). `outcome: 'lose'` stamps the game's losing play instead (games that can be lost).
 */
export function timedWin(slug: GameSlug, puzzle: unknown, outcome: 'win' | 'lose' = 'win'): { moves: TimedMove[]; lastAt: number } {
  const module = getGameModule(slug);
  const plays = testPlaysOf(slug);
  const play = outcome === 'win' ? plays?.win : plays?.lose;
  if (!module || !play) throw new Error(`${slug} has no module or test plays to ${outcome}`);
  let state: unknown = module.init(puzzle);
  let at = 0;
  const moves = play(puzzle).map((move) => {
    const next = module.apply(state, move);
    if (isInvalid(next)) throw new Error(`${slug}: test play refused: ${next.reason}`);
    at += Math.max(1, Math.ceil(module.moveFloorSeconds(move, state, next))) + module.penalty(move, state);
    state = next;
    return { move, at };
  });
  return { moves, lastAt: at };
}
