import { describe, expect, it } from 'vitest';
import { GAME_SLUGS } from './games.ts';
import { resultTier, TIER_UPPER_BOUND, tiersFor } from './tiers.ts';

describe('result tiers of document 1 §9 and document 2 §9', () => {
  it.each([
    [0, 'Express !', 'Les chiffres n’ont plus de secret pour vous.'],
    [59, 'Express !', 'Les chiffres n’ont plus de secret pour vous.'],
    [60, 'C’est gagné !', 'Vous pouvez certainement être plus rapide.'],
    [119, 'C’est gagné !', 'Vous pouvez certainement être plus rapide.'],
    [120, 'Vous avez réussi !', 'Rien ne sert de courir, il faut partir à point !'],
    [TIER_UPPER_BOUND + 5, 'Vous avez réussi !', 'Rien ne sert de courir, il faut partir à point !'],
  ])('sudoku in %s s is "%s"', (seconds, title, message) => {
    expect(resultTier('sudoku', seconds)).toMatchObject({ title, message });
  });

  it.each([
    [119, 'Express !', 'Vous maîtrisez parfaitement la logique binaire.'],
    [120, 'C’est gagné !', 'Excellent travail de réflexion.'],
    [299, 'C’est gagné !', 'Excellent travail de réflexion.'],
    [300, 'Vous avez réussi !', 'Rien ne sert de courir, il faut partir à point !'],
  ])('binero in %s s is "%s"', (seconds, title, message) => {
    expect(resultTier('binero', seconds)).toMatchObject({ title, message });
  });

  it('gives every game three contiguous tiers from 0 to the upper bound', () => {
    for (const slug of GAME_SLUGS) {
      const tiers = tiersFor(slug);
      expect(tiers).toHaveLength(3);
      expect(tiers[0]!.from).toBe(0);
      expect(tiers[2]!.to).toBe(TIER_UPPER_BOUND);
      expect(tiers[1]!.from).toBe(tiers[0]!.to);
      expect(tiers[2]!.from).toBe(tiers[1]!.to);
    }
  });

  it.each([
    ['anagrammo', 'Les mots n’ont plus de secret pour vous.'],
    ['melimelo', 'Les mots n’ont plus de secret pour vous.'],
    ['motamo', 'Les mots n’ont plus de secret pour vous.'],
    ['prefixo', 'Les mots n’ont plus de secret pour vous.'],
    ['synonymo', 'Les mots n’ont plus de secret pour vous.'],
    ['sudoku', 'Les chiffres n’ont plus de secret pour vous.'],
    ['sudolito', 'Les chiffres n’ont plus de secret pour vous.'],
    ['numero', 'Les chiffres n’ont plus de secret pour vous.'],
    ['decrypto', 'Les chiffres n’ont plus de secret pour vous.'],
    ['binero', 'Vous maîtrisez parfaitement la logique binaire.'],
    ['proximo', 'Votre flair sémantique est redoutable.'],
  ] as const)('%s: the Express sentence of its family', (slug, message) => {
    expect(resultTier(slug, 0).message).toBe(message);
  });

  it('uses the standard bands for the letter games', () => {
    expect(resultTier('motamo', 75).title).toBe('C’est gagné !');
    expect(resultTier('anagrammo', 30).title).toBe('Express !');
  });
});
