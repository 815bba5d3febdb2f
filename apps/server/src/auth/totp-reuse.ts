import { APIError, getSessionFromCtx } from 'better-auth/api';

/**
 * RFC 6238 §5.2: a one-time password is accepted once. A code stays valid about 90 s (one step either
 * way), so each accepted code is remembered for 2 minutes per user, in better-auth's verification table.
 */
export const USED_CODE_MEMORY_MS = 120_000;
const TWO_FACTOR_COOKIE = 'two_factor';

// The slice of better-auth's middleware context these checks read.
interface TotpContext {
  body?: unknown;
  getSignedCookie(name: string, secret: string): Promise<string | null | false>;
  context: {
    secret: string;
    newSession?: { user: { id: string } } | null;
    createAuthCookie(name: string): { name: string };
    internalAdapter: {
      findVerificationValue(identifier: string): Promise<{ value: string } | null | undefined>;
      createVerificationValue(data: { identifier: string; value: string; expiresAt: Date }): Promise<unknown>;
    };
  };
}

const codeOf = (body: unknown): string | undefined => {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^\d{6,8}$/.test(code) ? code : undefined;
};

const identifierOf = (userId: string, code: string) => `totp-used-${userId}-${code}`;

/** The user a code is being checked for: the signed-in one (set-up), or the one of the pending sign-in. */
async function userOf(ctx: TotpContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx as never).catch(() => null);
  if (session?.user.id) return session.user.id;
  const cookie = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
  if (!cookie) return undefined;
  return (await ctx.context.internalAdapter.findVerificationValue(cookie))?.value;
}

export async function refuseReusedTotp(ctx: TotpContext): Promise<void> {
  const code = codeOf(ctx.body);
  const userId = code ? await userOf(ctx) : undefined;
  if (!code || !userId) return;
  if (await ctx.context.internalAdapter.findVerificationValue(identifierOf(userId, code))) {
    throw new APIError('UNAUTHORIZED', { code: 'TOTP_CODE_REUSED', message: 'Ce code a déjà servi : attendez le suivant (30 secondes au plus)' });
  }
}

export async function rememberUsedTotp(ctx: TotpContext): Promise<void> {
  const code = codeOf(ctx.body);
  const userId = ctx.context.newSession?.user.id ?? (await getSessionFromCtx(ctx as never).catch(() => null))?.user.id;
  if (!code || !userId) return;
  await ctx.context.internalAdapter.createVerificationValue({ identifier: identifierOf(userId, code), value: userId, expiresAt: new Date(Date.now() + USED_CODE_MEMORY_MS) });
}
