import { normalizeText } from '@jdj/puzzles';
import { listedTogether } from './families.ts';

/**
 * Are two words of one family, or does one show the other? Used for everything a player reads next to an
 * answer (definition, hint, category, the other answers of the day). It is not a French stemmer: it errs on
 * the strict side and editors rephrase. Four ways a word gives another away:
 *
 * - a shared root once endings are removed: durée / durable / durer ("dur"), savoir / savant, abondance /
 *   abondant, animal / animaux, originel / original;
 * - one word inside the other: temps / printemps, corne / licorne, sombre / ombre, table / stable,
 *   vêtements / survêtement, épineux / aubépine (its root "épin"), plaire / complaisant ("plai");
 * - a prefix before a word or one of its forms: inter+dit for dire, sur+tout, ré+unir, com+battre;
 * - a family listed by hand in data/families.txt, where the root changes: émouvoir / émotion, naître / né.
 */

/** Endings removed to find a root; the longest that leaves three letters wins. */
const SUFFIXES = [
  'issements',
  'issement',
  'ications',
  'ication',
  'amment',
  'emment',
  'ations',
  'ation',
  'itions',
  'ition',
  'atrices',
  'atrice',
  'ateurs',
  'ateur',
  'ements',
  'ement',
  'ments',
  'ment',
  'tions',
  'tion',
  'ances',
  'ance',
  'ences',
  'ence',
  'ables',
  'able',
  'ibles',
  'ible',
  'sible',
  'istes',
  'iste',
  'ismes',
  'isme',
  'iques',
  'ique',
  'euses',
  'euse',
  'eurs',
  'eur',
  'eaux',
  'eau',
  'eler',
  'ettes',
  'ette',
  'elles',
  'elle',
  'ions',
  'ion',
  'ages',
  'age',
  'ieres',
  'iere',
  'iers',
  'ier',
  'oirs',
  'oir',
  'ants',
  'ant',
  'ents',
  'ent',
  'ives',
  'ive',
  'ites',
  'ite',
  'ees',
  'ee',
  'aux',
  'ales',
  'ale',
  'al',
  'els',
  'el',
  'eux',
  'ifs',
  'if',
  'er',
  'ir',
  're',
  'es',
  'e',
  's',
  'x',
].sort((a, b) => b.length - a.length);

const ENDING = new Set(SUFFIXES);

/** Prefixes that build a word on another: com+battre, ré+unir, inter+dit, sur+tout, a+mer. */
const PREFIXES = [
  'a',
  'ab',
  'ac',
  'ad',
  'af',
  'al',
  'am',
  'an',
  'ap',
  'ar',
  'as',
  'at',
  'au',
  'anti',
  'auto',
  'co',
  'col',
  'com',
  'con',
  'cor',
  'contre',
  'de',
  'des',
  'di',
  'dis',
  'e',
  'ef',
  'em',
  'en',
  'entre',
  'es',
  'ex',
  'extra',
  'hyper',
  'il',
  'im',
  'in',
  'inter',
  'ir',
  'mal',
  'me',
  'mes',
  'par',
  'para',
  'per',
  'pour',
  'pre',
  'pro',
  're',
  'r',
  'sou',
  'sous',
  'sub',
  'super',
  'sur',
  'tra',
  'trans',
  'tres',
];

/**
 * Grammatical words are in every clue and inside many words ("elle" in ficelle, "tous" in tournée): they
 * count as themselves, inside a word from five letters ("avoir" in savoir), or after a prefix ("tout" in
 * surtout, "vers" in revers), never by their root.
 */
const GRAMMAR_WORDS = new Set([
  'avec',
  'bien',
  'cela',
  'ceci',
  'ceux',
  'comme',
  'dans',
  'donc',
  'dont',
  'elle',
  'elles',
  'entre',
  'etre',
  'fait',
  'font',
  'leur',
  'leurs',
  'mais',
  'meme',
  'nous',
  'plus',
  'pour',
  'sans',
  'sont',
  'sous',
  'tous',
  'tout',
  'toute',
  'tres',
  'vers',
  'vous',
]);

const MIN_ROOT = 3;
/** A word inside another counts from four letters: "mer" may sit in "merci", "tout" not in "surtout". */
const MIN_INSIDE = 4;

/** Accent-free lower-case letters: "Éléphant" -> "elephant". */
export function wordKey(word: string): string {
  return normalizeText(word).replace(/[^a-z]/g, '');
}

interface Root {
  root: string;
  /** True when an ending was removed: "dur" from durée, unlike the whole word "mer". */
  derived: boolean;
}

function rootOf(key: string): Root {
  for (const suffix of SUFFIXES) {
    if (key.endsWith(suffix) && key.length - suffix.length >= MIN_ROOT) return { root: key.slice(0, -suffix.length), derived: true };
  }
  return { root: key, derived: false };
}

/** Plural and feminine endings: removed alone, they leave the root a derivation goes on from. */
const INFLECTIONS = ['es', 'e', 's', 'x'];

/**
 * The root by the longest ending, and the one left by a plural or feminine ending alone when it is longer.
 * Derivation changes the end of a root, so the longest ending alone misses families: visible is « vis »
 * by -ible but « visibl » by its -e, which visibilité's « visibil » starts with but for its last letter;
 * musée is « mus » by -ée, « muse » by -e, the start of muséum (issue 41). Other endings are not tried:
 * « miro » from miroir by -ir would start mirobolant.
 */
function rootsOf(key: string): Root[] {
  const longest = rootOf(key);
  const inflection = INFLECTIONS.find((ending) => key.endsWith(ending) && key.length - ending.length > longest.root.length);
  return inflection ? [longest, { root: key.slice(0, -inflection.length), derived: true }] : [longest];
}

/** A word's root when it has four letters or more, else the word: "chanteur" -> "chant". */
export function stemOf(word: string): string {
  const key = wordKey(word);
  const { root } = rootOf(key);
  return root.length >= MIN_INSIDE ? root : key;
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

function sameRoot(a: Root, b: Root): boolean {
  const shorter = Math.min(a.root.length, b.root.length);
  // A three-letter root must be the whole root of both, each with an ending removed: dur(ée) and
  // dur(able), not fil(er) and fill(e), nor the bare word "mer" against "merci".
  if (shorter === MIN_ROOT) return a.root === b.root && a.derived && b.derived;
  const common = commonPrefix(a.root, b.root);
  // One root starts the other (chant/chanteur, favor/favori), or they part on the last letter of a long
  // root only: emploi/employ(eur), distrait/distrac(tion).
  return common === shorter || (common >= 5 && common === shorter - 1);
}

/** What the check needs to know of one word, worked out once: the planner compares the same words all day. */
interface Word {
  key: string;
  root: Root;
  /** Every root its endings give (rootsOf), the longest ending's first. */
  roots: Root[];
  /** Itself, its singular, its root, and for -ire verbs the participle (dire -> dit). */
  forms: string[];
  /** What is left after each prefix it starts with (at least three letters), with its root. */
  rests: { rest: string; root: Root }[];
}

const analysed = new Map<string, Word>();

function analyse(key: string): Word {
  let word = analysed.get(key);
  if (word) return word;
  const root = rootOf(key);
  const forms = new Set([key]);
  if (/[sx]$/.test(key) && key.length > MIN_INSIDE) forms.add(key.slice(0, -1));
  if (root.derived) forms.add(root.root);
  if (key.endsWith('ire')) forms.add(`${key.slice(0, -3)}it`);
  const rests = PREFIXES.filter((p) => key.startsWith(p) && key.length - p.length >= MIN_ROOT).map((p) => {
    const rest = key.slice(p.length);
    return { rest, root: rootOf(rest) };
  });
  word = { key, root, roots: rootsOf(key), forms: [...forms], rests };
  analysed.set(key, word);
  return word;
}

/**
 * Which roots a word is compared by: since issue 41, each of `rootsOf`; before it, the longest ending's
 * only (the days planned under those rules keep being checked by them: content/words/check.ts).
 */
export type RootRules = 'inflected' | 'longest-ending';

/** Does the shorter word (or one of its forms) show in the longer one? */
function shows(short: Word, long: Word, rules: RootRules): boolean {
  const shortKey = short.key;
  const longKey = long.key;
  // Its plural or feminine: mer / mers, ami / amie.
  if (['s', 'x', 'e', 'es'].some((ending) => longKey === shortKey + ending)) return true;
  if (GRAMMAR_WORDS.has(shortKey)) {
    return (shortKey.length > MIN_INSIDE && longKey.includes(shortKey)) || long.rests.some(({ rest }) => rest.startsWith(shortKey));
  }
  if (rules === 'longest-ending' ? sameRoot(short.root, long.root) : short.roots.some((a) => long.roots.some((b) => sameRoot(a, b)))) return true;
  // A form that is itself a common ending ("ment" of mentir) says nothing inside another word.
  for (const form of short.forms) if (form.length >= MIN_INSIDE && !ENDING.has(form) && longKey.includes(form)) return true;
  for (const { rest, root } of long.rests) {
    // inter+dit (dire), a+mer (mer): a three-letter form only as the whole rest
    for (const form of short.forms) if (form.length === MIN_ROOT && (rest === form || rest === `${form}s` || rest === `${form}e`)) return true;
    // il+luminer (lumière), sou+lever (levier)
    if (root.root.length > MIN_ROOT && sameRoot(short.root, root)) return true;
  }
  return false;
}

const keys = new Map<string, string>();

/** wordKey, remembered: clues and lemmas come back again and again. */
function keyOf(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    key = wordKey(word);
    keys.set(word, key);
  }
  return key;
}

/** True when two words are of one family or one shows the other; symmetric. */
export function sameFamily(a: string, b: string, rules: RootRules = 'inflected'): boolean {
  const ka = keyOf(a);
  const kb = keyOf(b);
  if (ka === '' || kb === '') return false;
  if (ka === kb || listedTogether(ka, kb)) return true;
  if (ka.length < MIN_ROOT || kb.length < MIN_ROOT) return false;
  if (ka.length !== kb.length) return ka.length < kb.length ? shows(analyse(ka), analyse(kb), rules) : shows(analyse(kb), analyse(ka), rules);
  // Two words of one length: either may show the other (the root "lent" of lentement is in turbulent).
  return shows(analyse(ka), analyse(kb), rules) || shows(analyse(kb), analyse(ka), rules);
}

/**
 * Whether a word of a clue names `answer` or its family by its root: the word itself, its plural or
 * feminine, a listed family, or a root the two share (a root of four letters or fewer only when both are
 * that root: « reste » does not name restaurant, nor « langage » langouste). Stricter than `sameFamily`,
 * which also finds a word inside another or after a prefix: right for a clue and its own answer, but it
 * would find « aire » in précaires or « pas » in repas for the other answers of the day (issue 41).
 */
export function namesFamily(word: string, answer: string): boolean {
  const ka = keyOf(word);
  const kb = keyOf(answer);
  if (ka.length < MIN_ROOT || kb.length < MIN_ROOT) return false;
  if (ka === kb || listedTogether(ka, kb)) return true;
  const [short, long] = ka.length <= kb.length ? [ka, kb] : [kb, ka];
  if (['s', 'x', 'e', 'es'].some((ending) => long === short + ending)) return true;
  if (GRAMMAR_WORDS.has(short)) return false;
  const a = analyse(ka);
  const b = analyse(kb);
  return a.roots.some((ra) =>
    b.roots.some((rb) => (Math.min(ra.root.length, rb.root.length) <= MIN_INSIDE ? ra.root === rb.root && ra.derived && rb.derived : sameRoot(ra, rb))),
  );
}

/** The first word of `text` that names `answer` or its family (namesFamily), or undefined. */
export function namingWord(text: string, answer: string): string | undefined {
  return text.split(/[^\p{L}]+/u).find((word) => word.length >= 2 && namesFamily(word, answer));
}

/** The first word of `text` that gives `answer` away, or undefined. */
export function leakingWord(text: string, answer: string): string | undefined {
  return text.split(/[^\p{L}]+/u).find((word) => word.length >= 2 && sameFamily(word, answer));
}

/** True when `text` (a definition, hint or category) shows the answer or a word of its family. */
export function leaksAnswer(text: string, answer: string): boolean {
  return leakingWord(text, answer) !== undefined;
}
