import { addDays, CONTENT_STREAMS, type IsoDate, toPlayableLetters } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { checkWordGames, failingPlannedDays } from './check.ts';
import {
  bannedInitials,
  FRENCH_INITIAL_SHARE,
  MOTAMO_BALANCE_FROM,
  MOTAMO_WINDOW_FROM,
  MOTAMO_WINDOW_STREAMS,
  motamoWindowProblems,
  windowFailingDays,
} from './motamo-balance.ts';
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

describe('the 30-day window of Motamo initials', () => {
  // Thirty days whose first words show the ten commonest initials but T, each within twice its share,
  // and whose chained words cycle through ten endings within their bound.
  const FIRST = [...'CCCPPPAAASSSEEEMMMDDDRRRBBBFGO'];
  const CHAINED = [...'ERTSNLIDAU'];
  const START = addDays(MOTAMO_WINDOW_FROM, 40);
  const window = (first: string[]): Schedule =>
    new Map(first.map((initial, day) => [addDays(START, day), [initial, ...[1, 2, 3, 4].map((p) => CHAINED[(day + p) % 10]!)].map((l) => `${l}XXX`)]));
  const END = addDays(START, 29);

  it('names a missing common initial and a letter above twice its French share, on the window’s last day', () => {
    expect(motamoWindowProblems(window(FIRST), END)).toEqual([`aucun mot 1 ne commence par T en 30 jours depuis le ${START}`]);
    const withT = [...FIRST.slice(0, 29), 'T'];
    expect(motamoWindowProblems(window(withT), END)).toEqual([]);
    // A second O (2.3 % of French initials) in 30 days: more than twice its share.
    const twoO = [...withT.slice(0, 27), 'O', 'O', 'T'];
    expect(motamoWindowProblems(window(twoO), END)).toEqual([`le mot 1 commence par O 2 jours sur 30 depuis le ${START} (au plus 1)`]);
    // Only whole windows are judged, and the planner chooses the whole failing window again.
    expect(motamoWindowProblems(window(FIRST), addDays(END, -1))).toEqual([]);
    expect(windowFailingDays(window(FIRST), END)).toHaveLength(30);
    expect(windowFailingDays(window(withT), END)).toEqual([]);
  });

  it('holds the chained words to four times their share, three days at least, with E, R and T present', () => {
    const withT = [...FIRST.slice(0, 29), 'T'];
    const schedule = window(withT);
    // A fourth N at word 3 (1.9 % of French initials: three days at least are allowed).
    const nDays = [...schedule.keys()].filter((date) => schedule.get(date)![2]!.startsWith('N'));
    expect(nDays).toHaveLength(3);
    const other = [...schedule.keys()].find((date) => schedule.get(date)![2]!.startsWith('I'))!;
    schedule.set(
      other,
      schedule.get(other)!.map((word, position) => (position === 2 ? 'NXXX' : word)),
    );
    expect(motamoWindowProblems(schedule, END)).toEqual([`le mot 3 commence par N 4 jours sur 30 depuis le ${START} (au plus 3)`]);
    // No chained word 2 starting with T in a month.
    const noT = window(withT);
    for (const [date, words] of noT)
      if (words[1]!.startsWith('T'))
        noT.set(
          date,
          words.map((word, position) => (position === 1 ? 'SXXX' : word)),
        );
    expect(motamoWindowProblems(noT, END)).toContain(`aucun mot 2 ne commence par T en 30 jours depuis le ${START}`);
  });

  it('is refused by content check in the committed plan, where a month of first words loses its E', () => {
    const from = addDays(MOTAMO_WINDOW_FROM, 60);
    const days = Array.from({ length: 30 }, (_, offset) => addDays(from, offset));
    const replacement = chainsStartingWith('C', 1)[0]!;
    const pulled: Record<IsoDate, string[]> = {};
    for (const date of days) if (toPlayableLetters(motamo.get(date)![0]!)[0] === 'E') pulled[date] = replacement;
    expect(Object.keys(pulled).length).toBeGreaterThan(0);
    const lines = checkWordGames(withMotamo(pulled), from, 30, ['motamo']).problems.filter((line) => line.includes('ne commence par'));
    expect(lines).toContain(`motamo ${addDays(from, 29)} : aucun mot 1 ne commence par E en 30 jours depuis le ${from}`);
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

  it.runIf(MOTAMO_WINDOW_STREAMS.includes(id))(
    'keeps every position’s initials near French over every 30 days: the first word within twice its share and showing the ten commonest, the chained ones within four times (three days at least) and showing E, R and T',
    () => {
      const windowDays = [...schedule.keys()].filter((date) => date >= MOTAMO_WINDOW_FROM).sort();
      const failures: string[] = [];
      for (let first = 0; first + 30 <= windowDays.length; first++) {
        for (let position = 0; position < 5; position++) {
          const counts = new Map<string, number>();
          for (const date of windowDays.slice(first, first + 30)) {
            const initial = toPlayableLetters(schedule.get(date)![position]!)[0]!;
            counts.set(initial, (counts.get(initial) ?? 0) + 1);
          }
          const [factor, floor, required] = position === 0 ? [2, 1, 'CPASEMDRBT'] : [4, 3, 'ERT'];
          for (const [initial, count] of counts) {
            if (count > Math.max(floor, Math.floor((factor * FRENCH_INITIAL_SHARE[initial]! * 30) / 100)))
              failures.push(`${windowDays[first]} mot ${position + 1} : ${initial} ${count} fois`);
          }
          for (const initial of required) if (!counts.has(initial)) failures.push(`${windowDays[first]} mot ${position + 1} : pas de ${initial}`);
        }
      }
      expect(windowDays.length).toBeGreaterThan(730);
      expect(failures).toEqual([]);
    },
  );
});
