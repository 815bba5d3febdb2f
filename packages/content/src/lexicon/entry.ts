import { normalizeText, toPlayableLetters } from '@jdj/puzzles';
import { leakingWord, sameFamily } from './leak.ts';
import { isPartOfSpeech, isTheme, type PartOfSpeech, type Theme } from './themes.ts';

/** 1 = everyday word, 2 = less common, 3 = for seasoned players. */
export type Band = 1 | 2 | 3;

/** One meaning of a word: Motamo shows its theme as the category, next to this very definition. */
export interface Sense {
  /** A ';' inside marks a line break on Motamo's screen. */
  definition: string;
  theme: Theme;
}

/** One hand-written lexicon line (see docs/content.md for the authoring guide). */
export interface LexiconEntry {
  /** The word as printed, lower case with its accents: "éléphant", "cœur". */
  lemma: string;
  /** Upper-case A–Z letters the player types: "ELEPHANT". */
  letters: string;
  pos: PartOfSpeech;
  band: Band;
  /**
   * One or more meanings, each with its own theme: a category belongs to a definition, not to a word
   * (tuba is « musique » as an instrument, « loisirs » as a snorkel).
   */
  senses: Sense[];
  /** A short clue from another angle, for the anagram games. */
  hint: string;
  /** Synonyms an editor approved (Synonymo); may be empty. */
  synonyms: string[];
  /** Frequency rank of the lemma (1 = most frequent, data/derived/frequency.tsv); null when rarer than the list. */
  rank: number | null;
  /** Where the line lives, for error messages. */
  source: string;
}

export const FIELD_NAMES = ['mot', 'nature', 'niveau', 'thèmes', 'définitions', 'indice', 'synonymes'] as const;
export const FIELD_SEPARATOR = '|';
export const DEFINITION_SEPARATOR = '//';

export const LIMITS = {
  minLetters: 3,
  maxLetters: 14,
  minDefinition: 8,
  maxDefinition: 110,
  minHint: 3,
  maxHint: 60,
} as const;

// One word, no apostrophe or hyphen: the independent dictionary lists none, and letter games type A–Z only.
const WORD = /^[a-zàâäçéèêëîïôöùûüÿœæ]+$/;

export type ParsedLine = { kind: 'blank' } | { kind: 'entry'; entry: LexiconEntry } | { kind: 'error'; errors: string[] };

function checkClue(label: string, text: string, lemma: string, min: number, max: number, errors: string[]): void {
  if (text.length < min || text.length > max) errors.push(`${label} de ${text.length} caractères (attendu ${min} à ${max})`);
  if (!/^[A-ZÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŒÆ0-9«]/.test(text)) errors.push(`${label} : commencer par une majuscule`);
  if (/[.;]$/.test(text) && !text.endsWith('...') && !text.endsWith('etc.')) errors.push(`${label} : pas de point final`);
  if (text.includes(';;') || /;\s*;/.test(text)) errors.push(`${label} : ligne vide entre deux ';'`);
  const leak = leakingWord(text, lemma);
  if (leak) errors.push(`${label} : « ${leak} » révèle le mot : « ${text} »`);
}

/**
 * A definition is prose: French writes its numbers in words (« trois roues », not « 3 roues »). Only a
 * year keeps its digits (« en 1492 »). Hints are free: « Porte 12 », « le CAC 40 » are names.
 */
export function numeralInDefinition(definition: string): string | undefined {
  return definition.match(/\d+/g)?.find((number) => !/^1\d{3}$|^20\d{2}$/.test(number));
}

function splitList(text: string): string[] {
  return text
    .split(DEFINITION_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Parses one line of a lexicon file. Every problem is reported, in French, for the editor. */
export function parseLexiconLine(line: string, source: string): ParsedLine {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return { kind: 'blank' };
  const fields = trimmed.split(FIELD_SEPARATOR).map((field) => field.trim());
  if (fields.length !== FIELD_NAMES.length) {
    return { kind: 'error', errors: [`${fields.length} champs au lieu de ${FIELD_NAMES.length} (${FIELD_NAMES.join(' | ')})`] };
  }
  const [lemma, pos, bandText, themeText, definitionText, hint, synonymText] = fields as [string, string, string, string, string, string, string];
  const errors: string[] = [];
  if (!WORD.test(lemma)) errors.push(`mot « ${lemma} » : un seul mot en lettres minuscules (ni espace, ni apostrophe, ni trait d'union)`);
  const letters = toPlayableLetters(lemma);
  if (letters.length < LIMITS.minLetters || letters.length > LIMITS.maxLetters) {
    errors.push(`mot « ${lemma} » : ${letters.length} lettres (attendu ${LIMITS.minLetters} à ${LIMITS.maxLetters})`);
  }
  if (!isPartOfSpeech(pos)) errors.push(`nature « ${pos} » inconnue (nm, nf, nmf, adj, v, adv)`);
  if (!/^[123]$/.test(bandText)) errors.push(`niveau « ${bandText} » : 1, 2 ou 3`);
  const definitions = splitList(definitionText);
  const themes = splitList(themeText);
  if (definitions.length === 0) errors.push('au moins une définition');
  definitions.forEach((definition, index) => {
    checkClue(`définition ${index + 1}`, definition, lemma, LIMITS.minDefinition, LIMITS.maxDefinition, errors);
    const numeral = numeralInDefinition(definition);
    if (numeral) errors.push(`définition ${index + 1} : « ${numeral} » s'écrit en lettres (« trois », pas « 3 ») ; seule une année garde ses chiffres`);
  });
  // A theme per definition, so that a second meaning never shows the first one's category.
  if (themes.length !== definitions.length) {
    errors.push(`${themes.length} thème(s) pour ${definitions.length} définition(s) : un thème par définition, dans le même ordre, séparés par « // »`);
  }
  themes.forEach((theme, index) => {
    const label = themes.length > 1 ? `thème ${index + 1}` : 'thème';
    if (!isTheme(theme)) errors.push(`${label} « ${theme} » inconnu (voir src/lexicon/themes.ts)`);
    // Motamo shows the theme as the word's category: « temps » filed under longtemps gives it away.
    else if (sameFamily(theme, lemma)) errors.push(`${label} « ${theme} » : il révèle le mot, choisissez-en un autre`);
  });
  checkClue('indice', hint, lemma, LIMITS.minHint, LIMITS.maxHint, errors);
  if (definitions.some((d) => normalizeText(d) === normalizeText(hint))) errors.push("l'indice doit différer de la définition");

  const synonyms = synonymText === '' ? [] : synonymText.split(',').map((s) => s.trim());
  const seen = new Set<string>();
  for (const synonym of synonyms) {
    if (!WORD.test(synonym)) errors.push(`synonyme « ${synonym} » : un seul mot en minuscules`);
    else if (sameFamily(synonym, lemma)) errors.push(`synonyme « ${synonym} » de la même famille que le mot, ou l'un dans l'autre`);
    const key = normalizeText(synonym);
    if (seen.has(key)) errors.push(`synonyme « ${synonym} » en double`);
    seen.add(key);
  }

  if (errors.length > 0) return { kind: 'error', errors };
  return {
    kind: 'entry',
    entry: {
      lemma,
      letters,
      pos: pos as PartOfSpeech,
      band: Number(bandText) as Band,
      senses: definitions.map((definition, index) => ({ definition, theme: themes[index] as Theme })),
      hint,
      synonyms,
      rank: null,
      source,
    },
  };
}

/** Writes an entry back as a line, so tools can rewrite files without losing anything. */
export function formatLexiconLine(entry: LexiconEntry): string {
  return [
    entry.lemma,
    entry.pos,
    String(entry.band),
    entry.senses.map((sense) => sense.theme).join(` ${DEFINITION_SEPARATOR} `),
    entry.senses.map((sense) => sense.definition).join(` ${DEFINITION_SEPARATOR} `),
    entry.hint,
    entry.synonyms.join(', '),
  ].join(` ${FIELD_SEPARATOR} `);
}
