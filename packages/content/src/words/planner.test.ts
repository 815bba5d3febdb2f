import { addDays, isMotamoChain, toPlayableLetters } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import type { LexiconEntry } from '../lexicon/entry.ts';
import { sameFamily } from '../lexicon/leak.ts';
import { buildLexicon, loadLexicon, parseLexiconText } from '../lexicon/load.ts';
import { extendPlans, type PlanInput } from './planner.ts';
import type { Schedule } from './schedule-file.ts';
import { SCHEDULE_EPOCH, type WordGame } from './word-games.ts';

const { lexicon } = loadLexicon();
const noAnagrams = () => [];
const plan = (overrides: Partial<PlanInput>) =>
  extendPlans({
    entries: lexicon.entries,
    proximoTargets: Array.from({ length: 30 }, (_, i) => `cible${String.fromCharCode(97 + (i % 26))}${i}`),
    anagramsOf: noAnagrams,
    schedules: new Map(),
    until: addDays(SCHEDULE_EPOCH, 9),
    ...overrides,
  });
const letters = (words: readonly string[]) => words.map(toPlayableLetters);

describe('the word-game planner', () => {
  it('fills every game every day from the epoch, the same way each time it runs', () => {
    const first = plan({});
    expect(first.stoppedAt).toEqual({});
    for (const schedule of first.schedules.values()) expect([...schedule.keys()]).toHaveLength(10);
    expect(plan({}).schedules).toEqual(first.schedules);
  });

  it('plans another stream from seeds of its own, never sharing the main stream’s answers around the same day', () => {
    const main = plan({}).schedules;
    const other = plan({ stream: 'reunion', avoid: main });
    expect(other.stoppedAt).toEqual({});
    expect(plan({ stream: 'reunion', avoid: main }).schedules).toEqual(other.schedules);
    let sameDays = 0;
    for (const [game, schedule] of other.schedules) {
      for (const [date, words] of schedule) {
        if (letters(main.get(game)?.get(date) ?? []).join() === letters(words).join()) sameDays += 1;
        const near = [addDays(date, -1), date, addDays(date, 1)].flatMap((day) => [...main.values()].flatMap((s) => letters(s.get(day) ?? [])));
        expect(
          letters(words).filter((word) => near.includes(word)),
          `${game} ${date}`,
        ).toEqual([]);
      }
    }
    expect(sameDays).toBe(0);
  });

  it('never changes a planned day when words are added, and extends after the last one', () => {
    const published = plan({}).schedules;
    const errors: string[] = [];
    const extra: LexiconEntry[] = [];
    parseLexiconText('zygomatique | adj | 3 | corps | Relatif à l’os de la pommette | Muscle du sourire |', 'new.txt', extra, errors);
    const grown = buildLexicon([...lexicon.entries, ...extra], errors);
    const extended = plan({ entries: grown.entries, schedules: published, until: addDays(SCHEDULE_EPOCH, 19) }).schedules;
    for (const [game, schedule] of published) {
      const longer = extended.get(game) as Schedule;
      expect(longer.size).toBe(20);
      for (const [date, words] of schedule) expect(longer.get(date)).toEqual(words);
    }
  });

  it('plays every Proximo target once before any comes back, however many there are', () => {
    // Players compare letters only, so the targets differ by letters: ciblea…, cibleaa…
    const targets = Array.from({ length: 400 }, (_, i) => `cible${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`);
    const proximo = (schedules: Map<WordGame, Schedule>) => [...(schedules.get('proximo') as Schedule).values()].map((w) => w[0]);
    const planned = new Map([
      ['proximo' as WordGame, new Map(Array.from({ length: 380 }, (_, i) => [addDays(SCHEDULE_EPOCH, i), [targets[i % 370] as string]]))],
    ]);
    // 380 days played targets 0–369 (0–9 twice): the plan resumes with 370–399, then the oldest.
    const { schedules } = extendPlans({
      entries: [],
      proximoTargets: targets,
      anagramsOf: noAnagrams,
      schedules: planned,
      until: addDays(SCHEDULE_EPOCH, 420),
    });
    const next = proximo(schedules).slice(380);
    expect(next.slice(0, 30)).toEqual(targets.slice(370, 400));
    expect(next.slice(30)).toEqual(targets.slice(10, 21));
  });

  it('keeps the rules of each game and no answer in two games on one day', () => {
    const { schedules } = plan({ until: addDays(SCHEDULE_EPOCH, 29) });
    const day = (game: WordGame, date: string) => schedules.get(game)?.get(date) ?? [];
    for (let offset = 0; offset < 30; offset++) {
      const date = addDays(SCHEDULE_EPOCH, offset);
      const motamo = letters(day('motamo', date));
      expect(isMotamoChain(motamo)).toBe(true);
      for (const word of motamo) expect(word[1]).not.toBe(word[0]);
      expect(new Set(letters(day('prefixo', date)).map((w) => w.slice(0, 2))).size).toBe(1);
      const lengths = letters(day('melimelo', date)).map((w) => w.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      expect(new Set(lengths).size).toBe(5);
      const [reference, ...synonyms] = day('synonymo', date);
      expect(lexicon.byLetters.get(toPlayableLetters(reference as string))?.synonyms).toEqual(expect.arrayContaining(synonyms));
      const answers = (['anagrammo', 'melimelo', 'motamo', 'prefixo', 'synonymo', 'proximo'] as const).flatMap((g) => letters(day(g, date)));
      expect(new Set(answers).size).toBe(answers.length);
      // Never two words of one family in one game's day (durée / durable).
      for (const game of ['melimelo', 'motamo', 'prefixo', 'synonymo'] as const) {
        const words = day(game, date);
        const related = words.flatMap((a, i) =>
          words
            .slice(i + 1)
            .filter((b) => sameFamily(a, b))
            .map((b) => `${a}/${b}`),
        );
        expect(related, `${game} ${date}`).toEqual([]);
      }
    }
  });

  it('chooses again only the days it is asked to, keeping every answer a year away on both sides', () => {
    const until = addDays(SCHEDULE_EPOCH, 59);
    const published = plan({ until }).schedules;
    const redo = new Set([addDays(SCHEDULE_EPOCH, 20), addDays(SCHEDULE_EPOCH, 40)]);
    const replace = new Map<WordGame, Set<string>>([
      ['prefixo', redo],
      ['synonymo', redo],
    ]);
    const result = plan({ schedules: published, until, replace });
    expect(result.replaced).toEqual({ prefixo: [...redo], synonymo: [...redo] });
    expect(result.unreplaced).toEqual({});
    for (const [game, schedule] of published) {
      const after = result.schedules.get(game) as Schedule;
      expect([...after.keys()]).toEqual([...schedule.keys()]);
      for (const [date, words] of schedule) {
        if (replace.get(game)?.has(date)) expect(after.get(date), `${game} ${date}`).not.toEqual(words);
        else expect(after.get(date), `${game} ${date}`).toEqual(words);
      }
      const all = [...after.values()].flatMap(letters);
      expect(new Set(all).size, game).toBe(all.length);
    }
    // Prefixo keeps its fortnight between two days of one prefix, on both sides of a replaced day.
    const prefixes = [...(result.schedules.get('prefixo') as Schedule)].sort().map(([, words]) => letters(words)[0]?.slice(0, 2));
    prefixes.forEach((prefix, i) => expect(prefixes.slice(i + 1, i + 15)).not.toContain(prefix));
  });

  it('draws a replaced day from other seeds on a second try, the same way each time, and no other day', () => {
    const until = addDays(SCHEDULE_EPOCH, 29);
    const published = plan({ until }).schedules;
    const redo = new Set([addDays(SCHEDULE_EPOCH, 12)]);
    const replace = new Map<WordGame, Set<string>>([['anagrammo', redo]]);
    const tries = [0, 1, 2].map((attempt) => plan({ schedules: published, until, replace, attempt }).schedules.get('anagrammo') as Schedule);
    const day = [...redo][0]!;
    // Three tries, three words (a try that failed would otherwise be made again word for word).
    expect(new Set(tries.map((schedule) => schedule.get(day)?.join()))).toHaveProperty('size', 3);
    expect(plan({ schedules: published, until, replace, attempt: 1 }).schedules.get('anagrammo')).toEqual(tries[1]);
    for (const schedule of tries)
      for (const [date, words] of published.get('anagrammo') as Schedule) if (date !== day) expect(schedule.get(date), date).toEqual(words);
    // Days only extended are drawn as before, whatever the try.
    expect(plan({ until, attempt: 2 }).schedules).toEqual(published);
  });

  it('stops a game the first day its words run out, leaving no hole behind', () => {
    const few = lexicon.entries.filter((e) => e.letters.length >= 6 && e.letters.length <= 10).slice(0, 4);
    const { schedules, stoppedAt } = plan({ entries: few, until: addDays(SCHEDULE_EPOCH, 9) });
    expect([...(schedules.get('anagrammo') as Schedule).keys()]).toEqual([0, 1, 2, 3].map((d) => addDays(SCHEDULE_EPOCH, d)));
    expect(stoppedAt.anagrammo).toBe(addDays(SCHEDULE_EPOCH, 4));
    expect(stoppedAt.motamo).toBe(SCHEDULE_EPOCH);
  });
});
