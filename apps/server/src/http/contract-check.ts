import { isDeepStrictEqual } from 'node:util';
import { allRoutes, ApiError, type ApiRoute, successOf } from '@jdj/api';
import type { MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import type { Logger } from '../logger.ts';

/** A route pattern of the contract as a matcher of request paths. */
interface CompiledRoute {
  route: ApiRoute;
  pattern: RegExp;
  /** Fewer parameters first: /api/leagues/places/:slug/:date before /api/leagues/:id/… */
  params: number;
}

function compile(route: ApiRoute): CompiledRoute {
  const segments = route.path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return { route, pattern: new RegExp(`^${segments.join('/')}/?$`), params: route.path.split('/').filter((s) => s.startsWith(':')).length };
}

/** Finds the contract's route of a request. */
export function contractRouteFinder(routes: readonly ApiRoute[] = allRoutes()): (method: string, path: string) => ApiRoute | undefined {
  const compiled = routes.map(compile).sort((a, b) => a.params - b.params);
  return (method, path) => compiled.find((c) => c.route.method === method && c.pattern.test(path))?.route;
}

/** What any refusal answers, whatever its route. */
const REFUSAL: ApiRoute = { method: 'GET', path: '', params: undefined, query: undefined, body: undefined, answer: null, raw: false };

/** Why an answer falls outside the contract, or null when it keeps it. */
export function contractViolation(route: ApiRoute, status: number, body: unknown): string | null {
  if (status >= 400) {
    const error = z.safeParse(ApiError, body);
    return error.success ? null : `erreur sans { code, message } : ${issuesOf(error.error)}`;
  }
  if (route.answer === null) return null;
  const schema = route.raw ? route.answer : successOf(route.answer);
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) return issuesOf(parsed.error);
  // A field the schema does not name is outside it too (parsing drops it: the browser would never see it); but
  // better-auth's answers (raw) carry fields the app does not read, which are the library's, not the contract's.
  if (!route.raw && !isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), body)) return 'champ absent du contrat';
  return null;
}

function issuesOf(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(racine)'} : ${issue.message}`)
    .join(' ; ');
}

/**
 * Tests run every server with this check (testing/test-server.ts): each JSON answer of /api/* is parsed with
 * its route's schema of packages/api, and an answer outside it becomes a 500 naming the route, so the test
 * that met it fails. An /api route missing from the contract is one too. Off in production: the answers'
 * shapes are the tests' job, not every request's.
 */
export function contractCheck(logger: Logger, routes: readonly ApiRoute[] = allRoutes()): MiddlewareHandler {
  const find = contractRouteFinder(routes);
  return async (c, next) => {
    await next();
    const { method, path } = c.req;
    const status = c.res.status;
    if (status === 304 || method === 'HEAD' || method === 'OPTIONS') return;
    const route = find(method, path);
    let violation: string | null;
    if (!route) {
      // better-auth serves more than the app calls: only the routes the contract names are checked.
      if (path.startsWith('/api/auth/')) return;
      // A refusal of a path or method the API does not serve still answers { code, message }.
      violation =
        status >= 400
          ? contractViolation(
              REFUSAL,
              status,
              await c.res
                .clone()
                .json()
                .catch(() => null),
            )
          : 'route absente du contrat';
    } else {
      const type = c.res.headers.get('content-type') ?? '';
      if (route.answer === null && status < 400) return;
      if (!type.includes('json')) violation = `réponse ${status} sans JSON`;
      else violation = contractViolation(route, status, await c.res.clone().json());
    }
    if (violation === null) return;
    const message = `Réponse hors contrat : ${method} ${route?.path ?? path} (${status}) : ${violation}`;
    logger.error('answer outside the API contract', { method, path, status, violation });
    c.res = new Response(JSON.stringify({ code: 500, message }), { status: 500, headers: { 'content-type': 'application/json; charset=UTF-8' } });
  };
}
