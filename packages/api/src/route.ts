import type * as z from 'zod/mini';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Schema = z.ZodMiniType;

/**
 * One route of the API: where it is (method and Hono path pattern, as mounted under /api) and the schema of
 * each part a request carries and of its answer. The server parses requests with these schemas; the browser
 * parses answers with them; the server's tests check every answer against them (apps/server/src/http/contract-check.ts).
 */
export interface ApiRoute<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  A extends Schema | null = Schema | null,
> {
  method: Method;
  path: string;
  params: P;
  query: Q;
  body: B;
  /** The answer's `data` (inside `{ code, data }`), or the whole JSON answer for `raw` routes; null: not JSON (a file, a page). */
  answer: A;
  /** better-auth's routes answer plain JSON, without the API's envelope. */
  raw: boolean;
}

interface Parts<P, Q, B, A> {
  params?: P;
  query?: Q;
  body?: B;
  answer: A;
  raw?: boolean;
}

export function route<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  A extends Schema | null = null,
>(method: Method, path: string, parts: Parts<P, Q, B, A>): ApiRoute<P, Q, B, A> {
  return {
    method,
    path,
    params: parts.params as P,
    query: parts.query as Q,
    body: parts.body as B,
    answer: parts.answer,
    raw: parts.raw ?? false,
  };
}
