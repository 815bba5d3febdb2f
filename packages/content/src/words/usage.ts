import { daysBetween, type IsoDate, toPlayableLetters } from '@jdj/puzzles';
import { REUSE_GAP_DAYS } from './word-games.ts';

/** Lexicon entries already carry their A–Z letters: skip the Unicode work for them (hot loop). */
export const answerKey = (word: string): string => (/^[A-Z]+$/.test(word) ? word : toPlayableLetters(word));

/**
 * Every day each answer is played in one game, so the planner can keep it a year away from each of them
 * (before and after: a replaced day sits between planned ones) and prefer words never played, or played
 * longest ago.
 */
export class AnswerUsage {
  private readonly uses = new Map<string, IsoDate[]>();

  record(words: readonly string[], date: IsoDate): void {
    for (const word of words) {
      const key = answerKey(word);
      const dates = this.uses.get(key);
      if (!dates) this.uses.set(key, [date]);
      else if (!dates.includes(date)) dates.push(date);
    }
  }

  /** True when the word is played less than the reuse gap before or after `date`. */
  isRecent(word: string, date: IsoDate): boolean {
    const dates = this.uses.get(answerKey(word));
    return dates?.some((used) => Math.abs(daysBetween(used, date)) < REUSE_GAP_DAYS) ?? false;
  }

  /** The latest day the word is played, '' for a word never played: sorts before every date. */
  lastPlayed(word: string): string {
    const dates = this.uses.get(answerKey(word));
    return dates ? dates.reduce((a, b) => (a > b ? a : b)) : '';
  }
}
