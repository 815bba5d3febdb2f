import { type Translator, translator } from './t.ts';

/** Numero's own texts (document 2 §2, §4, §5, §9), loaded with the game's chunk only. */
export const frNumero = {
  'numero.joker': 'Joker',
  'numero.rules.play': "C'est parti !",
  'numero.board': 'Grille de Numero',
  'numero.cell': 'Ligne {row}, colonne {col}, {value}',
  'numero.cell.empty': 'Ligne {row}, colonne {col}, vide',
  'numero.cell.selected': ', choisie',
  'numero.cell.hint': ', indice',
  'numero.score': 'Score: {n}',
  'numero.add-row': 'Ajouter une ligne ({n} restantes)',
  'numero.add-row.one': 'Ajouter une ligne (1 restante)',
  'numero.hint.pair': 'Indice : les deux cases en surbrillance forment une paire.',
  'numero.hint.add-row': 'Indice : plus aucune paire, ajoutez une ligne.',
  'numero.hint.game-over': 'Indice : la grille ne pourra plus être entièrement vidée.',
  'numero.announce.selected': 'Ligne {row}, colonne {col} choisie : choisissez la deuxième case.',
  'numero.announce.unselected': 'Case libérée.',
  'numero.announce.pair': 'Paire retirée, +10 points.',
  'numero.announce.miss': 'Ces deux cases ne forment pas une paire.',
  'numero.announce.row': 'Ligne ajoutée en bas de la grille.',
  'numero.announce.won': 'Grille vidée, bravo !',
  'numero.announce.lost': 'Plus aucune paire ni ligne à ajouter : partie perdue.',
  'numero.rules.goal.title': 'Objectif',
  'numero.rules.goal': 'Videz toute la grille en retirant les nombres deux par deux.',
  'numero.rules.rules.title': 'Règles',
  'numero.rules.values': 'Deux nombres forment une paire s’ils sont égaux (3 et 3) ou si leur somme fait 10 (3 et 7).',
  'numero.rules.where':
    'Ils doivent se toucher (diagonales comprises), ou être sur la même ligne, la même colonne ou la même diagonale avec seulement des cases vides entre eux, ou se suivre en lisant la grille de gauche à droite et de haut en bas (fin d’une ligne, début de la suivante).',
  'numero.rules.points': 'Chaque paire rapporte 10 points ; une ligne vidée disparaît.',
  'numero.rules.rows': 'Plus de paire ? Ajoutez une des 5 lignes du jour, tant que la grille compte moins de 10 lignes.',
  'numero.rules.end': 'Sans paire ni ligne à ajouter, la partie est perdue. Grille vide : gagné !',
  'numero.rules.commands.title': 'Commandes',
  'numero.rules.touch': 'Touchez un nombre, puis un second : s’ils forment une paire, ils disparaissent. Touchez à nouveau le premier pour le libérer.',
  'numero.rules.keyboard': 'Au clavier : flèches pour se déplacer, Entrée ou Espace pour choisir une case.',
  'numero.rules.joker': '« Joker » montre une paire possible (ou qu’il faut ajouter une ligne), contre {n} secondes de pénalité.',
  'numero.rules.joker-free': '« Joker » montre une paire possible (ou qu’il faut ajouter une ligne).',
  'numero.rules.timer': 'Le chronomètre tourne dès le début de la partie ; il s’arrête tant que ces règles sont ouvertes.',
  'numero.end.points': 'Score : {n} points',
  'numero.end.back': 'Retour',
} as const;

export const tNumero: Translator<typeof frNumero> = translator(frNumero);
