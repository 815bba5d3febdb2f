import type { GameModule } from './game-module.ts';
import { isInvalid } from './game-module.ts';

/**
 * A typed answer (a word checked, a Proximo guess, a Decrypto attempt): read, decide, type and send. The
 * fastest honest plays we know reach it: an Anagrammo word typed with a correction in about 1 s, a
 * Synonymo of three words won in 7 s (docs/decisions.md, issue 22).
 */
export const ANSWER_FLOOR_SECONDS = 1;

/** The longest log of a word game: far beyond any honest play (their rules bound neither keys nor checks). */
export const WORD_GAME_MAX_MOVES = 3_000;
/** The longest log of a grid game, whose selections are moves too (a slow 9x9 with notes: ~1,500). */
export const GRID_GAME_MAX_MOVES = 5_000;

/**
 * The least time a person needs for a whole log, replayed from the puzzle: what the server's check sums.
 * Stops at the first move the rules refuse (the rest cannot be played either).
 */
// biome-ignore lint: any public puzzle type.
export function logFloorSeconds<P, S, M>(module: GameModule<P, any, S, M>, puzzle: P, moves: readonly M[]): number {
  let state = module.init(puzzle);
  let seconds = 0;
  for (const move of moves) {
    const next = module.apply(state, move);
    if (isInvalid(next)) break;
    seconds += module.moveFloorSeconds(move, state, next);
    state = next;
  }
  return seconds;
}
