import { type Translator, translator } from './t.ts';

/**
 * Proximo's end screen: where the player comes among the day's finders (issue 40, after Cémantix), loaded
 * with the game's chunk only. `{n}` is the rank as the French write it (« 1 234 »), tied to its ᵉ by a
 * non-breaking hyphen (U+2011) so that « 12‑ᵉ » never splits at the end of a line.
 */
export const frProximoFinder = {
  'proximo.finder.first.today': 'Vous êtes le premier joueur à trouver le mot aujourd’hui',
  'proximo.finder.first.past': 'Vous êtes le premier joueur à trouver le mot de ce jour',
  'proximo.finder.nth.today': 'Vous êtes le {n}\u2011ᵉ joueur à trouver le mot aujourd’hui',
  'proximo.finder.nth.past': 'Vous êtes le {n}\u2011ᵉ joueur à trouver le mot de ce jour',
} as const;

export const tProximoFinder: Translator<typeof frProximoFinder> = translator(frProximoFinder);
