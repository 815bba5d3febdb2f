import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { claimSingleUse, releaseSingleUse } from '../services/single-use.ts';

/**
 * RFC 6238 §5.2: a one-time password is accepted once. A code stays valid about 90 s (one step either
 * way), so each code is taken for 2 minutes per user before it is checked, in one statement every process
 * shares: the same code sent at once on six sign-ins opens one session, not six (issue 22).
 */
export const USED_CODE_MEMORY_MS = 120_000;
const TWO_FACTOR_COOKIE = 'two_factor';

// The slice of better-auth's middleware context these checks read.
interface TotpContext {
  body?: unknown;
  getSignedCookie(name: string, secret: string): Promise<string | null | false>;
  context: {
    secret: string;
    createAuthCookie(name: string): { name: string };
    internalAdapter: {
      findVerificationValue(identifier: string): Promise<{ value: string } | null | undefined>;
    };
  };
}

const codeOf = (body: unknown): string | undefined => {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^\d{6,8}$/.test(code) ? code : undefined;
};

const keyOf = (userId: string, code: string) => `totp:${userId}:${code}`;

/** The user a code is being checked for: the signed-in one (set-up), or the one of the pending sign-in. */
async function userOf(ctx: TotpContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx as never).catch(() => null);
  if (session?.user.id) return session.user.id;
  const cookie = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
  if (!cookie) return undefined;
  return (await ctx.context.internalAdapter.findVerificationValue(cookie))?.value;
}

/** Takes the code for its user before better-auth checks it; a code already taken is refused. */
export async function claimTotpCode(ctx: TotpContext, db: Kysely<Database>): Promise<void> {
  const code = codeOf(ctx.body);
  const userId = code ? await userOf(ctx) : undefined;
  if (!code || !userId) return;
  if (!(await claimSingleUse(db, keyOf(userId, code), USED_CODE_MEMORY_MS))) {
    throw new APIError('UNAUTHORIZED', { code: 'TOTP_CODE_REUSED', message: 'Ce code a déjà servi : attendez le suivant (30 secondes au plus)' });
  }
}

/** Gives a refused code back (a wrong code is no used code). */
export async function releaseTotpCode(ctx: TotpContext, db: Kysely<Database>): Promise<void> {
  const code = codeOf(ctx.body);
  const userId = code ? await userOf(ctx) : undefined;
  if (code && userId) await releaseSingleUse(db, keyOf(userId, code));
}
