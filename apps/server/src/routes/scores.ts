import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { fromMoveColumns, type MoveColumns } from '@jdj/puzzles';
import { type ApiSuccess, API_ROUTES, type LoggedMove, MAX_LOGGED_MOVES, MAX_TIMER_S, type PlayerScoresDto, type ScoreDto } from '@jdj/api';
import type * as z from 'zod/mini';
import type { Database } from '../db/schema.ts';
import { HttpError, parseJsonBody, parseParams, parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { clientAddress } from '../http/client-address.ts';
import { type ScoreResult, scoreAccepted, scoreRefusal } from '../http/score-outcome.ts';
import { enforceRateStages, type RateRule } from '../services/rate-limit.ts';
import { keyHashOf, localUserKeyOf } from '../services/players.ts';
import { playerScores, scoreOfDay, submitScore } from '../services/scores.ts';
import { networkKeyOf } from '../services/network-key.ts';

const contract = API_ROUTES.scores;

/** The log of a submission, sent as a list of moves or as columns (exactly one of them). */
function submittedLog(body: z.output<typeof contract.submit.body>): { moves: LoggedMove[]; columns?: MoveColumns } {
  if ((body.moves === undefined) === (body.move_columns === undefined)) {
    throw new HttpError(400, 'Champ « moves » ou « move_columns » attendu (l’un des deux)');
  }
  if (body.moves) return { moves: body.moves };
  const read = fromMoveColumns(body.move_columns, { maxMoves: MAX_LOGGED_MOVES, maxAt: MAX_TIMER_S });
  if (!read.ok) throw new HttpError(400, read.error);
  return { moves: read.log, columns: body.move_columns as MoveColumns };
}

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
    const received = await parseJsonBody(c, contract.submit.body);
    named(received.game);
    const log = submittedLog(received);
    const { move_columns: _sentAsColumns, ...fields } = received;
    const submission = { ...fields, moves: log.moves };
    const address = clientAddress(c, options.trustProxy);
    const userId = await sessionUserOf(c);
    const localUserKey = keyOf(c);
    // The address first; then the player the request proves (the account, or the id with the key it
    // sent): a stranger naming a victim's id counts under their own key, never the victim's.
    await enforceRateStages(db, [
      address ? [{ key: `score:a:${address}`, rule: SCORE_LIMITS.address }] : [],
      [{ key: `score:p:${provenPlayerKey(userId, submission.local_user_id, localUserKey)}`, rule: SCORE_LIMITS.player }],
    ]);
    const provider = await providerOfRequest(c, resolver, submission.provider);
    const network = networkKeyOf(options.networkSecret, address, submission.date);
    const context = { debugAnswers: options.debugAnswers, userId, localUserKey, network, ...(log.columns ? { columns: log.columns } : {}) };
    return submitScore(db, await resolver.catalogue.get(), provider, submission, context);
  }
}
