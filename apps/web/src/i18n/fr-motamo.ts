import { type Translator, translator } from './t.ts';

/** Motamo's own texts (document 2 §4), loaded with the game's chunk only. */
export const frMotamo = {
  'motamo.answer': 'Votre mot',
  'motamo.progress': 'Mot {n} sur {total}',
  'motamo.category': 'Catégorie',
  'motamo.definition': 'Définition',
  'motamo.rules.goal':
    'Cinq mots s’enchaînent : chacun commence par la dernière lettre du précédent. Retrouvez-les grâce à leur définition et à leur catégorie ; la première lettre est donnée.',
  'motamo.rules.check': 'Dès que la dernière case est remplie, le mot est vérifié. Inutile de retaper la première lettre : elle est déjà là.',
  'motamo.demo.definition': 'Petit félin qui ronronne sur le canapé',
  'motamo.demo.category': 'animaux',
  'motamo.demo.word': 'CHAT',
  'motamo.demo.attempt': 'CHUT',
} as const;

export const tMotamo: Translator<typeof frMotamo> = translator(frMotamo);
