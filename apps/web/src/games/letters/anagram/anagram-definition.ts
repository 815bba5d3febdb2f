import { type AnagramMove, type AnagramState, anagramResolveMoves, anagramStatus, emptySlots } from '@jdj/puzzles';
import { tLetters as t } from '../../../i18n/fr-letters.ts';
import type { JokerDefinition } from '../../game-definition.ts';

/** Document 2 §9: Anagrammo's resolve places a letter every 150 ms (Melimelo follows it). */
export const ANAGRAM_RESOLVE_STEP_MS = 150;

/** « Révéler une lettre »: a random empty slot, none while a result shows or when no slot is empty. */
export const anagramJoker: JokerDefinition<AnagramState, AnagramMove> = {
  label: t('anagram.joker'),
  isJoker: (move) => move.type === 'joker',
  move(state, random) {
    if (state.result !== null || anagramStatus(state) !== 'playing') return null;
    const slots = emptySlots(state);
    const slot = slots[Math.floor(random() * slots.length)];
    return slot === undefined ? null : { type: 'joker', slot };
  },
};

/** Debug « Résoudre »: the player's letters taken back at once, then the words typed letter by letter. */
export function anagramResolve(state: AnagramState): { instant: AnagramMove[]; animated: AnagramMove[] } {
  const moves = anagramResolveMoves(state);
  const first = moves[0];
  return first?.type === 'clear' ? { instant: [first], animated: moves.slice(1) } : { instant: [], animated: moves };
}
