import type { WordKnowledge } from '../core/game-module.ts';
import type { ProximoRecord } from '../words/records.ts';
import { lemmaKeyOfGuess, normaliseGuess } from './normalise.ts';

/** Everything a day's list answers, indexed once: the target's key, and each lemma's key → rank and spelling. */
export interface ProximoLookup {
  target: string;
  targetKey: string;
  /** Key (see `normaliseGuess`) → 1-based rank. */
  ranks: ReadonlyMap<string, number>;
  /** The list as written (accents kept), nearest first. */
  words: readonly string[];
}

/** The server answers every guess of a day from one lookup, so it is built once per parsed record. */
const lookups = new WeakMap<ProximoRecord, ProximoLookup>();

export function lookupOf(record: ProximoRecord): ProximoLookup {
  let lookup = lookups.get(record);
  if (!lookup) {
    const ranks = new Map<string, number>();
    record.words.forEach((word, i) => ranks.set(normaliseGuess(word), i + 1));
    lookup = { target: record.target, targetKey: normaliseGuess(record.target), ranks, words: record.words };
    lookups.set(record, lookup);
  }
  return lookup;
}

/** What the list says of a guess: the target, a ranked lemma (in the list's spelling), a known word out of the list, or an unknown word. */
export type ListVerdict =
  | { status: 'found'; word: string }
  | { status: 'ranked'; word: string; rank: number }
  /** `word`: the lemma the guess counts as (« chevaux » → « cheval »), when the dictionary gives one. */
  | { status: 'not_ranked'; key: string; word?: string }
  | { status: 'unknown'; key: string };

/**
 * The verdict on a guess. With the server's dictionary (`words`), a form counts as its lemma (plural,
 * feminine, hyphenated word), and a guess the dictionary does not know is 'unknown' (a typo costs nothing).
 * Without it (a score's replay, where every guess is already answered), the list and plural endings decide.
 */
export function verdictOf(lookup: ProximoLookup, guess: string, words?: WordKnowledge): ListVerdict {
  const inList = (k: string) => k === lookup.targetKey || lookup.ranks.has(k);
  let key = lemmaKeyOfGuess(guess, inList);
  const typed = normaliseGuess(guess);
  const lemma = words?.lemmaOf(typed);
  if (!inList(key) && lemma !== undefined && inList(normaliseGuess(lemma))) key = normaliseGuess(lemma);
  if (key === lookup.targetKey) return { status: 'found', word: lookup.target };
  const rank = lookup.ranks.get(key);
  if (rank !== undefined) return { status: 'ranked', word: lookup.words[rank - 1] as string, rank };
  if (words && !words.knows(typed) && lemma === undefined) return { status: 'unknown', key: typed };
  return lemma === undefined ? { status: 'not_ranked', key } : { status: 'not_ranked', key: normaliseGuess(lemma), word: lemma };
}
