import { randomUUID } from 'node:crypto';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { addOAuthServerContext, createAuthMiddleware, getOAuthState, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { getMigrations } from 'better-auth/db/migration';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { username } from 'better-auth/plugins/username';
import { type Kysely, sql } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { guardsByKind } from '../log-guard.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mergeAnonymousScores } from '../services/merge-anonymous.ts';
import { localUserKeyOf } from '../services/players.ts';
import { cleanProfileUpdate, fieldError, NAME_MAX, parseOrThrow, PASSWORD_MAX, PASSWORD_MIN, signUpSchema, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from './fields.ts';
import { isCommonPassword } from './common-passwords.ts';
import { createAuthMails } from './mails.ts';
import { refuseUsedVerificationLink } from './verification-link.ts';
import { oidcProvider } from './oidc.ts';
import { knownDeviceUser, rememberDevice } from './known-device.ts';
import { accountOfKey, countFailedSignIn, countSignInAttempt, forgiveSignInAttempt, PASSWORD_SIGN_IN_PATHS, signInKey } from './sign-in-throttle.ts';
import { claimTotpCode, releaseTotpCode } from './totp-reuse.ts';

type MailUserFields = { email: string; first_name?: unknown; username?: unknown };

/** Header carrying the browser's anonymous player id (local_user_id) on sign-in and sign-up calls. */
export const LOCAL_USER_HEADER = 'x-local-user-id';
/** Header set by our HTTP layer (never by the client) with the address rate limits count against. */
export const CLIENT_IP_HEADER = 'x-jdj-client-ip';
export const AUTH_BASE_PATH = '/api/auth';
export const PRODUCT_NAME = 'Jeux du Jour';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = 24 * 3600;

/** The answer to every accepted sign-up, whether or not the address already had an account. */
export const SIGN_UP_ANSWER = {
  status: true,
  message: 'Un email vient d’être envoyé à cette adresse : ouvrez son lien pour activer votre compte et vous connecter.',
} as const;

/** Where a new password is chosen, and the body field that holds it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = { '/sign-up/email': 'password', '/reset-password': 'newPassword', '/change-password': 'newPassword' };

function refuseCommonPassword(path: string, body: unknown): void {
  const field = NEW_PASSWORD_FIELDS[path];
  const value = field ? (body as Record<string, unknown> | undefined)?.[field] : undefined;
  // A password too short or too long gets that refusal first.
  if (typeof value === 'string' && value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && isCommonPassword(value)) {
    throw fieldError('PASSWORD_TOO_COMMON', field as string, 'Mot de passe trop courant : il figure parmi les premiers essayés par les pirates, choisissez-en un autre');
  }
}

/** Calls after which a session exists for a player who may have played anonymously on this device. */
const SIGN_IN_PATHS = new Set([
  '/sign-in/email',
  '/sign-in/username',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/callback/:id',
  '/sign-in/social',
  // The link of the verification mail signs the new account in.
  '/verify-email',
]);

export interface AuthDeps {
  database: DatabaseHandle;
  config: AppConfig;
  logger: Logger;
  mailer: Mailer;
  secret: string;
}

/**
 * Puts the checked input in place of what the client sent (the endpoint reads the same object).
 * Replaced, not merged: keys we dropped (empty profile fields, passwordConfirm) must disappear.
 */
function replaceBody(body: unknown, checked: object): void {
  const target = body as Record<string, unknown>;
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, checked);
}

function localUserIdOf(headers: Headers | undefined): string | undefined {
  const value = headers?.get(LOCAL_USER_HEADER)?.trim();
  return value && UUID.test(value) ? value : undefined;
}

/**
 * Same-origin calls are always trusted (the site answers on several host names: one per white-label
 * provider), plus PUBLIC_URL and TRUSTED_ORIGINS. A page of another site is refused.
 */
function trustedOriginsFor(config: AppConfig) {
  const local = ['localhost', '127.0.0.1'].includes(new URL(config.publicUrl).hostname);
  // A local install also accepts the Vite dev server and preview (their proxy rewrites Host, not Origin).
  const devServers = local ? ['http://localhost:5173', 'http://localhost:4173'] : [];
  const fixed = [config.publicUrl, ...devServers, ...config.trustedOrigins];
  return (request?: Request): string[] => {
    const host = request?.headers.get('host');
    const origin = request?.headers.get('origin');
    if (!host || !origin) return fixed;
    try {
      const url = new URL(origin);
      if (url.host.toLowerCase() === host.toLowerCase()) return [...fixed, url.origin];
    } catch {
      // not an origin: nothing more is trusted
    }
    return fixed;
  };
}

/** better-auth's configuration: the tables, the rules of platform §3–§5 and our mails. */
export function authOptions(deps: AuthDeps) {
  const { config, logger, database } = deps;
  const db = database.db as unknown as Kysely<unknown>;
  const mails = createAuthMails({
    db: database.db,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    defaultProviderSlug: config.defaultProviderSlug,
  });
  const secureCookies = config.publicUrl.startsWith('https://');
  // Its messages can carry what a caller sent (a 20 kB callbackURL): limited per kind of message, cut.
  const authLog = guardsByKind(logger, 'auth: ');

  const options = {
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: trustedOriginsFor(config),
    database: { db, type: database.kind, transaction: true },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const at = level === 'error' ? 'error' : level === 'warn' ? 'warn' : level === 'info' ? 'info' : 'debug';
        authLog(at, message)(args.length ? { details: args } : undefined);
      },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up answers the same whether or not the address has an account (no session to tell them apart):
      // the verification link signs the new player in.
      autoSignIn: false,
      requireEmailVerification: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: mails.sendPasswordReset,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: mails.sendVerification,
    },
    user: {
      additionalFields: {
        first_name: { type: 'string', required: false, input: true, returned: true },
        last_name: { type: 'string', required: false, input: true, returned: true },
        phone: { type: 'string', required: false, input: true, returned: true },
      },
    },
    session: {
      expiresIn: 30 * DAY,
      updateAge: DAY,
    },
    account: {
      accountLinking: { enabled: true },
    },
    rateLimit: {
      enabled: true,
      // Shared by every process on PostgreSQL, kept across restarts on SQLite.
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 600, max: 10 },
        '/request-password-reset': { window: 600, max: 5 },
        '/send-verification-email': { window: 600, max: 5 },
        '/reset-password': { window: 600, max: 10 },
        '/two-factor/*': { window: 60, max: 10 },
        // Every page load asks for the session: keep it off the rate limit table.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'jdj',
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Same checks in tests as in production (better-auth relaxes them when NODE_ENV=test).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      database: { generateId: () => randomUUID() },
    },
    onAPIError: {
      // A failed third-party sign-in lands on the login page with ?error=<code>.
      errorURL: `${config.publicUrl}/login`,
      // Refused input is routine (debug); anything else is worth an operator's look.
      onError: (error) => {
        const status = isAPIError(error) ? error.statusCode : 500;
        if (status >= 500) logger.error('auth error', { error });
        else logger.debug('auth refused', { status, message: error instanceof Error ? error.message : String(error) });
      },
    },
    plugins: [
      username({
        minUsernameLength: USERNAME_MIN,
        maxUsernameLength: USERNAME_MAX,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
        displayUsername: false,
      }),
      twoFactor({ issuer: PRODUCT_NAME }),
      ...(config.oidc ? [genericOAuth({ config: [oidcProvider(config.oidc, db)] })] : []),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseCommonPassword(ctx.path, ctx.body);
        if (PASSWORD_SIGN_IN_PATHS.has(ctx.path)) {
          const key = await signInKey(database.db, ctx.path, ctx.body);
          // The owner's own browser (signed in to this account before) is not held by the account's limit.
          if (key && accountOfKey(key) !== (await knownDeviceUser(ctx))) await countSignInAttempt(database.db, key);
          return;
        }
        if (ctx.path === '/two-factor/verify-totp') {
          await claimTotpCode(ctx as never, database.db);
          return;
        }
        if (ctx.path === '/sign-up/email') {
          const body = parseOrThrow(signUpSchema, ctx.body);
          if (body.passwordConfirm !== undefined && body.passwordConfirm !== body.password) {
            throw fieldError('PASSWORDS_DO_NOT_MATCH', 'passwordConfirm', 'Les mots de passe ne correspondent pas');
          }
          refuseCommonPassword(ctx.path, body);
          const email = body.email.toLowerCase();
          const owner = await ctx.context.internalAdapter.findUserByEmail(email);
          if (owner) {
            // Same work and same answer as a new account; only the owner learns of it, by mail.
            await ctx.context.password.hash(body.password);
            mails.sendAccountExists({ user: owner.user as MailUserFields }, ctx.request);
            return ctx.json(SIGN_UP_ANSWER);
          }
          const { passwordConfirm: _confirm, ...accepted } = body;
          replaceBody(ctx.body, {
            ...accepted,
            email,
            name: `${body.first_name} ${body.last_name}`.slice(0, 2 * NAME_MAX + 1),
            phone: body.phone ?? null,
          });
          return;
        }
        if (ctx.path === '/update-user') {
          const update = cleanProfileUpdate(ctx.body);
          if (update.first_name !== undefined || update.last_name !== undefined) {
            const session = await getSessionFromCtx(ctx);
            const user = session?.user as { first_name?: string | null; last_name?: string | null } | undefined;
            const first = update.first_name ?? user?.first_name ?? '';
            const last = update.last_name ?? user?.last_name ?? '';
            const name = `${first} ${last}`.trim();
            if (name) Object.assign(update, { name });
          }
          replaceBody(ctx.body, update);
          return;
        }
        if (ctx.path === '/verify-email') await refuseUsedVerificationLink(ctx);
        if (ctx.path === '/sign-in/social') {
          const localUserId = localUserIdOf(ctx.headers);
          const localUserKey = localUserKeyOf(ctx.headers);
          // Carried through the provider's redirect in the signed OAuth state, for the merge at the callback.
          if (localUserId) await addOAuthServerContext({ localUserId, ...(localUserKey ? { localUserKey } : {}) });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const failed = isAPIError(ctx.context.returned);
        if (ctx.path === '/request-password-reset' && !failed) {
          // The same answer whether or not the address has an account.
          return ctx.json({ status: true, message: 'Si un compte existe avec cette adresse, un email vient de lui être envoyé' });
        }
        if (ctx.path === '/sign-up/email' && !failed) return ctx.json(SIGN_UP_ANSWER);
        if (PASSWORD_SIGN_IN_PATHS.has(ctx.path)) {
          const key = await signInKey(database.db, ctx.path, ctx.body);
          // Counted before the check (countSignInAttempt) unless from the owner's known device.
          const counted = key !== undefined && accountOfKey(key) !== (await knownDeviceUser(ctx));
          if (key && failed && !counted) await countFailedSignIn(database.db, key);
          if (key && !failed && counted) await forgiveSignInAttempt(database.db, key);
          if (failed) return;
        }
        // A code refused (wrong, expired) is given back: only an accepted one stays used.
        if (ctx.path === '/two-factor/verify-totp' && failed) await releaseTotpCode(ctx as never, database.db);
        if (!SIGN_IN_PATHS.has(ctx.path)) return;
        const user = ctx.context.newSession?.user as { id: string; twoFactorEnabled?: boolean | null } | undefined;
        if (!user) return;
        // The password alone does not sign a two-factor account in: its scores merge after the code.
        if (PASSWORD_SIGN_IN_PATHS.has(ctx.path) && user.twoFactorEnabled) return;
        if (ctx.path === '/verify-email' && user.twoFactorEnabled) {
          // A mailed link is one factor: a two-factor account signs in with its code, not by the link.
          await ctx.context.internalAdapter.deleteSession(ctx.context.newSession!.session.token);
          deleteSessionCookie(ctx);
          return ctx.json({ status: true, user: null });
        }
        const userId = user.id;
        await rememberDevice(ctx, userId, secureCookies);
        let localUserId = localUserIdOf(ctx.headers);
        let localUserKey = localUserKeyOf(ctx.headers);
        if (!localUserId && ctx.path === '/callback/:id') {
          const carried = (await getOAuthState())?.serverContext;
          if (typeof carried?.localUserId === 'string' && UUID.test(carried.localUserId)) localUserId = carried.localUserId;
          localUserKey = localUserKeyOf(new Headers(typeof carried?.localUserKey === 'string' ? { 'x-local-user-key': carried.localUserKey } : {}));
        }
        if (!localUserId) return;
        try {
          const merged = await mergeAnonymousScores(database.db, localUserId, localUserKey, userId);
          if (merged > 0) logger.info('anonymous scores merged', { userId, count: merged });
        } catch (error) {
          // The player is signed in all the same; the merge is retried at the next sign-in.
          logger.error('anonymous scores merge failed', { userId, error });
        }
      }),
    },
  } satisfies BetterAuthOptions;
  return options;
}

export type AuthOptions = ReturnType<typeof authOptions>;

export function createAuth(options: AuthOptions) {
  return betterAuth(options);
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Creates or completes better-auth's tables (user, session, account, verification, twoFactor,
 * rateLimit) after our own migrations. On PostgreSQL an advisory lock keeps two starting processes
 * from racing; the lock and the work share one connection, so the test schema's search_path holds.
 */
export async function migrateAuth(options: AuthOptions, database: DatabaseHandle): Promise<string[]> {
  const db = database.db as unknown as Kysely<unknown>;
  return db.connection().execute(async (connection) => {
    const LOCK = 4_242_001;
    if (database.kind === 'postgres') await sql`SELECT pg_advisory_lock(${LOCK})`.execute(connection);
    try {
      const plan = await getMigrations({ ...options, database: { db: connection, type: database.kind } });
      await plan.runMigrations();
      return [...plan.toBeCreated.map((t) => `create ${t.table}`), ...plan.toBeAdded.map((t) => `alter ${t.table}`)];
    } finally {
      if (database.kind === 'postgres') await sql`SELECT pg_advisory_unlock(${LOCK})`.execute(connection);
    }
  });
}
