import { type Translator, translator } from './t.ts';

/** Melimelo's own texts (document 2 §4), loaded with the game's chunk only. */
export const frMelimelo = {
  'melimelo.rules.goal':
    'Cinq mots, du plus court au plus long, à reconstituer un par un à partir de leurs lettres mélangées et d’un indice. « 1 / 5 » indique le mot en cours.',
  'melimelo.rules.mistakes': 'Les erreurs s’additionnent sur les cinq mots : à la cinquième, la partie est perdue.',
  'melimelo.demo.hint': 'Elle éclaire la nuit',
  'melimelo.demo.word': 'LUNE',
  'melimelo.demo.letters': 'NELU',
} as const;

export const tMelimelo: Translator<typeof frMelimelo> = translator(frMelimelo);
