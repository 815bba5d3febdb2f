import type { WordRow } from './rows-rules.ts';

/** What a check says of a letter, as SUTOM and Wordle colour it. */
export type LetterMark = 'right' | 'elsewhere' | 'absent';

/**
 * The marks of a tried word against the answer (both A–Z, same length): right where the letter is the
 * answer's there; elsewhere while the answer holds that letter more times than the word's right and earlier
 * elsewhere ones; absent otherwise (a letter tried twice for one in the answer is absent the second time).
 */
export function letterMarks(answer: string, tried: string): LetterMark[] {
  const left = new Map<string, number>();
  const marks: LetterMark[] = [...tried].map((letter, i) => {
    if (answer[i] === letter) return 'right';
    left.set(answer[i] ?? '', (left.get(answer[i] ?? '') ?? 0) + 1);
    return 'absent';
  });
  [...tried].forEach((letter, i) => {
    if (marks[i] === 'right') return;
    const count = left.get(letter) ?? 0;
    if (count > 0) {
      marks[i] = 'elsewhere';
      left.set(letter, count - 1);
    }
  });
  return marks;
}

const RANK: Record<LetterMark, number> = { absent: 0, elsewhere: 1, right: 2 };

/**
 * What the player knows of each letter for a word (the keyboard's colours): right where a slot is locked
 * with it (given, found, revealed) or a check put it in its place, elsewhere where a check found it out of
 * place, absent where a check found the answer without it. The best known wins: a given letter is never absent.
 */
export function knownLetters(row: WordRow): Map<string, LetterMark> {
  const known = new Map<string, LetterMark>();
  const learn = (letter: string, mark: LetterMark) => {
    const was = known.get(letter);
    if (was === undefined || RANK[mark] > RANK[was]) known.set(letter, mark);
  };
  for (const tried of row.tries) letterMarks(row.answer, tried).forEach((mark, i) => learn(tried[i] ?? '', mark));
  row.locks.forEach((lock, slot) => {
    if (lock !== null) learn(row.answer[slot] ?? '', 'right');
  });
  // A letter absent from one try may be in the answer elsewhere, found in another: the rank says so.
  return known;
}
