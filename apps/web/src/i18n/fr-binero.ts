import { type Translator, translator } from './t.ts';

/** Binero's own texts (document 2 §2, §4, §5), loaded with the game's chunk only; the shared ones are in fr-grid.ts. */
export const frBinero = {
  'binero.board': 'Grille de binero',
  'binero.sun': 'soleil',
  'binero.moon': 'lune',
  'binero.suns': 'soleils',
  'binero.moons': 'lunes',
  'binero.cell.given': ', symbole de départ',
  'binero.cell.invalid': ', enfreint une règle',
  'binero.reset.text': 'Toutes vos cases seront vidées. Le chronomètre, lui, continue.',
  'binero.announce.invalid': 'Vérification : la grille enfreint une règle.',
  'binero.announce.valid': 'Vérification : aucune règle enfreinte.',
  'binero.line.row': 'ligne {n}',
  'binero.line.col': 'colonne {n}',
  'binero.breach.run': 'Règle #1 : trois {symbols} à la suite, {line}.',
  'binero.breach.balance': 'Règle #2 : trop de {symbols}, {line}.',
  'binero.breach.twin-rows': 'Règle #3 : les lignes {a} et {b} sont identiques.',
  'binero.breach.twin-cols': 'Règle #3 : les colonnes {a} et {b} sont identiques.',
  'binero.breach.more': 'D’autres règles sont enfreintes : voyez les cases en rouge.',
  'binero.rules.goal': 'Remplissez la grille de soleils et de lunes (les 0 et les 1 du binero) en respectant ces trois règles :',
  'binero.rules.1.title': 'Règle #1',
  'binero.rules.1': 'Jamais plus de deux symboles identiques à la suite, en ligne comme en colonne.',
  'binero.rules.2.title': 'Règle #2',
  'binero.rules.2': 'Autant de soleils que de lunes dans chaque ligne et dans chaque colonne.',
  'binero.rules.3.title': 'Règle #3',
  'binero.rules.3': 'Deux lignes complètes ne sont jamais identiques, deux colonnes non plus.',
  'binero.rules.play':
    'Touchez une case pour y mettre un soleil, une deuxième fois pour une lune, une troisième pour la vider. Les cases de départ ne changent pas.',
  'binero.rules.keyboard':
    'Au clavier : flèches pour se déplacer, Espace ou Entrée pour changer la case, Retour arrière ou Suppr pour la vider, Ctrl+Z pour annuler.',
  'binero.rules.check':
    '15 secondes après votre dernier coup, la grille est vérifiée : les cases qui enfreignent une règle passent en rouge, la règle est écrite sous la grille, et cela compte une erreur.',
  'binero.rules.undo': 'Annuler reprend votre dernier coup, Rétablir le rejoue ; une erreur reste comptée, une case révélée reste en place.',
  'binero.rules.joker':
    'Bloqué ? « Révéler une case » remplit une case vide, contre {n} secondes de pénalité. La case révélée ne change plus, comme une case de départ.',
  'binero.rules.joker-free': 'Bloqué ? « Révéler une case » remplit une case vide. La case révélée ne change plus, comme une case de départ.',
} as const;

export const tBinero: Translator<typeof frBinero> = translator(frBinero);
