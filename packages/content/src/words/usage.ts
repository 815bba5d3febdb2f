import { daysBetween, type IsoDate, toPlayableLetters } from '@jdj/puzzles';
import { REUSE_GAP_DAYS } from './word-games.ts';

/**
 * When each answer was last played in one game, so the planner can keep it away for a year and prefer
 * words that were never played (or played longest ago).
 */
/** Lexicon entries already carry their A–Z letters: skip the Unicode work for them (hot loop). */
export const answerKey = (word: string): string => (/^[A-Z]+$/.test(word) ? word : toPlayableLetters(word));

export class AnswerUsage {
  private readonly lastUse = new Map<string, IsoDate>();

  record(words: readonly string[], date: IsoDate): void {
    for (const word of words) {
      const key = answerKey(word);
      const previous = this.lastUse.get(key);
      if (!previous || previous < date) this.lastUse.set(key, date);
    }
  }

  /** True when the word was played less than the reuse gap before `date`. */
  isRecent(word: string, date: IsoDate): boolean {
    const last = this.lastUse.get(answerKey(word));
    return last !== undefined && Math.abs(daysBetween(last, date)) < REUSE_GAP_DAYS;
  }

  /** '' for a word never played: sorts before every date. */
  lastPlayed(word: string): string {
    return this.lastUse.get(answerKey(word)) ?? '';
  }
}
