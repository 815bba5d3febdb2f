import { ANSWER_FLOOR_SECONDS, WORD_GAME_MAX_MOVES } from '../core/floors.ts';
import { type Invalid, invalid, isInvalid, type PlayCounters, type Result } from '../core/game-module.ts';
import { shareOf } from '../core/placement.ts';
import { readAnagramMove } from './anagram-codec.ts';
import { ANAGRAM_JOKER_PENALTY, type AnagramMove, type AnagramState, anagramStatus, applyAnagramMove } from './anagram-rules.ts';

/**
 * Seconds no person beats for a move, counted per answer, not per key: the move that completes a word (a
 * check: no result before it, one after) costs a typed answer's time, the letters placed, moved or taken
 * back before it nothing (a fast typist's corrections must not raise the floor); a joker is a tap; `continue`
 * is sent by the browser 0.8 s after a result, timer running, so no log can hold it sooner.
 */
export function anagramMoveFloor(move: AnagramMove, before: AnagramState, after: AnagramState): number {
  if (before.result === null && after.result !== null) return ANSWER_FLOOR_SECONDS;
  if (move.type === 'continue') return 0.8;
  return move.type === 'joker' ? 0.2 : 0;
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
  applyParsed(state: AnagramState, move: AnagramMove): AnagramState | Invalid;
  status(state: AnagramState): 'playing' | 'won' | 'lost';
  penalty(move: AnagramMove, state: AnagramState): number;
  moveFloorSeconds(move: AnagramMove, before: AnagramState, after: AnagramState): number;
  maxMoves: number;
  counters(state: AnagramState): PlayCounters;
  revealedShare(state: AnagramState): number;
} = {
  parseMove: readAnagramMove,
  apply,
  applyParsed: applyAnagramMove,
  status: anagramStatus,
  penalty: (move, state) => (move.type === 'joker' && !isInvalid(apply(state, move)) ? ANAGRAM_JOKER_PENALTY : 0),
  moveFloorSeconds: anagramMoveFloor,
  maxMoves: WORD_GAME_MAX_MOVES,
  counters: (state) => ({ mistakes: state.mistakes, jokers: state.jokers }),
  // Each joker reveals one letter of the day's words.
  revealedShare: (state) =>
    shareOf(
      state.jokers,
      state.words.reduce((letters, word) => letters + (word.answers[0]?.length ?? 0), 0),
    ),
};
