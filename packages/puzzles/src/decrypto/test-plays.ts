import type { TestPlays } from '../testing/plays.ts';
import { scoreGuess } from './feedback.ts';
import type { DecryptoMove, DecryptoPuzzle } from './rules.ts';

/** The answered moves a player sends: a wrong code first (marked by the server), then the day's code. */
export const decryptoPlays: TestPlays<DecryptoPuzzle, DecryptoMove> = {
  win(puzzle) {
    const code = puzzle.code as string;
    // Every digit shifted by one: wrong in each place, whatever the code.
    const wrong = [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');
    return [
      { type: 'attempt', digits: wrong, marks: scoreGuess(code, wrong) },
      { type: 'attempt', digits: code, marks: scoreGuess(code, code) },
    ];
  },
  /** « Révéler un chiffre » five times, then the code the jokers gave. */
  assisted(puzzle) {
    const code = puzzle.code as string;
    const jokers = [...code].map((digit, position): DecryptoMove => ({ type: 'joker', position, digit: Number(digit) }));
    return [...jokers, { type: 'attempt', digits: code, marks: scoreGuess(code, code) }];
  },
};
