import { APIError } from 'better-auth/api';
import { z } from 'zod';
import '../http/schemas.ts'; // French zod messages

/** Limits of the account fields (platform §3 User), shared by sign-up, profile edit and OIDC. */
export const NAME_MAX = 60;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const tooLong = (max: number) => `au plus ${max} caractères`;

const personName = z
  .string()
  .trim()
  .min(1, 'obligatoire')
  .max(NAME_MAX, tooLong(NAME_MAX))
  .refine((s) => !/[\u0000-\u001f\u007f<>]/.test(s), 'caractères non autorisés');

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, `au moins ${USERNAME_MIN} caractères`)
  .max(USERNAME_MAX, tooLong(USERNAME_MAX))
  .regex(USERNAME_PATTERN, 'lettres, chiffres, « . », « _ » ou « - » uniquement');

export function isValidUsername(value: string): boolean {
  return value.length >= USERNAME_MIN && value.length <= USERNAME_MAX && USERNAME_PATTERN.test(value);
}

/** Empty means "no phone"; otherwise digits with the usual separators. */
const phone = z
  .union([
    z.null(),
    z
      .string()
      .trim()
      .max(PHONE_MAX, tooLong(PHONE_MAX))
      .regex(/^(\+?[0-9][0-9 ().-]{3,})?$/, 'numéro de téléphone attendu (chiffres, espaces, + . - ( ))'),
  ])
  .transform((value) => (value ? value : null));

const email = z.string().trim().max(EMAIL_MAX, tooLong(EMAIL_MAX)).pipe(z.email('adresse email invalide'));

const password = z
  .string()
  .min(PASSWORD_MIN, `au moins ${PASSWORD_MIN} caractères`)
  .max(PASSWORD_MAX, tooLong(PASSWORD_MAX));

/** POST /api/auth/sign-up/email: the fields of platform §7 "Register", nothing else. */
export const signUpSchema = z.strictObject({
  email,
  password,
  passwordConfirm: z.string().max(PASSWORD_MAX, tooLong(PASSWORD_MAX)).optional(),
  first_name: personName,
  last_name: personName,
  username: usernameSchema,
  phone: phone.optional(),
  /** Sent by better-auth's client; replaced by "first_name last_name". */
  name: z.string().max(2 * NAME_MAX + 1, tooLong(2 * NAME_MAX + 1)).optional(),
  callbackURL: z.string().max(2048, tooLong(2048)).optional(),
  rememberMe: z.boolean().optional(),
});

/** POST /api/auth/update-user: the editable profile fields. Empty names keep the old values (platform §5). */
export const profileUpdateSchema = z.strictObject({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  phone: phone.optional(),
});

const profileFieldSchemas = { first_name: personName, last_name: personName, username: usernameSchema } as const;
export type KeptWhenEmpty = keyof typeof profileFieldSchemas;

/**
 * The profile update with empty (or blank) first_name, last_name and username removed, so the old
 * values stay, and the others validated.
 */
export function cleanProfileUpdate(body: unknown): z.infer<typeof profileUpdateSchema> {
  const parsed = parseOrThrow(profileUpdateSchema, body);
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (key in profileFieldSchemas) {
      if (typeof value === 'string' && value.trim() === '') continue;
      cleaned[key] = parseOrThrow(profileFieldSchemas[key as KeptWhenEmpty], value, key);
    } else {
      cleaned[key] = value;
    }
  }
  return cleaned as z.infer<typeof profileUpdateSchema>;
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
 * Validates `value`; the first problem becomes a 400 with a stable code the web can map
 * (MISSING_FIELD, FIELD_TOO_LONG, UNKNOWN_FIELD, INVALID_FIELD), the field and a French message.
 */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, field?: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '?';
    throw fieldError('UNKNOWN_FIELD', key, `Champ « ${key} » inconnu`);
  }
  if (issue.path.length === 0 && !field) throw fieldError('INVALID_BODY', 'body', 'Corps de requête invalide : objet JSON attendu');
  const name = field ?? issue.path.join('.');
  const label = FIELD_LABELS[name] ?? name;
  const given = field ? value : issue.path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], value);
  const missing = given === undefined || given === null;
  if (missing || (issue.code === 'too_small' && issue.minimum === 1 && issue.origin === 'string')) {
    throw fieldError('MISSING_FIELD', name, `Champ « ${label} » obligatoire`);
  }
  if (issue.code === 'too_big') throw fieldError('FIELD_TOO_LONG', name, `Champ « ${label} » trop long : ${issue.message}`);
  throw fieldError('INVALID_FIELD', name, `Champ « ${label} » invalide : ${issue.message}`);
}

export function fieldError(code: string, field: string, message: string): APIError {
  return new APIError('BAD_REQUEST', { code, message, field });
}
