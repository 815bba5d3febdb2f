import { type Answer, checkAnswer } from '../api/answer-schema.ts';
import { UNEXPECTED_ANSWER_MESSAGE } from '../api/api-client.ts';
import { getLocalUserId, getLocalUserKey } from '../player/player-id.ts';

/** A failed /api/auth/* call: HTTP status (0 without an answer), the server's stable code, French message and field. */
export class AuthCallError extends Error {
  override readonly name = 'AuthCallError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Seconds to wait, from Retry-After, on a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export interface AuthCallOptions<T = unknown> {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Sends x-local-user-id and its key, so this device's anonymous scores join the account (sign-up, sign-in, 2FA). */
  asPlayer?: boolean;
  /** The answer's schema (account-answers.ts), for a call whose answer the page reads: another shape throws UNEXPECTED_ANSWER. */
  answer?: Answer<T>;
}

/**
 * A same-origin call to better-auth under /api/auth; its answers are plain JSON (no {code, data} envelope),
 * checked against the contract's schema when `answer` is given.
 */
export async function authCall<T = unknown>(path: string, options: AuthCallOptions<T> = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  if (options.asPlayer) {
    headers['x-local-user-id'] = getLocalUserId();
    headers['x-local-user-key'] = getLocalUserKey();
  }
  let response: Response;
  try {
    response = await fetch(`/api/auth/${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
    });
  } catch (error) {
    throw new AuthCallError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const error = (body ?? {}) as { error?: unknown; message?: unknown; field?: unknown };
    const retry = Number(response.headers.get('retry-after'));
    throw new AuthCallError(
      response.status,
      typeof error.error === 'string' ? error.error : 'ERROR',
      typeof error.message === 'string' ? error.message : '',
      typeof error.field === 'string' ? error.field : undefined,
      Number.isFinite(retry) && retry > 0 ? retry : undefined,
    );
  }
  if (!options.answer) return body as T;
  let checked: Awaited<ReturnType<typeof checkAnswer<T>>>;
  try {
    checked = await checkAnswer(options.answer, body);
  } catch (error) {
    // The schema's chunk did not arrive (offline, a new deployment): as if the answer never had.
    throw new AuthCallError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : String(error));
  }
  if (!checked.ok) {
    // The path without its query (a verification link's token stays out of the console).
    console.warn('Answer outside the API contract', `/api/auth/${path.split('?')[0]}`, checked.problem);
    throw new AuthCallError(response.status, 'UNEXPECTED_ANSWER', UNEXPECTED_ANSWER_MESSAGE);
  }
  return checked.value;
}

/** A refusal the player can act on (a 4xx other than too many attempts): its message is the server's French text. */
export function isRefusal(error: unknown): error is AuthCallError {
  return error instanceof AuthCallError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

export function isTooManyAttempts(error: unknown): error is AuthCallError {
  return error instanceof AuthCallError && error.status === 429;
}
