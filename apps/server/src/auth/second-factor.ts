import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';

/** Imported authenticator secrets are stored as `base32:<secret>` (better-auth's convention). */
const BASE32_PREFIX = 'base32:';

interface SecondFactorContext {
  context: {
    secretConfig: unknown;
    adapter: { findOne<T>(query: { model: string; where: { field: string; value: string }[] }): Promise<T | null> };
  };
}

/**
 * Whether `code` is the current code of the account's authenticator (30 s steps, 6 digits, one step either
 * way), checked the way better-auth's two-factor plugin checks it at sign-in, for the actions that ask for
 * the second factor again (deleting the account). Reuse is refused separately (totp-reuse.ts).
 */
export async function isCurrentTotp(ctx: SecondFactorContext, userId: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const row = await ctx.context.adapter.findOne<{ secret: string }>({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] });
  if (!row) return false;
  const decrypted = await symmetricDecrypt({ key: ctx.context.secretConfig as string, data: row.secret });
  const secret = decrypted.startsWith(BASE32_PREFIX) ? base32.decode(decrypted.slice(BASE32_PREFIX.length).toUpperCase()) : decrypted;
  return createOTP(secret, { period: 30, digits: 6 }).verify(code);
}
