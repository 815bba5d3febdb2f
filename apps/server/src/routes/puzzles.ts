import { dateInTimeZone, getGameModule, type IsoDate } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import { type Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import { type AnswerDto, type ApiSuccess, API_ROUTES, type LastPlayableDateDto } from '@jdj/api';
import { isDatabaseUnavailable } from '../db/availability.ts';
import type { Database } from '../db/schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError, parseJsonBody, parseParams, parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { answerQuestion } from '../services/answers.ts';
import { lastPlayableDate } from '../services/daily-puzzles.ts';
import { localUserKeyOf } from '../services/players.ts';
import { matchesEtag, publicDay } from '../services/public-day.ts';
import { wholePuzzle } from '../services/puzzle-cache.ts';
import type { SessionUserOf } from './scores.ts';

const contract = API_ROUTES.plays;

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
  if (!module) throw new HttpError(404, `Jeu inconnu : ${slug}`);
  return module;
}

export function puzzleRoutes(db: Kysely<Database>, resolver: ProviderResolver, options: PuzzleRouteOptions = {}): Hono {
  const lastPlayable = new DayMemory<IsoDate | null>();
  return (
    new Hono()
      .get('/:slug/puzzles/:date', async (c) => {
        const { slug, date } = checkedDay(c);
        const query = parseQuery(c, contract.puzzle.query);
        const module = implementedGame(slug);
        const provider = await providerOfRequest(c, resolver, query.provider);
        // Same answer for a future day as for a missing one: tomorrow's grid must not leak.
        const today = dateInTimeZone(new Date(), provider.timezone);
        const stored = date <= today ? await wholePuzzle(db, provider.stream, module, date) : undefined;
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
        const { slug, date } = parseParams(c, contract.answer.params);
        const body = await parseJsonBody(c, contract.answer.body);
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
        const { slug } = parseParams(c, contract.lastPlayableDate.params);
        const query = parseQuery(c, contract.lastPlayableDate.query);
        implementedGame(slug);
        const provider = await providerOfRequest(c, resolver, query.provider);
        const today = dateInTimeZone(new Date(), provider.timezone);
        const date = await lastPlayable.read(`${provider.slug} ${slug}`, today, () => lastPlayableDate(db, provider.stream, slug, today));
        const body: ApiSuccess<LastPlayableDateDto> = { code: 200, data: { date, today } };
        return c.json(body);
      })
  );
}

/** Paths of a day already checked, with their parameters: the busiest route sees the same few all morning. */
const checkedDays = new Map<string, z.output<typeof contract.puzzle.params>>();
const CHECKED_DAYS_KEPT = 1000;

/** The game and day of a day's GET, checked by the contract once per path (a refused one, every time). */
function checkedDay(c: Context): z.output<typeof contract.puzzle.params> {
  let day = checkedDays.get(c.req.path);
  if (!day) {
    day = parseParams(c, contract.puzzle.params);
    if (checkedDays.size >= CHECKED_DAYS_KEPT) checkedDays.clear();
    checkedDays.set(c.req.path, day);
  }
  return day;
}

/**
 * The last answer read for each key on its provider's day: read again from the database each time, and
 * served from memory only while the database is away, until that day ends (issue 35: a landing already
 * opened keeps opening through an outage).
 */
class DayMemory<T> {
  private readonly answers = new Map<string, { day: IsoDate; value: T }>();

  async read(key: string, day: IsoDate, load: () => Promise<T>): Promise<T> {
    try {
      const value = await load();
      this.answers.set(key, { day, value });
      return value;
    } catch (error) {
      const kept = this.answers.get(key);
      if (kept?.day === day && isDatabaseUnavailable(error)) return kept.value;
      throw error;
    }
  }
}
