import { normalizeText } from '../core/text.ts';

/** Longest guess a player may type (document 2 §9). */
export const PROXIMO_MAX_GUESS = 20;

/**
 * What Proximo compares: lower case, no accents, letters only (spaces, punctuation and digits go),
 * so "  Océan! " and "ocean" are the same guess. Empty means "nothing to submit".
 */
export function normaliseGuess(text: string): string {
  return normalizeText(text).replace(/[^a-z]/g, '');
}

/**
 * A guess as a word is spelt (issue 40: « côte » and « côté » are two words): lower case, accents kept,
 * ligatures written out as the dictionary spells them (« cœur » = « coeur »), letters only.
 */
export function spellingOf(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-zàâäçéèêëîïôöùûüÿñ]/g, '');
}

/** Plurals that no suffix rule recovers. */
const IRREGULAR_PLURALS: Record<string, string> = { yeux: 'oeil', cieux: 'ciel', aieux: 'aieul' };

/** Singular candidates for a plural-looking key, most likely first. */
function singulars(key: string): string[] {
  const irregular = IRREGULAR_PLURALS[key];
  if (irregular) return [irregular];
  const candidates: string[] = [];
  if (key.endsWith('aux')) candidates.push(`${key.slice(0, -3)}al`, `${key.slice(0, -3)}ail`);
  if (key.endsWith('x') || key.endsWith('s')) candidates.push(key.slice(0, -1));
  return candidates;
}

/**
 * Singular spellings of a plural-looking spelling, accents kept (« amours » → amour, « bocaux » → bocal):
 * for a word the dictionary gives no lemma, as a key's plural is read in `lemmaKeyOfGuess`.
 */
export const singularSpellings = (spelling: string): string[] => singulars(spelling);

/**
 * Maps a typed guess to the key of a lemma the day's list knows ("chevaux" → "cheval",
 * "Vagues" → "vague"); a guess the list does not know comes back normalised, to be answered as unranked.
 */
export function lemmaKeyOfGuess(guess: string, isKnown: (key: string) => boolean): string {
  const key = normaliseGuess(guess);
  if (key === '' || isKnown(key)) return key;
  return singulars(key).find(isKnown) ?? key;
}
