import type { TestPlays } from '../testing/plays.ts';
import { anagramAssistedWin, anagramLoss, anagramWin } from '../words/anagram-plays.ts';
import type { AnagramMove } from '../words/anagram-rules.ts';
import { melimelo, type MelimeloPuzzle } from './index.ts';

export const melimeloPlays: TestPlays<MelimeloPuzzle, AnagramMove> = {
  win: (puzzle) => anagramWin(melimelo.init(puzzle)),
  assisted: (puzzle) => anagramAssistedWin(melimelo.init(puzzle)),
  lose: (puzzle) => anagramLoss(melimelo.init(puzzle)),
};
