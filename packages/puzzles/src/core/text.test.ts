import { describe, expect, it } from 'vitest';
import { normalizeText, sameText, toPlayableLetters } from './text.ts';

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
