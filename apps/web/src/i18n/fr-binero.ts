import { type Translator, translator } from './t.ts';

/** Binero's own texts (document 2 §2, §4, §5), loaded with the game's chunk only; the shared ones are in fr-grid.ts. */
export const frBinero = {
  'binero.board': 'Grille de binero',
  'binero.cell.invalid': ', enfreint une règle',
  'binero.reset.text': 'Toutes vos cases seront vidées. Le chronomètre, lui, continue.',
  'binero.announce.invalid': 'Vérification : {n} cases enfreignent une règle.',
  'binero.announce.valid': 'Vérification : aucune règle enfreinte.',
  'binero.rules.goal': 'Remplissez la grille de 0 et de 1 en respectant ces trois règles :',
  'binero.rules.1.title': 'Règle #1',
  'binero.rules.1': 'Jamais plus de deux chiffres identiques à la suite, en ligne comme en colonne.',
  'binero.rules.2.title': 'Règle #2',
  'binero.rules.2': 'Autant de 0 que de 1 dans chaque ligne et dans chaque colonne.',
  'binero.rules.3.title': 'Règle #3',
  'binero.rules.3': 'Deux lignes complètes ne sont jamais identiques, deux colonnes non plus.',
  'binero.rules.play':
    'Touchez une case pour y mettre un 0, une deuxième fois pour un 1, une troisième pour la vider. Les cases de départ ne changent pas.',
  'binero.rules.keyboard': 'Au clavier : flèches pour se déplacer, Espace ou Entrée pour changer la case, Retour arrière ou Suppr pour la vider.',
  'binero.rules.check':
    '15 secondes après votre dernier coup, la grille est vérifiée : les cases qui enfreignent une règle passent en rouge, et cela compte une erreur.',
  'binero.rules.joker': 'Bloqué ? « Révéler une case » remplit une case vide, contre {n} secondes de pénalité.',
  'binero.rules.joker-free': 'Bloqué ? « Révéler une case » remplit une case vide.',
} as const;

export const tBinero: Translator<typeof frBinero> = translator(frBinero);
