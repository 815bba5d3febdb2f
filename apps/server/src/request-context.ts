import { AsyncLocalStorage } from 'node:async_hooks';

/** What the server knows about the request being handled, wherever the code runs on its behalf. */
export interface RequestContext {
  /** The X-Request-Id of the request: in its answer's header and in every log line written for it. */
  requestId: string;
  /** Set when a library (better-auth) failed this request because the database is away. */
  databaseUnavailable?: unknown;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs the handling of one request with its context (every await inside it sees the same one). */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The request being handled, if any (a background job has none). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Notes that the current request failed because the database is away (see RequestContext). */
export function markDatabaseUnavailable(error: unknown): void {
  const context = storage.getStore();
  if (context) context.databaseUnavailable = error;
}
