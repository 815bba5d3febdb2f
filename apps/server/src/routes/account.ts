import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { exportAccount } from '../services/export-account.ts';
import type { SessionUserOf } from './scores.ts';

/**
 * GET /api/account/export — « Télécharger mes données »: the signed-in account's data as a JSON file.
 * Everything else about the account is better-auth's (/api/auth/*).
 */
export function accountRoutes(db: Kysely<Database>, sessionUserOf: SessionUserOf): Hono {
  return new Hono().get('/export', async (c) => {
    // A link on another site would only download the file into the player's own browser; refused all the same.
    if (c.req.header('sec-fetch-site') === 'cross-site') throw new HttpError(403, 'Origine de la requête refusée');
    const userId = await sessionUserOf(c);
    const document = userId ? await exportAccount(db, userId) : undefined;
    if (!document) throw new HttpError(401, 'Vous devez être connecté pour télécharger vos données');
    const day = (document.exported_at as string).slice(0, 10);
    return c.body(JSON.stringify(document, null, 2), 200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="mes-donnees-jeux-du-jour-${day}.json"`,
      'cache-control': 'no-store',
    });
  });
}
