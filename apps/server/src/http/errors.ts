import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodType } from 'zod';
import type { ApiError } from '../api/types.ts';
import type { Logger } from '../logger.ts';

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** A stable code for the web app to act on (the console's refusals), sent as `error`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(status: number, message: string): ApiError {
  return { code: status, message };
}

function validate<T>(schema: ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'requête';
  throw new HttpError(400, `${what} « ${field} » invalide : ${issue?.message ?? 'valeur refusée'}`);
}

/** Validates the query string; the first problem becomes a French 400 message. */
export function parseQuery<T>(c: Context, schema: ZodType<T>): T {
  const flat: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (hasNulCharacter(key) || values.some(hasNulCharacter)) throw new HttpError(400, NUL_REFUSED);
    flat[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return validate(schema, flat, 'Paramètre');
}

/** Validates path parameters the same way. */
export function parseParams<T>(c: Context, schema: ZodType<T>): T {
  return validate(schema, c.req.param(), 'Adresse :');
}

/** A NUL character has no place in any of our texts, and PostgreSQL refuses it in a text column. */
export function hasNulCharacter(text: string): boolean {
  return text.includes('\u0000') || text.includes('\\u0000');
}

const NUL_REFUSED = 'Requête invalide : caractère nul refusé';

/** Reads a JSON body and validates it; malformed JSON and wrong shapes are French 400s. */
export async function parseJsonBody<T>(c: Context, schema: ZodType<T>): Promise<T> {
  let text: string;
  let body: unknown;
  try {
    text = await c.req.text();
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Corps de requête invalide : JSON attendu');
  }
  if (hasNulCharacter(text)) throw new HttpError(400, NUL_REFUSED);
  return validate(schema, body, 'Champ');
}

/**
 * Last line of defence: known errors keep their status and message; anything else is
 * logged with its stack and answered as a plain 500 without internals.
 */
export function handleError(error: Error, c: Context, logger: Logger): Response {
  if (error instanceof HttpError) {
    return c.json(error.code ? { ...errorBody(error.status, error.message), error: error.code } : errorBody(error.status, error.message), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = status === 413 ? 'Requête trop volumineuse' : error.message || 'Requête invalide';
    return c.json(errorBody(status, message), status);
  }
  logger.error('unhandled error', { method: c.req.method, path: c.req.path, error });
  return c.json(errorBody(500, 'Erreur interne du serveur'), 500);
}
