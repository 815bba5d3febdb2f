/** Anagrammo: one word rebuilt from its shuffled letters, with a hint (document 2 §4). */
import type { GameModule } from '../core/game-module.ts';
import { anagramPlay } from '../words/anagram-module.ts';
import { type AnagramMove, type AnagramState, initAnagramState } from '../words/anagram-rules.ts';
import { type AnagrammoRecord, parseAnagrammoRecord } from '../words/records.ts';
import { anagrammoSummary } from '../words/share.ts';

/**
 * The whole record reaches the browser: the answer must be checked the moment the last letter is placed,
 * offline too, and a hash would not hide it (the letters are on screen: their orders are few to try).
 */
export type AnagrammoPuzzle = AnagrammoRecord;

export const anagrammo: GameModule<AnagrammoPuzzle, AnagrammoPuzzle, AnagramState, AnagramMove> = {
  slug: 'anagrammo',
  generatorVersion: 1,
  parse: parseAnagrammoRecord,
  toPublic: (puzzle) => ({ ...puzzle, alternatives: puzzle.alternatives.slice() }),
  init: (puzzle) => initAnagramState(`anagrammo:${puzzle.id}`, [puzzle]),
  ...anagramPlay,
  // The word the player formed (an accepted other word keeps its own spelling); the day's word when lost.
  scoreData: (state) => ({ word: state.found[0] ?? state.words[0]?.spellings[0] }),
  shareSummary: anagrammoSummary,
};
