import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type ApiSuccess, API_ROUTES, type PlayerScoresDto, type ScoreDto } from '@jdj/api';
import type { Database } from '../db/schema.ts';
import { HttpError, parseParams, parseQuery, requestBodyText } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { clientAddress } from '../http/client-address.ts';
import { type ScoreResult, scoreAccepted, scoreRefusal } from '../http/score-outcome.ts';
import { DeferredRateLimits, enforceRateStages, type RateRule } from '../services/rate-limit.ts';
import { takesOneStatement } from '../services/score-one-statement.ts';
import { keyHashOf, localUserKeyOf } from '../services/players.ts';
import { playerScores, scoreOfDay, submitScore } from '../services/scores.ts';
import type { WholePuzzle } from '../services/puzzle-cache.ts';
import { networkKeyOf } from '../services/network-key.ts';
import { inlineScoreChecker, type ScoreChecker } from '../services/score-checker.ts';

const contract = API_ROUTES.scores;

/** The signed-in account of a request, if any (scores are then the account's). */
export type SessionUserOf = (c: Context) => Promise<string | undefined>;

export interface ScoreRouteOptions {
  /** The operator turned debug answers on (config DEBUG_ANSWERS). */
  debugAnswers: boolean;
  trustProxy: boolean;
  sessionUserOf?: SessionUserOf;
  /** The key scores' networks are hashed with (services/network-key.ts). */
  networkSecret: string;
  /** Told what became of each score sent (metrics: jdj_scores_total). */
  onOutcome?: (game: string | undefined, result: ScoreResult) => void;
  /** Where scores' bodies are read and their moves replayed (a worker thread in production); the main thread by default. */
  checker?: ScoreChecker;
}

/**
 * Eleven games a day and a few resends per player; an office or a school behind one address shares it.
 * A script creating a new anonymous player with each score is held to this too.
 */
export const SCORE_LIMITS = {
  address: { limit: 120, windowSeconds: 600 },
  player: { limit: 40, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

/** The player a request proves to be, as a rate-limit key: the account, else the anonymous id with its key. */
export const provenPlayerKey = (userId: string | undefined, localUserId: string, localUserKey: string | undefined): string =>
  userId ? `u:${userId}` : `a:${localUserId}:${localUserKey ? keyHashOf(localUserKey).slice(0, 32) : '-'}`;

export function scoreRoutes(db: Kysely<Database>, resolver: ProviderResolver, options: ScoreRouteOptions): Hono {
  const sessionUserOf = options.sessionUserOf ?? (async () => undefined);
  const keyOf = (c: Context) => localUserKeyOf(c.req.raw.headers);
  const checker = options.checker ?? inlineScoreChecker;
  return new Hono()
    .post('/', async (c) => {
      let game: string | undefined;
      try {
        const answer = await submit(c, (named) => {
          game = named;
        });
        options.onOutcome?.(game, scoreAccepted(answer.created, answer.score.verified));
        const body: ApiSuccess<ScoreDto> = { code: 200, data: answer.score };
        return c.json(body, answer.created ? 201 : 200);
      } catch (error) {
        options.onOutcome?.(game, scoreRefusal(error));
        throw error;
      }
    })
    .get('/', async (c) => {
      const query = parseQuery(c, contract.list.query);
      const provider = await providerOfRequest(c, resolver, query.provider);
      const body: ApiSuccess<PlayerScoresDto> = {
        code: 200,
        data: await playerScores(db, provider, { localUserId: query.local_user_id, localUserKey: keyOf(c), userId: await sessionUserOf(c) }, query.game),
      };
      return c.json(body);
    })
    .get('/:slug/:date', async (c) => {
      const { slug, date } = parseParams(c, contract.ofDay.params);
      const { local_user_id } = parseQuery(c, contract.ofDay.query);
      const score = await scoreOfDay(db, { localUserId: local_user_id, localUserKey: keyOf(c), userId: await sessionUserOf(c) }, slug, date);
      if (!score) throw new HttpError(404, 'Aucune partie jouée ce jour');
      const body: ApiSuccess<ScoreDto> = { code: 200, data: score };
      return c.json(body);
    });

  /** Checks and stores one submission; `named` learns its game as soon as the body is read (metrics). */
  async function submit(c: Context, named: (game: string) => void) {
    const text = await requestBodyText(c);
    const read = await checker.read(text);
    if (!read.ok) {
      if (read.game) named(read.game);
      throw new HttpError(read.status, read.message);
    }
    const submission = read.value;
    named(submission.game);
    const address = clientAddress(c, options.trustProxy);
    const userId = await sessionUserOf(c);
    const localUserKey = keyOf(c);
    // The address first; then the player the request proves (the account, or the id with the key it
    // sent): a stranger naming a victim's id counts under their own key, never the victim's.
    const stages = [
      address ? [{ key: `score:a:${address}`, rule: SCORE_LIMITS.address }] : [],
      [{ key: `score:p:${provenPlayerKey(userId, submission.local_user_id, localUserKey)}`, rule: SCORE_LIMITS.player }],
    ];
    // PostgreSQL counts them within the score's statement (a round trip less per score, issue 36); any
    // refusal found before it counts them first, so a request past its limit still hears 429 first.
    const limits = takesOneStatement(db) ? new DeferredRateLimits(db, stages) : undefined;
    if (!limits) await enforceRateStages(db, stages);
    try {
      const provider = await providerOfRequest(c, resolver, submission.provider);
      const network = networkKeyOf(options.networkSecret, address, submission.date);
      const judge = async (stored: WholePuzzle) => {
        const judged = await checker.judge(text, submission.game, stored);
        if (!judged.ok) throw new HttpError(judged.status, judged.message);
        return judged.value;
      };
      const context = { debugAnswers: options.debugAnswers, userId, localUserKey, network, judge, ...(limits ? { limits } : {}) };
      return await submitScore(db, await resolver.catalogue.get(), provider, submission, context);
    } catch (error) {
      await limits?.countOnce();
      throw error;
    }
  }
}
