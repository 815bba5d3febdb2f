import { dateInTimeZone, getGameModule } from '@jdj/puzzles';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type ApiSuccess, API_ROUTES, type DayStatsDto } from '@jdj/api';
import type { Database } from '../db/schema.ts';
import { HttpError, parseParams, parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { DayStatsCache, dayStats } from '../services/day-stats.ts';
import { finderRank } from '../services/finder-rank.ts';

/**
 * GET /api/day-stats/:slug/:date — the day's won times of the provider's players, where a time stands, and
 * where a play (`?play=`) comes among the day's finders.
 */
export function dayStatsRoutes(db: Kysely<Database>, resolver: ProviderResolver): Hono {
  const cache = new DayStatsCache(db);
  return new Hono().get('/:slug/:date', async (c) => {
    const { slug, date } = parseParams(c, API_ROUTES.players.dayStats.params);
    const { provider: slugOfProvider, score, play } = parseQuery(c, API_ROUTES.players.dayStats.query);
    if (!getGameModule(slug)) throw new HttpError(404, `Jeu inconnu : ${slug}`);
    const provider = await providerOfRequest(c, resolver, slugOfProvider);
    const today = dateInTimeZone(new Date(), provider.timezone);
    // Nobody has played a future day: the same answer as a day without a puzzle.
    if (date > today) throw new HttpError(404, 'Aucune grille pour cette date');
    // The aggregate is the day's, shared and cached; the rank is the play's own, read each time.
    const [aggregate, rank] = await Promise.all([
      cache.aggregate(slug, provider.id, date, today),
      play === undefined ? null : finderRank(db, { game: slug, date, providerId: provider.id, play }),
    ]);
    const body: ApiSuccess<DayStatsDto> = { code: 200, data: dayStats(aggregate, { game: slug, date, time: score, finderRank: rank }) };
    return c.json(body);
  });
}
