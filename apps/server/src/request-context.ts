import { AsyncLocalStorage } from 'node:async_hooks';

/** What the server knows about the request being handled, wherever the code runs on its behalf. */
export interface RequestContext {
  /** The X-Request-Id of the request: in its answer's header and in every log line written for it. */
  requestId: string;
  /** Set when this request failed because the database is away (by the error handler, or better-auth's). */
  databaseUnavailable?: unknown;
  /** Error lines a library wrote while handling it, written when it ends unless the database was away. */
  deferredErrors?: (() => void)[];
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

/**
 * Runs `work` as outside any request: for lines about no request in particular (a connection lost, the
 * database back, a count of suppressed lines), written from a callback that would otherwise inherit the
 * context of whichever request set it up — one that may have ended long before (issue 35).
 */
export function outsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}

/** Notes that the current request failed because the database is away (see RequestContext). */
export function markDatabaseUnavailable(error: unknown): void {
  const context = storage.getStore();
  if (context) context.databaseUnavailable = error;
}

/**
 * An error line a library writes before the request's cause is known (better-auth logs a failed query,
 * then throws): kept until the request ends, and dropped if the database being away explains it (the
 * outage is logged once, not as errors per request). Outside a request it is written at once.
 */
export function deferErrorLog(write: () => void): void {
  const context = storage.getStore();
  if (context) (context.deferredErrors ??= []).push(write);
  else write();
}

/** At the end of a request: writes its deferred error lines, unless the database was away. */
export function settleDeferredLogs(context: RequestContext): void {
  const deferred = context.deferredErrors;
  if (!deferred) return;
  context.deferredErrors = undefined;
  if (context.databaseUnavailable === undefined) for (const write of deferred) write();
}
