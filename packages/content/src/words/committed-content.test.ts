import { addDays, daysBetween, toPlayableLetters } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { isFrenchWord } from '../lexicon/dictionary.ts';
import { buildWordDay } from './build-record.ts';
import { checkWordGames, daysLeft, validateWordRecord } from './check.ts';
import { lastPlannedDate } from './schedule-file.ts';
import { committedWordContent } from './word-content.ts';
import { REUSE_GAP_DAYS, SCHEDULE_EPOCH, WORD_GAMES } from './word-games.ts';

/**
 * The publication checks of issue 5 over everything committed under data/: what players will read.
 * The CLI runs the same checks over any window (`npm run content -- check --days 120`).
 */
const content = committedWordContent();

/** The day the word games' content was first published: it had to carry at least 120 days from here. */
const FIRST_PUBLICATION = '2026-11-21';

/**
 * The stronger checks of issue 11 (category of the chosen definition, words inside words, same-day
 * families) came on this day: days played before it keep their records; every day from it must pass.
 */
const STRONGER_CHECKS_FROM = '2026-11-23';

describe('the committed lexicon', () => {
  it('has no refused line', () => {
    expect(content.loadErrors).toEqual([]);
    expect(content.lexicon.entries.length).toBeGreaterThan(1000);
  });

  it('uses only words of the independent dictionary, answers and synonyms alike', () => {
    const unknown = content.lexicon.entries.flatMap((e) => [e.lemma, ...e.synonyms]).filter((word) => !isFrenchWord(word));
    expect(unknown).toEqual([]);
  });
});

describe('the committed Proximo lists', () => {
  it('give every target 1,000 distinct dictionary lemmas, the target not among them', () => {
    expect(content.proximoTargets.length).toBeGreaterThanOrEqual(120);
    for (const target of content.proximoTargets) {
      const list = content.proximoList(target) ?? [];
      const keys = new Set(list.map(toPlayableLetters));
      expect.soft(list.length, target).toBe(1000);
      expect.soft(keys.size, target).toBe(1000);
      expect.soft(keys.has(toPlayableLetters(target)), target).toBe(false);
      expect.soft(isFrenchWord(target), target).toBe(true);
      expect.soft(list.filter((word) => !isFrenchWord(word)), target).toEqual([]);
    }
  });
});

describe('the committed plans', () => {
  it('carry every word game at least 120 days past its first publication', () => {
    for (const game of WORD_GAMES) expect.soft(daysLeft(content, game, FIRST_PUBLICATION), game).toBeGreaterThanOrEqual(120);
  });

  it('still build a record their game accepts on the days already played', () => {
    for (const game of WORD_GAMES) {
      for (let date = SCHEDULE_EPOCH; date < STRONGER_CHECKS_FROM; date = addDays(date, 1)) {
        const built = buildWordDay(game, date, content);
        expect.soft(built.ok ? validateWordRecord(built.record) : built.problem, `${game} ${date}`).toBeUndefined();
      }
    }
  });

  it('pass the publication checks on every planned day from the stronger checks on', () => {
    for (const game of WORD_GAMES) {
      const last = lastPlannedDate(content.schedules.get(game) ?? new Map()) ?? SCHEDULE_EPOCH;
      for (let from = STRONGER_CHECKS_FROM; from <= last; from = addDays(from, REUSE_GAP_DAYS)) {
        const days = Math.min(REUSE_GAP_DAYS, daysBetween(from, last) + 1);
        expect.soft(checkWordGames(content, from, days, [game]).problems, `${game} depuis le ${from}`).toEqual([]);
      }
    }
  });

  it('keep every answer a full year away from its previous use in the same game', () => {
    for (const game of WORD_GAMES) {
      const lastUse = new Map<string, string>();
      const tooSoon: string[] = [];
      for (const [date, words] of [...(content.schedules.get(game) ?? [])].sort(([a], [b]) => (a < b ? -1 : 1))) {
        for (const word of words) {
          const key = toPlayableLetters(word);
          const previous = lastUse.get(key);
          if (previous && daysBetween(previous, date) < REUSE_GAP_DAYS) tooSoon.push(`${word} ${previous} → ${date}`);
          lastUse.set(key, date);
        }
      }
      expect.soft(tooSoon, game).toEqual([]);
    }
  });
});
