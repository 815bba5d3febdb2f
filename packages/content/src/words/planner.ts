import { addDays, createRng, daysBetween, type IsoDate, toPlayableLetters } from '@jdj/puzzles';
import type { LexiconEntry } from '../lexicon/entry.ts';
import { type PickContext, pickAnagrammo, pickMelimelo, pickMotamo, pickPrefixo, pickProximo, pickSynonymo } from './pickers.ts';
import { lastPlannedDate, type Schedule } from './schedule-file.ts';
import { AnswerUsage } from './usage.ts';
import { SCHEDULE_EPOCH, WORD_GAMES, type WordGame } from './word-games.ts';

export interface PlanInput {
  entries: readonly LexiconEntry[];
  proximoTargets: readonly string[];
  anagramsOf(word: string): string[];
  /** The published plans; never modified, only extended. */
  schedules: ReadonlyMap<WordGame, Schedule>;
  until: IsoDate;
  /** Called after each planned date, for a progress line on long runs. */
  onDate?: (date: IsoDate) => void;
}

export interface PlanResult {
  schedules: Map<WordGame, Schedule>;
  /** Per game, the first day the lexicon could not fill (the plan stops the day before). */
  stoppedAt: Partial<Record<WordGame, IsoDate>>;
}

/** Prefixo does not offer the same two letters twice in a fortnight. */
const PREFIX_REST_DAYS = 14;

function recentPrefixes(schedule: Schedule, date: IsoDate): Set<string> {
  const prefixes = new Set<string>();
  for (let back = 1; back <= PREFIX_REST_DAYS; back++) {
    const words = schedule.get(addDays(date, -back));
    if (words?.[0]) prefixes.add(toPlayableLetters(words[0]).slice(0, 2));
  }
  return prefixes;
}

/**
 * Extends every word game's plan day by day up to `until`. Existing days are kept as they are, so
 * adding words to the lexicon changes only days not yet planned. Each day's choice depends only on the
 * lexicon, the plan before it and a seed made of the game and the date: the same inputs give the same plan.
 * A game whose day cannot be filled stops there: a plan never has holes.
 */
export function extendPlans(input: PlanInput): PlanResult {
  const schedules = new Map<WordGame, Schedule>();
  const usage = new Map<WordGame, AnswerUsage>();
  const stoppedAt: Partial<Record<WordGame, IsoDate>> = {};
  /** The day each game's plan resumes: the one after its last planned day. */
  const nextDate = new Map<WordGame, IsoDate>();
  let start: IsoDate = input.until;
  for (const game of WORD_GAMES) {
    const schedule = new Map(input.schedules.get(game) ?? []);
    schedules.set(game, schedule);
    const gameUsage = new AnswerUsage();
    for (const [date, words] of schedule) gameUsage.record(words, date);
    usage.set(game, gameUsage);
    const last = lastPlannedDate(schedule);
    const next = last ? addDays(last, 1) : SCHEDULE_EPOCH;
    nextDate.set(game, next);
    if (next < start) start = next;
  }

  for (let date = start; daysBetween(date, input.until) >= 0; date = addDays(date, 1)) {
    const takenToday = new Set<string>();
    for (const game of WORD_GAMES) for (const word of schedules.get(game)?.get(date) ?? []) takenToday.add(toPlayableLetters(word));
    for (const game of WORD_GAMES) {
      if (stoppedAt[game] || nextDate.get(game) !== date) continue; // planned already, or resumes later
      const schedule = schedules.get(game) as Schedule;
      const context: PickContext = {
        date,
        rng: createRng(`plan:${game}:${date}`),
        entries: input.entries,
        usage: usage.get(game) as AnswerUsage,
        takenToday,
        anagramsOf: input.anagramsOf,
      };
      const words = pickFor(game, context, schedule, input.proximoTargets);
      if (!words) {
        stoppedAt[game] = date;
        continue;
      }
      schedule.set(date, words);
      nextDate.set(game, addDays(date, 1));
      context.usage.record(words, date);
      for (const word of words) takenToday.add(toPlayableLetters(word));
    }
    input.onDate?.(date);
  }
  return { schedules, stoppedAt };
}

function pickFor(game: WordGame, context: PickContext, schedule: Schedule, targets: readonly string[]): string[] | undefined {
  switch (game) {
    case 'anagrammo':
      return pickAnagrammo(context);
    case 'melimelo':
      return pickMelimelo(context);
    case 'motamo':
      return pickMotamo(context);
    case 'prefixo':
      return pickPrefixo(context, recentPrefixes(schedule, context.date));
    case 'synonymo':
      return pickSynonymo(context);
    case 'proximo':
      return pickProximo(context, targets);
  }
}
