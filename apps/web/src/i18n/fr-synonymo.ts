import { type Translator, translator } from './t.ts';

/** Synonymo's own texts (document 2 §4), loaded with the game's chunk only. */
export const frSynonymo = {
  'synonymo.reference': 'Trois synonymes de',
  'synonymo.words': 'Les trois synonymes',
  'synonymo.word': 'Synonyme {n}',
  'synonymo.rules.goal': 'Trouvez trois synonymes du mot du jour. La première lettre de chacun est donnée, et ses cases disent combien il a de lettres.',
  'synonymo.rules.check':
    'Touchez une ligne pour la choisir, dans l’ordre de votre choix ; « Valider » ou Entrée vérifie le mot. La partie se termine quand les trois sont trouvés.',
  'synonymo.demo.reference': 'rapide',
  'synonymo.demo.word': 'VELOCE',
  'synonymo.demo.attempt': 'VIVACE',
} as const;

export const tSynonymo: Translator<typeof frSynonymo> = translator(frSynonymo);
