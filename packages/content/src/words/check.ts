import {
  addDays,
  daysBetween,
  type IsoDate,
  parseAnagrammoRecord,
  parseMelimeloRecord,
  parseMotamoRecord,
  parsePrefixoRecord,
  parseProximoRecord,
  parseSynonymoRecord,
  type Result,
  toPlayableLetters,
} from '@jdj/puzzles';
import type { DailyRecord } from '../daily-record.ts';
import { isFrenchWord } from '../lexicon/dictionary.ts';
import { leakingWord, namingWord, type RootRules, sameFamily } from '../lexicon/leak.ts';
import { isTheme } from '../lexicon/themes.ts';
import { approvedThen } from '../lexicon/withdrawn.ts';
import { buildWordDay, targetHash } from './build-record.ts';
import { sombreProblem } from './sombre-words.ts';
import { PROXIMO_LIST_RULES_FROM, proximoListProblems } from './proximo-guards.ts';
import type { WordContent } from './word-content.ts';
import { REUSE_GAP_DAYS, WORD_GAMES, type WordGame } from './word-games.ts';
import { breaksMotamoBalance, MOTAMO_WINDOW_STREAMS, motamoBalanceProblems, motamoWindowProblems, windowFailingDays } from './motamo-balance.ts';

const PARSERS: Record<WordGame, (raw: unknown) => Result<unknown>> = {
  anagrammo: parseAnagrammoRecord,
  melimelo: parseMelimeloRecord,
  motamo: parseMotamoRecord,
  prefixo: parsePrefixoRecord,
  synonymo: parseSynonymoRecord,
  proximo: parseProximoRecord,
};

/** Validates a stored or imported word-game record with its game's parser (public and secret parts together). */
export function validateWordRecord(record: DailyRecord): string | undefined {
  const parser = PARSERS[record.game as WordGame];
  if (!parser) return `jeu de lettres inconnu ${record.game}`;
  const parsed = parser({ ...(record.publicData as object), ...((record.secretData ?? {}) as object) });
  return parsed.ok ? undefined : parsed.error;
}

/** Every answer of a day, the words a player must find (Synonymo: its reference too, never reused either). */
export function answersOf(record: DailyRecord): { word: string; clues: string[] }[] {
  const data = { ...(record.publicData as Record<string, unknown>), ...(record.secretData as Record<string, unknown>) };
  switch (record.game as WordGame) {
    case 'anagrammo':
      return [{ word: data.word as string, clues: [data.hint as string] }];
    case 'melimelo':
      return (data.words as { word: string; hint: string }[]).map((w) => ({ word: w.word, clues: [w.hint] }));
    case 'motamo':
      // The category is read next to the definition: it must not give the word away either.
      return (data.words as { word: string; definition: string; category: string }[]).map((w) => ({ word: w.word, clues: [w.definition, w.category] }));
    case 'prefixo':
      return (data.words as { word: string; definition: string }[]).map((w) => ({ word: w.word, clues: [w.definition] }));
    case 'synonymo':
      return [data.reference as string, ...(data.words as { word: string }[]).map((w) => w.word)].map((word) => ({ word, clues: [] }));
    case 'proximo':
      return [{ word: data.target as string, clues: [] }];
  }
}

interface MotamoWord {
  word: string;
  definition: string;
  category: string;
}

/**
 * Motamo shows a category with each definition: it must be the theme of that very definition (tuba is
 * « musique » as an instrument, not as a snorkel). A definition an editor wrote by hand, absent from the
 * lexicon, needs at least a known theme.
 */
function categoryProblems(words: readonly MotamoWord[], content: WordContent): string[] {
  const problems: string[] = [];
  for (const { word, definition, category } of words) {
    const sense = content.lexicon.byLetters.get(toPlayableLetters(word))?.senses.find((s) => s.definition === definition);
    if (sense && sense.theme !== category) {
      problems.push(`catégorie « ${category} » pour « ${word} » : la définition « ${definition} » est du thème « ${sense.theme} »`);
    } else if (!sense && !isTheme(category)) problems.push(`catégorie « ${category} » inconnue pour « ${word} »`);
  }
  return problems;
}

/**
 * The first day planned under issue 41's rules: a word's roots by each ending (visible / visibilité), and
 * no clue naming another answer of its game that day. The days before were published under the earlier
 * rules and keep their words: they are checked by those.
 */
export const CLUE_RULES_FROM: IsoDate = '2026-12-07';

/** The family rules a day was planned under. */
export const rootRulesOn = (date: IsoDate): RootRules => (date >= CLUE_RULES_FROM ? 'inflected' : 'longest-ending');

/** Publication rules a record parser cannot know: dictionary, leaks, families, approvals, the Proximo hash. */
function checkDay(record: DailyRecord, content: WordContent): string[] {
  const problems: string[] = [];
  const data = { ...(record.publicData as Record<string, unknown>), ...(record.secretData as Record<string, unknown>) };
  const answersWithClues = answersOf(record);
  for (const { word, clues } of answersWithClues) {
    if (!isFrenchWord(word)) problems.push(`« ${word} » absent du dictionnaire de référence`);
    const sombre = sombreProblem(word, record.date);
    if (sombre) problems.push(sombre);
    for (const clue of clues) {
      const leak = leakingWord(clue, word);
      if (leak) problems.push(`l'indice « ${clue} » révèle « ${word} » (« ${leak} »)`);
    }
  }
  // Two answers of one family on one day: finding one gives the other away (durée / durable).
  const answers = answersWithClues.map((a) => a.word);
  // A clue that names another answer of the day: NAUTIQUE « …navigation… » beside NAVIGATION (issue 41).
  const rules = rootRulesOn(record.date);
  for (const { word, clues } of rules === 'inflected' ? answersWithClues : []) {
    for (const other of answers) {
      if (other === word) continue;
      for (const clue of clues) {
        const leak = namingWord(clue, other);
        if (leak) problems.push(`l'indice « ${clue} » de « ${word} » révèle « ${other} », autre réponse du jour (« ${leak} »)`);
      }
    }
  }
  answers.forEach((word, i) => {
    for (const other of answers.slice(i + 1)) if (sameFamily(word, other, rules)) problems.push(`« ${word} » et « ${other} » sont de la même famille`);
  });
  if (record.game === 'motamo') problems.push(...categoryProblems(data.words as MotamoWord[], content));
  if (record.game === 'synonymo') {
    const reference = content.lexicon.byLetters.get(toPlayableLetters(data.reference as string));
    const approved = new Set((reference?.synonyms ?? []).map(toPlayableLetters));
    for (const { word } of data.words as { word: string }[]) {
      if (!approved.has(toPlayableLetters(word)) && !approvedThen(data.reference as string, word, record.date))
        problems.push(`« ${word} » n'est pas un synonyme approuvé de « ${data.reference} »`);
    }
  }
  if (record.game === 'proximo') {
    const words = data.words as string[];
    const invalid = words.filter((w) => !isFrenchWord(w));
    if (invalid.length > 0) problems.push(`${invalid.length} mot(s) de la liste absents du dictionnaire (${invalid.slice(0, 5).join(', ')}…)`);
    if (data.target_hash !== targetHash(data.target as string)) problems.push('target_hash ne correspond pas à la cible');
    if (record.date >= PROXIMO_LIST_RULES_FROM) problems.push(...proximoListProblems(data.target as string, words, content.proximoGuards()));
  }
  return problems;
}

/** Everything that keeps a word-game record from being published, in French; empty when it may be. */
export function publicationProblems(record: DailyRecord, content: WordContent): string[] {
  const error = validateWordRecord(record);
  return error ? [error] : checkDay(record, content);
}

export interface WordCheckReport {
  /** "game date: problem" lines; empty when the window is publishable. */
  problems: string[];
}

/** The answers another game plans that day (its plan line: Synonymo's reference and synonyms, Motamo's letters). */
function plannedAnswers(content: WordContent, game: WordGame, date: IsoDate): string[] {
  return content.schedules.get(game)?.get(date) ?? [];
}

/** A game's rules over consecutive days of its plan (Motamo's initials). */
function balanceProblems(content: WordContent, game: WordGame, date: IsoDate): string[] {
  const schedule = content.schedules.get(game);
  if (game !== 'motamo' || !schedule) return [];
  const windows = MOTAMO_WINDOW_STREAMS.includes(content.stream) ? motamoWindowProblems(schedule, date) : [];
  return [...motamoBalanceProblems(schedule, date), ...windows];
}

/**
 * Answers of one day across games: finding « servir » in one game must not give « serviable » in
 * another. The other games are read from their plans (their own check reads their stored records).
 */
function crossGameProblems(
  content: WordContent,
  game: WordGame,
  date: IsoDate,
  answers: readonly string[],
  others: readonly WordGame[] = WORD_GAMES.filter((other) => other !== game),
): string[] {
  const problems: string[] = [];
  for (const other of others) {
    for (const theirs of plannedAnswers(content, other, date)) {
      for (const ours of answers) {
        if (toPlayableLetters(ours) === toPlayableLetters(theirs)) problems.push(`« ${ours} » est aussi une réponse de ${other} ce jour-là`);
        else if (sameFamily(ours, theirs, rootRulesOn(date)))
          problems.push(`« ${ours} » et « ${theirs.toLowerCase()} » (${other}) sont de la même famille le même jour`);
      }
    }
  }
  return problems;
}

/**
 * The publication check of `content check`: every day of [from, from + days) is planned, builds a
 * record its game accepts, uses only dictionary words and clues that do not give the answer away, shares
 * no family with another game's answers that day, and no answer comes back in its game less than a year
 * (REUSE_GAP_DAYS) after its previous use, the planned days before the window included.
 */
export function checkWordGames(
  content: WordContent,
  from: IsoDate,
  days: number,
  games: readonly WordGame[] = WORD_GAMES,
  /** A record already stored for the day (an editor may have replaced it): checked instead of the plan. */
  storedRecord: (game: WordGame, date: IsoDate) => DailyRecord | undefined = () => undefined,
): WordCheckReport {
  const problems = content.loadErrors.map((error) => `contenu : ${error}`);
  for (const game of games) {
    const lastSeen = new Map<string, IsoDate>();
    // The year before the window counts too: what was played there may not come back too soon inside it.
    for (let offset = 1 - REUSE_GAP_DAYS; offset < 0; offset++) {
      const date = addDays(from, offset);
      for (const word of plannedAnswers(content, game, date)) lastSeen.set(toPlayableLetters(word), date);
    }
    for (let offset = 0; offset < days; offset++) {
      const date = addDays(from, offset);
      const stored = storedRecord(game, date);
      const built = stored ? ({ ok: true, record: stored } as const) : buildWordDay(game, date, content);
      if (!built.ok) {
        problems.push(`${game} ${date} : ${built.problem}`);
        continue;
      }
      const answers = answersOf(built.record).map((a) => a.word);
      const dayProblems = [
        ...publicationProblems(built.record, content),
        ...crossGameProblems(content, game, date, answers),
        ...balanceProblems(content, game, date),
      ];
      for (const problem of dayProblems) problems.push(`${game} ${date} : ${problem}`);
      if (dayProblems.length > 0) continue;
      for (const word of answers) {
        const key = toPlayableLetters(word);
        const previous = lastSeen.get(key);
        if (previous && daysBetween(previous, date) < REUSE_GAP_DAYS)
          problems.push(`${game} ${date} : « ${word} » déjà joué le ${previous}, il y a moins d'un an`);
        lastSeen.set(key, date);
      }
    }
  }
  return { problems };
}

/** Consecutive planned days after `today`: how long the game can run without new content. */
export function daysLeft(content: WordContent, game: WordGame, today: IsoDate): number {
  const schedule = content.schedules.get(game);
  let count = 0;
  while (schedule?.has(addDays(today, count + 1))) count += 1;
  return count;
}

/**
 * Planned days from `from` on whose record fails a publication check: what `content plan --replace-from`
 * chooses again. Days before `from` are never looked at (published days keep their words).
 */
export function failingPlannedDays(
  content: WordContent,
  from: IsoDate,
  games: readonly WordGame[] = WORD_GAMES,
  /** Another stream's plans (the main one's, for a partner stream): a day may not play their words the day before, the day or the day after. */
  avoid?: WordContent['schedules'],
): Map<WordGame, Set<IsoDate>> {
  const failing = new Map<WordGame, Set<IsoDate>>();
  const avoided = (date: IsoDate, words: readonly string[]): boolean => {
    if (!avoid) return false;
    const near = new Set(
      [addDays(date, -1), date, addDays(date, 1)].flatMap((day) => WORD_GAMES.flatMap((other) => (avoid.get(other)?.get(day) ?? []).map(toPlayableLetters))),
    );
    return words.some((word) => near.has(toPlayableLetters(word)));
  };
  for (const game of games) {
    const dates = new Set<IsoDate>();
    // An answer back less than a year after its previous use: the later day chooses again (a day kept
    // without a replacement may have lent its words to days chosen again before it).
    const lastUse = new Map<string, IsoDate>();
    const tooSoon = new Set<IsoDate>();
    for (const [date, words] of [...(content.schedules.get(game) ?? [])].sort(([a], [b]) => (a < b ? -1 : 1))) {
      for (const word of words) {
        const key = toPlayableLetters(word);
        const previous = lastUse.get(key);
        if (previous && daysBetween(previous, date) < REUSE_GAP_DAYS) tooSoon.add(date);
        lastUse.set(key, date);
      }
    }
    for (const [date, words] of content.schedules.get(game) ?? []) {
      if (date < from) continue;
      if (avoided(date, words) || tooSoon.has(date)) {
        dates.add(date);
        continue;
      }
      const built = buildWordDay(game, date, content);
      if (!built.ok) dates.add(date);
      else if (publicationProblems(built.record, content).length > 0) dates.add(date);
      else if (game === 'motamo' && breaksMotamoBalance(content.schedules.get(game)!, date)) dates.add(date);
      // Of two games whose answers clash, the one the planner serves later that day chooses again.
      else if (
        crossGameProblems(
          content,
          game,
          date,
          answersOf(built.record).map((a) => a.word),
          WORD_GAMES.slice(0, WORD_GAMES.indexOf(game)),
        ).length > 0
      ) {
        dates.add(date);
      }
    }
    // Motamo's 30-day windows: the days of a window over a cap or missing a letter choose again.
    if (game === 'motamo' && MOTAMO_WINDOW_STREAMS.includes(content.stream)) {
      const schedule = content.schedules.get(game)!;
      for (const date of schedule.keys()) for (const day of windowFailingDays(schedule, date)) if (day >= from) dates.add(day);
    }
    failing.set(game, dates);
  }
  return failing;
}
