import type { IsoDate, Rng } from '@jdj/puzzles';
import type { LexiconEntry } from '../lexicon/entry.ts';
import { namesFamily, sameFamily } from '../lexicon/leak.ts';
import { type AnswerUsage, answerKey } from './usage.ts';
import { MOTAMO_MAX_SAME_INITIAL } from './motamo-balance.ts';

/** What a picker knows when it fills one day of one game. */
export interface PickContext {
  date: IsoDate;
  rng: Rng;
  entries: readonly LexiconEntry[];
  usage: AnswerUsage;
  /** Answers of the other games that day: a word is never the answer of two games on one day. */
  takenToday: ReadonlySet<string>;
  /** Other real words with the same letters (anagram games accept them, and prefer words without). */
  anagramsOf(word: string): string[];
  /**
   * Whether a word is of one family with an answer another game already has that day (servir in one
   * game, serviable in another): finding one would give the other away.
   */
  clashesToday(word: string): boolean;
  /** Per word position, initials the day may not take (Motamo: a run too long with the days around it). */
  bannedInitials?: readonly ReadonlySet<string>[];
  /** Per word position, how much each initial is wanted there (Motamo: toward the French shares over 30 days). */
  initialWant?: readonly ((initial: string) => number)[];
}

const length = (entry: LexiconEntry) => entry.letters.length;

const clueWords = new WeakMap<LexiconEntry, string[]>();

/** The words of everything a game may show beside an entry: its hint, its definitions and their themes. */
function cluesOf(entry: LexiconEntry): string[] {
  let words = clueWords.get(entry);
  if (!words) {
    const texts = [entry.hint, ...entry.senses.flatMap((sense) => [sense.definition, sense.theme])];
    words = [...new Set(texts.flatMap((text) => text.split(/[^\p{L}]+/u)).filter((word) => word.length >= 2))];
    clueWords.set(entry, words);
  }
  return words;
}

/** Whether a clue of one of the two names the other or its family (« navigation » beside NAVIGATION, issue 41). */
const cluesName = (a: LexiconEntry, b: LexiconEntry): boolean =>
  cluesOf(a).some((word) => namesFamily(word, b.lemma)) || cluesOf(b).some((word) => namesFamily(word, a.lemma));

/**
 * Two words of one family ("aimer", "aimable") would give each other away inside one day, in one game or
 * two; so would a clue that names another answer of the same game.
 */
function relatedToAny(context: PickContext, entry: LexiconEntry, chosen: readonly LexiconEntry[]): boolean {
  return chosen.some((other) => other === entry || sameFamily(entry.lemma, other.lemma) || cluesName(entry, other)) || context.clashesToday(entry.lemma);
}

/** Free = not played recently in this game and not the answer of another game today. */
export function isFree(context: PickContext, word: string): boolean {
  return !context.usage.isRecent(word, context.date) && !context.takenToday.has(answerKey(word));
}

/**
 * Never-played words first, then the longest unplayed; ties broken by the day's seed, so the choice is
 * reproducible and still varied.
 */
export function preferFresh<T>(context: PickContext, items: readonly T[], wordOf: (item: T) => string): T[] {
  return context.rng
    .shuffle(items)
    .map((item, order) => ({ item, order, last: context.usage.lastPlayed(wordOf(item)) }))
    .sort((a, b) => (a.last === b.last ? a.order - b.order : a.last < b.last ? -1 : 1))
    .map(({ item }) => item);
}

export function pickAnagrammo(context: PickContext): string[] | undefined {
  const candidates = context.entries.filter((e) => length(e) >= 6 && length(e) <= 10 && isFree(context, e.letters));
  // Prefer a word whose letters spell nothing else: the player's first real word is then the answer.
  const ordered = preferFresh(context, candidates, (e) => e.letters);
  const fits = (e: LexiconEntry) => !context.clashesToday(e.lemma);
  const pick = ordered.find((e) => context.anagramsOf(e.lemma).length === 0 && fits(e)) ?? ordered.find(fits);
  return pick ? [pick.lemma] : undefined;
}

/** Five strictly longer words, from 3–6 letters up to at most 13. */
export function pickMelimelo(context: PickContext): string[] | undefined {
  const byLength = new Map<number, LexiconEntry[]>();
  for (const entry of context.entries) {
    if (!isFree(context, entry.letters)) continue;
    const group = byLength.get(length(entry));
    if (group) group.push(entry);
    else byLength.set(length(entry), [entry]);
  }
  for (let attempt = 0; attempt < 40; attempt++) {
    const lengths = [context.rng.int(3, 6)];
    while (lengths.length < 5) lengths.push((lengths.at(-1) as number) + context.rng.int(1, 2));
    if ((lengths.at(-1) as number) > 13) continue;
    const words: LexiconEntry[] = [];
    for (const size of lengths) {
      // Rising difficulty: the first words come from the everyday band when it has one free.
      const pool = preferFresh(context, byLength.get(size) ?? [], (e) => e.letters);
      const ordered = words.length < 2 ? [...pool].sort((a, b) => a.band - b.band) : pool;
      const pick = ordered.find((e) => !relatedToAny(context, e, words));
      if (!pick) break;
      words.push(pick);
    }
    if (words.length === 5) return words.map((e) => e.letters);
  }
  return undefined;
}

/** Motamo plays words of 4 to 10 letters whose second letter differs from the first (document 2 §5). */
function isMotamoWord(entry: LexiconEntry): boolean {
  return length(entry) >= 4 && length(entry) <= 10 && entry.letters[1] !== entry.letters[0];
}

/**
 * Balanced initials (issue 29: 38 % of chained words started with E, and on 29 days all four did with E or
 * T): at most MOTAMO_MAX_E_INITIALS words of a chain start with E, no other letter starts more than two,
 * and the four chained words never all start with E or T.
 */
export const MOTAMO_MAX_E_INITIALS = 1;

function initialFits(chain: readonly LexiconEntry[], initial: string): boolean {
  const same = chain.filter((e) => e.letters[0] === initial).length;
  if (same >= (initial === 'E' ? MOTAMO_MAX_E_INITIALS : MOTAMO_MAX_SAME_INITIAL)) return false;
  const linksSoFar = chain.slice(1).map((e) => e.letters[0] as string);
  return !(chain.length === 4 && 'ET'.includes(initial) && linksSoFar.every((letter) => 'ET'.includes(letter)));
}

export function pickMotamo(context: PickContext): string[] | undefined {
  const free = preferFresh(
    context,
    context.entries.filter((e) => isMotamoWord(e) && isFree(context, e.letters)),
    (e) => e.lemma,
  );
  const byInitial = new Map<string, LexiconEntry[]>();
  for (const entry of free) {
    const initial = entry.letters[0] as string;
    byInitial.set(initial, [...(byInitial.get(initial) ?? []), entry]);
  }
  // Most French words end in E, so chains would drain the E words first: inside the chain, prefer words
  // whose last letter opens many free words compared with how many free words end with it (its supply
  // over its demand); a word never played counts double. The year between two plays of a word is kept
  // by isFree, so freshness is only a bonus here: ordering by it first made the second year pick by age
  // alone, and 38 % of its chained words started with E (issue 29). The seed keeps days varied.
  const endings = new Map<string, number>();
  for (const entry of free) endings.set(entry.letters.at(-1) as string, (endings.get(entry.letters.at(-1) as string) ?? 0) + 1);
  const supplyOver = (letter: string) => (byInitial.get(letter)?.length ?? 0) / ((endings.get(letter) ?? 0) + 1);
  const fresh = new Set(free.filter((entry) => context.usage.lastPlayed(entry.letters) === ''));
  const ranked = (options: LexiconEntry[], score: (entry: LexiconEntry) => number) =>
    options
      .map((entry) => ({ entry, score: score(entry) * (fresh.has(entry) ? 2 : 1) * (0.5 + context.rng.next()) }))
      .sort((a, b) => b.score - a.score)
      .map(({ entry }) => entry);
  // Inside the chain: the word whose last letter opens the most. The first word may start anywhere: one
  // whose initial few free words end with (C, A, B, P, V…), so the letters the chain reaches stay for it.
  // The window of 30 days (issue 41): the next word's initial is wanted at its position as it falls behind
  // its French share, and an ending is used in proportion to the free words it links, so the rare
  // endings (B, P, C…) last the year instead of being spent in its first months.
  const want = context.initialWant;
  const wanted = (position: number, initial: string) => want?.[position]?.(initial) ?? 1;
  const lastOf = (entry: LexiconEntry) => entry.letters.at(-1) as string;
  // An ending is worth what it can link: the free words that end with it and those that start with it (X
  // ends 106 words and starts one).
  const links = (letter: string) => Math.sqrt((endings.get(letter) ?? 0) * (byInitial.get(letter)?.length ?? 0));
  const inChainOrder = (options: LexiconEntry[], position: number) =>
    want ? ranked(options, (entry) => links(lastOf(entry)) * wanted(position + 1, lastOf(entry))) : ranked(options, (entry) => supplyOver(lastOf(entry)));
  const firstOrder = (options: LexiconEntry[]) =>
    want
      ? ranked(options, (entry) => wanted(0, entry.letters[0] as string) * links(lastOf(entry)) * wanted(1, lastOf(entry)))
      : ranked(options, (entry) => supplyOver(entry.letters[0] as string) * supplyOver(lastOf(entry)));
  let budget = 5000;
  // The initials each position can start a chain's rest with (not banned there, and some free word from it
  // reaches an initial the next position can take), worked out from the fifth word back.
  const opens: Set<string>[] = Array.from({ length: 5 }, () => new Set());
  for (let position = 4; position >= 1; position--) {
    for (const [initial, words] of byInitial) {
      if (context.bannedInitials?.[position]?.has(initial)) continue;
      if (position === 4 || words.some((word) => opens[position + 1]!.has(lastOf(word)))) opens[position]!.add(initial);
    }
  }
  const dead = new Set<string>();
  const extend = (chain: LexiconEntry[]): LexiconEntry[] | undefined => {
    if (chain.length === 5) return chain;
    const last = chain.at(-1);
    const initial = last?.letters.at(-1);
    // Balanced initials: most words end in E, and a chain of E words (or E and T) reads the same every day.
    if (initial !== undefined && !initialFits(chain, initial)) return undefined;
    const banned = context.bannedInitials?.[chain.length];
    if (initial !== undefined && banned?.has(initial)) return undefined;
    // A word whose last letter cannot open the rest of the chain leads nowhere: left out before the search spends on it.
    const opensNext = (entry: LexiconEntry) =>
      chain.length === 4 || (opens[chain.length + 1]!.has(lastOf(entry)) && initialFits([...chain, entry], lastOf(entry)));
    const options =
      initial !== undefined
        ? (byInitial.get(initial) ?? []).filter(opensNext)
        : firstOrder(free.filter((e) => !banned?.has(e.letters[0] as string) && opensNext(e)));
    // The fifth word's last letter opens nothing: any free word will do.
    for (const option of chain.length === 4 || chain.length === 0 ? options : inChainOrder(options, chain.length)) {
      if (--budget < 0) return undefined;
      if (relatedToAny(context, option, chain)) continue;
      // A rest of chain already found impossible from the same initial with the same initials before it
      // is not searched again (what it depends on besides them, a related word, seldom matters).
      const deadKey = `${chain.length + 1}:${lastOf(option)}:${[...chain, option]
        .map((e) => e.letters[0])
        .sort()
        .join('')}`;
      if (chain.length < 4 && dead.has(deadKey)) continue;
      const found = extend([...chain, option]);
      if (found) return found;
      if (budget > 0) dead.add(deadKey);
    }
    return undefined;
  };
  return extend([])?.map((e) => e.letters);
}

/** Five words of 5 to 11 letters sharing their first two letters, with at least three different third letters. */
export function pickPrefixo(context: PickContext, recentPrefixes: ReadonlySet<string>): string[] | undefined {
  const groups = new Map<string, LexiconEntry[]>();
  for (const entry of context.entries) {
    if (length(entry) < 5 || length(entry) > 11 || !isFree(context, entry.letters)) continue;
    const prefix = entry.letters.slice(0, 2);
    if (!recentPrefixes.has(prefix)) groups.set(prefix, [...(groups.get(prefix) ?? []), entry]);
  }
  const usable = [...groups.entries()].filter(([, words]) => new Set(words.map((w) => w.letters[2])).size >= 3 && words.length >= 5);
  for (const [, words] of context.rng.shuffle(usable)) {
    const chosen: LexiconEntry[] = [];
    const thirdLetters = new Map<string, number>();
    for (const word of preferFresh(context, words, (e) => e.letters)) {
      const third = word.letters[2] as string;
      // At most two words per third letter, so the five are not all guessed from one stem.
      if ((thirdLetters.get(third) ?? 0) >= 2 || relatedToAny(context, word, chosen)) continue;
      thirdLetters.set(third, (thirdLetters.get(third) ?? 0) + 1);
      chosen.push(word);
      if (chosen.length === 5) return chosen.map((e) => e.letters);
    }
  }
  return undefined;
}

/** A reference with three free approved synonyms, the editor's first choices first. */
export function pickSynonymo(context: PickContext): string[] | undefined {
  const candidates = context.entries.filter((e) => e.synonyms.length >= 3 && isFree(context, e.letters));
  for (const entry of preferFresh(context, candidates, (e) => e.letters)) {
    if (context.clashesToday(entry.lemma)) continue;
    const synonyms: string[] = [];
    for (const synonym of entry.synonyms) {
      // "joindre" and "adjoindre" in one day: finding one gives the other away.
      if (isFree(context, synonym) && !synonyms.some((other) => sameFamily(other, synonym)) && !context.clashesToday(synonym)) synonyms.push(synonym);
    }
    if (synonyms.length >= 3) return [entry.lemma, ...synonyms.slice(0, 3)];
  }
  return undefined;
}

/**
 * The free target played longest ago (never-played ones first), ties in the reviewed order of
 * targets.txt: every target comes once before any comes back. Taking the first free target instead
 * cycled through the first 365 forever, whatever the number of targets.
 */
export function pickProximo(context: PickContext, targets: readonly string[]): string[] | undefined {
  let best: string | undefined;
  let bestLast = '';
  for (const target of targets) {
    if (!isFree(context, target) || context.clashesToday(target)) continue;
    const last = context.usage.lastPlayed(target);
    if (best === undefined || last < bestLast) {
      best = target;
      bestLast = last;
    }
  }
  return best === undefined ? undefined : [best];
}
