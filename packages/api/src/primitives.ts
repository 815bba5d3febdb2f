import { isIsoDate } from '@jdj/puzzles';
import * as z from 'zod/mini';

// The pieces every route's parameters and bodies are made of, with the French messages players may read.

export const providerSlug = z
  .string()
  .check(z.trim(), z.maxLength(64, 'au plus 64 caractères'), z.regex(/^[a-z0-9-]*$/i, 'lettres, chiffres et tirets uniquement'), z.toLowerCase());

export const gameSlug = z.string().check(z.regex(/^[a-z]{1,32}$/, 'nom de jeu invalide'));

export const isoDate = z.string().check(z.refine(isIsoDate, 'date AAAA-MM-JJ attendue'));

export const uuid = z.uuid('identifiant UUID attendu');

/** An instant with its offset, as `Date.toISOString()` writes it. */
export const isoInstant = z.iso.datetime({ offset: true, message: 'date-heure ISO attendue' });

/** Whole seconds, zero or more. */
export const seconds = z.number().check(z.int('nombre entier de secondes attendu'), z.minimum(0, 'positif attendu'));

/** A JSON object of any fields: a game's own data, whose rules check it (the server's replay). */
export const jsonObject = z.record(z.string(), z.unknown());

export const providerQuery = z.object({ provider: z.optional(providerSlug) });
export const gameParams = z.object({ slug: gameSlug });
export const gameDayParams = z.object({ slug: gameSlug, date: isoDate });
export const localUserQuery = z.object({ local_user_id: uuid });
