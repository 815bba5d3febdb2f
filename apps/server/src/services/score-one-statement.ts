import { dateInTimeZone, type IsoDate, nextDayStart } from '@jdj/puzzles';
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import { type Prepared, prepare } from '../db/prepared.ts';
import type { Database, ScoreTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { HttpError } from '../http/errors.ts';
import { keyCountOf, type StagedCount, stagedUpsert, stagedValueCount } from './rate-limit.ts';

/**
 * A verified score stored on PostgreSQL in one statement (issue 36): the play consumed, the anonymous
 * player created when new, and the row inserted, where the transaction of services/scores.ts takes five
 * round trips (BEGIN, the player, the consuming update, the insert, COMMIT). One statement is atomic, so
 * the three writes happen together or not at all.
 *
 * It only takes the common case, the one every player's app sends: a play started by this player, for this
 * game and day, not used yet, with no score of the day in the way, a time that fits since its start, and
 * a player either unknown or holding this key. Whatever else (a resend, a second play, a stranger's token,
 * a player created meanwhile by another request, a time that does not fit) makes it store nothing, and
 * the caller then runs the transaction, which answers each case as it always has. The judgement is the
 * transaction's too (judgePlay), written in SQL over the consumed play: the hints the log lacks are paid,
 * verified when the log holds no more answers than the play asked, a streak day when it arrives in time
 * and the play started by the end of its day.
 */
export interface OneStatementScore {
  /** The row as services/scores.ts built it; its score, verified and streak_day are worked out here. */
  row: ScoreTable;
  token: string;
  /** The request's owners of a play (plays.ts ownersOf): the account, the anonymous id with its key. */
  owners: readonly string[];
  /** The account, or the anonymous player (its id as the browser knows it, and its key's hash). */
  player: { userId: string } | { localUserId: string; keyHash: string; newId: string; createdAt: string };
  now: number;
  /** The score less its penalties: what cannot exceed the time since the play's start (plus the slack). */
  playSeconds: number;
  slackSeconds: number;
  /** Hints the log shows (one bit each) and the seconds each hint it lacks costs. */
  hintBits: number;
  hintPenalty: number;
  /** Answers the log holds: at most the play's questions for a verified score. */
  answers: number;
  /** It arrived by the end of its day plus the offline allowance (scores.ts). */
  arrivedInTime: boolean;
  timeZone: string;
}

const dayEnds = new Map<string, number>();

/**
 * The first instant after `date` in `timeZone`: a play started before it started on that day or earlier.
 * Kept per day and zone: the bisection formats some thirty dates, and every score of the day asks again.
 */
export function endOfDay(date: IsoDate, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  let end = dayEnds.get(key);
  if (end === undefined) {
    end = searchEndOfDay(date, timeZone);
    // Yesterday's and today's are what scores ask: a few zones, a few days.
    if (dayEnds.size > 1000) dayEnds.clear();
    dayEnds.set(key, end);
  }
  return end;
}

function searchEndOfDay(date: IsoDate, timeZone: string): number {
  let instant = Date.parse(`${date}T12:00:00Z`);
  // Noon UTC falls on `date` in every zone within ±12 h; the Pacific's +13 and +14 need a step back.
  while (dateInTimeZone(instant, timeZone) > date) instant -= 3_600_000;
  while (dateInTimeZone(instant, timeZone) < date) instant += 3_600_000;
  return nextDayStart(instant, timeZone);
}

/** Whether the database is PostgreSQL, where each statement is a round trip worth saving. */
export const takesOneStatement = (db: Kysely<Database>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

type Stored = { score: number | string; verified: number | string; streak_day: number | string };

/**
 * The values every statement below takes, in this order: the consuming update's, then the row's, then the
 * judgement's.
 */
type Values = [
  now: number,
  token: string,
  game: string,
  date: string,
  owner: string,
  otherOwner: string,
  playSeconds: number,
  slack: number,
  clientPlayId: string,
  id: string,
  gameId: string,
  userId: string | null,
  providerId: string | null,
  playedAt: string,
  data: string,
  moves: string,
  movesPacked: Uint8Array | null,
  createdAt: string,
  network: string | null,
  placed: number,
  stream: string,
  score: number,
  hintBits: number,
  hintPenalty: number,
  answers: number,
  arrived: boolean,
  dayEnd: number,
];
const VALUES = 27;

/** The score's columns but the owner's, and their values: the same in both statements. */
const rowColumns = sql.raw(
  'id, game, game_id, puzzle_date, user_id, provider_id, played_at, data, moves, moves_packed, client_play_id, created_at, network, placed, stream, score, verified, streak_day',
);

/**
 * The consuming update: the play, unless its score or its player's score of the day is stored already
 * (`playerDay` names the player's rows of the score table), and where `guard` holds.
 */
function consumedCte(v: Values, playerDay: RawBuilder<unknown>, guard: RawBuilder<unknown> = sql`TRUE`) {
  const [now, token, game, date, owner, otherOwner, playSeconds, slack, clientPlayId] = v;
  return sql`consumed AS (
    UPDATE play SET used_at = ${now}::bigint
    WHERE id = ${token} AND game = ${game} AND puzzle_date = ${date} AND owner IN (${owner}, ${otherOwner}) AND used_at IS NULL
      AND started_at <= ${now}::bigint AND ${playSeconds}::bigint <= (${now}::bigint - started_at) / 1000 + ${slack}::bigint
      AND NOT EXISTS (SELECT 1 FROM score WHERE client_play_id = ${clientPlayId})
      AND NOT EXISTS (SELECT 1 FROM score WHERE game = ${game} AND puzzle_date = ${date} AND ${playerDay})
      AND ${guard}
    RETURNING started_at, questions, hints)`;
}

/** The row's values, the judgement worked out over the consumed play (`userId` in the 5th place, the owner elsewhere). */
function rowValues(v: Values) {
  const [, , game, date, , , , , clientPlayId, id, gameId, userId, providerId, playedAt, data, moves, movesPacked, createdAt, network, placed, stream] = v;
  const [score, hintBits, hintPenalty, answers, arrived, dayEnd] = v.slice(21) as [number, number, number, number, boolean, number];
  return sql`${id}, ${game}, ${gameId}, ${date}, ${userId}, ${providerId}, ${playedAt}, ${data}, ${moves}, ${movesPacked}, ${clientPlayId}, ${createdAt},
    ${network}, ${placed}::int, ${stream},
    ${score}::int + length(replace((consumed.hints & ~(${hintBits}::int))::bit(32)::text, '0', '')) * ${hintPenalty}::int,
    CASE WHEN ${answers}::int <= consumed.questions THEN 1 ELSE 0 END,
    CASE WHEN ${arrived}::boolean AND consumed.started_at < ${dayEnd}::bigint THEN 1 ELSE 0 END`;
}

/**
 * The request's rate limits, counted in the same statement (PostgreSQL, issue 36): the staged upsert of
 * rate-limit.ts as the first CTE, and `over` holding a row when a counted key is past its limit; the play
 * is then not consumed, and nothing is stored. The statement returns the counted rows after the score's.
 * `values` are the staged upsert's, then each key's limit.
 */
function limitCtes(shape: readonly number[], values: readonly unknown[]) {
  const keyCount = keyCountOf(shape);
  const staged = values.slice(0, stagedValueCount(shape));
  const limits = values.slice(stagedValueCount(shape));
  const weight = staged[keyCount + 2];
  const most = staged.slice(0, keyCount).map((key, i) => sql`(CAST(${key} AS TEXT), CAST(${limits[i]} AS DOUBLE PRECISION))`);
  return sql`counted AS (${stagedUpsert(shape, staged)}),
    over AS (SELECT 1 FROM counted JOIN (VALUES ${sql.join(most)}) AS most(key, limit_of) ON most.key = counted.key
      WHERE counted.count + counted.previous_count * CAST(${weight} AS DOUBLE PRECISION) > most.limit_of),`;
}

/** The score's insert: returning its row alone, or followed by the counted rows when the limits are counted with it. */
function storedAndCounted(insert: RawBuilder<unknown>, limited: boolean) {
  if (!limited) return sql<Stored>`${insert} RETURNING score, verified, streak_day`;
  return sql<Stored & Partial<CountedRow>>`, stored AS (${insert} RETURNING score, verified, streak_day)
    SELECT score, verified, streak_day, NULL::text AS key, NULL::int AS count, NULL::int AS previous_count FROM stored
    UNION ALL SELECT NULL::int, NULL::int, NULL::int, key, count, previous_count FROM counted`;
}

type CountedRow = { key: string; count: number | string; previous_count: number | string };

function accountStatement(v: Values, limits?: RawBuilder<unknown>) {
  const insert = sql`INSERT INTO score (${rowColumns}, anonymous_user_id)
    SELECT ${rowValues(v)}, NULL FROM consumed`;
  const guard = limits ? sql`NOT EXISTS (SELECT 1 FROM over)` : sql`TRUE`;
  return sql`WITH ${limits ?? sql``} ${consumedCte(v, sql`user_id = ${v[11]}`, guard)} ${storedAndCounted(insert, limits !== undefined)}`;
}

const forAccount = prepare(VALUES, (_db, ...values: unknown[]) => accountStatement(values as Values));

/**
 * The anonymous player: the one known by its browser's id and holding this key (a keyless one, created
 * before keys, goes through the transaction, which binds it), or a new one, created only with the score.
 * Its score of the day is looked for with `= (SELECT id FROM existing)` (one id at most: local_user_id is
 * unique), a value the index on (game, puzzle_date, anonymous_user_id) is searched with; `IN (SELECT …)`
 * was planned as a scan of the whole day's scores joined afterwards, a cost growing with every score of the
 * day (issue 36: 386 rows read for one score early in the api bench, thousands later).
 * Created meanwhile by another request, the insert meets its unique key: the statement fails whole.
 */
function anonymousStatement(values: readonly unknown[], limits?: RawBuilder<unknown>) {
  const v = values.slice(0, VALUES) as Values;
  const [localUserId, keyHash, newId, playerCreatedAt] = values.slice(VALUES, VALUES + 4);
  const guard = sql`NOT EXISTS (SELECT 1 FROM existing WHERE key_hash IS DISTINCT FROM ${keyHash})${limits ? sql` AND NOT EXISTS (SELECT 1 FROM over)` : sql``}`;
  const insert = sql`INSERT INTO score (${rowColumns}, anonymous_user_id)
    SELECT ${rowValues(v)}, player.id FROM consumed CROSS JOIN player`;
  return sql`WITH ${limits ?? sql``} existing AS (SELECT id, key_hash FROM anonymous_user WHERE local_user_id = ${localUserId}),
    ${consumedCte(v, sql`anonymous_user_id = (SELECT id FROM existing)`, guard)},
    created AS (
      INSERT INTO anonymous_user (id, local_user_id, created_at, key_hash)
      SELECT ${newId}, ${localUserId}, ${playerCreatedAt}, ${keyHash} WHERE EXISTS (SELECT 1 FROM consumed) AND NOT EXISTS (SELECT 1 FROM existing)
      RETURNING id),
    player AS (SELECT id FROM existing UNION ALL SELECT id FROM created)
    ${storedAndCounted(insert, limits !== undefined)}`;
}

const forAnonymous = prepare(VALUES + 4, (_db, ...values: unknown[]) => anonymousStatement(values));

/** The statements that count the rate limits too, one per player kind and stages' shape. */
const limitedStatements = new Map<string, Prepared<unknown[], Stored & Partial<CountedRow>>>();

function limitedStatement(account: boolean, shape: readonly number[]) {
  const id = `${account ? 'account' : 'anonymous'}:${shape.join(',')}`;
  let statement = limitedStatements.get(id);
  if (!statement) {
    const own = account ? VALUES : VALUES + 4;
    statement = prepare(own + stagedValueCount(shape) + keyCountOf(shape), (_db, ...values: unknown[]) => {
      const limits = limitCtes(shape, values.slice(own));
      return account ? accountStatement(values.slice(0, VALUES) as Values, limits) : anonymousStatement(values.slice(0, own), limits);
    }) as Prepared<unknown[], Stored & Partial<CountedRow>>;
    limitedStatements.set(id, statement);
  }
  return statement;
}

/**
 * What the statement did: the score stored; or, with the limits counted in it, the 429 they earn (nothing
 * stored); or neither, the common case not holding (nothing written but the counts, when `counted`: the
 * caller runs the transaction).
 */
export type OneStatementOutcome = { stored: ScoreTable; counted: boolean } | { refusal: HttpError } | { stored?: undefined; counted: boolean };

/**
 * Stores the score in one statement, counting the request's rate limits in it when `limits` are given
 * (their 429 comes before the score is looked at further).
 */
export async function storeInOneStatement(db: Kysely<Database>, score: OneStatementScore, limits?: StagedCount): Promise<OneStatementOutcome> {
  const { row, owners, player } = score;
  const [owner, otherOwner = owner] = owners;
  if (owner === undefined || otherOwner === undefined) return { counted: false };
  const values: Values = [
    score.now,
    score.token,
    row.game,
    row.puzzle_date,
    owner,
    otherOwner,
    score.playSeconds,
    score.slackSeconds,
    row.client_play_id,
    row.id,
    row.game_id,
    'userId' in player ? player.userId : null,
    row.provider_id,
    row.played_at,
    row.data,
    row.moves,
    row.moves_packed,
    row.created_at,
    row.network,
    row.placed,
    row.stream,
    row.score,
    score.hintBits,
    score.hintPenalty,
    score.answers,
    score.arrivedInTime,
    endOfDay(row.puzzle_date, score.timeZone),
  ];
  const own: unknown[] = 'userId' in player ? values : [...values, player.localUserId, player.keyHash, player.newId, player.createdAt];
  try {
    const result = limits
      ? await limitedStatement('userId' in player, limits.shape)(db, ...own, ...limits.values, ...limits.limits)
      : 'userId' in player
        ? await forAccount(db, ...values)
        : await forAnonymous(db, ...(own as [...Values, string, string, string, string]));
    const rows = result.rows as (Stored & Partial<CountedRow>)[];
    const stored = rows.find((r) => r.score !== null && r.score !== undefined);
    if (limits) {
      const refusal = limits.refusal(limits.estimates(rows.filter((r): r is Stored & CountedRow => typeof r.key === 'string')));
      // Past a limit the statement stored nothing; the refusal is answered whatever the rest would have been.
      if (refusal && !stored) return { refusal };
    }
    if (!stored) return { counted: limits !== undefined };
    return {
      stored: { ...row, score: Number(stored.score), verified: Number(stored.verified), streak_day: Number(stored.streak_day) },
      counted: limits !== undefined,
    };
  } catch (error) {
    // Two requests at once for one play or one new player: the unique keys let one in; the other takes the
    // transaction. The statement failed whole: its counts too.
    if (isUniqueViolation(error)) return { counted: false };
    throw error;
  }
}
