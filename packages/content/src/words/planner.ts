import { addDays, createRng, daysBetween, type IsoDate, MAIN_STREAM, occasionOf, type StreamId, toPlayableLetters } from '@jdj/puzzles';
import type { LexiconEntry } from '../lexicon/entry.ts';
import { type PickContext, pickAnagrammo, pickMelimelo, pickMotamo, pickPrefixo, pickProximo, pickSynonymo } from './pickers.ts';
import { sameFamily } from '../lexicon/leak.ts';
import { bannedInitials, MOTAMO_BALANCE_FROM, windowBalance } from './motamo-balance.ts';
import { lastPlannedDate, type Schedule } from './schedule-file.ts';
import { EDITORIAL_CALENDAR_FROM, sombreLetters } from './sombre-words.ts';
import { AnswerUsage } from './usage.ts';
import { SCHEDULE_EPOCH, WORD_GAMES, type WordGame } from './word-games.ts';

export interface PlanInput {
  entries: readonly LexiconEntry[];
  proximoTargets: readonly string[];
  anagramsOf(word: string): string[];
  /** The published plans; extended, and changed only on the days of `replace`. */
  schedules: ReadonlyMap<WordGame, Schedule>;
  until: IsoDate;
  /**
   * Planned days to choose again because they fail a publication check (future days only: the caller
   * never passes a day already published). Every other planned day is kept as it is.
   */
  replace?: ReadonlyMap<WordGame, ReadonlySet<IsoDate>>;
  /** Called after each planned date, for a progress line on long runs. */
  onDate?: (date: IsoDate) => void;
  /** The stream planned (core/streams.ts): its choices are drawn from seeds of its own. */
  stream?: StreamId;
  /**
   * The try of a replacement (0 the first): a day chosen again after a try that still failed is drawn from
   * other seeds, or it would come out the same (each day's seed is otherwise its game, stream and date).
   */
  attempt?: number;
  /**
   * Another stream's plans (the main one's, for any other stream): a word they play the day before, the day
   * or the day after is not chosen, so the two streams never share an answer on the same day.
   */
  avoid?: ReadonlyMap<WordGame, Schedule>;
}

export interface PlanResult {
  schedules: Map<WordGame, Schedule>;
  /** Per game, the first day the lexicon could not fill (the plan stops the day before). */
  stoppedAt: Partial<Record<WordGame, IsoDate>>;
  /** Days of `replace` that got new words. */
  replaced: Partial<Record<WordGame, IsoDate[]>>;
  /** Days of `replace` no choice could fill: they keep their words, and still fail. */
  unreplaced: Partial<Record<WordGame, IsoDate[]>>;
}

/** A day's seed: its game and date, its stream's name outside the main one, and the try of a replacement after the first. */
function daySeed(input: PlanInput, game: WordGame, date: IsoDate, replacing: boolean): string {
  const stream = input.stream && input.stream !== MAIN_STREAM ? `${input.stream}:` : '';
  const attempt = replacing && input.attempt ? `:${input.attempt}` : '';
  return `plan:${stream}${game}:${date}${attempt}`;
}

/** Prefixo does not offer the same two letters twice in a fortnight. */
const PREFIX_REST_DAYS = 14;

/** Prefixes played within a fortnight of `date`, on either side (a replaced day has neighbours after it). */
export function nearbyPrefixes(schedule: Schedule, date: IsoDate): Set<string> {
  const prefixes = new Set<string>();
  for (let distance = 1; distance <= PREFIX_REST_DAYS; distance++) {
    for (const near of [addDays(date, -distance), addDays(date, distance)]) {
      const words = schedule.get(near);
      if (words?.[0]) prefixes.add(toPlayableLetters(words[0]).slice(0, 2));
    }
  }
  return prefixes;
}

/**
 * Extends every word game's plan day by day up to `until`, and chooses again the days of `replace`.
 * Other planned days are kept as they are, so adding words to the lexicon changes only days not yet
 * planned. Each day's choice depends only on the lexicon, the plan around it and a seed made of the game
 * and the date: the same inputs give the same plan. A game whose next day cannot be filled stops there:
 * a plan never has holes.
 */
export function extendPlans(input: PlanInput): PlanResult {
  const schedules = new Map<WordGame, Schedule>();
  const usage = new Map<WordGame, AnswerUsage>();
  const stoppedAt: Partial<Record<WordGame, IsoDate>> = {};
  const replaced: Partial<Record<WordGame, IsoDate[]>> = {};
  const unreplaced: Partial<Record<WordGame, IsoDate[]>> = {};
  const toReplace = (game: WordGame): ReadonlySet<IsoDate> => input.replace?.get(game) ?? new Set();
  /** The day each game's plan resumes: the one after its last planned day. */
  const nextDate = new Map<WordGame, IsoDate>();
  // Motamo's days as chosen so far: a day waiting to be chosen again holds no initials for the days around it.
  const settledMotamo: Schedule = new Map();
  let start: IsoDate = input.until;
  let end: IsoDate = input.until;
  for (const game of WORD_GAMES) {
    const schedule = new Map(input.schedules.get(game) ?? []);
    schedules.set(game, schedule);
    const gameUsage = new AnswerUsage();
    // A day about to be chosen again does not hold its words any more.
    for (const [date, words] of schedule) if (!toReplace(game).has(date)) gameUsage.record(words, date);
    usage.set(game, gameUsage);
    if (game === 'motamo') for (const [date, words] of schedule) if (!toReplace(game).has(date)) settledMotamo.set(date, words);
    const last = lastPlannedDate(schedule);
    const next = last ? addDays(last, 1) : SCHEDULE_EPOCH;
    nextDate.set(game, next);
    for (const date of [next, ...toReplace(game)]) if (date < start) start = date;
    for (const date of toReplace(game)) if (date > end) end = date;
  }

  for (let date = start; daysBetween(date, end) >= 0; date = addDays(date, 1)) {
    const takenToday = new Set<string>();
    // A public holiday or a day of remembrance takes no word of grief, death or accident (issue 41).
    if (date >= EDITORIAL_CALENDAR_FROM && occasionOf(date)) for (const letters of sombreLetters()) takenToday.add(letters);
    for (const near of [addDays(date, -1), date, addDays(date, 1)]) {
      for (const game of WORD_GAMES) for (const word of input.avoid?.get(game)?.get(near) ?? []) takenToday.add(toPlayableLetters(word));
    }
    for (const game of WORD_GAMES) {
      if (toReplace(game).has(date)) continue;
      for (const word of schedules.get(game)?.get(date) ?? []) takenToday.add(toPlayableLetters(word));
    }
    for (const game of WORD_GAMES) {
      const schedule = schedules.get(game) as Schedule;
      const replacing = toReplace(game).has(date) && schedule.has(date);
      if (!replacing && (stoppedAt[game] || nextDate.get(game) !== date || daysBetween(date, input.until) < 0)) continue;
      // The other games' answers of the day (those chosen before this game, and the kept lines of a replaced day).
      const othersToday = WORD_GAMES.filter((other) => other !== game).flatMap((other) => schedules.get(other)?.get(date) ?? []);
      const clashes = new Map<string, boolean>();
      const context: PickContext = {
        date,
        rng: createRng(daySeed(input, game, date, replacing)),
        entries: input.entries,
        usage: usage.get(game) as AnswerUsage,
        takenToday,
        anagramsOf: input.anagramsOf,
        clashesToday(word) {
          let clash = clashes.get(word);
          if (clash === undefined) {
            clash = othersToday.some((other) => sameFamily(word, other));
            clashes.set(word, clash);
          }
          return clash;
        },
      };
      const windows = game === 'motamo' && date >= MOTAMO_BALANCE_FROM ? windowBalance(settledMotamo, date) : undefined;
      if (windows) {
        context.bannedInitials = bannedInitials(settledMotamo, date).map((banned, position) => new Set([...banned, ...windows[position]!.over]));
        context.initialWant = windows.map((window) => window.want);
      }
      let words = pickFor(game, context, schedule, input.proximoTargets);
      // Motamo's windows may leave no chain: one that keeps the runs short beats keeping words that fail more.
      if (!words && windows) {
        const softened = windows.map((window) => (initial: string) => window.want(initial) * (window.over.has(initial) ? 1e-4 : 1));
        words = pickFor(game, { ...context, bannedInitials: bannedInitials(settledMotamo, date), initialWant: softened }, schedule, input.proximoTargets);
      }
      if (replacing) {
        const kept = words ?? (schedule.get(date) as string[]);
        (words ? (replaced[game] ??= []) : (unreplaced[game] ??= [])).push(date);
        schedule.set(date, kept);
        if (game === 'motamo') settledMotamo.set(date, kept);
        context.usage.record(kept, date);
        for (const word of kept) takenToday.add(toPlayableLetters(word));
        continue;
      }
      if (!words) {
        stoppedAt[game] = date;
        continue;
      }
      schedule.set(date, words);
      if (game === 'motamo') settledMotamo.set(date, words);
      nextDate.set(game, addDays(date, 1));
      context.usage.record(words, date);
      for (const word of words) takenToday.add(toPlayableLetters(word));
    }
    input.onDate?.(date);
  }
  return { schedules, stoppedAt, replaced, unreplaced };
}

/** The day's choice of the game's picker (what the plan and an editor's other choices both use). */
export function pickFor(game: WordGame, context: PickContext, schedule: Schedule, targets: readonly string[]): string[] | undefined {
  switch (game) {
    case 'anagrammo':
      return pickAnagrammo(context);
    case 'melimelo':
      return pickMelimelo(context);
    case 'motamo':
      return pickMotamo(context);
    case 'prefixo':
      return pickPrefixo(context, nearbyPrefixes(schedule, context.date));
    case 'synonymo':
      return pickSynonymo(context);
    case 'proximo':
      return pickProximo(context, targets);
  }
}
