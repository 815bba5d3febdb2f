import { Hono } from 'hono';
import { accountRoutes, type ApiRoute, type ApiSuccess, type AuthConfigDto } from '@jdj/api';
import { isAPIError } from 'better-auth/api';
import type { AppConfig } from '../config.ts';
import { clientAddress } from '../http/client-address.ts';
import { hasNulCharacter } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { currentRequest } from '../request-context.ts';
import { type Auth, AUTH_BASE_PATH, CLIENT_IP_HEADER } from './auth.ts';
import { type AuthErrorBody, authErrorBody } from './errors.ts';
import { recordingMailOutcome } from './mail-outcome.ts';
import { parseOrThrow } from './fields.ts';
import { OIDC_PROVIDER_ID } from './oidc.ts';

/**
 * The session token lives in an HttpOnly cookie: page scripts never need it, so get-session answers
 * without it (nor the address and browser it was opened from).
 */
async function withoutSessionSecrets(response: Response): Promise<Response> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response.json().catch(() => null)) as { session?: Record<string, unknown> } | null;
  if (body?.session) {
    delete body.session.token;
    delete body.session.ipAddress;
    delete body.session.userAgent;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: 200, headers });
}

/** The token part of this browser's session cookie (`<token>.<signature>`), to tell its own session apart. */
function sessionTokenOfCookie(cookieHeader: string | null): string | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const [name = '', ...value] = pair.trim().split('=');
    if (name === 'jdj.session_token' || name === '__Secure-jdj.session_token') {
      try {
        return decodeURIComponent(value.join('=')).split('.')[0];
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * list-sessions as the profile shows it: each session's id, dates and browser, and which one is this
 * browser's; never its token (revoke-session takes the id: account-security.ts) nor its address.
 */
async function sessionsForPage(response: Response, cookieHeader: string | null): Promise<Response> {
  if (response.status !== 200) return response;
  const sessions = (await response.json().catch(() => null)) as Record<string, unknown>[] | null;
  if (!Array.isArray(sessions)) return response;
  const own = sessionTokenOfCookie(cookieHeader);
  const shown = sessions.map((session) => ({
    id: session.id,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    expiresAt: session.expiresAt,
    userAgent: session.userAgent ?? null,
    current: own !== undefined && session.token === own,
  }));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(shown), { status: 200, headers });
}

/** Failed auth calls answer like the rest of the API: {code, message (French), error: CODE}. */
async function normalized(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  let raw: Record<string, unknown> = {};
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const parsed: unknown = await response.json().catch(() => undefined);
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  }
  const retryAfter = response.headers.get('x-retry-after');
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=UTF-8');
  headers.delete('content-length');
  if (retryAfter) headers.set('retry-after', retryAfter);
  const body = authErrorBody(response.status, raw, retryAfter);
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/**
 * The contract's POST bodies checked by auth.ts's hooks instead (they rewrite the body: trimmed, in lower case,
 * empty names dropped; delete-user wants the session first, so that a visitor gets its 401).
 */
const CHECKED_IN_HOOKS: ReadonlySet<ApiRoute> = new Set([
  accountRoutes.signUp,
  accountRoutes.updateUser,
  accountRoutes.deleteUser,
  accountRoutes.changeEmail,
  accountRoutes.revokeSession,
]);

/**
 * better-auth's own checks kept: their refusals are the ones players see and the tests pin (sign-in's
 * VALIDATION_ERROR, INVALID_EMAIL and PASSWORD_TOO_LONG; the reset's INVALID_TOKEN and PASSWORD_TOO_SHORT; the
 * reset request's VALIDATION_ERROR), and a malformed sign-in counts against the sign-in limits like a wrong one.
 */
const LEFT_TO_BETTER_AUTH: ReadonlySet<ApiRoute> = new Set([accountRoutes.signIn, accountRoutes.requestPasswordReset, accountRoutes.resetPassword]);

/** The other POST bodies of the contract, checked here before better-auth sees them: by path. */
const CHECKED_HERE = new Map(
  (Object.values(accountRoutes) as ApiRoute[]).flatMap((route) =>
    route.raw && route.method === 'POST' && route.body && !CHECKED_IN_HOOKS.has(route) && !LEFT_TO_BETTER_AUTH.has(route)
      ? [[route.path, route.body] as const]
      : [],
  ),
);

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * The French 400 of a body outside its contract's schema (parseOrThrow: MISSING_FIELD, UNKNOWN_FIELD…), in
 * the shape of every failed auth call; null when it keeps it. A body better-auth would not read as JSON (another
 * type: 415; malformed: 400) is left to its own refusal.
 */
function bodyRefusal(path: string, contentType: string | null, body: ArrayBuffer): AuthErrorBody | null {
  const schema = CHECKED_HERE.get(path.replace(/\/+$/, ''));
  if (!schema || !JSON_TYPE.test(contentType ?? '')) return null;
  let parsed: unknown;
  try {
    const text = new TextDecoder().decode(body);
    if (text.trim() === '') return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  try {
    parseOrThrow(schema, parsed);
    return null;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return authErrorBody(400, (error.body ?? {}) as Record<string, unknown>, null);
  }
}

/** `/api/auth/*` (better-auth) and `/api/auth-config`, mounted under /api. */
export function authRoutes(auth: Auth, config: AppConfig, logger: Logger): Hono {
  const authConfig: ApiSuccess<AuthConfigDto> = {
    code: 200,
    data: {
      emailAndPassword: true,
      oidc: config.oidc ? { id: OIDC_PROVIDER_ID, name: config.oidc.name } : null,
    },
  };
  return new Hono()
    .get('/auth-config', (c) => c.json(authConfig))
    .all('/auth/*', async (c) => {
      const incoming = c.req.raw;
      // better-auth answers GET and POST; other methods (TRACE cannot even build a Request) are refused here.
      if (incoming.method !== 'GET' && incoming.method !== 'POST') {
        return c.json({ code: 405, message: 'Méthode non autorisée', error: 'METHOD_NOT_ALLOWED' }, 405, { allow: 'GET, POST' });
      }
      // better-auth's admin routes are the console's, called from the server after its own checks and with an
      // audit line (routes/console.ts): nobody reaches them directly, not even an administrator.
      if (c.req.path.startsWith(`${AUTH_BASE_PATH}/admin/`)) return c.json({ code: 404, message: 'Route inconnue', error: 'NOT_FOUND' }, 404);
      const headers = new Headers(incoming.headers);
      // Only our own value counts: a client cannot choose its rate-limit bucket.
      headers.delete(CLIENT_IP_HEADER);
      const address = clientAddress(c, config.trustProxy);
      if (address) headers.set(CLIENT_IP_HEADER, address);
      const hasBody = incoming.method === 'POST';
      const body = hasBody ? await incoming.arrayBuffer() : undefined;
      // PostgreSQL refuses NUL in text: such input is refused here rather than failing in a query.
      if (/%00/.test(incoming.url) || hasNulCharacter(incoming.url) || (body && hasNulCharacter(new TextDecoder().decode(body)))) {
        return c.json({ code: 400, message: 'Requête invalide : caractère nul refusé', error: 'BAD_REQUEST' }, 400);
      }
      const refusal = body ? bodyRefusal(c.req.path, incoming.headers.get('content-type'), body) : null;
      if (refusal) return c.json(refusal, 400);
      const request = new Request(incoming.url, {
        method: incoming.method,
        headers,
        ...(body ? { body } : {}),
        signal: incoming.signal,
      });
      // The sign-up's answer says whether its mail left (mail-outcome.ts).
      const response = await recordingMailOutcome(() => auth.handler(request));
      const databaseError = currentRequest()?.databaseUnavailable;
      // Thrown on: the app's error handler answers 503 in French, as for every other route.
      if (response.status >= 500 && databaseError !== undefined) throw databaseError;
      if (response.status >= 500) logger.error('auth call failed', { method: incoming.method, path: c.req.path, status: response.status });
      if (c.req.path === '/api/auth/get-session') return withoutSessionSecrets(response);
      if (c.req.path === '/api/auth/list-sessions') return sessionsForPage(response, incoming.headers.get('cookie'));
      return normalized(response);
    });
}
