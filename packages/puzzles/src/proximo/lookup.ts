import type { WordKnowledge } from '../core/game-module.ts';
import type { ProximoRecord } from '../words/records.ts';
import { lemmaKeyOfGuess, normaliseGuess, singularSpellings, spellingOf } from './normalise.ts';

/** Everything a day's list answers, indexed once: the target, and each lemma's spelling and key → rank. */
export interface ProximoLookup {
  target: string;
  targetSpelling: string;
  targetKey: string;
  /** Spelling (see `spellingOf`: accents kept) → 1-based rank. */
  ranks: ReadonlyMap<string, number>;
  /** Key (see `normaliseGuess`: accents gone) → the best rank among the words of that key. */
  keyRanks: ReadonlyMap<string, number>;
  /** The list as written (accents kept), nearest first. */
  words: readonly string[];
}

/** The server answers every guess of a day from one lookup, so it is built once per parsed record. */
const lookups = new WeakMap<ProximoRecord, ProximoLookup>();

export function lookupOf(record: ProximoRecord): ProximoLookup {
  let lookup = lookups.get(record);
  if (!lookup) {
    const ranks = new Map<string, number>();
    const keyRanks = new Map<string, number>();
    record.words.forEach((word, i) => {
      ranks.set(spellingOf(word), i + 1);
      const key = normaliseGuess(word);
      if (!keyRanks.has(key)) keyRanks.set(key, i + 1);
    });
    lookup = {
      target: record.target,
      targetSpelling: spellingOf(record.target),
      targetKey: normaliseGuess(record.target),
      ranks,
      keyRanks,
      words: record.words,
    };
    lookups.set(record, lookup);
  }
  return lookup;
}

/** What the list says of a guess: the target, a ranked lemma (in the list's spelling), a known word out of the list, or an unknown word. */
export type ListVerdict =
  | { status: 'found'; word: string }
  | { status: 'ranked'; word: string; rank: number }
  /** `word`: the lemma the guess counts as (« chevaux » → « cheval », « courait » → « courir »), when the dictionary gives one. */
  | { status: 'not_ranked'; key: string; word?: string }
  | { status: 'unknown'; key: string };

const rankedAt = (lookup: ProximoLookup, rank: number): ListVerdict => ({ status: 'ranked', word: lookup.words[rank - 1] as string, rank });

/**
 * The verdict among the lemmas a guess may count as: the target's own forms win (« courait » finds
 * « courir »), then the nearest listed reading; none listed is « not ranked », under the first reading.
 */
function bestReading(lookup: ProximoLookup, readings: readonly string[], rankOf: (reading: string) => number | undefined): ListVerdict | undefined {
  if (readings.some((reading) => spellingOf(reading) === lookup.targetSpelling)) return { status: 'found', word: lookup.target };
  let best: number | undefined;
  for (const reading of readings) {
    const rank = rankOf(reading);
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
  }
  return best === undefined ? undefined : rankedAt(lookup, best);
}

/**
 * The server's verdict on a typed guess (issue 40). Accents make words: a guess is matched as typed first
 * (« côte » and « côté », « mur » and « mûr » are different words), with the lemmas the dictionary gives
 * it (plural, feminine, conjugated form); only a spelling that is no word (« ocean », « eleve ») is read
 * without its accents, as a player types on a phone. A guess no dictionary knows is 'unknown' (a typo
 * costs nothing). Without the dictionary (tests, the bench's bare lookup) the list and plural endings decide.
 */
export function verdictOf(lookup: ProximoLookup, guess: string, words?: WordKnowledge): ListVerdict {
  const spelling = spellingOf(guess);
  const key = normaliseGuess(guess);
  const listed = (s: string) => s === lookup.targetSpelling || lookup.ranks.has(s);
  const rankOfSpelling = (reading: string) => lookup.ranks.get(spellingOf(reading));

  if (listed(spelling) || words?.knowsSpelling(spelling)) {
    const lemmas = words?.lemmasOf(spelling) ?? [];
    if (spelling === lookup.targetSpelling) return { status: 'found', word: lookup.target };
    const own = lookup.ranks.get(spelling);
    if (own !== undefined && !lemmas.some((l) => spellingOf(l) === lookup.targetSpelling)) return rankedAt(lookup, own);
    // A plural the dictionary gives no lemma (« amours ») is still read as its listed singular.
    const verdict = bestReading(lookup, [spelling, ...(lemmas.length > 0 ? lemmas : singularSpellings(spelling))], rankOfSpelling);
    if (verdict) return verdict;
    const lemma = lemmas[0];
    return lemma === undefined ? { status: 'not_ranked', key: spelling } : { status: 'not_ranked', key: spellingOf(lemma), word: lemma };
  }

  // Typed without its accents, or not a word at all.
  if (key === lookup.targetKey) return { status: 'found', word: lookup.target };
  const keyRank = lookup.keyRanks.get(key);
  if (keyRank !== undefined) return rankedAt(lookup, keyRank);
  const lemmas = words?.lemmasOfKey(key) ?? [];
  const verdict = bestReading(lookup, lemmas, rankOfSpelling);
  if (verdict) return verdict;
  const singular = lemmaKeyOfGuess(key, (k) => k === lookup.targetKey || lookup.keyRanks.has(k));
  if (singular === lookup.targetKey) return { status: 'found', word: lookup.target };
  const singularRank = lookup.keyRanks.get(singular);
  if (singularRank !== undefined) return rankedAt(lookup, singularRank);
  if (words && lemmas.length === 0) return { status: 'unknown', key };
  const lemma = lemmas[0];
  return lemma === undefined ? { status: 'not_ranked', key } : { status: 'not_ranked', key: spellingOf(lemma), word: lemma };
}

/**
 * Whether a logged answer is what the list says of its word, for the server's replay of a score. The word
 * logged is the answer's own (the list's spelling, the target, or the lemma shown), so it is matched
 * exactly: a form the dictionary read otherwise (« côte » beside a listed « côté ») stays not ranked.
 */
export function answerMatchesList(lookup: ProximoLookup, word: string, status: 'found' | 'ranked' | 'not_ranked', rank?: number): boolean {
  const spelling = spellingOf(word);
  if (status === 'found') return spelling === lookup.targetSpelling;
  if (status === 'ranked') return lookup.ranks.get(spelling) === rank;
  return spelling !== lookup.targetSpelling && !lookup.ranks.has(spelling);
}
