import { addDays, createRng, type IsoDate } from '@jdj/puzzles';
import type { DailyRecord } from '../daily-record.ts';
import { sameFamily } from '../lexicon/leak.ts';
import { buildWordDayOf } from './build-record.ts';
import { answersOf, publicationProblems } from './check.ts';
import type { PickContext } from './pickers.ts';
import { pickFor } from './planner.ts';
import { AnswerUsage, answerKey } from './usage.ts';
import type { WordContent } from './word-content.ts';
import { REUSE_GAP_DAYS, WORD_GAMES, type WordGame } from './word-games.ts';

/**
 * What surrounds a day an editor wants to replace: the answers every word game plays around it, from the
 * committed plans and from the days stored in the database (which win: an earlier replacement is what
 * players get). The day itself is left out: its current answers are what is being replaced.
 */
export interface DayNeighbourhood {
  game: WordGame;
  date: IsoDate;
  /** Stored records of the word games within a year of the date, any game. */
  stored: readonly DailyRecord[];
}

/** The answers of one game's days around `date` (plan, overridden by stored days), the day itself excluded. */
function answersAround(content: WordContent, game: WordGame, date: IsoDate, stored: readonly DailyRecord[]): Map<IsoDate, string[]> {
  const days = new Map<IsoDate, string[]>();
  const first = addDays(date, -REUSE_GAP_DAYS);
  const last = addDays(date, REUSE_GAP_DAYS);
  for (const [day, words] of content.schedules.get(game) ?? []) if (day >= first && day <= last) days.set(day, words);
  for (const record of stored) {
    if (record.game === game && record.date >= first && record.date <= last)
      days.set(
        record.date,
        answersOf(record).map((a) => a.word),
      );
  }
  days.delete(date);
  return days;
}

function usageAround(content: WordContent, around: DayNeighbourhood): { usage: AnswerUsage; takenToday: Set<string>; othersToday: string[] } {
  const usage = new AnswerUsage();
  for (const [day, words] of answersAround(content, around.game, around.date, around.stored)) usage.record(words, day);
  const takenToday = new Set<string>();
  const othersToday: string[] = [];
  for (const other of WORD_GAMES) {
    if (other === around.game) continue;
    const stored = around.stored.find((r) => r.game === other && r.date === around.date);
    const words = stored ? answersOf(stored).map((a) => a.word) : (content.schedules.get(other)?.get(around.date) ?? []);
    for (const word of words) takenToday.add(answerKey(word));
    othersToday.push(...words);
  }
  return { usage, takenToday, othersToday };
}

/**
 * The repeats the planner never makes: an answer played in the same game within a year (before or after,
 * stored replacements included), or the answer of another word game on the same day.
 */
export function repeatProblems(content: WordContent, around: DayNeighbourhood, words: readonly string[]): string[] {
  const { usage, takenToday } = usageAround(content, around);
  const problems: string[] = [];
  for (const word of words) {
    if (usage.isRecent(word, around.date)) problems.push(`« ${word} » est déjà joué dans ce jeu à moins d’un an (le ${usage.lastPlayed(word)} au plus tard)`);
    if (takenToday.has(answerKey(word))) problems.push(`« ${word} » est la réponse d’un autre jeu ce jour-là`);
  }
  return problems;
}

/** Everything that keeps these words from replacing the day: the record's publication checks, then repeats. */
export function replacementProblems(content: WordContent, around: DayNeighbourhood, words: readonly string[]): { record?: DailyRecord; problems: string[] } {
  const built = buildWordDayOf(around.game, around.date, words, content);
  if (!built.ok) return { problems: [built.problem] };
  const problems = [...publicationProblems(built.record, content), ...repeatProblems(content, around, words)];
  return { record: built.record, problems };
}

/**
 * Up to `count` other choices for a day, picked by the planner's own pickers (free words, families, lengths,
 * rest rules) with seeds of their own, each different from the current answers and from the other choices,
 * and kept only when they pass `replacementProblems`.
 */
export function alternativeDays(content: WordContent, around: DayNeighbourhood, current: readonly string[], count = 3): string[][] {
  const { usage, takenToday, othersToday } = usageAround(content, around);
  const excluded = new Set([...takenToday, ...current.map(answerKey)]);
  const days = answersAround(content, around.game, around.date, around.stored);
  const choices: string[][] = [];
  for (let attempt = 0; attempt < count * 3 && choices.length < count; attempt++) {
    const context: PickContext = {
      date: around.date,
      rng: createRng(`console:${around.game}:${around.date}:${attempt}`),
      entries: content.lexicon.entries,
      usage,
      takenToday: excluded,
      anagramsOf: content.anagramsOf,
      // As the planner: no word of the same family as another game's answer that day.
      clashesToday: (word) => othersToday.some((other) => sameFamily(word, other)),
    };
    const words = pickFor(around.game, context, days, content.proximoTargets);
    if (!words) break;
    for (const word of words) excluded.add(answerKey(word));
    if (replacementProblems(content, around, words).problems.length === 0) choices.push(words);
  }
  return choices;
}
