import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiError, consoleFieldWords, leagueFieldWords, reminderFieldWords, shownNameSentence } from '@jdj/api';
import * as z from 'zod/mini';
import { isDatabaseUnavailable } from '../db/availability.ts';
import type { Logger } from '../logger.ts';
import { markDatabaseUnavailable } from '../request-context.ts';
import { bodyTextOf } from './body-text.ts';
import './french-messages.ts';

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** What the caller may act on: a stable `code` sent as `error` (the console's refusals), a Retry-After delay. */
    readonly details: { code?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(status: number, message: string): ApiError {
  return { code: status, message };
}

/** Any schema, of the API's contract (zod/mini) or the server's own (zod): both are zod's core types. */
type Schema = z.core.$ZodType;

/** Field names in words for the routes whose readers are not developers (the console's, the leagues'). */
type FieldWords = (path: readonly PropertyKey[]) => string | undefined;
const FIELD_WORDS: readonly (readonly [prefix: string, words: FieldWords])[] = [
  ['/api/console/', consoleFieldWords],
  ['/api/leagues', leagueFieldWords],
  ['/api/reminders', reminderFieldWords],
];
const fieldWordsOf = (c: Context): FieldWords | undefined => FIELD_WORDS.find(([prefix]) => c.req.path.startsWith(prefix))?.[1];

function validate<S extends Schema>(schema: S, value: unknown, what: string, words?: FieldWords): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // A shown name's refusal is a whole sentence that names the field as the player sees it.
  const sentence = shownNameSentence(issue);
  if (sentence) throw new HttpError(400, sentence.message);
  // A key such a route does not know: named, rather than zod's « Clé non reconnue ».
  if (words && issue?.code === 'unrecognized_keys') {
    throw new HttpError(400, `${what} inconnu dans la requête : ${issue.keys.map((key) => `« ${key} »`).join(', ')}`);
  }
  // The fields in words (« Noms d’hôte, ligne 1 »), other routes' by their key.
  const field = (issue && words?.(issue.path)) || issue?.path.join('.') || 'requête';
  throw new HttpError(400, `${what} « ${field} » invalide : ${issue?.message ?? 'valeur refusée'}`);
}

/** Validates the query string; the first problem becomes a French 400 message. */
export function parseQuery<S extends Schema>(c: Context, schema: S): z.output<S> {
  const flat: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (hasNulCharacter(key) || values.some(hasNulCharacter)) throw new HttpError(400, NUL_REFUSED);
    flat[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return validate(schema, flat, 'Paramètre', fieldWordsOf(c));
}

/** Validates path parameters the same way. */
export function parseParams<S extends Schema>(c: Context, schema: S): z.output<S> {
  return validate(schema, c.req.param(), 'Adresse :');
}

/** A NUL character has no place in any of our texts, and PostgreSQL refuses it in a text column. */
export function hasNulCharacter(text: string): boolean {
  return text.includes('\u0000') || text.includes('\\u0000');
}

const NUL_REFUSED = 'Requête invalide : caractère nul refusé';

/** Reads a JSON body and validates it; malformed JSON and wrong shapes are French 400s. */
export async function parseJsonBody<S extends Schema>(c: Context, schema: S): Promise<z.output<S>> {
  return parseJsonText(await requestBodyText(c), schema, fieldWordsOf(c));
}

/** The text of a request's body: the one its reader kept (request-body.ts), else read now. */
export async function requestBodyText(c: Context): Promise<string> {
  try {
    return bodyTextOf(c) ?? (await c.req.text());
  } catch {
    throw new HttpError(400, JSON_EXPECTED);
  }
}

const JSON_EXPECTED = 'Corps de requête invalide : JSON attendu';

/** Parses and validates a body's text as parseJsonBody does: what the score worker runs (score-checks.ts). */
export function parseJsonText<S extends Schema>(text: string, schema: S, words?: FieldWords): z.output<S> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, JSON_EXPECTED);
  }
  if (hasNulCharacter(text)) throw new HttpError(400, NUL_REFUSED);
  return validate(schema, body, 'Champ', words);
}

/** What a player reads while the database is away (API answers and pages alike). */
export const DATABASE_AWAY_MESSAGE = 'Service momentanément indisponible : la base de données ne répond pas. Réessayez dans quelques instants.';
/** A database restart takes seconds: clients (and the app's score outbox) come back after this long. */
const DATABASE_AWAY_RETRY_SECONDS = 5;

export interface ErrorHandling {
  logger: Logger;
  /** Told of every request refused because the database is away (logs, outage tracking). */
  onDatabaseUnavailable?: (error: unknown, fields: Record<string, unknown>) => void;
}

/**
 * Last line of defence: known errors keep their status and message; the database being away is a 503
 * (JSON under /api, a French page elsewhere) with Retry-After; anything else is logged with its stack and
 * answered as a plain 500 without internals.
 */
export function handleError(error: Error, c: Context, handling: ErrorHandling): Response {
  if (error instanceof HttpError) {
    const { code, retryAfterSeconds } = error.details;
    if (retryAfterSeconds !== undefined) c.header('retry-after', String(retryAfterSeconds));
    return c.json(code ? { ...errorBody(error.status, error.message), error: code } : errorBody(error.status, error.message), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = status === 413 ? 'Requête trop volumineuse' : error.message || 'Requête invalide';
    return c.json(errorBody(status, message), status);
  }
  if (isDatabaseUnavailable(error)) {
    markDatabaseUnavailable(error);
    handling.onDatabaseUnavailable?.(error, { method: c.req.method, path: c.req.path });
    return databaseAway(c);
  }
  handling.logger.error('unhandled error', { method: c.req.method, path: c.req.path, error });
  return c.json(errorBody(500, 'Erreur interne du serveur'), 500);
}

/** The 503 of a request the database could not serve: the API's envelope, or a small French page. */
export function databaseAway(c: Context): Response {
  c.header('retry-after', String(DATABASE_AWAY_RETRY_SECONDS));
  c.header('cache-control', 'no-store');
  if (c.req.path.startsWith('/api/') || c.req.path === '/api') return c.json(errorBody(503, DATABASE_AWAY_MESSAGE), 503);
  return c.html(DATABASE_AWAY_PAGE, 503);
}

const DATABASE_AWAY_PAGE = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Jeux du Jour : service momentanément indisponible</title></head>
<body>
<h1>Service momentanément indisponible</h1>
<p>La base de données ne répond pas pour le moment. Vos parties enregistrées ne sont pas perdues.</p>
<p>Réessayez dans quelques instants : <a href="">recharger la page</a>.</p>
</body>
</html>
`;
