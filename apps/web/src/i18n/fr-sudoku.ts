import { type Translator, translator } from './t.ts';

/** Sudoku's own texts (document 2 §2, §4, §5), loaded with the game's chunk only; the shared ones are in fr-grid.ts. */
export const frSudoku = {
  'sudoku.board': 'Grille de sudoku',
  'sudoku.cell.conflict': ', en conflit',
  'sudoku.rules.goal':
    'Remplissez la grille : chaque ligne, chaque colonne et chaque bloc de 3 × 3 cases doit contenir une seule fois chaque chiffre de 1 à 9.',
  'sudoku.rules.conflicts': 'Un chiffre déjà présent dans la même ligne, colonne ou bloc apparaît en rouge et compte comme une erreur.',
  'sudoku.rules.keyboard':
    'Au clavier : chiffres 1 à 9, Retour arrière ou Suppr pour effacer, N pour les notes, flèches pour se déplacer, Ctrl+Z pour annuler.',
} as const;

export const tSudoku: Translator<typeof frSudoku> = translator(frSudoku);
