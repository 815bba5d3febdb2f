import { describe, expect, it } from 'vitest';
import { normalizeText, sameText, spelledLetters, toPlayableLetters } from './text.ts';

describe('French text normalisation', () => {
  it.each([
    ['Éléphant', 'elephant'],
    ['  ÇA VA ', 'ca va'],
    ['cœur', 'coeur'],
    ['Ægypte', 'aegypte'],
    ['maïs', 'mais'],
    ['où', 'ou'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('compares answers without accents or case', () => {
    expect(sameText('ÉTÉ', 'ete')).toBe(true);
    expect(sameText('pâte', 'patte')).toBe(false);
  });

  it('keeps only A–Z letters for letter games', () => {
    expect(toPlayableLetters("aujourd'hui")).toBe('AUJOURDHUI');
    expect(toPlayableLetters('Noël 2026!')).toBe('NOEL');
  });
});

describe('spelledLetters', () => {
  it.each([
    ['assurément', ['A', 'S', 'S', 'U', 'R', 'É', 'M', 'E', 'N', 'T']],
    ['forêt', ['F', 'O', 'R', 'Ê', 'T']],
    ['cœur', ['C', 'O', 'E', 'U', 'R']],
    ["aujourd'hui", ['A', 'U', 'J', 'O', 'U', 'R', 'D', 'H', 'U', 'I']],
    ['ÇA', ['Ç', 'A']],
  ])('%s keeps its accents, one letter per playable letter', (spelling, letters) => {
    expect(spelledLetters(spelling)).toEqual(letters);
    expect(spelledLetters(spelling).length).toBe(toPlayableLetters(spelling).length);
  });
});
