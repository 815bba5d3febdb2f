import type { SessionUser } from './session-user.ts';

function firstLetter(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  // Array.from keeps a letter outside the BMP whole; toLocaleUpperCase('fr-FR') keeps accents (é → É).
  return (Array.from(trimmed)[0] ?? '').toLocaleUpperCase('fr-FR');
}

/**
 * Avatar initials (document 1 §2): first letters of first_name and last_name; when those are absent,
 * the first letter of the username. A lone first or last name is used when there is no username either.
 */
export function userInitials(user: Pick<SessionUser, 'first_name' | 'last_name' | 'username'>): string {
  const first = firstLetter(user.first_name);
  const last = firstLetter(user.last_name);
  if (first && last) return first + last;
  const username = firstLetter(user.username);
  if (username) return username;
  return first || last || '?';
}
