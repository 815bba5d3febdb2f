import { dateInTimeZone, getGameModule } from '@jdj/puzzles';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type ApiSuccess, API_ROUTES, type PlayStartDto } from '@jdj/api';
import type { Database } from '../db/schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError, parseJsonBody } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { localUserKeyOf } from '../services/players.ts';
import { newPlayOwner, startPlay } from '../services/plays.ts';
import { enforceRateStages, type RateRule } from '../services/rate-limit.ts';

/**
 * A player opens a few puzzles a day (a game in progress keeps its start); an address shared by a household
 * or an office, a few dozen. A script asking for starts in bulk is stopped at its address first.
 */
export const START_LIMITS = {
  address: { limit: 120, windowSeconds: 300 },
  player: { limit: 30, windowSeconds: 300 },
} satisfies Record<string, RateRule>;

export interface PlayRouteOptions {
  trustProxy: boolean;
  sessionUserOf?: (c: Context) => Promise<string | undefined>;
}

/**
 * POST /api/plays: starts a play on the server (services/plays.ts) for the request's player: the account,
 * or the anonymous id with the key its browser sends (x-local-user-key). Its token comes back with every
 * question and with the score.
 */
export function playRoutes(db: Kysely<Database>, resolver: ProviderResolver, options: PlayRouteOptions): Hono {
  return new Hono().post('/', async (c) => {
    const body = await parseJsonBody(c, API_ROUTES.plays.start.body);
    const provider = await providerOfRequest(c, resolver, body.provider);
    if (!getGameModule(body.game) || !provider.games.some((g) => g.slug === body.game)) throw new HttpError(404, `Jeu inconnu : ${body.game}`);
    if (body.date > dateInTimeZone(new Date(), provider.timezone)) throw new HttpError(400, 'Impossible de jouer une grille future');
    const owner = newPlayOwner({ userId: await options.sessionUserOf?.(c), localUserId: body.local_user_id, localUserKey: localUserKeyOf(c.req.raw.headers) });
    if (!owner) throw new HttpError(400, 'Une partie se commence au nom d’un joueur : identifiant et clé du navigateur attendus');
    const address = clientAddress(c, options.trustProxy);
    await enforceRateStages(db, [
      address ? [{ key: `start:a:${address}`, rule: START_LIMITS.address }] : [],
      [{ key: `start:p:${owner.slice(0, 120)}`, rule: START_LIMITS.player }],
    ]);
    const startedAt = Date.now();
    const token = await startPlay(db, body.game, body.date, owner, startedAt);
    const answer: ApiSuccess<PlayStartDto> = { code: 200, data: { start_token: token, issued_at: new Date(startedAt).toISOString() } };
    return c.json(answer, 201);
  });
}
