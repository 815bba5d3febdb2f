import type { Context, Next } from 'hono';
import { errorBody } from './errors.ts';

/**
 * Every write of our API is JSON from our own pages. A cross-site form (text/plain, no preflight) or a
 * page of another site posting with the player's cookies is refused before any handler runs. Calls
 * without an Origin header (scripts, curl) carry no browser cookies by accident and are left to the
 * route's own checks. better-auth checks its routes itself.
 */
export function sameOriginWrites(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins.map((origin) => origin.toLowerCase()));
  return async (c: Context, next: Next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || c.req.path.startsWith('/api/auth/')) return next();
    // A write without a body (a DELETE on an unknown route) goes on to routing and its 404.
    const length = c.req.header('content-length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    const type = c.req.header('content-type') ?? '';
    if (hasBody && !/^application\/json\b/i.test(type)) return c.json(errorBody(415, 'Type de contenu refusé : JSON attendu'), 415);
    const origin = c.req.header('origin');
    if (origin !== undefined && !isSameSite(origin, c.req.header('host'), trusted)) {
      return c.json(errorBody(403, 'Origine de la requête refusée'), 403);
    }
    if (c.req.header('sec-fetch-site') === 'cross-site') return c.json(errorBody(403, 'Origine de la requête refusée'), 403);
    return next();
  };
}

function isSameSite(origin: string, host: string | undefined, trusted: ReadonlySet<string>): boolean {
  if (trusted.has(origin.toLowerCase())) return true;
  try {
    return host !== undefined && new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
