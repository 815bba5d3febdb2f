import {
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_NAME_FIELDS,
  ProfileUpdate,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  shownNameSentence,
} from '@jdj/api';
import { APIError } from 'better-auth/api';
import * as z from 'zod/mini';
import '../http/french-messages.ts'; // zod's own messages (unknown key, wrong type…) in French

// The account's field rules live in the API's contract (packages/api/src/account.ts); re-exported for the
// server's own uses (better-auth's options, OIDC accounts, error texts).
export { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN };

export function isValidUsername(value: string): boolean {
  return value.length >= USERNAME_MIN && value.length <= USERNAME_MAX && USERNAME_PATTERN.test(value);
}

type KeptWhenEmpty = keyof typeof PROFILE_NAME_FIELDS;

/**
 * The profile update (POST /api/auth/update-user) with empty (or blank) first_name, last_name and username
 * removed, so the old values stay, and the others validated.
 */
export function cleanProfileUpdate(body: unknown): z.output<typeof ProfileUpdate> {
  const parsed = parseOrThrow(ProfileUpdate, body);
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (key in PROFILE_NAME_FIELDS) {
      if (typeof value === 'string' && value.trim() === '') continue;
      cleaned[key] = parseOrThrow(PROFILE_NAME_FIELDS[key as KeptWhenEmpty], value, key);
    } else {
      cleaned[key] = value;
    }
  }
  return cleaned as z.output<typeof ProfileUpdate>;
}

export const FIELD_LABELS: Record<string, string> = {
  email: 'email',
  password: 'mot de passe',
  passwordConfirm: 'confirmation du mot de passe',
  first_name: 'prénom',
  last_name: 'nom',
  username: 'nom d’utilisateur',
  phone: 'téléphone',
  name: 'nom complet',
};

/**
 * Validates `value` with a schema of the contract (zod/mini) or any zod schema; the first problem becomes a
 * 400 with a stable code the web can map (MISSING_FIELD, FIELD_TOO_LONG, UNKNOWN_FIELD, INVALID_FIELD,
 * INVALID_BODY), the field and a French message.
 */
export function parseOrThrow<S extends z.core.$ZodType>(schema: S, value: unknown, field?: string): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '?';
    throw fieldError('UNKNOWN_FIELD', key, `Champ « ${key} » inconnu`);
  }
  if (issue.path.length === 0 && !field) throw fieldError('INVALID_BODY', 'body', 'Corps de requête invalide : objet JSON attendu');
  const name = field ?? issue.path.join('.');
  const label = FIELD_LABELS[name] ?? name;
  const given = field ? value : issue.path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], value);
  const missing = given === undefined || given === null;
  if (missing || (issue.code === 'too_small' && issue.minimum === 1 && issue.origin === 'string')) {
    throw fieldError('MISSING_FIELD', name, `Champ « ${label} » obligatoire`);
  }
  // A shown name's refusal is a whole sentence that names the field as the player sees it.
  const sentence = shownNameSentence(issue);
  if (sentence) throw fieldError(sentence.tooLong ? 'FIELD_TOO_LONG' : 'INVALID_FIELD', name, sentence.message);
  if (issue.code === 'too_big') throw fieldError('FIELD_TOO_LONG', name, `Champ « ${label} » trop long : ${issue.message}`);
  throw fieldError('INVALID_FIELD', name, `Champ « ${label} » invalide : ${issue.message}`);
}

export function fieldError(code: string, field: string, message: string): APIError {
  return new APIError('BAD_REQUEST', { code, message, field });
}
