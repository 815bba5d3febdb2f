import { normalizeText } from '@jdj/puzzles';

/**
 * Endings removed to find a word's stem, longest first. The aim is to catch a clue that gives the answer
 * away through a relative ("chanteur" in the clue of "chanter"), not to be a full French stemmer.
 */
const SUFFIXES = [
  'issement',
  'ations',
  'ation',
  'itions',
  'ition',
  'atrice',
  'ateur',
  'ement',
  'ments',
  'ment',
  'tion',
  'euse',
  'eurs',
  'eur',
  'ique',
  'isme',
  'iste',
  'ette',
  'eaux',
  'eau',
  'ages',
  'age',
  'iere',
  'ier',
  'ees',
  'ee',
  'er',
  'ir',
  're',
  'es',
  'e',
  's',
  'x',
];

const MIN_STEM = 4;

/** Accent-free lower-case stem; words too short to stem stay whole. */
export function stemOf(word: string): string {
  const key = normalizeText(word).replace(/[^a-z]/g, '');
  for (const suffix of SUFFIXES) {
    if (key.endsWith(suffix) && key.length - suffix.length >= MIN_STEM) return key.slice(0, -suffix.length);
  }
  return key;
}

function tokens(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z]+/)
    .filter((token) => token.length > 0);
}

/**
 * True when `text` contains the answer or a word built on its stem. Short answers (under four letters)
 * only match whole words and their plurals, so "mer" does not flag "merci".
 */
export function leaksAnswer(text: string, answer: string): boolean {
  const key = normalizeText(answer).replace(/[^a-z]/g, '');
  const stem = stemOf(answer);
  return tokens(text).some((token) => {
    if (token === key || token === `${key}s` || token === `${key}x`) return true;
    if (stem.length < MIN_STEM) return false;
    if (token.startsWith(stem)) return true;
    return stem.length >= 5 && token.includes(stem);
  });
}
