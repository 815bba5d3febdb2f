import { describe, expect, it } from 'vitest';
import { keepPunctuationAttached } from './typography.ts';

describe('French typography', () => {
  it('ties high punctuation and guillemets to their word', () => {
    expect(keepPunctuationAttached("Commencez votre série aujourd'hui !")).toBe("Commencez votre série aujourd'hui\u00a0!");
    expect(keepPunctuationAttached('Vous pensez-être le plus rapide ?')).toBe('Vous pensez-être le plus rapide\u00a0?');
    expect(keepPunctuationAttached('« Résoudre »')).toBe('«\u00a0Résoudre\u00a0»');
  });

  it('keeps a number with its unit or its word', () => {
    expect(keepPunctuationAttached('ces coups demandent au moins 210 s')).toBe('ces coups demandent au moins 210\u00a0s');
    expect(keepPunctuationAttached('❌ 2 erreurs')).toBe('❌ 2\u00a0erreurs');
  });

  it('leaves other spaces breakable', () => {
    expect(keepPunctuationAttached('Jouer à Sudoku')).toBe('Jouer à Sudoku');
  });
});
