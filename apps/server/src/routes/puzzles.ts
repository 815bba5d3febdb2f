import { dateInTimeZone, getGameModule } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AnswerDto, ApiSuccess, DailyPuzzleDto, LastPlayableDateDto } from '../api/types.ts';
import type { Database } from '../db/schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError, parseJsonBody, parseParams, parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { gameSlug, isoDate, providerQuery, providerSlug, uuid } from '../http/schemas.ts';
import { answerQuestion } from '../services/answers.ts';
import { lastPlayableDate } from '../services/daily-puzzles.ts';
import { localUserKeyOf } from '../services/players.ts';
import { wholePuzzle } from '../services/puzzle-cache.ts';
import type { SessionUserOf } from './scores.ts';

const questionSchema = z.strictObject({
  move: z.unknown(),
  local_user_id: uuid,
  provider: providerSlug.optional(),
});

export interface PuzzleRouteOptions {
  /** Behind a trusted reverse proxy, the client's address is the last X-Forwarded-For entry. */
  trustProxy?: boolean;
  /** The signed-in account of a request: questions for winners check the account's score of the day. */
  sessionUserOf?: SessionUserOf;
}

function implementedGame(slug: string) {
  const module = getGameModule(slug);
  if (!module) throw new HttpError(404, `Jeu inconnu : ${slug}`);
  return module;
}

export function puzzleRoutes(db: Kysely<Database>, resolver: ProviderResolver, options: PuzzleRouteOptions = {}): Hono {
  return new Hono()
    .get('/:slug/puzzles/:date', async (c) => {
      const { slug, date } = parseParams(c, z.object({ slug: gameSlug, date: isoDate }));
      const query = parseQuery(c, providerQuery);
      const module = implementedGame(slug);
      const provider = await providerOfRequest(c, resolver, query.provider);
      // Same answer for a future day as for a missing one: tomorrow's grid must not leak.
      const today = dateInTimeZone(new Date(), provider.timezone);
      const stored = date <= today ? await wholePuzzle(db, module, date) : undefined;
      if (!stored) throw new HttpError(404, 'Aucune grille pour cette date');
      const body: ApiSuccess<DailyPuzzleDto> = {
        code: 200,
        data: { game: slug, date, difficulty: stored.difficulty, puzzle: module.toPublic(stored.puzzle) },
      };
      return c.json(body);
    })
    // A question move (a guess) answered from the day's secret: the browser applies and logs the answer.
    .post('/:slug/puzzles/:date/answers', async (c) => {
      const { slug, date } = parseParams(c, z.object({ slug: gameSlug, date: isoDate }));
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
      };
      const move = await answerQuestion(db, module, date, today, body.move, asker);
      const answer: ApiSuccess<AnswerDto> = { code: 200, data: { move } };
      return c.json(answer);
    })
    .get('/:slug/last-playable-date', async (c) => {
      const { slug } = parseParams(c, z.object({ slug: gameSlug }));
      const query = parseQuery(c, providerQuery);
      implementedGame(slug);
      const provider = await providerOfRequest(c, resolver, query.provider);
      const today = dateInTimeZone(new Date(), provider.timezone);
      const body: ApiSuccess<LastPlayableDateDto> = { code: 200, data: { date: await lastPlayableDate(db, slug, today), today } };
      return c.json(body);
    });
}
