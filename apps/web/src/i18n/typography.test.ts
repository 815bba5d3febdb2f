import { describe, expect, it } from 'vitest';
import { keepPunctuationAttached } from './typography.ts';

describe('French typography', () => {
  it('ties high punctuation and guillemets to their word', () => {
    expect(keepPunctuationAttached("Commencez votre série aujourd'hui !")).toBe("Commencez votre série aujourd'hui\u00a0!");
    expect(keepPunctuationAttached('Vous pensez-être le plus rapide ?')).toBe('Vous pensez-être le plus rapide\u00a0?');
    expect(keepPunctuationAttached('« Résoudre »')).toBe('«\u00a0Résoudre\u00a0»');
  });

  it('leaves other spaces breakable', () => {
    expect(keepPunctuationAttached('Jouer à Sudoku')).toBe('Jouer à Sudoku');
  });
});
