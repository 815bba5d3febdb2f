import { type Invalid, invalid, isInvalid, type PlayCounters, type Result } from '../core/game-module.ts';
import { readAnagramMove } from './anagram-codec.ts';
import { ANAGRAM_JOKER_PENALTY, type AnagramMove, type AnagramState, anagramStatus, applyAnagramMove } from './anagram-rules.ts';

/**
 * Seconds no person beats for a move: placing, moving or taking back a letter is a tap or a key (fast
 * typists stay above 0.2 s a key while they spell a word they just found); `continue` is sent by the browser
 * 0.8 s after a result, timer running, so no log can hold it sooner.
 */
export function anagramMoveFloor(move: AnagramMove): number {
  switch (move.type) {
    case 'place':
    case 'move':
    case 'remove':
    case 'clear':
    case 'shuffle':
    case 'joker':
      return 0.2;
    case 'continue':
      return 0.8;
  }
}

function apply(state: AnagramState, move: AnagramMove): AnagramState | Invalid {
  // The move may come from anywhere at run time: check its shape again rather than trust the type.
  const checked = readAnagramMove(move);
  return checked.ok ? applyAnagramMove(state, checked.value) : invalid(checked.error);
}

/** The members of the game module that Anagrammo and Melimelo share (they differ in their records). */
export const anagramPlay: {
  parseMove(raw: unknown): Result<AnagramMove>;
  apply(state: AnagramState, move: AnagramMove): AnagramState | Invalid;
  status(state: AnagramState): 'playing' | 'won' | 'lost';
  penalty(move: AnagramMove, state: AnagramState): number;
  moveFloorSeconds(move: AnagramMove): number;
  counters(state: AnagramState): PlayCounters;
} = {
  parseMove: readAnagramMove,
  apply,
  status: anagramStatus,
  penalty: (move, state) => (move.type === 'joker' && !isInvalid(apply(state, move)) ? ANAGRAM_JOKER_PENALTY : 0),
  moveFloorSeconds: anagramMoveFloor,
  counters: (state) => ({ mistakes: state.mistakes, jokers: state.jokers }),
};
