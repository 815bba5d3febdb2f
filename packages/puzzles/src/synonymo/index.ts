/** Synonymo: three synonyms of a reference word, first letters given, found in any order (document 2 §4). */
import type { GameModule } from '../core/game-module.ts';
import { parseSynonymoRecord, type SynonymoRecord } from '../words/records.ts';
import { rowsPlay } from '../words/rows-module.ts';
import { initRows, rowOf, type RowRules, type RowsMove, type RowsState } from '../words/rows-rules.ts';

/** As Motamo's, the whole record reaches the browser: a check on Enter locks each right letter at once. */
export type SynonymoPuzzle = SynonymoRecord;

export interface SynonymoState extends RowsState {
  reference: string;
}

/** Any order, Enter checks, joker +10 s, a wrong row empties after 0.8 s. */
export const SYNONYMO_RULES: RowRules = { inOrder: false, checkWhenFull: false, refuseFirstAsSecond: false, jokerPenalty: 10, continueFloor: 0.8 };

/**
 * Every field of a state, in one literal: the copy every move starts from. Written out rather than
 * spread from the shared fields, which V8 copies several times slower (core/state-copy.ts).
 */
function copySynonymo(state: SynonymoState): SynonymoState {
  return {
    rows: state.rows,
    active: state.active,
    found: state.found,
    result: state.result,
    mistakes: state.mistakes,
    jokers: state.jokers,
    reference: state.reference,
  };
}

export const synonymo: GameModule<SynonymoPuzzle, SynonymoPuzzle, SynonymoState, RowsMove> = {
  slug: 'synonymo',
  generatorVersion: 1,
  parse: parseSynonymoRecord,
  toPublic: (puzzle) => ({ ...puzzle, words: puzzle.words.map((w) => ({ ...w })) }),
  init: (puzzle) => ({ ...initRows(puzzle.words.map((w) => rowOf(w.word, 1))), reference: puzzle.reference }),
  ...rowsPlay<SynonymoState>(SYNONYMO_RULES, copySynonymo),
  // Document 2 §3: the reference word, and the synonyms found in the order the player found them.
  scoreData: (state) => ({ word: state.reference, words: state.found.map((i) => state.rows[i]?.spelling) }),
};
