import { isInvalid } from '../core/game-module.ts';
import { ANAGRAM_MAX_MISTAKES, type AnagramMove, type AnagramState, anagramResolveMoves, applyAnagramMove, freeTiles } from './anagram-rules.ts';

/** A player who knows the words: each letter placed where the day's word has it, word after word. */
export const anagramWin = (state: AnagramState): AnagramMove[] => anagramResolveMoves(state);

/**
 * A player who never finds the first word: the pool order tried as it comes (or turned until it is no
 * answer), then cleared by `continue`, five times.
 */
export function anagramLoss(state: AnagramState): AnagramMove[] {
  const moves: AnagramMove[] = [];
  let current = state;
  const play = (move: AnagramMove) => {
    const next = applyAnagramMove(current, move);
    if (isInvalid(next)) throw new Error(`losing play: ${next.reason}`);
    moves.push(move);
    current = next;
  };
  const answers = state.words[state.index]?.answers ?? [];
  const tiles = freeTiles(state);
  const wrong = tiles
    .map((_, shift) => [...tiles.slice(shift), ...tiles.slice(0, shift)])
    .find((order) => !answers.includes(order.map((t) => state.tiles[t]).join('')));
  if (!wrong) throw new Error('every order of these letters is an answer');
  for (let mistake = 0; mistake < ANAGRAM_MAX_MISTAKES; mistake++) {
    if (mistake > 0) play({ type: 'continue' });
    wrong.forEach((tile, slot) => play({ type: 'place', tile, slot }));
  }
  return moves;
}

/** A player who lets the jokers place every letter of each word but its last, placed to finish it. */
export const anagramAssistedWin = (state: AnagramState): AnagramMove[] => anagramResolveMoves(state, { byJokers: true });
