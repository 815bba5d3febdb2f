import { describe, expect, it } from 'vitest';
import { lemmaKeyOfGuess, normaliseGuess, spellingOf } from './normalise.ts';

const known = new Set(['ocean', 'vague', 'cheval', 'travail', 'bateau', 'oeil', 'ciel', 'bras', 'nez', 'jeu']);
const isKnown = (key: string) => known.has(key);

describe('a Proximo guess', () => {
  it('loses accents, case, spaces, punctuation and digits', () => {
    expect(normaliseGuess('  Océan! ')).toBe('ocean');
    expect(normaliseGuess('Cœur2')).toBe('coeur');
    expect(normaliseGuess("l'été")).toBe('lete');
    expect(normaliseGuess(' 42 ?! ')).toBe('');
  });

  it('keeps its accents as a spelling, ligatures written out as the dictionary does', () => {
    expect(spellingOf('  Côté! ')).toBe('côté');
    expect(spellingOf('MÛR')).toBe('mûr');
    expect(spellingOf('Cœur2')).toBe('coeur');
    expect(spellingOf('moyen-âge')).toBe('moyenâge');
    expect(spellingOf('e\u0301te\u0301')).toBe('été');
  });

  it('finds the singular lemma of regular and irregular plurals', () => {
    expect(lemmaKeyOfGuess('Vagues', isKnown)).toBe('vague');
    expect(lemmaKeyOfGuess('chevaux', isKnown)).toBe('cheval');
    expect(lemmaKeyOfGuess('travaux', isKnown)).toBe('travail');
    expect(lemmaKeyOfGuess('bateaux', isKnown)).toBe('bateau');
    expect(lemmaKeyOfGuess('jeux', isKnown)).toBe('jeu');
    expect(lemmaKeyOfGuess('yeux', isKnown)).toBe('oeil');
    expect(lemmaKeyOfGuess('cieux', isKnown)).toBe('ciel');
  });

  it('keeps words that end in s or x in the singular as they are', () => {
    expect(lemmaKeyOfGuess('bras', isKnown)).toBe('bras');
    expect(lemmaKeyOfGuess('nez', isKnown)).toBe('nez');
  });

  it('returns an unknown word normalised, to be answered as not ranked', () => {
    expect(lemmaKeyOfGuess('Licornes', isKnown)).toBe('licornes');
    expect(lemmaKeyOfGuess('', isKnown)).toBe('');
  });
});
