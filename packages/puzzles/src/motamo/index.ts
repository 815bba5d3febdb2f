/** Motamo: five chained words found from their definitions, each starting with the last letter of the one before (document 2 §4). */
import type { GameModule } from '../core/game-module.ts';
import { type MotamoRecord, parseMotamoRecord } from '../words/records.ts';
import { rowsPlay } from '../words/rows-module.ts';
import { initRows, rowOf, type RowRules, type RowsMove, type RowsState } from '../words/rows-rules.ts';

/**
 * The whole record reaches the browser: a check locks each right letter the moment the last one is typed,
 * offline too. The server replays every score, so reading the answers fools no one.
 */
export type MotamoPuzzle = MotamoRecord;

export interface MotamoClue {
  definition: string;
  category: string;
}

export interface MotamoState extends RowsState {
  /** Each word's definition and category, as the board shows them. */
  clues: MotamoClue[];
}

/** One word after another; the letter that fills the row checks it; joker +10 s; a wrong row empties after 0.6 s. */
export const MOTAMO_RULES: RowRules = { inOrder: true, checkWhenFull: true, refuseFirstAsSecond: true, jokerPenalty: 10, continueFloor: 0.6 };

/**
 * Every field of a state, in one literal: the copy every move starts from. Written out rather than
 * spread from the shared fields, which V8 copies several times slower (core/state-copy.ts).
 */
function copyMotamo(state: MotamoState): MotamoState {
  return {
    rows: state.rows,
    active: state.active,
    found: state.found,
    result: state.result,
    mistakes: state.mistakes,
    jokers: state.jokers,
    clues: state.clues,
  };
}

export const motamo: GameModule<MotamoPuzzle, MotamoPuzzle, MotamoState, RowsMove> = {
  slug: 'motamo',
  generatorVersion: 1,
  parse: parseMotamoRecord,
  toPublic: (puzzle) => ({ ...puzzle, words: puzzle.words.map((w) => ({ ...w })) }),
  init: (puzzle) => ({
    ...initRows(puzzle.words.map((w) => rowOf(w.word, 1))),
    clues: puzzle.words.map(({ definition, category }) => ({ definition, category })),
  }),
  ...rowsPlay<MotamoState>(MOTAMO_RULES, copyMotamo),
  // The words found, as the record spells them (all five once won).
  scoreData: (state) => ({ words: state.found.map((i) => state.rows[i]?.spelling) }),
};
