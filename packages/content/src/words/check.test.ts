import { toPlayableLetters } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import type { DailyRecord } from '../daily-record.ts';
import { sameFamily } from '../lexicon/leak.ts';
import { buildWordDay } from './build-record.ts';
import { publicationProblems } from './check.ts';
import { committedWordContent } from './word-content.ts';

/**
 * The publication checks of issue 11 on records built by hand: what `content check` and `content import`
 * refuse, whatever the plan or the lexicon hold.
 */
const content = committedWordContent();
const DAY = '2027-01-05';

/** A built day of `game` whose words are replaced by `edit` (the rest stays a valid record). */
function editedDay(game: 'motamo' | 'prefixo' | 'synonymo', edit: (data: Record<string, unknown>) => void): DailyRecord {
  const built = buildWordDay(game, DAY, content);
  if (!built.ok) throw new Error(built.problem);
  const publicData = structuredClone(built.record.publicData) as Record<string, unknown>;
  edit(publicData);
  return { ...built.record, publicData };
}

/** Motamo words shown with the category of their other meaning (issue 11). */
const WRONG_CATEGORIES = [
  ['tuba', 'musique', "Conduit pour respirer sous l'eau"],
  ['trombone', 'musique', 'Petite agrafe de bureau'],
  ['direct', 'transports', 'Qui dit les choses franchement'],
  ['régime', 'santé', 'Système politique'],
  ['bouc', 'animaux', 'Petite barbe au menton'],
  ['truffe', 'cuisine', 'Nez du chien'],
] as const;

type MotamoWord = { word: string; definition: string; difficulty: number; category: string };

/** A Motamo day opening with `word` shown as given, chained on with lexicon words and their own themes. */
function withFirstWord(word: string, definition: string, category: string) {
  const words: MotamoWord[] = [{ word, definition, difficulty: 1, category }];
  while (words.length < 5) {
    const last = toPlayableLetters((words.at(-1) as MotamoWord).word).at(-1);
    const next = content.lexicon.entries.find(
      (e) =>
        e.letters[0] === last &&
        e.letters[1] !== e.letters[0] &&
        e.letters.length >= 4 &&
        e.letters.length <= 10 &&
        words.every((w) => !sameFamily(w.word, e.lemma)),
    );
    if (!next) throw new Error(`no word after ${last}`);
    const [sense] = next.senses;
    words.push({ word: next.lemma, definition: sense?.definition ?? '', difficulty: next.band, category: sense?.theme ?? '' });
  }
  return editedDay('motamo', (data) => {
    data.words = words;
  });
}

describe('the category check', () => {
  it.each(WRONG_CATEGORIES)('refuses %s [%s] « %s »', (word, category, definition) => {
    const problems = publicationProblems(withFirstWord(word, definition, category), content);
    const theme = content.lexicon.byLetters.get(toPlayableLetters(word))?.senses.find((s) => s.definition === definition)?.theme;
    expect(theme).toBeDefined();
    expect(theme).not.toBe(category);
    expect(problems).toContain(`catégorie « ${category} » pour « ${word} » : la définition « ${definition} » est du thème « ${theme} »`);
  });

  it.each(WRONG_CATEGORIES)('accepts %s with the theme of the definition shown', (word, _category, definition) => {
    const theme = content.lexicon.byLetters.get(toPlayableLetters(word))?.senses.find((s) => s.definition === definition)?.theme as string;
    expect(publicationProblems(withFirstWord(word, definition, theme), content).filter((p) => p.includes('catégorie'))).toEqual([]);
  });

  it('lets an editor write a definition by hand, with a known category that does not show the word', () => {
    expect(publicationProblems(withFirstWord('tuba', 'Tube du plongeur', 'loisirs'), content).filter((p) => p.includes('tuba'))).toEqual([]);
    expect(publicationProblems(withFirstWord('tuba', 'Tube du plongeur', 'plongée'), content)).toContain('catégorie « plongée » inconnue pour « tuba »');
    expect(publicationProblems(withFirstWord('animal', 'Être vivant qui se meut', 'animaux'), content)).toContain(
      "l'indice « animaux » révèle « animal » (« animaux »)",
    );
  });
});

describe('the same-day family check', () => {
  it('refuses two Prefixo words of one family on one day', () => {
    const record = editedDay('prefixo', (data) => {
      data.prefix = 'DU';
      data.words = ['durée', 'durable', 'duvet', 'dubitatif', 'duplex'].map((word, index) => ({ id: index + 1, index, word, definition: `Définition numéro ${index + 1}` }));
    });
    expect(publicationProblems(record, content)).toContain('« durée » et « durable » sont de la même famille');
  });

  it('refuses a Synonymo day whose synonyms show each other', () => {
    const record = editedDay('synonymo', (data) => {
      data.reference = 'initial';
      data.words = ['premier', 'originel', 'primitif'].map((word, index) => ({ id: index + 1, word }));
    });
    expect(publicationProblems(record, content)).toEqual([]);
    const related = editedDay('synonymo', (data) => {
      data.reference = 'certain';
      data.words = ['sûr', 'assuré', 'indiscutable'].map((word, index) => ({ id: index + 1, word }));
    });
    expect(publicationProblems(related, content)).toContain('« sûr » et « assuré » sont de la même famille');
  });
});
