import { normalizeText, toPlayableLetters } from '@jdj/puzzles';
import { leaksAnswer } from './leak.ts';
import { isPartOfSpeech, isTheme, type PartOfSpeech, type Theme } from './themes.ts';

/** 1 = everyday word, 2 = less common, 3 = for seasoned players. */
export type Band = 1 | 2 | 3;

/** One hand-written lexicon line (see docs/content.md for the authoring guide). */
export interface LexiconEntry {
  /** The word as printed, lower case with its accents: "éléphant", "cœur". */
  lemma: string;
  /** Upper-case A–Z letters the player types: "ELEPHANT". */
  letters: string;
  pos: PartOfSpeech;
  band: Band;
  theme: Theme;
  /** One or more definitions; a ';' inside one marks a line break on Motamo's screen. */
  definitions: string[];
  /** A short clue from another angle, for the anagram games. */
  hint: string;
  /** Synonyms an editor approved (Synonymo); may be empty. */
  synonyms: string[];
  /** Frequency rank of the lemma (1 = most frequent, data/derived/frequency.tsv); null when rarer than the list. */
  rank: number | null;
  /** Where the line lives, for error messages. */
  source: string;
}

export const FIELD_NAMES = ['mot', 'nature', 'niveau', 'thème', 'définitions', 'indice', 'synonymes'] as const;
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
  if (leaksAnswer(text, lemma)) errors.push(`${label} contient le mot ou sa racine : « ${text} »`);
}

/** Parses one line of a lexicon file. Every problem is reported, in French, for the editor. */
export function parseLexiconLine(line: string, source: string): ParsedLine {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return { kind: 'blank' };
  const fields = trimmed.split(FIELD_SEPARATOR).map((field) => field.trim());
  if (fields.length !== FIELD_NAMES.length) {
    return { kind: 'error', errors: [`${fields.length} champs au lieu de ${FIELD_NAMES.length} (${FIELD_NAMES.join(' | ')})`] };
  }
  const [lemma, pos, bandText, theme, definitionText, hint, synonymText] = fields as [string, string, string, string, string, string, string];
  const errors: string[] = [];
  if (!WORD.test(lemma)) errors.push(`mot « ${lemma} » : un seul mot en lettres minuscules (ni espace, ni apostrophe, ni trait d'union)`);
  const letters = toPlayableLetters(lemma);
  if (letters.length < LIMITS.minLetters || letters.length > LIMITS.maxLetters) {
    errors.push(`mot « ${lemma} » : ${letters.length} lettres (attendu ${LIMITS.minLetters} à ${LIMITS.maxLetters})`);
  }
  if (!isPartOfSpeech(pos)) errors.push(`nature « ${pos} » inconnue (nm, nf, nmf, adj, v, adv)`);
  if (!/^[123]$/.test(bandText)) errors.push(`niveau « ${bandText} » : 1, 2 ou 3`);
  if (!isTheme(theme)) errors.push(`thème « ${theme} » inconnu (voir src/lexicon/themes.ts)`);
  // Motamo shows the theme as the word's category: "mouvement" filed under "mouvement" gives it away.
  else if (leaksAnswer(theme, lemma) || leaksAnswer(lemma, theme)) errors.push(`thème « ${theme} » : il révèle le mot, choisissez-en un autre`);

  const definitions = definitionText
    .split(DEFINITION_SEPARATOR)
    .map((d) => d.trim())
    .filter((d) => d !== '');
  if (definitions.length === 0) errors.push('au moins une définition');
  definitions.forEach((definition, index) =>
    checkClue(`définition ${index + 1}`, definition, lemma, LIMITS.minDefinition, LIMITS.maxDefinition, errors),
  );
  checkClue('indice', hint, lemma, LIMITS.minHint, LIMITS.maxHint, errors);
  if (definitions.some((d) => normalizeText(d) === normalizeText(hint))) errors.push("l'indice doit différer de la définition");

  const synonyms = synonymText === '' ? [] : synonymText.split(',').map((s) => s.trim());
  const seen = new Set<string>();
  for (const synonym of synonyms) {
    if (!WORD.test(synonym)) errors.push(`synonyme « ${synonym} » : un seul mot en minuscules`);
    else if (leaksAnswer(synonym, lemma) || leaksAnswer(lemma, synonym)) errors.push(`synonyme « ${synonym} » de même racine que le mot`);
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
      theme: theme as Theme,
      definitions,
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
    entry.theme,
    entry.definitions.join(` ${DEFINITION_SEPARATOR} `),
    entry.hint,
    entry.synonyms.join(', '),
  ].join(` ${FIELD_SEPARATOR} `);
}
