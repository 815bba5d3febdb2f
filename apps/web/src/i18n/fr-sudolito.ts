import { type Translator, translator } from './t.ts';

/** Sudolito's own texts (document 2 §2, §4, §5), loaded with the game's chunk only; the shared ones are in fr-grid.ts. */
export const frSudolito = {
  'sudolito.board': 'Grille de sudolito',
  'sudolito.cell.invalid': ', invalide',
  'sudolito.rules.goal':
    'Remplissez la grille de 6 × 6 : chaque ligne, chaque colonne et chaque bloc de 2 lignes sur 3 colonnes contient une seule fois chaque chiffre de 1 à 6.',
  'sudolito.rules.mistakes':
    'Un chiffre déjà présent dans sa ligne, sa colonne ou son bloc reste inscrit mais passe en rouge : c’est une erreur, qui ajoute 10 secondes au chronomètre.',
  'sudolito.rules.keyboard':
    'Au clavier : chiffres 1 à 6, Retour arrière ou Suppr pour effacer, N pour les notes, flèches pour se déplacer, Ctrl+Z pour annuler.',
} as const;

export const tSudolito: Translator<typeof frSudolito> = translator(frSudolito);
