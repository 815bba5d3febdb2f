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

/** What the list says of a guess: the target, a ranked lemma (in the list's spelling), or nothing. */
export type ListVerdict =
  | { status: 'found'; word: string }
  | { status: 'ranked'; word: string; rank: number }
  | { status: 'not_ranked'; key: string };

export function verdictOf(lookup: ProximoLookup, guess: string): ListVerdict {
  const key = lemmaKeyOfGuess(guess, (k) => k === lookup.targetKey || lookup.ranks.has(k));
  if (key === lookup.targetKey) return { status: 'found', word: lookup.target };
  const rank = lookup.ranks.get(key);
  if (rank !== undefined) return { status: 'ranked', word: lookup.words[rank - 1] as string, rank };
  return { status: 'not_ranked', key };
}
