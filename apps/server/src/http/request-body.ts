import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors.ts';

/**
 * A request's body read once, within a size limit. Under Node it is read straight from the socket's stream:
 * through Hono's Request, the Node adapter builds a web Request and a web stream around the same bytes, a
 * quarter of a score's CPU time on the busiest route (issue 24). Without a Node request (tests calling
 * `app.request`), Hono's own reader and limit apply.
 */
const bodies = new WeakMap<Context, string>();

/** The text the middleware read, if it did (parseJsonBody then reads nothing more). */
export const bodyTextOf = (c: Context): string | undefined => bodies.get(c);

export function readBodyWithin(maxSize: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  const fallback = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableEnded) return fallback(c, next);
    if (Number(incoming.headers['content-length'] ?? 0) > maxSize) return tooLarge(c);
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of incoming as AsyncIterable<Buffer>) {
        size += chunk.length;
        // A body sent without its length (chunked) is counted as it comes.
        if (size > maxSize) return tooLarge(c);
        chunks.push(chunk);
      }
    } catch {
      // The client went away mid-body: nothing to act on, and no one left to read a 500.
      return c.json(errorBody(400, 'Corps de requête interrompu'), 400);
    }
    bodies.set(c, Buffer.concat(chunks, size).toString('utf8'));
    return next();
  };
}
