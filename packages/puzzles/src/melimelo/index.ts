/** Melimelo: five words of rising length rebuilt in a row, each from its shuffled letters (document 2 §4). */
import type { GameModule } from '../core/game-module.ts';
import { anagramPlay } from '../words/anagram-module.ts';
import { type AnagramMove, type AnagramState, initAnagramState } from '../words/anagram-rules.ts';
import { type MelimeloRecord, parseMelimeloRecord } from '../words/records.ts';
import { melimeloSummary } from '../words/share.ts';

/** As Anagrammo's, the whole record reaches the browser: each word is checked the moment its row is full. */
export type MelimeloPuzzle = MelimeloRecord;

export const melimelo: GameModule<MelimeloPuzzle, MelimeloPuzzle, AnagramState, AnagramMove> = {
  slug: 'melimelo',
  generatorVersion: 1,
  parse: parseMelimeloRecord,
  toPublic: (puzzle) => ({ ...puzzle, words: puzzle.words.map((w) => ({ ...w, alternatives: w.alternatives.slice() })) }),
  init: (puzzle) => initAnagramState(`melimelo:${puzzle.id}`, puzzle.words),
  ...anagramPlay,
  // The words found, as spelled in the record (an accepted other word keeps its own spelling).
  scoreData: (state) => ({ words: state.found.slice() }),
  shareSummary: melimeloSummary,
};
