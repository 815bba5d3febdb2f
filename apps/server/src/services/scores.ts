import { computeStreak, dateInTimeZone, getGameModule, type IsoDate, type StreamId, TIER_UPPER_BOUND, unplacedReason } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { LoggedMove, PlayerScoresDto, ProviderDto, ScoreDto } from '@jdj/api';
import type { Database, ScoreTable } from '../db/schema.ts';
import { insertRow } from '../db/prepared.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../http/errors.ts';
import type { CatalogueSnapshot } from './catalogue.ts';
import { type ConsumedPlay, consumePlay, hintCount, ownersOf } from './plays.ts';
import { type WholePuzzle, wholePuzzle } from './puzzle-cache.ts';
import { anonymousUserId, findAnonymousUserId, keyHashOf } from './players.ts';
import { storeInOneStatement, takesOneStatement } from './score-one-statement.ts';
import type { DeferredRateLimits } from './rate-limit.ts';
import { type Judged, judgeMoves, type ReplaySuccess, type ScoreFields } from './score-checks.ts';
import { timeOrderedId } from './time-ordered-id.ts';
import type { NetworkKey } from './network-key.ts';

/** A device clock a little ahead of ours is tolerated; a game finished in the future is not. */
const CLOCK_SKEW_MS = 5 * 60_000;
/**
 * A score counts for its day's streak when it reaches the server by the end of that day plus this long: a
 * game finished offline late in the evening and sent the next morning still counts (docs/decisions.md).
 */
export const OFFLINE_ALLOWANCE_MS = 12 * 3600_000;
/** Rounding of the browser's whole-second timer and the network's delay, in the start-to-arrival check. */
const START_SLACK_S = 2;

function toDto(row: ScoreTable): ScoreDto {
  return {
    id: row.id,
    game: row.game,
    game_id: row.game_id,
    date: row.puzzle_date,
    score: Number(row.score),
    played_at: row.played_at,
    data: JSON.parse(row.data) as Record<string, unknown>,
    client_play_id: row.client_play_id,
    verified: Number(row.verified) === 1,
    streak_day: Number(row.streak_day) === 1,
  };
}

/** {GameName}_{date}, e.g. Sudoku_2026-11-21 (document 1 §3). */
export function gameIdOf(gameName: string, date: IsoDate): string {
  return `${gameName}_${date}`;
}

export interface SubmitResult {
  score: ScoreDto;
  /** False when the same play had already been stored (idempotent resend). */
  created: boolean;
}

/**
 * Who sends or reads scores: the browser's anonymous player, and the account when a session
 * exists. A signed-in player's scores belong to the account only (user_id), so the device's
 * anonymous history stays its own when the player signs out.
 */
export interface Player {
  localUserId: string;
  /** The key the browser keeps beside its id (x-local-user-key): without it an id opens nothing. */
  localUserKey?: string | undefined;
  userId?: string | undefined;
}

/** A submission as the service takes it: the log is the judge's (the route's), or these moves replayed here. */
export type Submitted = ScoreFields & { moves?: readonly LoggedMove[] };

export interface ScoreContext {
  /**
   * Replays the log on its puzzle and packs it, refusing it (HttpError 422) if the rules do: the route's
   * runs on the score worker (score-checker.ts). Without it, `submission.moves` are replayed here.
   */
  judge?: (stored: WholePuzzle) => Promise<Judged>;
  /** The operator turned debug answers on (DEBUG_ANSWERS): a debug provider's « Résoudre » plays exist. */
  debugAnswers: boolean;
  now?: Date;
  userId?: string | undefined;
  localUserKey?: string | undefined;
  /** The sender's network for the day's comparison (services/network-key.ts); null when unknown. */
  network?: NetworkKey | null;
  /**
   * The request's rate limits, not counted yet (PostgreSQL): counted in the one-statement score, or before
   * the transaction. A refusal thrown before either is the caller's to count (its 429 first).
   */
  limits?: DeferredRateLimits;
}

export async function submitScore(
  db: Kysely<Database>,
  catalogue: CatalogueSnapshot,
  provider: ProviderDto,
  submission: Submitted,
  context: ScoreContext,
): Promise<SubmitResult> {
  const now = context.now ?? new Date();
  const { userId } = context;
  const game = catalogue.games.find((g) => g.slug === submission.game);
  const module = getGameModule(submission.game);
  if (!game || !module) throw new HttpError(404, `Jeu inconnu : ${submission.game}`);
  // A provider's scores are for its own games only.
  if (!provider.games.some((g) => g.slug === submission.game)) throw new HttpError(404, `Jeu non proposé par ${provider.name} : ${submission.game}`);

  const today = dateInTimeZone(now, provider.timezone);
  if (submission.date > today) throw new HttpError(400, 'Impossible de jouer une grille future');

  const playedAt = new Date(submission.played_at);
  if (playedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new HttpError(400, 'La date de fin de partie est dans le futur');
  }
  if (dateInTimeZone(playedAt, provider.timezone) < submission.date) {
    throw new HttpError(400, 'La partie ne peut pas être terminée avant le jour de sa grille');
  }

  const stored = await wholePuzzle(db, provider.stream, module, submission.date);
  if (!stored) throw new HttpError(404, 'Aucune grille pour cette date');

  const { replay, packed } = context.judge ? await context.judge(stored) : judgeMoves(module, stored.puzzle, submission.moves ?? []);
  const hintPenalty = module.questions?.hintPenalty ?? 0;
  if (submission.score < replay.penalties) {
    throw new HttpError(422, `Temps impossible : ${submission.score} s pour ${replay.penalties} s de pénalités`);
  }
  if (submission.score < replay.lastAt) {
    throw new HttpError(422, 'Temps impossible : inférieur au chronomètre du dernier coup');
  }
  if (submission.score > TIER_UPPER_BOUND) throw new HttpError(422, 'Temps impossible : trop long');
  // A debug provider's « Résoudre » plays faster than anyone, where the operator turned debug answers on:
  // its scores skip the floor, are never verified and never make a streak day (played, not earned).
  const debug = context.debugAnswers && provider.features.includes('debug_resolve');
  const floor = replay.penalties + Math.floor(replay.floorSeconds);
  if (!debug && submission.score < floor) {
    throw new HttpError(422, `Temps impossible : ces coups demandent au moins ${floor} s`);
  }

  // Won, but not placed when the jokers gave the answer or a person could not have found it so fast (issue 34).
  const unplaced = unplacedReason({ won: replay.status === 'won', ...replay.placement, playSeconds: submission.score - replay.penalties });

  const claimant = { userId, localUserId: submission.local_user_id, localUserKey: context.localUserKey };
  // The one place a score's row is built: what the judgement of its play changes is set once it is known.
  const row: ScoreTable = {
    id: timeOrderedId(now.getTime()),
    game: submission.game,
    game_id: gameIdOf(game.name, submission.date),
    puzzle_date: submission.date,
    user_id: userId ?? null,
    anonymous_user_id: null,
    provider_id: provider.id,
    score: submission.score,
    played_at: playedAt.toISOString(),
    data: JSON.stringify({ ...replay.scoreData, ...replay.counters, won: replay.status === 'won', ...(unplaced ? { unplaced } : {}) }),
    moves: '',
    // From the worker it arrives as a plain Uint8Array: the drivers bind Buffers.
    moves_packed: Buffer.isBuffer(packed) ? packed : Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength),
    client_play_id: submission.client_play_id,
    created_at: now.toISOString(),
    verified: 0,
    streak_day: 0,
    network: context.network ?? null,
    placed: unplaced ? 0 : 1,
    stream: provider.stream,
  };
  // PostgreSQL: the common case in one statement, a round trip instead of five, the rate limits counted in
  // it; anything else comes back without a row, having written nothing but those counts, and takes the
  // transaction below.
  if (submission.start_token && !debug && takesOneStatement(db) && (userId || context.localUserKey)) {
    const limits = context.limits?.forStatement(now.getTime());
    const outcome = await storeInOneStatement(
      db,
      {
        row,
        token: submission.start_token,
        owners: ownersOf(claimant),
        player: userId
          ? { userId }
          : {
              localUserId: submission.local_user_id,
              keyHash: keyHashOf(context.localUserKey as string),
              newId: timeOrderedId(now.getTime()),
              createdAt: now.toISOString(),
            },
        now: now.getTime(),
        playSeconds: submission.score - replay.penalties,
        slackSeconds: START_SLACK_S,
        hintBits: replay.hintBits,
        hintPenalty,
        answers: replay.answers,
        arrivedInTime: arrivedInTime(now, provider.timezone, submission.date),
        timeZone: provider.timezone,
      },
      limits,
    );
    if ('refusal' in outcome) throw outcome.refusal;
    if (limits && !outcome.counted) context.limits!.statementFailed();
    if (outcome.stored) return { score: toDto(outcome.stored), created: true };
  }
  await context.limits?.countOnce(now.getTime());
  let owner: Owner = { userId, anonymousId: undefined };
  try {
    // One transaction per score: its player, its play consumed and its row stored together, or nothing (a
    // refused score leaves its play open and creates no player).
    return await db.transaction().execute(async (trx): Promise<SubmitResult> => {
      // Reads never create an anonymous player; an anonymous score does.
      const anonymousId = userId
        ? await findAnonymousUserId(trx, submission.local_user_id, context.localUserKey)
        : await anonymousUserId(trx, submission.local_user_id, context.localUserKey);
      owner = { userId, anonymousId };
      const player = userId ? { column: 'user_id' as const, id: userId } : { column: 'anonymous_user_id' as const, id: anonymousId! };
      const play = submission.start_token
        ? await consumePlay(
            trx,
            { token: submission.start_token, game: submission.game, date: submission.date, owners: ownersOf(claimant) },
            { clientPlayId: submission.client_play_id, owner: player },
            now.getTime(),
          )
        : undefined;
      // Nothing consumed: this very play sent again (idempotent), another play of the same day, or a play the
      // server did not see start. One read for both refusals.
      if (!play) {
        const earlier = await earlierScores(trx, submission, player);
        const resend = earlier.find((s) => s.client_play_id === submission.client_play_id);
        if (resend) return sameOrConflict(resend, owner, submission);
        if (earlier.length > 0) throw new HttpError(409, 'Vous avez déjà joué la partie de ce jour');
      }
      const judged = judgePlay(submission, replay, play, hintPenalty, now, provider.timezone);
      row.anonymous_user_id = userId ? null : anonymousId!;
      row.score = judged.score;
      row.verified = judged.verified && !debug ? 1 : 0;
      row.streak_day = judged.streakDay && !debug ? 1 : 0;
      await insertRow(trx, 'score', row);
      return { score: toDto(row), created: true };
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Not stored for another reason (the database away, a full disk): a 503 or a 500 the app sends again.
    // Answered 409, the score would be dropped by the app, and lost.
    if (!isUniqueViolation(error)) throw error;
    // Two copies of one play sent at once: the unique keys let one in; answer the other as a resend.
    const winner = await db.selectFrom('score').selectAll().where('client_play_id', '=', submission.client_play_id).executeTakeFirst();
    if (winner) return sameOrConflict(winner, owner, submission);
    throw new HttpError(409, 'Vous avez déjà joué la partie de ce jour');
  }
}

/** The scores in the way of a submission: the same play stored already, or its player's score of that day. */
function earlierScores(db: Kysely<Database>, submission: ScoreFields, player: { column: 'user_id' | 'anonymous_user_id'; id: string }) {
  return db
    .selectFrom('score')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('client_play_id', '=', submission.client_play_id),
        eb.and([eb('game', '=', submission.game), eb('puzzle_date', '=', submission.date), eb(player.column, '=', player.id)]),
      ]),
    )
    .execute();
}

/**
 * What the server can vouch for about a score's time, penalties and day, from the play it consumed:
 * - the score pays every hint the server gave within the play that its log does not show;
 * - the play time it claims (score minus penalties) cannot exceed what elapsed between the play's start and
 *   now (422 otherwise);
 * - it is verified when it consumed its play and its log holds no more answers than the play asked: a play
 *   the server did not see start (offline, unknown, another player's, used already) is stored unverified;
 * - it counts for its day's streak when it arrives by the end of that day plus the offline allowance, and
 *   it consumed a play the server saw start on that day (issue 34): yesterday's grid played today, or a
 *   score sent without a start token (which could claim any day), is a played day in the calendar, not a
 *   streak day.
 */
function judgePlay(submission: ScoreFields, replay: ReplaySuccess, play: ConsumedPlay | undefined, hintPenalty: number, now: Date, timeZone: string) {
  const unlogged = play ? hintCount(play.hints & ~replay.hintBits) : 0;
  const score = submission.score + unlogged * hintPenalty;
  if (play) {
    const elapsed = Math.floor((now.getTime() - play.startedAt) / 1000);
    if (play.startedAt > now.getTime() || submission.score - replay.penalties > elapsed + START_SLACK_S) {
      throw new HttpError(422, `Temps impossible : la partie a commencé il y a ${Math.max(0, elapsed)} s`);
    }
  }
  const startedThatDay = play !== undefined && dateInTimeZone(play.startedAt, timeZone) <= submission.date;
  const verified = play !== undefined && replay.answers <= play.questions;
  return { score, verified, streakDay: arrivedInTime(now, timeZone, submission.date) && startedThatDay };
}

/** Whether a score arriving `now` counts for its day's streak: by the end of that day plus the offline allowance. */
const arrivedInTime = (now: Date, timeZone: string, date: IsoDate): boolean => dateInTimeZone(now.getTime() - OFFLINE_ALLOWANCE_MS, timeZone) <= date;

interface Owner {
  userId: string | undefined;
  /** The device's anonymous player (undefined for a signed-in device that never played anonymously). */
  anonymousId: string | undefined;
}

function sameOrConflict(existing: ScoreTable, owner: Owner, submission: ScoreFields): SubmitResult {
  const mine =
    (owner.userId !== undefined && existing.user_id === owner.userId) || (owner.anonymousId !== undefined && existing.anonymous_user_id === owner.anonymousId);
  const samePlay = mine && existing.game === submission.game && existing.puzzle_date === submission.date;
  if (!samePlay) throw new HttpError(409, 'Cet identifiant de partie appartient à une autre partie');
  return { score: toDto(existing), created: false };
}

/** The rows of a player: the account's when signed in, else the device's anonymous ones. */
async function ownerFilter(db: Kysely<Database>, player: Player): Promise<['user_id' | 'anonymous_user_id', string] | undefined> {
  if (player.userId) return ['user_id', player.userId];
  const anonymousId = await findAnonymousUserId(db, player.localUserId, player.localUserKey);
  return anonymousId ? ['anonymous_user_id', anonymousId] : undefined;
}

export async function playerScores(
  db: Kysely<Database>,
  provider: ProviderDto,
  player: Player,
  game: string | undefined,
  now = new Date(),
): Promise<PlayerScoresDto> {
  const today = dateInTimeZone(now, provider.timezone);
  const owner = await ownerFilter(db, player);
  if (!owner) return { scores: [], streak: 0, streakDays: [], today };
  let query = db.selectFrom('score').selectAll().where(owner[0], '=', owner[1]);
  if (game) query = query.where('game', '=', game);
  const rows = await query.orderBy('puzzle_date', 'desc').execute();
  const scores = rows.map(toDto);
  const streak = game
    ? computeStreak(
        scores.map((s) => ({ date: s.date, playedAt: s.played_at, streakDay: s.streak_day })),
        today,
        provider.timezone,
      )
    : { streak: 0, streakDays: [] };
  return { scores, ...streak, today };
}

/** A player's score of a day (`stream`: only one played on that stream's puzzle). */
export async function scoreOfDay(db: Kysely<Database>, player: Player, game: string, date: IsoDate, stream?: StreamId): Promise<ScoreDto | undefined> {
  const owner = await ownerFilter(db, player);
  if (!owner) return undefined;
  let query = db.selectFrom('score').selectAll().where(owner[0], '=', owner[1]).where('game', '=', game).where('puzzle_date', '=', date);
  if (stream !== undefined) query = query.where('stream', '=', stream);
  const row = await query.executeTakeFirst();
  return row ? toDto(row) : undefined;
}
