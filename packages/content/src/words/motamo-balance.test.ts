import { addDays, CONTENT_STREAMS, type IsoDate, toPlayableLetters } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { checkWordGames, failingPlannedDays } from './check.ts';
import { bannedInitials, MOTAMO_BALANCE_FROM } from './motamo-balance.ts';
import type { Schedule } from './schedule-file.ts';
import { committedWordContent, type WordContent } from './word-content.ts';

/** Motamo's chain over time (issue 41): no initial held at a word position more than three days running, no three words of one initial. */
const content = committedWordContent();
const motamo = content.schedules.get('motamo') as Schedule;
const DAY: IsoDate = '2027-03-10';

const withMotamo = (days: Record<IsoDate, string[]>): WordContent => {
  const schedule: Schedule = new Map(motamo);
  for (const [date, words] of Object.entries(days)) schedule.set(date, words);
  return { ...content, schedules: new Map(content.schedules).set('motamo', schedule) };
};

/** Committed chains (valid records) whose first word starts with `initial`, from different days. */
function chainsStartingWith(initial: string, count: number): string[][] {
  const chains = [...motamo.values()].filter((words) => toPlayableLetters(words[0]!)[0] === initial);
  expect(chains.length).toBeGreaterThanOrEqual(count);
  return chains.slice(0, count);
}

const balanceLines = (problems: readonly string[]) => problems.filter((p) => p.includes('jour de suite') || p.includes('commencent par'));

describe('the Motamo balance check', () => {
  it('refuses a fourth day running with the same initial at one word position, on the day that makes it four', () => {
    const [a, b, c, d] = chainsStartingWith('C', 4);
    const [before, after] = chainsStartingWith('V', 2);
    // Between two V days, so that the committed days around do not make the run longer.
    const plan = withMotamo({
      [addDays(DAY, -1)]: before!,
      [DAY]: a!,
      [addDays(DAY, 1)]: b!,
      [addDays(DAY, 2)]: c!,
      [addDays(DAY, 3)]: d!,
      [addDays(DAY, 4)]: after!,
    });
    const lines = balanceLines(checkWordGames(plan, DAY, 4, ['motamo']).problems);
    expect(lines).toContain(`motamo ${addDays(DAY, 3)} : le mot 1 commence par C pour le 4e jour de suite`);
    expect(lines.some((line) => line.startsWith(`motamo ${addDays(DAY, 2)} `))).toBe(false);
    // Any day of the run may be chosen again: the planner takes whichever it can fill.
    const failing = failingPlannedDays(plan, DAY, ['motamo']).get('motamo')!;
    for (let offset = 0; offset < 4; offset++) expect(failing.has(addDays(DAY, offset))).toBe(true);
    // Three days running are fine.
    const three = withMotamo({ [addDays(DAY, -1)]: before!, [DAY]: a!, [addDays(DAY, 1)]: b!, [addDays(DAY, 2)]: c!, [addDays(DAY, 3)]: after! });
    expect(balanceLines(checkWordGames(three, DAY, 3, ['motamo']).problems)).toEqual([]);
  });

  it('refuses a chain with three words of one initial (the published 2026-12-07 chain, if it were planned today)', () => {
    const plan = withMotamo({ [DAY]: ['PRINTEMPS', 'SEVEREMENT', 'TOAST', 'TOLERANT', 'TACHETE'] });
    expect(balanceLines(checkWordGames(plan, DAY, 1, ['motamo']).problems)).toContain(`motamo ${DAY} : 3 mots de la chaîne commencent par T`);
    // A published day keeps its words: the rule starts the day after the plans were balanced.
    const published = addDays(MOTAMO_BALANCE_FROM, -5);
    expect(
      failingPlannedDays(withMotamo({ [published]: ['PRINTEMPS', 'SEVEREMENT', 'TOAST', 'TOLERANT', 'TACHETE'] }), published, ['motamo'])
        .get('motamo')!
        .has(published),
    ).toBe(false);
  });

  it('tells the planner which initials a day chosen again between planned days may not take', () => {
    const [a, b, c, d] = chainsStartingWith('P', 4);
    const schedule: Schedule = new Map([
      [addDays(DAY, -2), a!],
      [addDays(DAY, -1), b!],
      [addDays(DAY, 1), c!],
      [addDays(DAY, 2), d!],
    ]);
    // Two P days before and two after: a P that day would make five.
    expect(bannedInitials(schedule, DAY)[0]!.has('P')).toBe(true);
    schedule.delete(addDays(DAY, 2));
    schedule.delete(addDays(DAY, -2));
    expect(bannedInitials(schedule, DAY)[0]!.has('P')).toBe(false);
  });
});

describe.each(CONTENT_STREAMS.map((stream) => ({ id: stream.id })))('the committed Motamo plan of the $id stream', ({ id }) => {
  const schedule = committedWordContent(id).schedules.get('motamo') as Schedule;
  const days = [...schedule.keys()].filter((date) => date >= MOTAMO_BALANCE_FROM).sort();

  it('holds no initial at a word position more than three days running, and no chain with three words of one initial', () => {
    const runs: string[] = [];
    const triples: string[] = [];
    for (let position = 0; position < 5; position++) {
      let run = 0;
      let previous = '';
      for (const date of days) {
        const initial = toPlayableLetters(schedule.get(date)![position]!)[0]!;
        run = initial === previous ? run + 1 : 1;
        previous = initial;
        if (run > 3) runs.push(`${date} mot ${position + 1} : ${initial} ${run} jours`);
      }
    }
    for (const date of days) {
      const initials = schedule.get(date)!.map((word) => toPlayableLetters(word)[0]);
      if (initials.some((initial) => initials.filter((other) => other === initial).length >= 3)) triples.push(`${date} ${schedule.get(date)!.join(',')}`);
    }
    expect(days.length).toBeGreaterThan(730);
    expect(runs).toEqual([]);
    expect(triples).toEqual([]);
  });
});
