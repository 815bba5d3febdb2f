import { dateInTimeZone, getGameModule } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AnswerDto, ApiSuccess, LastPlayableDateDto } from '../api/types.ts';
import type { Database } from '../db/schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError, parseJsonBody, parseParams, parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { gameDayParams, gameParams, providerQuery, providerSlug, uuid } from '../http/schemas.ts';
import { answerQuestion } from '../services/answers.ts';
import { lastPlayableDate } from '../services/daily-puzzles.ts';
import { localUserKeyOf } from '../services/players.ts';
import { matchesEtag, publicDay } from '../services/public-day.ts';
import { wholePuzzle } from '../services/puzzle-cache.ts';
import type { SessionUserOf } from './scores.ts';

const questionSchema = z.strictObject({
  move: z.unknown(),
  local_user_id: uuid,
  provider: providerSlug.optional(),
  /** The play the question is asked within (POST /api/plays). */
  start_token: z.string().max(64).optional(),
});

export interface PuzzleRouteOptions {
  /** Behind a trusted reverse proxy, the client's address is the last X-Forwarded-For entry. */
  trustProxy?: boolean;
  /** The signed-in account of a request: questions for winners check the account's score of the day. */
  sessionUserOf?: SessionUserOf;
  /** The operator turned debug answers on (config DEBUG_ANSWERS). */
  debugAnswers?: boolean;
}

/** How long a browser or a CDN may keep a day before asking again (with its ETag). */
const PUBLIC_DAY_CACHE = 'public, max-age=60, stale-while-revalidate=600';

function implementedGame(slug: string) {
  const module = getGameModule(slug);
  if (!module) throw new HttpError(404, `Jeu inconnu : ${slug}`);
  return module;
}

export function puzzleRoutes(db: Kysely<Database>, resolver: ProviderResolver, options: PuzzleRouteOptions = {}): Hono {
  return new Hono()
    .get('/:slug/puzzles/:date', async (c) => {
      const { slug, date } = parseParams(c, gameDayParams);
      const query = parseQuery(c, providerQuery);
      const module = implementedGame(slug);
      const provider = await providerOfRequest(c, resolver, query.provider);
      // Same answer for a future day as for a missing one: tomorrow's grid must not leak.
      const today = dateInTimeZone(new Date(), provider.timezone);
      const stored = date <= today ? await wholePuzzle(db, module, date) : undefined;
      if (!stored) throw new HttpError(404, 'Aucune grille pour cette date');
      const { body, etag } = publicDay(module, date, stored);
      // A published day changes only when an editor replaces it: a minute in a browser or a CDN, then a
      // revalidation that costs a 304.
      const headers = { etag, 'cache-control': PUBLIC_DAY_CACHE };
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      return c.body(body, 200, { ...headers, 'content-type': 'application/json' });
    })
    // A question move (a guess) answered from the day's secret: the browser applies and logs the answer.
    .post('/:slug/puzzles/:date/answers', async (c) => {
      const { slug, date } = parseParams(c, gameDayParams);
      const body = await parseJsonBody(c, questionSchema);
      const module = implementedGame(slug);
      const provider = await providerOfRequest(c, resolver, body.provider);
      const today = dateInTimeZone(new Date(), provider.timezone);
      const asker = {
        localUserId: body.local_user_id,
        localUserKey: localUserKeyOf(c.req.raw.headers),
        userId: await options.sessionUserOf?.(c),
        address: clientAddress(c, options.trustProxy ?? false),
        provider,
        startToken: body.start_token,
        debugAnswers: options.debugAnswers ?? false,
      };
      const move = await answerQuestion(db, module, date, today, body.move, asker);
      const answer: ApiSuccess<AnswerDto> = { code: 200, data: { move } };
      return c.json(answer);
    })
    .get('/:slug/last-playable-date', async (c) => {
      const { slug } = parseParams(c, gameParams);
      const query = parseQuery(c, providerQuery);
      implementedGame(slug);
      const provider = await providerOfRequest(c, resolver, query.provider);
      const today = dateInTimeZone(new Date(), provider.timezone);
      const body: ApiSuccess<LastPlayableDateDto> = { code: 200, data: { date: await lastPlayableDate(db, slug, today), today } };
      return c.json(body);
    });
}
