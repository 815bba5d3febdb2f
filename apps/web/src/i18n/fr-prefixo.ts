import { type Translator, translator } from './t.ts';

/** Prefixo's own texts (document 2 §4), loaded with the game's chunk only. */
export const frPrefixo = {
  'prefixo.prefix': 'Préfixe',
  'prefixo.words': 'Les cinq mots',
  'prefixo.word': 'Mot {n}',
  'prefixo.rules.goal': 'Cinq mots commencent par les deux mêmes lettres, déjà en place. Retrouvez-les grâce à leur définition, dans l’ordre de votre choix.',
  'prefixo.rules.check':
    'Touchez une définition pour choisir son mot, complétez-le, puis appuyez sur « Valider » ou Entrée. Un mot trouvé est coché ; la partie se termine quand les cinq le sont.',
  'prefixo.demo.definition': 'Demeure où l’on habite',
  'prefixo.demo.word': 'MAISON',
  'prefixo.demo.attempt': 'MARRON',
} as const;

export const tPrefixo: Translator<typeof frPrefixo> = translator(frPrefixo);
