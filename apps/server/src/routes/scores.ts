import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { fromMoveColumns, type MoveColumns } from '@jdj/puzzles';
import type { ApiSuccess, LoggedMove, PlayerScoresDto, ScoreDto } from '../api/types.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, parseJsonBody, parseParams, parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { clientAddress } from '../http/client-address.ts';
import { gameDayParams, gameSlug, isoDate, localUserQuery, providerSlug, uuid } from '../http/schemas.ts';
import { enforceRateStages, type RateRule } from '../services/rate-limit.ts';
import { keyHashOf, localUserKeyOf } from '../services/players.ts';
import { playerScores, scoreOfDay, submitScore } from '../services/scores.ts';

const MAX_MOVES = 5_000;
const MAX_TIMER_S = 10_000_000;

const submissionSchema = z.strictObject({
  game: gameSlug,
  date: isoDate,
  local_user_id: uuid,
  provider: providerSlug.optional(),
  score: z.number().int('nombre entier de secondes attendu').min(0, 'positif attendu'),
  played_at: z.iso.datetime({ offset: true, message: 'date-heure ISO attendue' }),
  data: z.record(z.string().max(64), z.unknown()).default({}),
  moves: z
    .array(z.strictObject({ move: z.unknown(), at: z.number().min(0).max(MAX_TIMER_S) }))
    .max(MAX_MOVES, `au plus ${MAX_MOVES} coups`)
    .optional(),
  /** The same log as columns (what the web app sends: a third of the bytes); read by fromMoveColumns. */
  move_columns: z.unknown().optional(),
  client_play_id: uuid,
  start_token: z.string().max(200).optional(),
});

/** The log of a submission, sent as a list of moves or as columns (exactly one of them). */
function submittedLog(body: z.infer<typeof submissionSchema>): { moves: LoggedMove[]; columns?: MoveColumns } {
  if ((body.moves === undefined) === (body.move_columns === undefined)) {
    throw new HttpError(400, 'Champ « moves » ou « move_columns » attendu (l’un des deux)');
  }
  if (body.moves) return { moves: body.moves };
  const read = fromMoveColumns(body.move_columns, { maxMoves: MAX_MOVES, maxAt: MAX_TIMER_S });
  if (!read.ok) throw new HttpError(400, read.error);
  return { moves: read.log, columns: body.move_columns as MoveColumns };
}

const scoresQuery = z.object({
  local_user_id: uuid,
  game: gameSlug.optional(),
  provider: providerSlug.optional(),
});

/** The signed-in account of a request, if any (scores are then the account's). */
export type SessionUserOf = (c: Context) => Promise<string | undefined>;

export interface ScoreRouteOptions {
  /** The operator turned debug answers on (config DEBUG_ANSWERS). */
  debugAnswers: boolean;
  trustProxy: boolean;
  sessionUserOf?: SessionUserOf;
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
      const received = await parseJsonBody(c, submissionSchema);
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
      const context = { debugAnswers: options.debugAnswers, userId, localUserKey, ...(log.columns ? { columns: log.columns } : {}) };
      const { score, created } = await submitScore(db, await resolver.catalogue.get(), provider, submission, context);
      const body: ApiSuccess<ScoreDto> = { code: 200, data: score };
      return c.json(body, created ? 201 : 200);
    })
    .get('/', async (c) => {
      const query = parseQuery(c, scoresQuery);
      const provider = await providerOfRequest(c, resolver, query.provider);
      const body: ApiSuccess<PlayerScoresDto> = {
        code: 200,
        data: await playerScores(db, provider, { localUserId: query.local_user_id, localUserKey: keyOf(c), userId: await sessionUserOf(c) }, query.game),
      };
      return c.json(body);
    })
    .get('/:slug/:date', async (c) => {
      const { slug, date } = parseParams(c, gameDayParams);
      const { local_user_id } = parseQuery(c, localUserQuery);
      const score = await scoreOfDay(db, { localUserId: local_user_id, localUserKey: keyOf(c), userId: await sessionUserOf(c) }, slug, date);
      if (!score) throw new HttpError(404, 'Aucune partie jouée ce jour');
      const body: ApiSuccess<ScoreDto> = { code: 200, data: score };
      return c.json(body);
    });
}
