/** Prefixo: five words sharing their first two letters, found from their definitions in any order (document 2 §4). */
import type { GameModule } from '../core/game-module.ts';
import { type PrefixoRecord, parsePrefixoRecord } from '../words/records.ts';
import { rowsPlay } from '../words/rows-module.ts';
import { initRows, rowOf, type RowRules, type RowsMove, type RowsState } from '../words/rows-rules.ts';

/** As Motamo's, the whole record reaches the browser: a check on Enter locks each right letter at once. */
export type PrefixoPuzzle = PrefixoRecord;

export interface PrefixoState extends RowsState {
  prefix: string;
  /** Each word's definition, in the record's order (the rows' order). */
  definitions: string[];
}

/** Any order, Enter checks, joker +30 s (the rules text's penalty), a wrong row empties after 0.8 s. */
export const PREFIXO_RULES: RowRules = { inOrder: false, checkWhenFull: false, refuseFirstAsSecond: false, jokerPenalty: 30, continueFloor: 0.8 };

/**
 * Every field of a state, in one literal: the copy every move starts from. Written out rather than
 * spread from the shared fields, which V8 copies several times slower (core/state-copy.ts).
 */
function copyPrefixo(state: PrefixoState): PrefixoState {
  return {
    rows: state.rows,
    active: state.active,
    found: state.found,
    result: state.result,
    mistakes: state.mistakes,
    jokers: state.jokers,
    prefix: state.prefix,
    definitions: state.definitions,
  };
}

export const prefixo: GameModule<PrefixoPuzzle, PrefixoPuzzle, PrefixoState, RowsMove> = {
  slug: 'prefixo',
  generatorVersion: 1,
  parse: parsePrefixoRecord,
  toPublic: (puzzle) => ({ ...puzzle, words: puzzle.words.map((w) => ({ ...w })) }),
  init: (puzzle) => ({
    ...initRows(puzzle.words.map((w) => rowOf(w.word, puzzle.prefix.length))),
    prefix: puzzle.prefix,
    definitions: puzzle.words.map((w) => w.definition),
  }),
  ...rowsPlay<PrefixoState>(PREFIXO_RULES, copyPrefixo),
  // The words found, in the order the player found them, as the record spells them.
  scoreData: (state) => ({ words: state.found.map((i) => state.rows[i]?.spelling) }),
};
