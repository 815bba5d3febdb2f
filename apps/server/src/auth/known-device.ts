/**
 * A browser that has signed in to an account before carries a signed cookie naming that account: the
 * per-account limit on wrong passwords (sign-in-throttle.ts) does not apply to it. An attacker hammering
 * an account from elsewhere then cannot lock its owner out of their own device.
 */
const COOKIE = 'jdj.known_device';
export const KNOWN_DEVICE_MAX_AGE_S = 365 * 86_400;

interface CookieContext {
  getSignedCookie(name: string, secret: string): Promise<string | null | false>;
  setSignedCookie(name: string, value: string, secret: string, options?: Record<string, unknown>): Promise<string>;
  context: { secret: string };
}

export async function knownDeviceUser(ctx: CookieContext): Promise<string | undefined> {
  const value = await ctx.getSignedCookie(COOKIE, ctx.context.secret).catch(() => null);
  return typeof value === 'string' && value ? value : undefined;
}

export async function rememberDevice(ctx: CookieContext, userId: string, secure: boolean): Promise<void> {
  await ctx.setSignedCookie(COOKIE, userId, ctx.context.secret, { httpOnly: true, sameSite: 'lax', secure, path: '/api/auth', maxAge: KNOWN_DEVICE_MAX_AGE_S });
}

/** An erased account's browser keeps no cookie naming it. */
export function forgetKnownDevice(ctx: { setCookie(name: string, value: string, options?: Record<string, unknown>): string }, secure: boolean): void {
  ctx.setCookie(COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/api/auth', maxAge: 0 });
}
