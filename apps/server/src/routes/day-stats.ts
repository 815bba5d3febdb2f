import { dateInTimeZone, getGameModule, TIER_UPPER_BOUND } from '@jdj/puzzles';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DayStatsDto } from '../api/player-types.ts';
import type { ApiSuccess } from '../api/types.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, parseParams, parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { gameDayParams, providerSlug } from '../http/schemas.ts';
import { DayStatsCache, dayStats } from '../services/day-stats.ts';

const query = z.object({
  provider: providerSlug.optional(),
  // The time to place among the day's players: the end screen sends the player's stored score.
  score: z.coerce.number().int('nombre entier de secondes attendu').min(0, 'positif attendu').max(TIER_UPPER_BOUND, 'trop grand').optional(),
});

/** GET /api/day-stats/:slug/:date — the day's won times of the provider's players, and where a time stands. */
export function dayStatsRoutes(db: Kysely<Database>, resolver: ProviderResolver): Hono {
  const cache = new DayStatsCache(db);
  return new Hono().get('/:slug/:date', async (c) => {
    const { slug, date } = parseParams(c, gameDayParams);
    const { provider: slugOfProvider, score } = parseQuery(c, query);
    if (!getGameModule(slug)) throw new HttpError(404, `Jeu inconnu : ${slug}`);
    const provider = await providerOfRequest(c, resolver, slugOfProvider);
    const today = dateInTimeZone(new Date(), provider.timezone);
    // Nobody has played a future day: the same answer as a day without a puzzle.
    if (date > today) throw new HttpError(404, 'Aucune grille pour cette date');
    const aggregate = await cache.aggregate(slug, provider.id, date, today);
    const body: ApiSuccess<DayStatsDto> = { code: 200, data: dayStats(aggregate, { game: slug, date, time: score }) };
    return c.json(body);
  });
}
