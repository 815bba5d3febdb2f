import { dateInTimeZone, getGameModule } from '@jdj/puzzles';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DayStatsDto } from '../api/player-types.ts';
import type { ApiSuccess } from '../api/types.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, parseParams, parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { gameSlug, isoDate, providerSlug, uuid } from '../http/schemas.ts';
import { DayStatsCache, dayStats } from '../services/day-stats.ts';
import type { SessionUserOf } from './scores.ts';

const query = z.object({ provider: providerSlug.optional(), local_user_id: uuid.optional() });

/** GET /api/day-stats/:slug/:date — the day's won times of the provider's players and the asker's place. */
export function dayStatsRoutes(db: Kysely<Database>, resolver: ProviderResolver, sessionUserOf: SessionUserOf = async () => undefined): Hono {
  const cache = new DayStatsCache(db);
  return new Hono().get('/:slug/:date', async (c) => {
    const { slug, date } = parseParams(c, z.object({ slug: gameSlug, date: isoDate }));
    const { provider: slugOfProvider, local_user_id: localUserId } = parseQuery(c, query);
    if (!getGameModule(slug)) throw new HttpError(404, `Jeu inconnu : ${slug}`);
    const provider = await providerOfRequest(c, resolver, slugOfProvider);
    const today = dateInTimeZone(new Date(), provider.timezone);
    // Nobody has played a future day: the same answer as a day without a puzzle.
    if (date > today) throw new HttpError(404, 'Aucune grille pour cette date');
    const asker = { localUserId, userId: await sessionUserOf(c) };
    const body: ApiSuccess<DayStatsDto> = { code: 200, data: await dayStats(db, cache, { game: slug, providerId: provider.id, date, today, asker }) };
    return c.json(body);
  });
}
