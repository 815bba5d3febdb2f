import { type Translator, translator } from './t.ts';

/** Texts of the letter-input kit and of the anagram board, loaded with the word games' chunks only. */
export const frLetters = {
  'letters.keyboard': 'Clavier',
  'letters.keyboard.layout': 'Clavier {layout}',
  'letters.keyboard.switch': 'Clavier {layout} : passer en {other}',
  'letters.key.backspace': 'Effacer',
  'letters.key.right': '{letter}, bien placée',
  'letters.key.elsewhere': '{letter}, mal placée',
  'letters.key.absent': '{letter}, absente du mot',
  'letters.key.enter': 'Valider',
  'letters.slot.empty': 'Case {n} sur {total}, vide',
  'letters.slot.letter': 'Case {n} sur {total} : {letter}',
  'letters.slot.locked': ', donnée',
  'letters.slot.revealed': ', révélée',
  'letters.slot.found': ', bien placée',
  'letters.slot.cursor': ', prochaine lettre ici',
  'letters.row.validated': 'Mot trouvé',
  'letters.row.invalidated': 'Mot incorrect',
  'letters.pool': 'Lettres à placer',
  'letters.pool.tile': 'Lettre {letter}',
  'anagram.answer': 'Votre mot',
  'anagram.hint': 'Indice',
  'anagram.progress': 'Mot {n} sur {total}',
  'anagram.mistakes': 'Erreurs : {n} / {max}',
  'anagram.shuffle': 'Mélanger',
  'anagram.clear': 'Vider',
  'anagram.joker': 'Révéler une lettre',
  'anagram.found': '« {word} » : bien joué !',
  'anagram.wrong': 'Ce n’est pas le mot. Erreur {n} sur {max}.',
  'anagram.lost': 'Cinq erreurs : la partie est perdue.',
  'anagram.revealed': 'Lettre révélée : {letter}, case {n}.',
  'anagram.rules.place':
    'Touchez une lettre pour la poser dans la case marquée, ou tapez-la au clavier. Touchez une case pour reprendre sa lettre, ou glissez une lettre d’une case à une autre.',
  'anagram.rules.check':
    'Dès que toutes les cases sont remplies, le mot est vérifié. Les accents ne comptent pas, et tout autre vrai mot écrit avec les mêmes lettres est accepté.',
  'anagram.rules.tools': '« Mélanger » redistribue les lettres tant qu’aucune n’est posée ; « Vider » les reprend toutes.',
  'anagram.rules.joker': 'Bloqué ? « Révéler une lettre » pose la bonne lettre dans une case vide, contre {n} secondes de pénalité.',
  'anagram.rules.joker-free': 'Bloqué ? « Révéler une lettre » pose la bonne lettre dans une case vide.',
  'anagram.rules.timer': 'Le chronomètre tourne dès le début ; il s’arrête tant que ces règles sont ouvertes.',
} as const;

export const tLetters: Translator<typeof frLetters> = translator(frLetters);
