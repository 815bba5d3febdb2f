import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { keepBodyText } from './body-text.ts';
import { errorBody } from './errors.ts';

/**
 * A request's body read once, within a size limit. Under Node it is read straight from the socket's stream:
 * through Hono's Request, the Node adapter builds a web Request and a web stream around the same bytes, a
 * quarter of a score's CPU time on the busiest route (issue 24). Without a Node request (tests calling
 * `app.request`), Hono's own reader and limit apply.
 */
export function readBodyWithin(maxSize: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  const fallback = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableEnded) return fallback(c, next);
    const refuse = () => {
      // The rest of the body is not read: the connection closes once the answer is sent.
      c.header('Connection', 'close');
      return tooLarge(c);
    };
    if (Number(incoming.headers['content-length'] ?? 0) > maxSize) return refuse();
    const text = await readText(incoming, maxSize);
    if (text === TOO_LARGE) return refuse();
    // The client went away mid-body: nothing to act on, and no one left to read a 500.
    if (text === INTERRUPTED) return c.json(errorBody(400, 'Corps de requête interrompu'), 400);
    keepBodyText(c, text);
    return next();
  };
}

const TOO_LARGE = Symbol('too large');
const INTERRUPTED = Symbol('interrupted');

/**
 * The body as text, or why not. A body sent without its length (chunked) is counted as it comes, and the
 * reading stops at the limit; the stream is left to Node, which discards what follows.
 */
function readText(incoming: IncomingMessage, maxSize: number): Promise<string | typeof TOO_LARGE | typeof INTERRUPTED> {
  return new Promise((resolve) => {
    // Gone before this reader came: no event would ever come.
    if (incoming.destroyed) return resolve(INTERRUPTED);
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: string | typeof TOO_LARGE | typeof INTERRUPTED) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onFailure).off('aborted', onFailure).off('close', onFailure);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxSize) settle(TOO_LARGE);
      else chunks.push(chunk);
    };
    const onEnd = () => settle(Buffer.concat(chunks, size).toString('utf8'));
    const onFailure = () => settle(INTERRUPTED);
    // A close before the end is a client gone mid-body (after the end, the listeners are already off).
    incoming.on('data', onData).on('end', onEnd).on('error', onFailure).on('aborted', onFailure).on('close', onFailure);
  });
}
