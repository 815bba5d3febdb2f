import { describe, expect, it } from 'vitest';
import { typographyProblems } from './typography.ts';

describe('French typography check', () => {
  it('finds straight apostrophes, three dots and spaces that break or are missing', () => {
    expect(typographyProblems("aujourd'hui")).toEqual(['apostrophe droite']);
    expect(typographyProblems('utilisez "Copier"')).toEqual(['guillemets droits']);
    expect(typographyProblems('Entrez un mot...')).toEqual(['trois points au lieu de «\u00a0…\u00a0»']);
    expect(typographyProblems('Score : 3')).toEqual(['espace sécable']);
    expect(typographyProblems('Recharger\u00a0?')).toEqual([]);
    expect(typographyProblems('Recharger?')).toEqual(['espace manquante']);
    expect(typographyProblems('« Jouer »')).toEqual(['espace sécable', 'espace manquante après «']);
    expect(typographyProblems('«\u00a0Jouer\u00a0»\u00a0; «\u202fPartager\u202f»')).toEqual([]);
  });

  it('lets times, ratios and addresses be', () => {
    expect(typographyProblems('12:30, 4,5:1, https://exemple.fr/?a=1 ou mailto:')).toEqual([]);
  });
});
