import { type AnagramMove, type AnagramState, anagramResolveMoves, anagramStatus, emptySlots, type GameModule } from '@jdj/puzzles';
import type { ComponentType } from 'react';
import { tLetters as t } from '../../../i18n/fr-letters.ts';
import type { BoardProps, GameDefinition, JokerDefinition, RulesProps } from '../../game-definition.ts';
import { RESULT_DELAY_MS } from '../motion.ts';

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

/** Anagrammo or Melimelo in the shared shell: its module, board and rules on the anagram parts. */
export function defineAnagramGame<Puzzle>(game: {
  module: GameModule<Puzzle, Puzzle, AnagramState, AnagramMove>;
  Board: ComponentType<BoardProps<AnagramState, AnagramMove>>;
  Rules: ComponentType<RulesProps>;
  /** The day's words, shown on the end screen of a lost day. */
  answers(puzzle: Puzzle): string[];
}): GameDefinition<Puzzle, AnagramState, AnagramMove> {
  return {
    slug: game.module.slug,
    module: game.module,
    parsePuzzle: (raw) => game.module.parse(raw),
    Board: game.Board,
    Rules: game.Rules,
    joker: anagramJoker,
    resolve: anagramResolve,
    // The found (or fifth wrong) word shows 0.8 s before the end screen; the clock stopped on it.
    finishDelayMs: RESULT_DELAY_MS,
    resolveStepMs: ANAGRAM_RESOLVE_STEP_MS,
    revealAnswers: game.answers,
  };
}
