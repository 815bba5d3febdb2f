import { activeRow, type GameModule, openSlots, type RowsMove, type RowsState, rowsResolveMoves, type RowRules, rowsStatus } from '@jdj/puzzles';
import type { ComponentType } from 'react';
import { tRows as t } from '../../../i18n/fr-rows.ts';
import type { BoardProps, GameDefinition, JokerDefinition, RulesProps } from '../../game-definition.ts';
import { RESULT_DELAY_MS } from '../motion.ts';

/** Document 2 §9: Motamo's resolve types a letter every 50 ms (Prefixo and Synonymo follow it). */
export const ROWS_RESOLVE_STEP_MS = 50;

/** « Révéler une lettre »: a random unlocked slot of the active word; none while a result shows. */
export const rowsJoker: JokerDefinition<RowsState, RowsMove> = {
  label: t('rows.joker'),
  isJoker: (move) => move.type === 'joker',
  move(state, random) {
    if (state.result !== null || rowsStatus(state) !== 'playing') return null;
    const slots = openSlots(activeRow(state));
    const slot = slots[Math.floor(random() * slots.length)];
    return slot === undefined ? null : { type: 'joker', slot };
  },
};

/** Motamo, Prefixo or Synonymo in the shared shell: its module, board and rules on the row parts. */
export function defineRowsGame<Puzzle, S extends RowsState>(game: {
  module: GameModule<Puzzle, Puzzle, S, RowsMove>;
  rules: RowRules;
  Board: ComponentType<BoardProps<S, RowsMove>>;
  Rules: ComponentType<RulesProps>;
}): GameDefinition<Puzzle, S, RowsMove> {
  return {
    slug: game.module.slug,
    module: game.module,
    parsePuzzle: (raw) => game.module.parse(raw),
    Board: game.Board,
    Rules: game.Rules,
    joker: rowsJoker,
    // Debug « Résoudre »: the remaining words typed letter by letter, 50 ms apart.
    resolve: (state) => ({ instant: [], animated: rowsResolveMoves(game.rules, state) }),
    // The last word found shows 0.8 s before the end screen; the clock stopped on it.
    finishDelayMs: RESULT_DELAY_MS,
    resolveStepMs: ROWS_RESOLVE_STEP_MS,
  };
}
