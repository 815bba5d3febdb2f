import { addDays, type IsoDate, toPlayableLetters } from '@jdj/puzzles';
import type { Schedule } from './schedule-file.ts';

/**
 * Motamo's chain over time (issue 41): the same initial at a word position on more than MOTAMO_MAX_RUN days
 * in a row reads as the same puzzle again (the first word started with C for 72 days in 2027), and three
 * words of one initial in a chain read as one letter's day.
 */
export const MOTAMO_MAX_RUN = 3;
export const MOTAMO_MAX_SAME_INITIAL = 2;

/** The first day the rules hold: the days published before it keep their words. */
export const MOTAMO_BALANCE_FROM: IsoDate = '2026-12-03';

const initialsOf = (schedule: Schedule, date: IsoDate): string[] => (schedule.get(date) ?? []).map((word) => toPlayableLetters(word)[0]!);

const initialAt = (schedule: Schedule, date: IsoDate, position: number): string | undefined => {
  const word = schedule.get(date)?.[position];
  return word ? toPlayableLetters(word)[0] : undefined;
};

/** Days in a row before (step −1) or after (+1) `date`, not counting it, whose word at `position` starts with `initial`. */
function runAlong(schedule: Schedule, date: IsoDate, position: number, initial: string, step: -1 | 1): number {
  let count = 0;
  for (let day = addDays(date, step); count <= MOTAMO_MAX_RUN && initialAt(schedule, day, position) === initial; day = addDays(day, step)) count += 1;
  return count;
}

/** The run `date` would be part of with `initial` at `position`: the days around that share it, and itself. */
const runThrough = (schedule: Schedule, date: IsoDate, position: number, initial: string): number =>
  runAlong(schedule, date, position, initial, -1) + 1 + runAlong(schedule, date, position, initial, 1);

/**
 * Per word position, the initials `date` may not take: with the days around it (before and after, for a day
 * chosen again between planned ones) they would make a run longer than MOTAMO_MAX_RUN.
 */
export function bannedInitials(schedule: Schedule, date: IsoDate, positions = 5): Set<string>[] {
  return Array.from({ length: positions }, (_, position) => {
    const banned = new Set<string>();
    const near = new Set([initialAt(schedule, addDays(date, -1), position), initialAt(schedule, addDays(date, 1), position)]);
    for (const initial of near) {
      if (initial === undefined) continue;
      if (runThrough(schedule, date, position, initial) > MOTAMO_MAX_RUN) banned.add(initial);
    }
    return banned;
  });
}

/** The initials that more than MOTAMO_MAX_SAME_INITIAL words of a chain start with, and how many do. */
function crowdedInitials(initials: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const initial of initials) counts.set(initial, (counts.get(initial) ?? 0) + 1);
  return new Map([...counts].filter(([, count]) => count > MOTAMO_MAX_SAME_INITIAL));
}

/** What breaks the rules on `date` of a Motamo plan, in French (the day that ends a run too long is the one named). */
export function motamoBalanceProblems(schedule: Schedule, date: IsoDate): string[] {
  if (date < MOTAMO_BALANCE_FROM) return [];
  const initials = initialsOf(schedule, date);
  const problems = [...crowdedInitials(initials)].map(([initial, count]) => `${count} mots de la chaîne commencent par ${initial}`);
  initials.forEach((initial, position) => {
    const run = runAlong(schedule, date, position, initial, -1) + 1;
    if (run > MOTAMO_MAX_RUN) problems.push(`le mot ${position + 1} commence par ${initial} pour le ${run}e jour de suite`);
  });
  return problems;
}

/**
 * Whether `date` takes part in what breaks the rules: three words of one initial, or any day of a run too
 * long (all of them, so the planner may choose again whichever of them it can fill).
 */
export function breaksMotamoBalance(schedule: Schedule, date: IsoDate): boolean {
  if (date < MOTAMO_BALANCE_FROM) return false;
  const initials = initialsOf(schedule, date);
  if (crowdedInitials(initials).size > 0) return true;
  return initials.some((initial, position) => runThrough(schedule, date, position, initial) > MOTAMO_MAX_RUN);
}
