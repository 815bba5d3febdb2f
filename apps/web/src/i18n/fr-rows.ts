import { type Translator, translator } from './t.ts';

/** Texts Motamo, Prefixo and Synonymo share (rows of letters checked against a word), loaded with their chunks only. */
export const frRows = {
  'rows.joker': 'Révéler une lettre',
  'rows.mistakes': 'Erreurs : {n}',
  'rows.found': '« {word} » : trouvé !',
  'rows.found-mark': 'trouvé',
  'rows.wrong': 'Ce n’est pas le mot : les lettres bien placées restent.',
  'rows.revealed': 'Lettre révélée : {letter}, case {n}.',
  'rows.chosen': 'mot choisi',
  'rows.rules.type': 'Tapez les lettres au clavier ou sur l’écran ; touchez une case pour y placer la prochaine lettre, « Effacer » retire la dernière.',
  'rows.rules.locks': 'Les lettres bien placées se bloquent. Un mot faux compte une erreur, puis ses autres lettres s’effacent.',
  'rows.rules.accents': 'Les accents ne comptent pas : tapez ELEVE pour « élève ».',
  'rows.rules.joker': 'Bloqué ? « Révéler une lettre » dévoile une lettre du mot en cours, contre {n} secondes de pénalité.',
  'rows.rules.joker-free': 'Bloqué ? « Révéler une lettre » dévoile une lettre du mot en cours.',
  'rows.rules.mistakes': 'Les erreurs ne coûtent pas de temps et ne terminent pas la partie : seul le chronomètre compte.',
  'rows.rules.timer': 'Le chronomètre tourne dès le début ; il s’arrête tant que ces règles sont ouvertes.',
} as const;

export const tRows: Translator<typeof frRows> = translator(frRows);
