import type { TestPlays } from '../testing/plays.ts';
import { anagramAssistedWin, anagramLoss, anagramWin } from '../words/anagram-plays.ts';
import type { AnagramMove } from '../words/anagram-rules.ts';
import { anagrammo, type AnagrammoPuzzle } from './index.ts';

export const anagrammoPlays: TestPlays<AnagrammoPuzzle, AnagramMove> = {
  win: (puzzle) => anagramWin(anagrammo.init(puzzle)),
  assisted: (puzzle) => anagramAssistedWin(anagrammo.init(puzzle)),
  lose: (puzzle) => anagramLoss(anagrammo.init(puzzle)),
};
