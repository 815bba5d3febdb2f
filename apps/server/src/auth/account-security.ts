import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';
import { AccountDeletion, EmailChange, SessionRevocation } from '@jdj/api';
import { fieldError, parseOrThrow } from './fields.ts';
import { isCurrentTotp } from './second-factor.ts';
import { claimTotpCode, releaseTotpCode } from './totp-reuse.ts';

/**
 * Guards of the account-security calls better-auth answers (delete-user, change-email, revoke-session,
 * unlink-account): what it does not check itself is checked here, before it runs.
 */

/** A player without a password (third-party sign-in only) proves it is them by having just signed in. */
export const FRESH_SIGN_IN_S = 10 * 60;

// The slice of better-auth's middleware context these guards read.
interface GuardContext {
  body?: unknown;
  headers?: Headers | undefined;
  context: {
    secret: string;
    secretConfig: unknown;
    password: { verify(data: { hash: string; password: string }): Promise<boolean> };
    adapter: { findOne<T>(query: { model: string; where: { field: string; value: string }[] }): Promise<T | null> };
    internalAdapter: {
      findCredentialAccount(userId: string): Promise<{ password?: string | null } | null | undefined>;
      findUserByEmail(email: string): Promise<unknown>;
      listSessions(userId: string): Promise<{ id: string; token: string }[]>;
    };
  };
  getSignedCookie(name: string, secret: string): Promise<string | null | false>;
}

interface SessionOf {
  session: { createdAt: Date | string };
  user: { id: string; email: string; twoFactorEnabled?: boolean | null };
}

async function sessionOf(ctx: GuardContext): Promise<SessionOf | null> {
  return (await getSessionFromCtx(ctx as never).catch(() => null)) as SessionOf | null;
}

function replaceBody(body: unknown, checked: object): void {
  const target = body as Record<string, unknown>;
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, checked);
}

function assertFresh(session: SessionOf): void {
  const openedAt = new Date(session.session.createdAt).getTime();
  if (!(Date.now() - openedAt < FRESH_SIGN_IN_S * 1000)) {
    throw new APIError('FORBIDDEN', { code: 'SESSION_NOT_FRESH', message: 'Reconnectez-vous pour effectuer cette action' });
  }
}

/**
 * « Supprimer mon compte »: the password (better-auth checks it too), else a sign-in of the last minutes for
 * an account without one; and the authenticator's code when two-factor is on. No mailed deletion link.
 */
export async function guardAccountDeletion(ctx: GuardContext, db: Kysely<Database>): Promise<void> {
  const session = await sessionOf(ctx);
  // Without a session better-auth answers 401 itself.
  if (!session) return;
  const body = parseOrThrow(AccountDeletion, ctx.body ?? {});
  const credential = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
  if (credential?.password) {
    if (!body.password) throw fieldError('MISSING_FIELD', 'password', 'Champ « mot de passe » obligatoire');
    // Checked here first, so that the code below is never tried by someone holding only a session.
    if (!(await ctx.context.password.verify({ hash: credential.password, password: body.password }))) {
      throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Mot de passe incorrect', field: 'password' });
    }
  } else {
    assertFresh(session);
  }
  if (session.user.twoFactorEnabled) {
    const code = body.code?.trim();
    if (!code) throw fieldError('TWO_FACTOR_CODE_REQUIRED', 'code', 'Saisissez le code à 6 chiffres de votre application d’authentification');
    (ctx.body as Record<string, unknown>).code = code;
    // Taken before it is checked (all processes share it), given back when wrong: a code serves once.
    await claimTotpCode(ctx as never, db);
    if (!(await isCurrentTotp(ctx, session.user.id, code))) {
      await releaseTotpCode(ctx as never, db);
      throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Code incorrect', field: 'code' });
    }
  }
  replaceBody(ctx.body ?? {}, body.password ? { password: body.password } : {});
}

/** Unlinking a sign-in method needs a recent sign-in (better-auth's own freshness check is off: list-sessions used it). */
export async function guardUnlink(ctx: GuardContext): Promise<void> {
  const session = await sessionOf(ctx);
  if (session) assertFresh(session);
}

/** The new address, checked and in lower case; the same address again is refused with a word. */
export async function guardEmailChange(ctx: GuardContext): Promise<void> {
  const body = parseOrThrow(EmailChange, ctx.body ?? {});
  const newEmail = body.newEmail.toLowerCase();
  const session = await sessionOf(ctx);
  if (session && session.user.email.toLowerCase() === newEmail) {
    throw fieldError('EMAIL_UNCHANGED', 'newEmail', 'C’est déjà l’adresse de votre compte');
  }
  replaceBody(ctx.body ?? {}, { newEmail });
}

/**
 * Page scripts never see session tokens (routes.ts strips them from list-sessions): a session is revoked by
 * its id, turned here into the token better-auth's revoke-session expects. Another account's session id
 * becomes no token at all, which revokes nothing.
 */
export async function sessionTokenForRevocation(ctx: GuardContext): Promise<void> {
  const body = parseOrThrow(SessionRevocation, ctx.body ?? {});
  const session = await sessionOf(ctx);
  if (!session) return;
  const sessions = await ctx.context.internalAdapter.listSessions(session.user.id);
  replaceBody(ctx.body ?? {}, { token: sessions.find((candidate) => candidate.id === body.id)?.token ?? `inconnu-${body.id}` });
}

/** The old and new addresses of an email-change link (null for any other verification link). */
export async function emailChangeOfLink(ctx: {
  query?: Record<string, unknown> | undefined;
  context: { secret: string };
}): Promise<{ from: string; to: string } | null> {
  const token = ctx.query?.token;
  if (typeof token !== 'string') return null;
  const payload = await verifyJWT<{ email?: unknown; updateTo?: unknown }>(token, ctx.context.secret);
  if (!payload || typeof payload.email !== 'string' || typeof payload.updateTo !== 'string') return null;
  return { from: payload.email.toLowerCase(), to: payload.updateTo.toLowerCase() };
}

/** An address taken since the change was asked for cannot be given to a second account. */
export async function refuseTakenEmailChange(ctx: GuardContext & { query?: Record<string, unknown> | undefined }): Promise<void> {
  const change = await emailChangeOfLink(ctx);
  if (change && (await ctx.context.internalAdapter.findUserByEmail(change.to))) {
    throw new APIError('BAD_REQUEST', { code: 'USER_ALREADY_EXISTS', message: 'Un compte existe déjà avec cet email' });
  }
}
