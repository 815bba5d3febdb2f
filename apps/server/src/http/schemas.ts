import { isIsoDate } from '@jdj/puzzles';
import { z } from 'zod';

// Zod's own messages (unknown key, wrong type…) in French too: they reach players' screens.
z.config(z.locales.fr());

/** Reusable pieces of request validation, with French messages. */
export const providerSlug = z
  .string()
  .trim()
  .max(64, 'au plus 64 caractères')
  .regex(/^[a-z0-9-]*$/i, 'lettres, chiffres et tirets uniquement')
  .transform((s) => s.toLowerCase());

export const gameSlug = z.string().regex(/^[a-z]{1,32}$/, 'nom de jeu invalide');

export const isoDate = z.string().refine(isIsoDate, 'date AAAA-MM-JJ attendue');

export const uuid = z.uuid('identifiant UUID attendu');

export const providerQuery = z.object({ provider: providerSlug.optional() });

// Route parameters, built once: a schema compiled inside a handler would be rebuilt on every request.
export const gameParams = z.object({ slug: gameSlug });
export const gameDayParams = z.object({ slug: gameSlug, date: isoDate });
export const localUserQuery = z.object({ local_user_id: uuid });
