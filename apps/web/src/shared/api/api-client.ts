import { getLocalUserKey } from '../player/player-id.ts';
import { type Answer, checkAnswer } from './answer-schema.ts';
import type { ApiError, ApiSuccess } from './api-types.ts';

/** Text of a failed call when the server gives none (document 1 §8). */
export const DEFAULT_API_ERROR_MESSAGE = 'Something went wrong while processing your request.';

/** An answer whose shape is not the contract's (packages/api): an older or newer server, a proxy's page. */
export const UNEXPECTED_ANSWER_MESSAGE = 'Le serveur a répondu de façon inattendue. Rechargez la page ou réessayez dans quelques instants.';

/** A failed call to the API: what was asked, what came back, and whether the caller aborted it. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly url: string;
  /** HTTP status; 0 when no answer arrived (network failure or abort). */
  readonly status: number;
  /** The parsed JSON answer, the raw text when it was not JSON, or null. */
  readonly body: unknown;
  readonly aborted: boolean;

  constructor(init: { url: string; status: number; body: unknown; aborted?: boolean; message?: string; cause?: unknown }) {
    super(init.message || DEFAULT_API_ERROR_MESSAGE, { cause: init.cause });
    this.url = init.url;
    this.status = init.status;
    this.body = init.body;
    this.aborted = init.aborted ?? false;
  }
}

export interface ApiGetOptions {
  signal?: AbortSignal;
}

function isApiSuccess<T>(body: unknown): body is ApiSuccess<T> {
  // Tolerant of a 201 written in the envelope too (a created score).
  const code = (body as { code?: unknown } | null)?.code;
  return typeof body === 'object' && body !== null && typeof code === 'number' && code >= 200 && code < 300 && 'data' in body;
}

function messageOf(body: unknown): string | undefined {
  const message = (body as Partial<ApiError> | null)?.message;
  return typeof body === 'object' && typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: unknown })?.name === 'AbortError';
}

/**
 * GET a path of the API and return its `data`, checked against the route's answer schema (packages/api), or
 * throw an ApiRequestError (its message French when the answer has another shape).
 */
export function apiGet<T>(path: string, answer: Answer<T>, options: ApiGetOptions = {}): Promise<T> {
  return apiRequest('GET', path, undefined, answer, options);
}

/** POST a JSON body to a path of the API and return its checked `data`, or throw an ApiRequestError. */
export function apiPost<T>(path: string, body: unknown, answer: Answer<T>, options: ApiGetOptions = {}): Promise<T> {
  return apiRequest('POST', path, body, answer, options);
}

/** PATCH a JSON body to a path of the API and return its checked `data`, or throw an ApiRequestError. */
export function apiPatch<T>(path: string, body: unknown, answer: Answer<T>, options: ApiGetOptions = {}): Promise<T> {
  return apiRequest('PATCH', path, body, answer, options);
}

/** DELETE a path of the API (no body) and return its checked `data`, or throw an ApiRequestError. */
export function apiDelete<T>(path: string, answer: Answer<T>, options: ApiGetOptions = {}): Promise<T> {
  return apiRequest('DELETE', path, undefined, answer, options);
}

async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload: unknown,
  answer: Answer<T>,
  options: ApiGetOptions,
): Promise<T> {
  const sent = payload === undefined ? {} : { body: JSON.stringify(payload) };
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      // The key opens this browser's anonymous scores (never put in a URL, where logs would keep it).
      headers: {
        Accept: 'application/json',
        'x-local-user-key': getLocalUserKey(),
        ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      credentials: 'same-origin',
      signal: options.signal ?? null,
      ...sent,
    });
  } catch (error) {
    throw new ApiRequestError({
      url: path,
      status: 0,
      body: null,
      aborted: isAbortError(error) || options.signal?.aborted === true,
      cause: error,
    });
  }

  let body: unknown = null;
  try {
    const text = await response.text();
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = text;
    }
  } catch (error) {
    throw new ApiRequestError({
      url: path,
      status: response.status,
      body: null,
      aborted: isAbortError(error) || options.signal?.aborted === true,
      cause: error,
    });
  }

  if (!response.ok || !isApiSuccess<unknown>(body)) {
    throw new ApiRequestError({ url: path, status: response.status, body, message: messageOf(body) });
  }
  let checked: Awaited<ReturnType<typeof checkAnswer<T>>>;
  try {
    checked = await checkAnswer(answer, body.data);
  } catch (error) {
    // The schema's chunk did not arrive (offline, a new deployment): as if the answer never had.
    throw new ApiRequestError({ url: path, status: 0, body: null, aborted: options.signal?.aborted === true, cause: error });
  }
  if (!checked.ok) {
    console.warn('Answer outside the API contract', path, checked.problem);
    throw new ApiRequestError({ url: path, status: response.status, body, message: UNEXPECTED_ANSWER_MESSAGE });
  }
  return checked.value;
}
