import { type IsoDate, occasionOf, toPlayableLetters } from '@jdj/puzzles';

/**
 * Words of grief, death and accident (issue 41's editorial calendar): never an answer on a public holiday or
 * a day of remembrance (Christmas 2027's « cercueil », « mort » on 8 May). Our own list, with the forms the
 * plans hold; compared by their playable letters, so accents and case do not matter.
 */
const SOMBRE_FORMS = [
  'mort morte morts mortes mortel mortelle mourir mourant mourante décès décédé défunt défunte défunts',
  'deuil deuils chagrin chagrins malheur malheurs drame drames tragédie tragédies remords larme larmes',
  'cercueil cercueils tombe tombes tombeau tombeaux sépulture linceul funérailles funèbre obsèques',
  'enterrement cimetière cimetières cadavre cadavres agonie squelette veuf veuve veuves orphelin orpheline',
  'meurtre meurtres meurtrier meurtrière assassin assassinat suicide tuer tué tuée crever massacre',
  'accident accidents catastrophe catastrophes naufrage noyade noyé noyée incendie incendies explosion',
  'attentat attentats victime victimes blessure blessures blessé blessée agonie',
].flatMap((line) => line.split(' '));

const SOMBRE = new Set(SOMBRE_FORMS.map(toPlayableLetters));

export const isSombreWord = (word: string): boolean => SOMBRE.has(toPlayableLetters(word));

/** The sombre words as the planner keeps them out of a day (playable letters). */
export const sombreLetters = (): ReadonlySet<string> => SOMBRE;

/** The first day the rule holds: the days published before it keep their words (Mayotte's Toussaint 2026). */
export const EDITORIAL_CALENDAR_FROM: IsoDate = '2026-12-03';

/** Why an answer cannot be that day's, in French, or undefined. */
export function sombreProblem(word: string, date: IsoDate): string | undefined {
  if (date < EDITORIAL_CALENDAR_FROM) return undefined;
  const occasion = occasionOf(date);
  if (!occasion || !isSombreWord(word)) return undefined;
  return `« ${word} » est un mot de deuil ou d'accident, un jour férié ou de commémoration (${occasion})`;
}
