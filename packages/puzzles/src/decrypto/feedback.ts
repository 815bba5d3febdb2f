/**
 * Decrypto's per-digit feedback (document 2 §4): correct (right place), misplaced (present elsewhere),
 * duplicate (more copies than the code holds), none (absent from the code).
 *
 * Counted in two passes, as a Mastermind scorer does, so that repeated digits are never counted twice:
 * the first pass marks the digits in their place and takes them out of the code's stock; the second,
 * left to right, marks a digit misplaced while the stock still holds a copy of it, and duplicate once
 * the stock of a digit the code does contain has run out.
 */

export const CODE_LENGTH = 5;

export type DigitMark = 'correct' | 'misplaced' | 'duplicate' | 'none';

/** One letter per mark, as moves carry them: c(orrect), m(isplaced), d(uplicate), n(one). */
export const MARK_LETTERS: Readonly<Record<DigitMark, string>> = { correct: 'c', misplaced: 'm', duplicate: 'd', none: 'n' };

const MARK_OF_LETTER: Readonly<Record<string, DigitMark>> = { c: 'correct', m: 'misplaced', d: 'duplicate', n: 'none' };

export const isCode = (value: unknown): value is string => typeof value === 'string' && /^[0-9]{5}$/.test(value);

/** The marks of a guess against the code, as a string of letters (see MARK_LETTERS). */
export function scoreGuess(code: string, guess: string): string {
  const stock = new Array<number>(10).fill(0);
  const marks = new Array<string>(CODE_LENGTH).fill('');
  for (let i = 0; i < CODE_LENGTH; i++) {
    if (guess[i] === code[i]) marks[i] = MARK_LETTERS.correct;
    else stock[Number(code[i])] = (stock[Number(code[i])] as number) + 1;
  }
  for (let i = 0; i < CODE_LENGTH; i++) {
    if (marks[i] !== '') continue;
    const digit = Number(guess[i]);
    if ((stock[digit] as number) > 0) {
      stock[digit] = (stock[digit] as number) - 1;
      marks[i] = MARK_LETTERS.misplaced;
    } else {
      marks[i] = code.includes(guess[i] as string) ? MARK_LETTERS.duplicate : MARK_LETTERS.none;
    }
  }
  return marks.join('');
}

export const isMarks = (value: unknown): value is string => typeof value === 'string' && /^[cmdn]{5}$/.test(value);

/** The marks of a string of letters, for display. */
export const marksOf = (letters: string): DigitMark[] => [...letters].map((letter) => MARK_OF_LETTER[letter] ?? 'none');

export const ALL_CORRECT = MARK_LETTERS.correct.repeat(CODE_LENGTH);
