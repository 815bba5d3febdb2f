/**
 * Themes double as Motamo's "category" line, so they are French labels a player reads.
 * A short closed list keeps categories consistent between editors.
 */
export const THEMES = [
  'nature',
  'animaux',
  'plantes',
  'corps',
  'santé',
  'maison',
  'cuisine',
  'vêtements',
  'objets',
  'sciences',
  'technique',
  'arts',
  'musique',
  'lettres',
  'sports',
  'loisirs',
  'société',
  'travail',
  'économie',
  'droit',
  'histoire',
  'géographie',
  'voyage',
  'transports',
  'météo',
  'temps',
  'sentiments',
  'caractère',
  'pensée',
  'langage',
  'mouvement',
  'couleurs',
  'formes',
] as const;

export type Theme = (typeof THEMES)[number];

export function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value);
}

/** Parts of speech as an editor writes them: nom masculin, nom féminin, nom des deux genres, adjectif, verbe, adverbe. */
export const PARTS_OF_SPEECH = ['nm', 'nf', 'nmf', 'adj', 'v', 'adv'] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

export function isPartOfSpeech(value: string): value is PartOfSpeech {
  return (PARTS_OF_SPEECH as readonly string[]).includes(value);
}
