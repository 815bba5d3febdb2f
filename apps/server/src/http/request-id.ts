import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { type RequestContext, runInRequest, settleDeferredLogs } from '../request-context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy may already have given (nginx's $request_id, a load balancer's): kept when it is a plain
 * token, so one id follows the request through every log; anything else (too long, spaces, quotes that
 * could forge a log field) is replaced by our own.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Names each request: the id goes back in the X-Request-Id header (set before the handler, so the hot
 * routes keep their fast path) and into every log line written while the request is handled. When the
 * request ends, the error lines a library deferred are written (see deferErrorLog).
 */
export function requestId(): MiddlewareHandler {
  return (c, next) => {
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.header(REQUEST_ID_HEADER, id);
    const context: RequestContext = { requestId: id };
    return runInRequest(context, async () => {
      await next();
      settleDeferredLogs(context);
    });
  };
}
