import * as z from 'zod/mini';
import { route } from './route.ts';
import { SHOWN_NAME_LABELS } from './shown-name.ts';
import { shownName, shownNameCheck } from './shown-name-schema.ts';

// ─── The account's field rules (platform §3 User), shared by sign-up, profile edit and OIDC ───────────────
// The server turns the first problem into a French 400 (parseOrThrow in apps/server/src/auth/fields.ts), the
// message after the field's name: « Champ « nom » trop long : au plus 60 caractères ».

export const NAME_MAX = 60;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The longest return address a call may name (better-auth checks that it is one of the site's). */
export const CALLBACK_URL_MAX = 2048;

const tooLong = (max: number) => `au plus ${max} caractères`;

/** A first or last name: 1 to NAME_MAX graphemes once trimmed, under the one rule of shown names (shown-name.ts). */
export const personName = shownName(SHOWN_NAME_LABELS.firstName, NAME_MAX);
export const personLastName = shownName(SHOWN_NAME_LABELS.lastName, NAME_MAX);

/** A username as typed (the server stores it in lower case, unique): ASCII, so its length is also its graphemes. */
export const accountUsername = z.string().check(
  z.trim(),
  z.minLength(USERNAME_MIN, `au moins ${USERNAME_MIN} caractères`),
  // Shown to league members: the one rule of shown names first (its clearer sentence for U+202E and the like).
  shownNameCheck(SHOWN_NAME_LABELS.username, USERNAME_MAX),
  z.regex(USERNAME_PATTERN, 'lettres, chiffres, « . », « _ » ou « - » uniquement'),
);

/** Empty (or null) means "no phone"; otherwise digits with the usual separators. */
export const accountPhone = z.pipe(
  z.union([
    z.null(),
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(PHONE_MAX, tooLong(PHONE_MAX)),
        z.regex(/^(\+?[0-9][0-9 ().-]{3,})?$/, 'numéro de téléphone attendu (chiffres, espaces, + . - ( ))'),
      ),
  ]),
  z.transform((value: string | null) => (value ? value : null)),
);

export const accountEmail = z.pipe(z.string().check(z.trim(), z.maxLength(EMAIL_MAX, tooLong(EMAIL_MAX))), z.email('adresse email invalide'));

/** A password being chosen at sign-up: PASSWORD_MIN to PASSWORD_MAX characters, no composition rule. */
export const chosenPassword = z
  .string()
  .check(z.minLength(PASSWORD_MIN, `au moins ${PASSWORD_MIN} caractères`), z.maxLength(PASSWORD_MAX, tooLong(PASSWORD_MAX)));

/** A password to check against the account's: none is longer than PASSWORD_MAX. */
const givenPassword = z.string().check(z.maxLength(PASSWORD_MAX, tooLong(PASSWORD_MAX)));

/** The authenticator's 6-digit code as typed (a wrong one is better-auth's « Code incorrect »). */
const authenticatorCode = z.string().check(z.maxLength(16));

const callbackURL = z.string().check(z.maxLength(CALLBACK_URL_MAX, tooLong(CALLBACK_URL_MAX)));

// ─── Request bodies of /api/auth/* ─────────────────────────────────────────────────────────────────────────
// better-auth serves these routes; the server checks each body with its schema before better-auth runs
// (apps/server/src/auth/routes.ts and the hooks of auth/auth.ts), except where better-auth's own refusals are
// kept (see each schema).

/** POST /api/auth/sign-up/email: the fields of platform §7 "Register", nothing else. */
export const SignUp = z.strictObject({
  email: accountEmail,
  password: chosenPassword,
  passwordConfirm: z.optional(z.string().check(z.maxLength(PASSWORD_MAX, tooLong(PASSWORD_MAX)))),
  first_name: personName,
  last_name: personLastName,
  username: accountUsername,
  phone: z.optional(accountPhone),
  /** Sent by better-auth's client; replaced by "first_name last_name". */
  name: z.optional(z.string().check(z.maxLength(2 * NAME_MAX + 1, tooLong(2 * NAME_MAX + 1)))),
  callbackURL: z.optional(callbackURL),
  rememberMe: z.optional(z.boolean()),
});
export type SignUp = z.input<typeof SignUp>;

/**
 * POST /api/auth/update-user: the editable profile fields. Empty (or blank) names and username keep the old
 * values (platform §5); the others are checked one by one with PROFILE_NAME_FIELDS.
 */
export const ProfileUpdate = z.strictObject({
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  username: z.optional(z.string()),
  phone: z.optional(accountPhone),
});
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

/** The profile fields an empty value leaves unchanged, and the rule a non-empty one follows. */
export const PROFILE_NAME_FIELDS = { first_name: personName, last_name: personLastName, username: accountUsername } as const;

/**
 * POST /api/auth/sign-in/email. Checked by better-auth itself: its refusals (VALIDATION_ERROR, INVALID_EMAIL,
 * PASSWORD_TOO_LONG) are what the tests pin, and a malformed attempt counts against the sign-in limits.
 */
export const SignIn = z.strictObject({ email: accountEmail, password: givenPassword, rememberMe: z.optional(z.boolean()) });
export type SignIn = z.input<typeof SignIn>;

/** POST /api/auth/two-factor/verify-totp: the authenticator's code (at sign-in, or to confirm its set-up). */
export const TwoFactorCode = z.strictObject({ code: authenticatorCode });
export type TwoFactorCode = z.input<typeof TwoFactorCode>;

/** POST /api/auth/two-factor/enable and /disable: the account's password. */
export const TwoFactorPassword = z.strictObject({ password: givenPassword });
export type TwoFactorPassword = z.input<typeof TwoFactorPassword>;

/** POST /api/auth/change-password. The new password's length is better-auth's (PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG). */
export const PasswordChange = z.strictObject({ currentPassword: givenPassword, newPassword: z.string(), revokeOtherSessions: z.optional(z.boolean()) });
export type PasswordChange = z.input<typeof PasswordChange>;

/** POST /api/auth/request-password-reset. Checked by better-auth itself (VALIDATION_ERROR for a malformed address). */
export const PasswordResetRequest = z.strictObject({ email: accountEmail });
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

/**
 * POST /api/auth/reset-password: the mailed link's token and the new password. Checked by better-auth itself
 * (INVALID_TOKEN without a token, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG).
 */
export const PasswordReset = z.strictObject({ newPassword: z.string(), token: z.optional(z.string()) });
export type PasswordReset = z.input<typeof PasswordReset>;

/**
 * POST /api/auth/delete-user (« Supprimer mon compte »): the password, and the authenticator's code when
 * two-factor is on; an account without a password sends neither (it must have signed in just before).
 */
export const AccountDeletion = z.strictObject({
  password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX))),
  code: z.optional(authenticatorCode),
});
export type AccountDeletion = z.input<typeof AccountDeletion>;

/** POST /api/auth/change-email: the new address gets a link; the change happens once it is followed. */
export const EmailChange = z.strictObject({
  newEmail: z.pipe(z.string().check(z.trim(), z.maxLength(EMAIL_MAX)), z.email('adresse email invalide')),
  callbackURL: z.optional(z.string().check(z.maxLength(CALLBACK_URL_MAX))),
});
export type EmailChange = z.input<typeof EmailChange>;

/** POST /api/auth/revoke-session: a session of the account, by the id list-sessions gives (never a token). */
export const SessionRevocation = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
export type SessionRevocation = z.input<typeof SessionRevocation>;

/** POST /api/auth/sign-in/social: the third-party (OpenID Connect) sign-in, answered with the provider's address. */
export const SocialSignIn = z.strictObject({
  provider: z.string().check(z.maxLength(64, tooLong(64))),
  callbackURL: z.optional(callbackURL),
  errorCallbackURL: z.optional(callbackURL),
});
export type SocialSignIn = z.input<typeof SocialSignIn>;

/** The body of the calls that take none (sign-out, revoke-other-sessions): `{}`. */
export const EmptyBody = z.strictObject({});

/** GET /api/auth/verify-email?token=: the mailed link's token (sign-up or email change). */
export const verifyEmailQuery = z.object({ token: z.string() });

// ─── Answers ───────────────────────────────────────────────────────────────────────────────────────────────

/** Which ways of signing in the server offers. */
export const AuthConfigDto = z.object({
  emailAndPassword: z.literal(true),
  /** The third-party OpenID Connect provider, when one is configured (its button label). */
  oidc: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type AuthConfigDto = z.infer<typeof AuthConfigDto>;

/**
 * The account as better-auth answers it (GET /api/auth/get-session → {session, user} or null;
 * sign-in and sign-up → {token, user}). Dates are ISO strings in JSON.
 */
export const AccountUserDto = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** "first_name last_name", kept by the server. */
  name: z.string(),
  image: z.optional(z.nullable(z.string())),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  /** Unique, stored in lower case. */
  username: z.string(),
  phone: z.nullable(z.string()),
  twoFactorEnabled: z.boolean(),
  /** The console's role (better-auth's admin plugin): `admin`, `publisher`, `user`, or none. */
  role: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccountUserDto = z.infer<typeof AccountUserDto>;

/** GET /api/auth/get-session: this browser's session (without its token nor address: auth/routes.ts) and its account. */
export const CurrentSessionDto = z.object({
  session: z.object({ id: z.string(), userId: z.string(), createdAt: z.string(), updatedAt: z.string(), expiresAt: z.string() }),
  user: AccountUserDto,
});
export type CurrentSessionDto = z.infer<typeof CurrentSessionDto>;
/** The session check's answer: null without a valid session (none, expired, revoked). */
export const SessionCheckDto = z.nullable(CurrentSessionDto);
export type SessionCheckDto = z.infer<typeof SessionCheckDto>;

/** GET /api/auth/list-sessions as the profile sees it (the server's auth/routes.ts): no token, no address. */
export const AccountSessionDto = z.object({
  /** What POST /api/auth/revoke-session takes: `{ id }`. */
  id: z.string(),
  createdAt: z.string(),
  /** Last use (a session in use is renewed at most once a day). */
  updatedAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.nullable(z.string()),
  /** This browser's own session. */
  current: z.boolean(),
});
export type AccountSessionDto = z.infer<typeof AccountSessionDto>;
export const AccountSessionListDto = z.array(AccountSessionDto);

/** One way into the account (GET /api/auth/list-accounts): `credential` (email and password) or the provider's id. */
export const LinkedAccountDto = z.object({
  id: z.string(),
  providerId: z.string(),
  accountId: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  scopes: z.array(z.string()),
});
export type LinkedAccountDto = z.infer<typeof LinkedAccountDto>;
export const LinkedAccountListDto = z.array(LinkedAccountDto);

/** POST /api/auth/sign-in/email: the right password of a two-factor account, whose code comes next. */
export const TwoFactorRedirectDto = z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.optional(z.array(z.string())) });
/** POST /api/auth/sign-in/email and two-factor/verify-totp: signed in (the token also sits in the HttpOnly cookie). */
export const SignedInDto = z.object({ token: z.string(), user: AccountUserDto });
export const SignInDto = z.union([TwoFactorRedirectDto, SignedInDto]);
export type SignInDto = z.infer<typeof SignInDto>;

/** POST /api/auth/two-factor/enable: the authenticator's secret (an otpauth:// URI) and the backup codes. */
export const TwoFactorSetupDto = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetupDto = z.infer<typeof TwoFactorSetupDto>;

/** POST /api/auth/sign-in/social: where to send the browser (the provider's sign-in page). */
export const SocialSignInDto = z.object({ url: z.string(), redirect: z.boolean() });
export type SocialSignInDto = z.infer<typeof SocialSignInDto>;

/** GET /api/auth/verify-email: an email change's link answers with the account, a sign-up's with none. */
export const EmailVerifiedDto = z.object({ status: z.boolean(), user: z.optional(z.nullable(AccountUserDto)) });
export type EmailVerifiedDto = z.infer<typeof EmailVerifiedDto>;

/** A call done: `{ status: true }`. */
export const AuthStatusDto = z.object({ status: z.boolean() });
/**
 * Sign-up and reset request: the same answer whether or not the address has an account, with what happens next.
 * `mail`: whether the mail left at once (« sent ») or waits in the server's outbox for another attempt (« queued »).
 */
export const AuthNoticeDto = z.object({ status: z.boolean(), message: z.string(), mail: z.optional(z.enum(['sent', 'queued'])) });
export type AuthNoticeDto = z.infer<typeof AuthNoticeDto>;
/** POST /api/auth/sign-out and delete-user. */
export const AuthSuccessDto = z.object({ success: z.boolean(), message: z.optional(z.string()) });
/** POST /api/auth/change-password: the account, and the new session's token when the other ones were closed. */
export const PasswordChangedDto = z.object({ token: z.nullable(z.string()), user: AccountUserDto });

/** A failed /api/auth/* call: the API's {code, message} plus a stable `error` code (and `field` for input errors). */
export const AuthErrorDto = z.object({
  code: z.number(),
  message: z.string(),
  error: z.string(),
  field: z.optional(z.string()),
});
export type AuthErrorDto = z.infer<typeof AuthErrorDto>;

const raw = true;

/**
 * `/api/auth-config` (ours), and the better-auth routes the web app calls (`raw`: plain JSON, no envelope;
 * refusals are AuthErrorDto). better-auth serves more (sign-in/username, send-verification-email…): the
 * routes not named here are the library's alone.
 */
export const accountRoutes = {
  authConfig: route('GET', '/api/auth-config', { answer: AuthConfigDto }),
  session: route('GET', '/api/auth/get-session', { answer: SessionCheckDto, raw }),
  signUp: route('POST', '/api/auth/sign-up/email', { body: SignUp, answer: AuthNoticeDto, raw }),
  verifyEmail: route('GET', '/api/auth/verify-email', { query: verifyEmailQuery, answer: EmailVerifiedDto, raw }),
  signIn: route('POST', '/api/auth/sign-in/email', { body: SignIn, answer: SignInDto, raw }),
  verifyTotp: route('POST', '/api/auth/two-factor/verify-totp', { body: TwoFactorCode, answer: SignedInDto, raw }),
  socialSignIn: route('POST', '/api/auth/sign-in/social', { body: SocialSignIn, answer: SocialSignInDto, raw }),
  signOut: route('POST', '/api/auth/sign-out', { body: EmptyBody, answer: AuthSuccessDto, raw }),
  requestPasswordReset: route('POST', '/api/auth/request-password-reset', { body: PasswordResetRequest, answer: AuthNoticeDto, raw }),
  resetPassword: route('POST', '/api/auth/reset-password', { body: PasswordReset, answer: AuthStatusDto, raw }),
  updateUser: route('POST', '/api/auth/update-user', { body: ProfileUpdate, answer: AuthStatusDto, raw }),
  changePassword: route('POST', '/api/auth/change-password', { body: PasswordChange, answer: PasswordChangedDto, raw }),
  changeEmail: route('POST', '/api/auth/change-email', { body: EmailChange, answer: AuthStatusDto, raw }),
  enableTwoFactor: route('POST', '/api/auth/two-factor/enable', { body: TwoFactorPassword, answer: TwoFactorSetupDto, raw }),
  disableTwoFactor: route('POST', '/api/auth/two-factor/disable', { body: TwoFactorPassword, answer: AuthStatusDto, raw }),
  listSessions: route('GET', '/api/auth/list-sessions', { answer: AccountSessionListDto, raw }),
  revokeSession: route('POST', '/api/auth/revoke-session', { body: SessionRevocation, answer: AuthStatusDto, raw }),
  revokeOtherSessions: route('POST', '/api/auth/revoke-other-sessions', { body: EmptyBody, answer: AuthStatusDto, raw }),
  listAccounts: route('GET', '/api/auth/list-accounts', { answer: LinkedAccountListDto, raw }),
  deleteUser: route('POST', '/api/auth/delete-user', { body: AccountDeletion, answer: AuthSuccessDto, raw }),
};
