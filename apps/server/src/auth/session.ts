import type { Context } from 'hono';
import type { Auth } from './auth.ts';

/** Whether the request carries our session cookie at all (then, and only then, the database is asked). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader?.includes('jdj.session_token=') ?? false;
}

/**
 * The signed-in account of a request, or undefined (no cookie, or an invalid or expired session:
 * the call then goes on as the anonymous player).
 */
export function sessionUserOf(auth: Auth) {
  return async (c: Context): Promise<string | undefined> => {
    if (!hasSessionCookie(c.req.header('cookie'))) return undefined;
    const session = await auth.api.getSession({ headers: c.req.raw.headers, query: { disableRefresh: true } });
    return session?.user.id;
  };
}
