import { randomUUID } from 'node:crypto';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { addOAuthServerContext, createAuthMiddleware, getOAuthState, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { getMigrations } from 'better-auth/db/migration';
import { admin } from 'better-auth/plugins/admin';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { username } from 'better-auth/plugins/username';
import { type Kysely, sql } from 'kysely';
import { SignUp } from '@jdj/api';
import type { AppConfig } from '../config.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { guardsByKind } from '../log-guard.ts';
import type { Logger } from '../logger.ts';
import { deferErrorLog, markDatabaseUnavailable } from '../request-context.ts';
import type { Mailer } from '../mail/mailer.ts';
import { eraseAccount } from '../services/erase-account.ts';
import { mergeAnonymousScores } from '../services/merge-anonymous.ts';
import { localUserKeyOf } from '../services/players.ts';
import { consoleRoles, ROLES } from './console-roles.ts';
import { cleanProfileUpdate, fieldError, NAME_MAX, parseOrThrow, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from './fields.ts';
import { isCommonPassword } from './common-passwords.ts';
import { mailOutcomeOfCall } from './mail-outcome.ts';
import { createAuthMails } from './mails.ts';
import { refuseUsedVerificationLink } from './verification-link.ts';
import {
  emailChangeOfLink,
  guardAccountDeletion,
  guardEmailChange,
  guardUnlink,
  refuseTakenEmailChange,
  sessionTokenForRevocation,
} from './account-security.ts';
import { oidcProvider } from './oidc.ts';
import { forgetKnownDevice, knownDeviceUser, rememberDevice } from './known-device.ts';
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

/** Lifetimes of what better-auth keeps, in seconds (the privacy page reads them: services/privacy-facts.ts). */
export const SESSION_LIFETIME_S = 30 * DAY;
/** A session in use is extended to SESSION_LIFETIME_S from now at most once per this period. */
export const SESSION_RENEWAL_S = DAY;
export const VERIFICATION_LINK_S = DAY;
export const RESET_LINK_S = 3600;

/** The answer to every accepted sign-up whose mail left, whether or not the address already had an account. */
export const SIGN_UP_ANSWER = {
  status: true,
  message: 'Un email vient d’être envoyé à cette adresse : ouvrez son lien pour activer votre compte et vous connecter.',
  mail: 'sent',
} as const;

/** The same, when the mail waits in the outbox for another attempt (the mail server is away): never « envoyé ». */
export const SIGN_UP_DELAYED_ANSWER = {
  status: true,
  message:
    'Inscription enregistrée, mais l’envoi de l’email est retardé : il partira dès que possible. Vous pourrez aussi en demander un nouveau en vous connectant.',
  mail: 'queued',
} as const;

/** The reset request's answers: the same whether or not the address has an account, told by the state of the mailer. */
const RESET_ANSWER = { status: true, message: 'Si un compte existe avec cette adresse, un email vient de lui être envoyé', mail: 'sent' } as const;
const RESET_DELAYED_ANSWER = {
  status: true,
  message: 'Si un compte existe avec cette adresse, un email lui sera envoyé dès que possible : l’envoi des emails est retardé en ce moment.',
  mail: 'queued',
} as const;

/** Where a new password is chosen, and the body field that holds it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = { '/sign-up/email': 'password', '/reset-password': 'newPassword', '/change-password': 'newPassword' };

function refuseCommonPassword(path: string, body: unknown): void {
  const field = NEW_PASSWORD_FIELDS[path];
  const value = field ? (body as Record<string, unknown> | undefined)?.[field] : undefined;
  // A password too short or too long gets that refusal first.
  if (typeof value === 'string' && value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && isCommonPassword(value)) {
    throw fieldError(
      'PASSWORD_TOO_COMMON',
      field as string,
      'Mot de passe trop courant : il figure parmi les premiers essayés par les pirates, choisissez-en un autre',
    );
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

/** Calls that open a session only after a two-factor code (sign-in, or the code that turns it on). */
const TWO_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/** The session a two-factor call just opened is marked: the console accepts only such sessions. */
async function markTwoFactorSession(ctx: {
  context: {
    newSession: { session: { token: string } } | null;
    internalAdapter: { updateSession(token: string, data: Record<string, unknown>): Promise<unknown> };
  };
}): Promise<void> {
  const token = ctx.context.newSession?.session.token;
  if (token) await ctx.context.internalAdapter.updateSession(token, { twoFactorVerified: true });
}

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
    operatorContact: config.legal.editor.contact_email ?? undefined,
  });
  const secureCookies = config.publicUrl.startsWith('https://');
  // Its messages can carry what a caller sent (a 20 kB callbackURL): limited per kind of message, cut.
  const authLog = guardsByKind(logger, 'auth: ');
  /** What the sign-up's mail became (its first attempt was waited for: mails.ts), else the mailer's state. */
  const signUpAnswer = () => {
    const outcome = mailOutcomeOfCall() ?? (deps.mailer.delivering ? 'sent' : 'queued');
    return outcome === 'sent' ? SIGN_UP_ANSWER : SIGN_UP_DELAYED_ANSWER;
  };

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
        // The database away (a session read while PostgreSQL restarts): the route answers 503 and the outage
        // is logged once by the connection, not as an error per call.
        const away = args.find(isDatabaseUnavailable);
        if (away !== undefined) {
          markDatabaseUnavailable(away);
          return;
        }
        const at = level === 'error' ? 'error' : level === 'warn' ? 'warn' : level === 'info' ? 'info' : 'debug';
        const write = () => authLog(at, message)(args.length ? { details: args } : undefined);
        // Its error lines come before the error they are about (a failed query, then the throw): written
        // when the request ends, unless the database being away explains them.
        if (at === 'error') deferErrorLog(write);
        else write();
      },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up answers the same whether or not the address has an account (no session to tell them apart):
      // the verification link signs the new player in. Until it is followed the account does not open with
      // its password either (a new link is mailed instead), so the screens say what happens.
      autoSignIn: false,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: mails.sendPasswordReset,
      // A reset link opened from the mailbox proves the address as well as a verification link does.
      onPasswordReset: async ({ user }, request) => {
        // The owner learns of it, whoever followed the link.
        mails.sendPasswordChanged({ user: user as MailUserFields, how: 'reset' }, request);
        if (!user.emailVerified) {
          await (db as Kysely<{ user: { id: string; emailVerified: boolean | number } }>)
            .updateTable('user')
            .set({ emailVerified: database.kind === 'sqlite' ? 1 : true })
            .where('id', '=', user.id)
            .execute();
        }
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The right password of an address not verified yet mails a new link (the first one may be lost).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_S,
      sendVerificationEmail: mails.sendVerification,
    },
    user: {
      // The new address gets the link (mails.ts), the old one a notice once it is followed (after hook).
      changeEmail: { enabled: true },
      // With the password (and the second factor: account-security.ts); everything goes in one erasure.
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await eraseAccount(database.db, user.id);
          logger.info('account erased', { userId: user.id, by: 'player' });
        },
        afterDelete: async (user, request) => mails.sendAccountDeleted({ user: user as MailUserFields }, request),
      },
      additionalFields: {
        first_name: { type: 'string', required: false, input: true, returned: true },
        last_name: { type: 'string', required: false, input: true, returned: true },
        phone: { type: 'string', required: false, input: true, returned: true },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_S,
      updateAge: SESSION_RENEWAL_S,
      // better-auth's own « fresh session » check would hide the sessions list a day after signing in; the
      // calls that need a recent sign-in check it themselves (account-security.ts).
      freshAge: 0,
      additionalFields: {
        // Set once the session's owner gave a two-factor code (sign-in or set-up): the console needs it.
        twoFactorVerified: { type: 'boolean', required: false, input: false, returned: true, defaultValue: false },
      },
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
        '/change-password': { window: 600, max: 10 },
        '/change-email': { window: 600, max: 5 },
        '/delete-user': { window: 600, max: 10 },
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
        // The database away: the route answers 503 and the outage is logged once, not as an error per call.
        if (status >= 500 && isDatabaseUnavailable(error)) markDatabaseUnavailable(error);
        else if (status >= 500) logger.error('auth error', { error });
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
      // Roles, bans, session revocation and account removal for the console (issue 25). Its HTTP routes are
      // closed (auth/routes.ts): the console calls them from the server, checked and audited.
      admin({ roles: consoleRoles, defaultRole: ROLES.player, adminRoles: [ROLES.admin], bannedUserMessage: 'Ce compte est suspendu.' }),
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
          const body = parseOrThrow(SignUp, ctx.body);
          if (body.passwordConfirm !== undefined && body.passwordConfirm !== body.password) {
            throw fieldError('PASSWORDS_DO_NOT_MATCH', 'passwordConfirm', 'Les mots de passe ne correspondent pas');
          }
          refuseCommonPassword(ctx.path, body);
          const email = body.email.toLowerCase();
          const owner = await ctx.context.internalAdapter.findUserByEmail(email);
          if (owner) {
            // Same work and same answer as a new account; only the owner learns of it, by mail.
            await ctx.context.password.hash(body.password);
            await mails.sendAccountExists({ user: owner.user as MailUserFields }, ctx.request);
            return ctx.json(signUpAnswer());
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
        if (ctx.path === '/delete-user') return guardAccountDeletion(ctx as never, database.db);
        if (ctx.path === '/change-email') return guardEmailChange(ctx as never);
        if (ctx.path === '/revoke-session') return sessionTokenForRevocation(ctx as never);
        if (ctx.path === '/unlink-account') return guardUnlink(ctx as never);
        if (ctx.path === '/verify-email') {
          await refuseUsedVerificationLink(ctx);
          await refuseTakenEmailChange(ctx as never);
        }
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
          return ctx.json(deps.mailer.delivering ? RESET_ANSWER : RESET_DELAYED_ANSWER);
        }
        if (ctx.path === '/sign-up/email' && !failed) return ctx.json(signUpAnswer());
        if (PASSWORD_SIGN_IN_PATHS.has(ctx.path)) {
          const key = await signInKey(database.db, ctx.path, ctx.body);
          // Counted before the check (countSignInAttempt) unless from the owner's known device.
          const counted = key !== undefined && accountOfKey(key) !== (await knownDeviceUser(ctx));
          // The right password of an address not verified yet is no guess: a new link was mailed.
          const guessed = failed && (ctx.context.returned as { body?: { code?: unknown } }).body?.code !== 'EMAIL_NOT_VERIFIED';
          if (key && guessed && !counted) await countFailedSignIn(database.db, key);
          if (key && !guessed && counted) await forgiveSignInAttempt(database.db, key);
          if (failed) return;
        }
        // A code refused (wrong, expired) is given back: only an accepted one stays used.
        if (ctx.path === '/two-factor/verify-totp' && failed) await releaseTotpCode(ctx as never, database.db);
        if (TWO_FACTOR_PATHS.has(ctx.path) && !failed) await markTwoFactorSession(ctx);
        if (ctx.path === '/delete-user' && !failed) return forgetKnownDevice(ctx, secureCookies);
        if (ctx.path === '/change-password' && !failed && ctx.context.session) {
          mails.sendPasswordChanged({ user: ctx.context.session.user as MailUserFields, how: 'changed' }, ctx.request);
        }
        if (ctx.path === '/verify-email' && !failed) {
          const change = await emailChangeOfLink(ctx);
          if (change) {
            // An email change signs no one in: its old address is told, whoever followed the link.
            const owner = await ctx.context.internalAdapter.findUserByEmail(change.to);
            mails.sendEmailChanged({ user: { ...(owner?.user as MailUserFields | undefined), email: change.from }, newEmail: change.to }, ctx.request);
            return;
          }
        }
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
