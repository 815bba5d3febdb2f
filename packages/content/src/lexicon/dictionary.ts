import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toPlayableLetters } from '@jdj/puzzles';
import { DATA_DIR } from '../data-dir.ts';

/**
 * An independent French word list (an-array-of-french-words, MIT, derived from the Letterpress list):
 * every answer and synonym we publish must appear in it, so a typo in our own files cannot reach players.
 * It spells ligatures "oe"/"ae", so words are compared that way.
 */
let words: string[] | undefined;
let wordSet: Set<string> | undefined;
let anagramIndex: Map<string, string[]> | undefined;

export function dictionaryWords(): string[] {
  if (!words) {
    const require = createRequire(import.meta.url);
    words = require('an-array-of-french-words') as string[];
  }
  return words;
}

function spelledAsDictionary(word: string): string {
  return word.replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

export function isFrenchWord(word: string): boolean {
  wordSet ??= new Set(dictionaryWords());
  return wordSet.has(spelledAsDictionary(word));
}

const sortedLetters = (word: string) => [...toPlayableLetters(word)].sort().join('');

/** A committed word list: one word per line, `#` starts a comment line. */
function readWordFile(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Where the anagram games' other answers come from: the main list, the inflected forms of Debian's French
 * hunspell dictionary that it lacks (apéro, trader, latino…; scripts/anagrams/build.sh) and a hand-written
 * supplement of everyday words missing from both (dispo, aprem…).
 */
export const ANAGRAM_FORMS_FILE = path.join(DATA_DIR, 'derived/anagram-forms.txt');
export const ANAGRAM_SUPPLEMENT_FILE = path.join(DATA_DIR, 'anagrams/supplement.txt');

function anagramSources(): string[] {
  return [...dictionaryWords(), ...readWordFile(ANAGRAM_FORMS_FILE), ...readWordFile(ANAGRAM_SUPPLEMENT_FILE)];
}

/**
 * Other real words spelled with exactly the letters of `word` (accents ignored, as players type them),
 * one spelling per distinct A–Z sequence: "nacre" → ancre, caner, crâne, écran, rance…
 */
export function otherAnagrams(word: string): string[] {
  if (!anagramIndex) {
    anagramIndex = new Map();
    for (const candidate of anagramSources()) {
      if (!/^[\p{Ll}]+$/u.test(candidate)) continue;
      const key = sortedLetters(candidate);
      const list = anagramIndex.get(key);
      if (list) list.push(candidate);
      else anagramIndex.set(key, [candidate]);
    }
  }
  const own = toPlayableLetters(word);
  const seen = new Set([own]);
  const others: string[] = [];
  for (const candidate of anagramIndex.get(sortedLetters(word)) ?? []) {
    const letters = toPlayableLetters(candidate);
    if (seen.has(letters)) continue;
    seen.add(letters);
    others.push(candidate);
  }
  return others.sort();
}
