import { type Translator, translator } from './t.ts';

/** Sudoku's own texts (document 2 §2, §4, §5), loaded with the game's chunk only. */
export const frSudoku = {
  'sudoku.joker': 'Révéler une case',
  'sudoku.board': 'Grille de sudoku',
  'sudoku.cell.empty': 'Ligne {row}, colonne {col}, vide',
  'sudoku.cell.value': 'Ligne {row}, colonne {col}, {value}',
  'sudoku.cell.notes': ', notes {notes}',
  'sudoku.cell.given': ', chiffre de départ',
  'sudoku.cell.conflict': ', en conflit',
  'sudoku.tools': 'Outils',
  'sudoku.notes': 'Notes',
  'sudoku.erase': 'Effacer',
  'sudoku.reset': 'Recommencer',
  'sudoku.reset.title': 'Recommencer la grille ?',
  'sudoku.reset.text': 'Tous vos chiffres et vos notes seront effacés. Le chronomètre, lui, continue.',
  'sudoku.reset.confirm': 'Recommencer',
  'sudoku.reset.cancel': 'Annuler',
  'sudoku.pad': 'Chiffres',
  'sudoku.pad.place': 'Placer le {digit}',
  'sudoku.pad.note': 'Noter le {digit}',
  'sudoku.rules.goal':
    'Remplissez la grille : chaque ligne, chaque colonne et chaque bloc de 3 × 3 cases doit contenir une seule fois chaque chiffre de 1 à 9.',
  'sudoku.rules.place': 'Touchez une case vide, puis un chiffre du pavé. Les chiffres de départ ne peuvent pas être changés.',
  'sudoku.rules.conflicts': 'Un chiffre déjà présent dans la même ligne, colonne ou bloc apparaît en rouge et compte comme une erreur.',
  'sudoku.rules.notes':
    'Le mode Notes permet d’inscrire de petits chiffres candidats ; touchez Notes à nouveau pour en sortir. Effacer vide la case choisie.',
  'sudoku.rules.keyboard':
    'Au clavier : chiffres 1 à 9, Retour arrière ou Suppr pour effacer, N pour les notes, flèches pour se déplacer.',
  'sudoku.rules.joker': 'Bloqué ? « Révéler une case » remplit une case vide, contre {n} secondes de pénalité.',
  'sudoku.rules.joker-free': 'Bloqué ? « Révéler une case » remplit une case vide.',
  'sudoku.rules.timer': 'Le chronomètre tourne dès le début de la partie ; il s’arrête tant que ces règles sont ouvertes.',
} as const;

export const tSudoku: Translator<typeof frSudoku> = translator(frSudoku);
