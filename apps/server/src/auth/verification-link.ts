import { APIError } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';

interface VerifyEmailContext {
  query?: Record<string, unknown> | undefined;
  context: {
    secret: string;
    internalAdapter: { findUserByEmail(email: string): Promise<{ user: { emailVerified: boolean } } | null> };
  };
}

/**
 * A verification link followed again once its address is verified: better-auth answers success a second
 * time; the player is told the link was already used instead. Only a link signed by us is looked at, so a
 * forged token learns nothing about an address.
 */
export async function refuseUsedVerificationLink(ctx: VerifyEmailContext): Promise<void> {
  const token = ctx.query?.token;
  if (typeof token !== 'string') return;
  const payload = await verifyJWT<{ email?: unknown; updateTo?: unknown }>(token, ctx.context.secret);
  // An email change has its own flow; an invalid or expired token gets better-auth's own error.
  if (!payload || typeof payload.email !== 'string' || payload.updateTo !== undefined) return;
  const found = await ctx.context.internalAdapter.findUserByEmail(payload.email.toLowerCase());
  if (found?.user.emailVerified) {
    throw new APIError('BAD_REQUEST', { code: 'EMAIL_ALREADY_VERIFIED', message: 'Adresse email déjà vérifiée' });
  }
}
