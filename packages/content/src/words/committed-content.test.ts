import { addDays, daysBetween, toPlayableLetters } from '@jdj/puzzles';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFrenchWord } from '../lexicon/dictionary.ts';
import { buildWordDay } from './build-record.ts';
import { checkWordGames, daysLeft, validateWordRecord } from './check.ts';
import { PROXIMO_DIR, PROXIMO_SPOT_CHECKS, readProximoExcludedWords, scoreSpotCheck } from './proximo-data.ts';
import { proximoListProblems } from './proximo-guards.ts';
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

/** The first Proximo day planned with the 859 targets of issue 13 (earlier days were already published). */
const PROXIMO_TWO_YEARS_FROM = '2026-11-24';

/**
 * The stronger checks of issue 11 (category of the chosen definition, words inside words, same-day
 * families) came on this day: days played before it keep their records; every day from it must pass.
 */
const STRONGER_CHECKS_FROM = '2026-11-23';

/** The day issue 29 extended every plan to two years ahead. */
const TWO_YEARS_PLANNED_ON = '2026-11-26';

/** Motamo's first day chosen again with balanced initials (the 30 days before had been stored by servers). */
const MOTAMO_BALANCED_FROM = '2026-12-27';

describe('the committed lexicon', () => {
  it('has no refused line', () => {
    expect(content.loadErrors).toEqual([]);
    expect(content.lexicon.entries.length).toBeGreaterThan(1000);
  });

  it('uses only words of the independent dictionary, answers and synonyms alike', () => {
    const unknown = content.lexicon.entries.flatMap((e) => [e.lemma, ...e.synonyms]).filter((word) => !isFrenchWord(word));
    expect(unknown).toEqual([]);
  });

  it('approve synonyms, not kinds: the weak pairs of the issue-41 audit are gone (a Synonymo day using one is refused)', () => {
    const synonymsOf = (word: string) => content.lexicon.byLetters.get(toPlayableLetters(word))?.synonyms ?? [];
    for (const [word, kinds] of [
      ['cuire', ['mijoter', 'rôtir', 'griller', 'bouillir']],
      ['exposition', ['foire']],
      ['pluie', ['averse', 'bruine']],
      ['navire', ['paquebot']],
      ['édifice', ['monument', 'immeuble']],
    ] as const) {
      expect(
        synonymsOf(word).filter((synonym) => (kinds as readonly string[]).includes(synonym)),
        word,
      ).toEqual([]);
    }
    // True synonyms stay: the same reference keeps what a reader accepts in its place.
    expect(synonymsOf('exposition')).toEqual(expect.arrayContaining(['salon', 'présentation']));
  });
});

describe('the committed Proximo lists', () => {
  it('give every target 1,000 distinct dictionary lemmas, the target not among them and no crude word', () => {
    const excluded = readProximoExcludedWords();
    // Two years of daily targets without one coming back.
    expect(content.proximoTargets.length).toBeGreaterThanOrEqual(730);
    for (const target of content.proximoTargets) {
      const list = content.proximoList(target) ?? [];
      const keys = new Set(list.map(toPlayableLetters));
      expect.soft(list.length, target).toBe(1000);
      expect.soft(keys.size, target).toBe(1000);
      expect.soft(keys.has(toPlayableLetters(target)), target).toBe(false);
      expect.soft(isFrenchWord(target), target).toBe(true);
      expect
        .soft(
          list.filter((word) => !isFrenchWord(word) || excluded.has(word)),
          target,
        )
        .toEqual([]);
    }
  });

  it("hold no insult, slur, atrocity or violence word outside its target's own thematic field, and no unrelated look-alike in a top 100 (issues 29, 41)", () => {
    const guards = content.proximoGuards();
    const problems = content.proximoTargets.flatMap((target) => proximoListProblems(target, content.proximoList(target) ?? [], guards));
    expect(problems).toEqual([]);
    // The audit of issue 41: « retrait » no longer leads « retraite », nor « tuer » sits near « grêle ».
    expect(content.proximoList('retraite')?.slice(0, 10)).not.toContain('retrait');
    expect(content.proximoList('pansement')?.slice(0, 100)).not.toContain('panse');
    expect(content.proximoList('grêle')).not.toContain('tuer');
    // The audit's cases: nothing of the kind near pollution, jean or faible.
    for (const [target, word] of [
      ['pollution', 'pogrom'],
      ['pollution', 'génocide'],
      ['pollution', 'salopard'],
      ['jean', 'violer'],
      ['faible', 'débile'],
    ]) {
      expect.soft(content.proximoList(target as string)?.includes(word as string), `${target} → ${word}`).toBe(false);
    }
  });

  it('hold no list of a word that is not a target (a dropped target takes its list with it)', () => {
    const files = readdirSync(path.join(PROXIMO_DIR, 'lists')).filter((name) => name.endsWith('.txt'));
    const targets = new Set(content.proximoTargets);
    expect(files.map((name) => name.slice(0, -'.txt'.length)).filter((word) => !targets.has(word))).toEqual([]);
  });

  it('give two years of daily targets without one coming back, from the first day planned with them', () => {
    const days = [...(content.schedules.get('proximo') ?? [])].filter(([date]) => date >= PROXIMO_TWO_YEARS_FROM).sort(([a], [b]) => (a < b ? -1 : 1));
    const targets = days.slice(0, 730).map(([, words]) => words[0]);
    expect(targets).toHaveLength(730);
    expect(targets.length - new Set(targets).size).toBe(0);
  });

  it('put the neighbours a player expects in the top 100, in both hand-written spot checks', () => {
    for (const { file } of PROXIMO_SPOT_CHECKS.filter((check) => check.acceptance)) {
      const score = scoreSpotCheck(file, undefined, (target) => content.proximoList(target));
      expect.soft(score.found / score.expected, file).toBeGreaterThanOrEqual(0.9);
      expect.soft(score.weakTargets, file).toEqual([]);
    }
  });
});

describe('the committed plans', () => {
  it('carry every word game at least 120 days past its first publication', () => {
    for (const game of WORD_GAMES) expect.soft(daysLeft(content, game, FIRST_PUBLICATION), game).toBeGreaterThanOrEqual(120);
  });

  it('carry every word game two years past the day issue 29 planned them (status shows 730 days or more)', () => {
    for (const game of WORD_GAMES) expect.soft(daysLeft(content, game, TWO_YEARS_PLANNED_ON), game).toBeGreaterThanOrEqual(730);
  });

  it("balance the initials of Motamo's chains from the days replanned by issue 29", () => {
    const days = [...(content.schedules.get('motamo') ?? [])].filter(([date]) => date >= MOTAMO_BALANCED_FROM).map(([, words]) => words);
    const words = days.flat();
    const startingWithE = words.filter((word) => toPlayableLetters(word).startsWith('E')).length;
    // Was 38 % before; a chain now holds at most one E word, so a fifth at most.
    expect(startingWithE / words.length).toBeLessThanOrEqual(0.2);
    expect(days.filter((chain) => chain.slice(1).every((word) => 'ET'.includes(toPlayableLetters(word)[0] as string)))).toEqual([]);
    expect(days.filter((chain) => chain.filter((word) => toPlayableLetters(word).startsWith('E')).length > 1)).toEqual([]);
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
