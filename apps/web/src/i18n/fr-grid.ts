import { type Translator, translator } from './t.ts';

/** Texts the grid games share (cells, tools, pad, common rules), loaded with their chunks only. */
export const frGrid = {
  'grid.cell.empty': 'Ligne {row}, colonne {col}, vide',
  'grid.cell.value': 'Ligne {row}, colonne {col}, {value}',
  'grid.cell.notes': ', notes {notes}',
  'grid.cell.given': ', chiffre de départ',
  'grid.cell.revealed': ', révélée par un joker',
  'grid.tools': 'Outils',
  'grid.notes': 'Notes',
  'grid.erase': 'Effacer',
  'grid.reset': 'Recommencer',
  'grid.undo': 'Annuler',
  'grid.redo': 'Rétablir',
  'grid.mistakes': 'Erreurs : {n}',
  'grid.reset.title': 'Recommencer la grille ?',
  'grid.reset.text': 'Tous vos chiffres et vos notes seront effacés. Le chronomètre, lui, continue.',
  'grid.reset.confirm': 'Recommencer',
  'grid.reset.cancel': 'Annuler',
  'grid.pad': 'Chiffres',
  'grid.pad.place': 'Placer le {digit}',
  'grid.pad.note': 'Noter le {digit}',
  'grid.announce.mistake': 'Erreur : le {digit} est déjà dans sa ligne, sa colonne ou son bloc.',
  'grid.announce.joker': 'Case révélée : ligne {row}, colonne {col}, {value}.',
  'grid.announce.won': 'Grille terminée !',
  'grid.joker': 'Révéler une case',
  'grid.rules.place': 'Touchez une case vide, puis un chiffre du pavé. Les chiffres de départ ne peuvent pas être changés.',
  'grid.rules.undo': 'Annuler reprend votre dernier coup, Rétablir le rejoue ; une erreur reste comptée, une case révélée reste en place.',
  'grid.rules.notes': 'Le mode Notes permet d’inscrire de petits chiffres candidats ; touchez Notes à nouveau pour en sortir. Effacer vide la case choisie.',
  'grid.rules.joker':
    'Bloqué ? « Révéler une case » remplit une case, contre {n} secondes de pénalité. La case révélée ne change plus, comme un chiffre de départ.',
  'grid.rules.joker-free': 'Bloqué ? « Révéler une case » remplit une case. La case révélée ne change plus, comme un chiffre de départ.',
  'grid.rules.timer': 'Le chronomètre tourne dès le début de la partie ; il s’arrête tant que ces règles sont ouvertes.',
} as const;

export const tGrid: Translator<typeof frGrid> = translator(frGrid);
