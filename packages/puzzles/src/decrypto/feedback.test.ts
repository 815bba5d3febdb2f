import { describe, expect, it } from 'vitest';
import { marksOf, scoreGuess } from './feedback.ts';

describe('decrypto: the marks of an attempt, digit by digit', () => {
  // c = correct (right place), m = misplaced (elsewhere in the code), d = duplicate (more copies than the
  // code holds), n = none (not in the code).
  it.each([
    ['12345', '12345', 'ccccc', 'the code itself'],
    ['12345', '67890', 'nnnnn', 'no digit of the code'],
    ['12345', '51234', 'mmmmm', 'every digit one place off'],
    ['12345', '12354', 'cccmm', 'two digits swapped'],
    ['11223', '12312', 'cmmmm', 'repeats on both sides: each copy of the code counted once'],
    ['12312', '11223', 'cmmmm', 'the same, the other way round'],
    ['12345', '11111', 'cdddd', 'one 1 in the code: the others are duplicates'],
    ['11223', '11111', 'ccddd', 'two 1s in place, three copies too many'],
    ['11223', '31111', 'mcmdd', 'the spare 1 goes to the first misplaced copy, left to right'],
    ['11223', '22111', 'mmmmd', 'two 2s and two 1s misplaced, the third 1 one too many'],
    ['00000', '00100', 'ccncc', 'a lone digit absent from the code'],
    ['90909', '09090', 'mmmmd', 'two 0s and two 9s misplaced, the third 0 one too many'],
    ['55555', '55555', 'ccccc', 'five identical digits'],
    ['12344', '44444', 'dddcc', 'only the two 4s in place count'],
  ])('code %s, attempt %s → %s (%s)', (code, guess, expected) => {
    expect(scoreGuess(code, guess)).toBe(expected);
  });

  it('never marks more copies of a digit correct or misplaced than the code holds', () => {
    const codes = ['11223', '00000', '12345', '90909', '77177'];
    for (const code of codes) {
      for (let n = 0; n < 100_000; n += 997) {
        const guess = String(n).padStart(5, '0');
        const marks = scoreGuess(code, guess);
        for (let digit = 0; digit <= 9; digit++) {
          const d = String(digit);
          const counted = [...guess].filter((g, i) => g === d && (marks[i] === 'c' || marks[i] === 'm')).length;
          const inCode = [...code].filter((c) => c === d).length;
          const inGuess = [...guess].filter((g) => g === d).length;
          expect(counted).toBe(Math.min(inCode, inGuess));
          // A digit of the code is never 'none'; a digit absent from it is never anything else.
          for (const [i, g] of [...guess].entries()) if (g === d) expect(marks[i] === 'n').toBe(inCode === 0);
        }
      }
    }
  });

  it('reads marks back as words for the board', () => {
    expect(marksOf('cmdn')).toEqual(['correct', 'misplaced', 'duplicate', 'none']);
  });
});
