import { dateInTimeZone, getGameModule } from '@jdj/puzzles';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ApiSuccess, PlayStartDto } from '../api/types.ts';
import type { Database } from '../db/schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError, parseJsonBody } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { gameSlug, isoDate, providerSlug } from '../http/schemas.ts';
import { issueStartToken } from '../services/play-start.ts';
import { enforceRateLimits } from '../services/rate-limit.ts';

const startSchema = z.strictObject({ game: gameSlug, date: isoDate, provider: providerSlug.optional() });

/** A player opens a few puzzles a day; a script asking for starts in bulk gains nothing but is still bounded. */
const START_LIMIT = { limit: 120, windowSeconds: 300 };

export interface PlayRouteOptions {
  signingSecret: string;
  trustProxy: boolean;
}

/** POST /api/plays: the signed start of a day's play (see services/play-start.ts). No database write but the limit. */
export function playRoutes(db: Kysely<Database>, resolver: ProviderResolver, options: PlayRouteOptions): Hono {
  return new Hono().post('/', async (c) => {
    const body = await parseJsonBody(c, startSchema);
    const provider = await providerOfRequest(c, resolver, body.provider);
    if (!getGameModule(body.game) || !provider.games.some((g) => g.slug === body.game)) throw new HttpError(404, `Jeu inconnu : ${body.game}`);
    if (body.date > dateInTimeZone(new Date(), provider.timezone)) throw new HttpError(400, 'Impossible de jouer une grille future');
    const address = clientAddress(c, options.trustProxy);
    if (address) await enforceRateLimits(db, [{ key: `start:a:${address}`, rule: START_LIMIT }]);
    const issuedAt = Date.now();
    const body201: ApiSuccess<PlayStartDto> = {
      code: 200,
      data: {
        start_token: issueStartToken(options.signingSecret, { game: body.game, date: body.date, issuedAt }),
        issued_at: new Date(issuedAt).toISOString(),
      },
    };
    return c.json(body201, 201);
  });
}
