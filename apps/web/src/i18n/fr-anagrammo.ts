import { type Translator, translator } from './t.ts';

/** Anagrammo's own texts (document 2 §4), loaded with the game's chunk only. */
export const frAnagrammo = {
  'anagrammo.rules.goal': 'Un mot se cache derrière ces lettres mélangées : retrouvez-le grâce à l’indice.',
  'anagrammo.rules.mistakes': 'Un mot faux compte une erreur et les cases se vident ; à la cinquième erreur, la partie est perdue.',
  'anagrammo.demo.hint': 'Il se lève à l’est',
  'anagrammo.demo.word': 'SOLEIL',
  'anagrammo.demo.letters': 'LEISOL',
} as const;

export const tAnagrammo: Translator<typeof frAnagrammo> = translator(frAnagrammo);
