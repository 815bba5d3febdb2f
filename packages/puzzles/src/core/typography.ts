/** The spaces French typography keeps with their neighbour: no-break (U+00A0) and narrow no-break (U+202F). */
const TIED = '\u00a0\u202f';

/**
 * What breaks French typography in one text a player reads, as short French notes (empty when none): a
 * straight apostrophe or double quote, three dots for « … », and a space before « : ; ! ? », after « or before » that is
 * missing or may break. A colon between digits (12:30) or in an address (https://) is no punctuation.
 */
export function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes("'")) problems.push('apostrophe droite');
  if (text.includes('"')) problems.push('guillemets droits');
  if (text.includes('...')) problems.push('trois points au lieu de « … »');
  if (/ [:;!?»]|« /.test(text)) problems.push('espace sécable');
  if (new RegExp(`[^\\s${TIED}][;!?»]`).test(text.replace(/https?:\/\/\S*/g, ''))) problems.push('espace manquante');
  const colons = text.replace(/https?:\/\/\S*|mailto:/g, '');
  if (new RegExp(`[^\\s${TIED}\\d]:|:(?=\\S)(?!\\d)`).test(colons)) problems.push('espace manquante autour de « : »');
  if (new RegExp(`«[^${TIED}]`).test(text)) problems.push('espace manquante après «');
  return problems;
}
