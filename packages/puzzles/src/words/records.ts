import { isIsoDate, type IsoDate } from '../core/dates.ts';
import { fail, ok, type Result } from '../core/game-module.ts';
import { toPlayableLetters } from '../core/text.ts';

/**
 * Daily records of the six word games, in the shapes of document 2 §3. The server stores them,
 * `content import` accepts them from editors, and the game modules will play them: each parser is the
 * one gate every copy passes through, so anything it accepts is safe to play.
 */

interface DailyBase {
  id: string;
  date_to_play: IsoDate;
}

/** A word a player rebuilds from shuffled letters, with the other real words those letters spell. */
export interface AnagramWord {
  word: string;
  hint: string;
  /** Other valid French words made of exactly the same letters: accepted as answers too. */
  alternatives: string[];
}

export interface AnagrammoRecord extends DailyBase, AnagramWord {}

export interface MelimeloRecord extends DailyBase {
  /** Five words of rising length. */
  words: AnagramWord[];
}

export interface MotamoWord {
  word: string;
  /** Shown line by line: ';' separates the lines. */
  definition: string;
  /** 1 (everyday) to 3 (seasoned players). */
  difficulty: number;
  category: string;
}

export interface MotamoRecord extends DailyBase {
  words: MotamoWord[];
}

export interface PrefixoRecord extends DailyBase {
  /** The two shared letters, upper case A–Z. */
  prefix: string;
  words: { id: number; index: number; word: string; definition: string }[];
}

export interface SynonymoRecord extends DailyBase {
  reference: string;
  words: { id: number; word: string }[];
}

/**
 * Proximo's whole record stays on the server: guesses are answered by the API. Even target_hash is
 * kept there, because an unsalted hash of a word is found by hashing the 15,000 candidate words.
 */
export interface ProximoRecord extends DailyBase {
  target: string;
  /** SHA-256 of the target's accent-free lower-case letters. */
  target_hash: string;
  /** The 1,000 nearest lemmas, nearest first. */
  words: string[];
}

export const MOTAMO_WORDS = 5;
export const MELIMELO_WORDS = 5;
export const PREFIXO_WORDS = 5;
export const SYNONYMO_WORDS = 3;
export const PROXIMO_LIST_SIZE = 1000;

type Fields = Record<string, unknown>;

class Refusal extends Error {}

function refuse(message: string): never {
  throw new Refusal(message);
}

function object(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(`${what} : objet attendu`);
  return value as Fields;
}

function text(fields: Fields, key: string, what: string): string {
  const value = fields[key];
  if (typeof value !== 'string' || value.trim() === '') refuse(`${what} : champ ${key} manquant ou vide`);
  return value;
}

/** A playable word: French letters only, at least two of them. */
function word(fields: Fields, key: string, what: string): string {
  const value = text(fields, key, what);
  if (!/^[\p{Ll}\p{Lu}]+$/u.test(value) || toPlayableLetters(value).length < 2) refuse(`${what} : « ${value} » n’est pas un mot jouable`);
  return value;
}

function list(fields: Fields, key: string, what: string, length?: number): unknown[] {
  const value = fields[key];
  if (!Array.isArray(value)) refuse(`${what} : liste ${key} manquante`);
  if (length !== undefined && value.length !== length) refuse(`${what} : ${key} doit contenir ${length} éléments (reçu ${value.length})`);
  return value;
}

function base(raw: unknown, what: string): [Fields, DailyBase] {
  const fields = object(raw, what);
  const date = fields.date_to_play;
  if (!isIsoDate(date)) refuse(`${what} : date_to_play AAAA-MM-JJ attendue`);
  return [fields, { id: text(fields, 'id', what), date_to_play: date }];
}

function anagramWord(raw: unknown, what: string): AnagramWord {
  const fields = object(raw, what);
  const answer = word(fields, 'word', what);
  const alternatives = (fields.alternatives === undefined ? [] : list(fields, 'alternatives', what)).map((alt, i) =>
    word({ alt }, 'alt', `${what}, variante ${i + 1}`),
  );
  const letters = [...toPlayableLetters(answer)].sort().join('');
  for (const alt of alternatives) {
    if ([...toPlayableLetters(alt)].sort().join('') !== letters) refuse(`${what} : « ${alt} » n’a pas les lettres de « ${answer} »`);
  }
  return { word: answer, hint: text(fields, 'hint', what), alternatives };
}

function guard<T>(read: () => T): Result<T> {
  try {
    return ok(read());
  } catch (error) {
    if (error instanceof Refusal) return fail(error.message);
    throw error;
  }
}

export function parseAnagrammoRecord(raw: unknown): Result<AnagrammoRecord> {
  return guard(() => {
    const [fields, common] = base(raw, 'Anagrammo');
    return { ...common, ...anagramWord(fields, 'Anagrammo') };
  });
}

export function parseMelimeloRecord(raw: unknown): Result<MelimeloRecord> {
  return guard(() => {
    const [fields, common] = base(raw, 'Melimelo');
    const words = list(fields, 'words', 'Melimelo', MELIMELO_WORDS).map((w, i) => anagramWord(w, `Melimelo, mot ${i + 1}`));
    words.forEach((w, i) => {
      const previous = words[i - 1];
      if (previous && toPlayableLetters(w.word).length <= toPlayableLetters(previous.word).length) {
        refuse(`Melimelo : le mot ${i + 1} doit être plus long que le précédent`);
      }
    });
    return { ...common, words };
  });
}

/** The chain rule of Motamo: each word starts with the previous word's last letter. */
export function isMotamoChain(words: readonly string[]): boolean {
  return words.every((w, i) => {
    if (i === 0) return true;
    const previous = toPlayableLetters(words[i - 1] as string);
    return toPlayableLetters(w)[0] === previous.at(-1);
  });
}

export function parseMotamoRecord(raw: unknown): Result<MotamoRecord> {
  return guard(() => {
    const [fields, common] = base(raw, 'Motamo');
    const words = list(fields, 'words', 'Motamo', MOTAMO_WORDS).map((item, i) => {
      const what = `Motamo, mot ${i + 1}`;
      const w = object(item, what);
      const answer = word(w, 'word', what);
      const letters = toPlayableLetters(answer);
      if (letters[1] === letters[0]) refuse(`${what} : la deuxième lettre ne peut pas répéter la première`);
      const difficulty = w.difficulty;
      if (difficulty !== 1 && difficulty !== 2 && difficulty !== 3) refuse(`${what} : difficulty 1, 2 ou 3`);
      return { word: answer, definition: text(w, 'definition', what), difficulty, category: text(w, 'category', what) };
    });
    if (!isMotamoChain(words.map((w) => w.word))) refuse('Motamo : chaque mot doit commencer par la dernière lettre du précédent');
    return { ...common, words };
  });
}

export function parsePrefixoRecord(raw: unknown): Result<PrefixoRecord> {
  return guard(() => {
    const [fields, common] = base(raw, 'Prefixo');
    const prefix = text(fields, 'prefix', 'Prefixo');
    if (!/^[A-Z]{2}$/.test(prefix)) refuse('Prefixo : prefix de deux lettres majuscules attendu');
    const words = list(fields, 'words', 'Prefixo', PREFIXO_WORDS).map((item, i) => {
      const what = `Prefixo, mot ${i + 1}`;
      const w = object(item, what);
      const answer = word(w, 'word', what);
      if (!toPlayableLetters(answer).startsWith(prefix) || toPlayableLetters(answer).length <= prefix.length) {
        refuse(`${what} : « ${answer} » ne prolonge pas le préfixe ${prefix}`);
      }
      if (w.id !== i + 1 || w.index !== i) refuse(`${what} : id ${i + 1} et index ${i} attendus`);
      return { id: i + 1, index: i, word: answer, definition: text(w, 'definition', what) };
    });
    return { ...common, prefix, words };
  });
}

export function parseSynonymoRecord(raw: unknown): Result<SynonymoRecord> {
  return guard(() => {
    const [fields, common] = base(raw, 'Synonymo');
    const reference = word(fields, 'reference', 'Synonymo');
    const words = list(fields, 'words', 'Synonymo', SYNONYMO_WORDS).map((item, i) => {
      const what = `Synonymo, mot ${i + 1}`;
      const w = object(item, what);
      if (w.id !== i + 1) refuse(`${what} : id ${i + 1} attendu`);
      return { id: i + 1, word: word(w, 'word', what) };
    });
    const keys = new Set([reference, ...words.map((w) => w.word)].map(toPlayableLetters));
    if (keys.size !== SYNONYMO_WORDS + 1) refuse('Synonymo : la référence et ses synonymes doivent être quatre mots différents');
    return { ...common, reference, words };
  });
}

export function parseProximoRecord(raw: unknown): Result<ProximoRecord> {
  return guard(() => {
    const [fields, common] = base(raw, 'Proximo');
    const target = word(fields, 'target', 'Proximo');
    const targetHash = text(fields, 'target_hash', 'Proximo');
    if (!/^[0-9a-f]{64}$/.test(targetHash)) refuse('Proximo : target_hash SHA-256 hexadécimal attendu');
    // A thousand words a day: each one's letters are worked out once, for the check and the duplicates.
    const keys = new Set<string>();
    const words = list(fields, 'words', 'Proximo', PROXIMO_LIST_SIZE).map((w, i) => {
      const letters = typeof w === 'string' && /^[\p{Ll}\p{Lu}]+$/u.test(w) ? toPlayableLetters(w) : '';
      if (letters.length < 2) refuse(`Proximo, rang ${i + 1} : « ${String(w)} » n’est pas un mot jouable`);
      keys.add(letters);
      return w as string;
    });
    if (keys.size !== words.length) refuse('Proximo : la liste contient des doublons');
    if (keys.has(toPlayableLetters(target))) refuse('Proximo : la cible ne peut pas figurer dans sa propre liste');
    return { ...common, target, target_hash: targetHash, words };
  });
}
