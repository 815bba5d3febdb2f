import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords attackers try first (zxcvbn-ts' list of ~49,000 leaked passwords, which covers the French
 * favourites: azerty, motdepasse, soleil…), loaded on the first password checked.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
