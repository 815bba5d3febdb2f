import { randomBytes } from 'node:crypto';
import type { IsoDate } from '@jdj/puzzles';
import { type Kysely, sql } from 'kysely';
import { prepare } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { keyHashOf } from './players.ts';

/**
 * A play started on the server: a row owned by one player (the account, or the anonymous id with the key
 * its browser proved), counting the questions answered within it (and the hints, whose penalties its
 * score pays whatever its log says), and consumed by one score at most. Its id is the start token the
 * browser holds: 24 random bytes, never derived from anything a client knows.
 */
export const START_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Who a request proves to be: a session's account and/or a browser's anonymous id with its key. */
export interface Claimant {
  userId?: string | undefined;
  localUserId?: string | undefined;
  localUserKey?: string | undefined;
}

const accountOwner = (userId: string) => `u:${userId}`;
const anonymousOwner = (localUserId: string, key: string) => `a:${localUserId}:${keyHashOf(key)}`;

/** The owner a new play gets: the account when signed in, else the anonymous id with its key; none without either. */
export function newPlayOwner(claimant: Claimant): string | undefined {
  if (claimant.userId) return accountOwner(claimant.userId);
  if (claimant.localUserId && claimant.localUserKey) return anonymousOwner(claimant.localUserId, claimant.localUserKey);
  return undefined;
}

/**
 * Every owner a request may act for: its account, and its browser's anonymous id with the key it sent (a
 * play started before signing in still belongs to the device that started it).
 */
export function ownersOf(claimant: Claimant): string[] {
  const owners: string[] = [];
  if (claimant.userId) owners.push(accountOwner(claimant.userId));
  if (claimant.localUserId && claimant.localUserKey) owners.push(anonymousOwner(claimant.localUserId, claimant.localUserKey));
  return owners;
}

const insertPlay = prepare(5, (db, id: string, game: string, date: IsoDate, owner: string, startedAt: number) =>
  db.insertInto('play').values({ id, game, puzzle_date: date, owner, started_at: startedAt, used_at: null }),
);

export async function startPlay(db: Kysely<Database>, game: string, date: IsoDate, owner: string, now = Date.now()): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await insertPlay(db, id, game, date, owner, now);
  return id;
}

export interface PlayQuestion {
  token: string;
  game: string;
  date: IsoDate;
  owners: readonly string[];
  /** The hint's bit (QuestionRules.hintOf), undefined for a question that gives none. */
  hint: number | undefined;
  /** Questions a play may ask: its game's longest log. */
  limit: number;
}

/**
 * Counts a question within its play, in one statement that also checks everything: the play exists, is
 * this request's, is for this game and day, is not finished, and has questions left. When it is refused,
 * one read says why, in French.
 */
export async function countQuestion(db: Kysely<Database>, question: PlayQuestion): Promise<void> {
  const { token, game, date, owners, hint, limit } = question;
  const bit = hint === undefined ? 0 : 1 << hint;
  const counted = owners.length
    ? await db
        .updateTable('play')
        .set({ questions: sql<number>`questions + 1`, hints: sql<number>`hints | ${bit}` })
        .where('id', '=', token)
        .where('game', '=', game)
        .where('puzzle_date', '=', date)
        .where('owner', 'in', owners)
        .where('used_at', 'is', null)
        .where('questions', '<', limit)
        .returning('questions')
        .executeTakeFirst()
    : undefined;
  if (counted) return;
  const play = await db.selectFrom('play').select(['owner', 'game', 'puzzle_date', 'used_at']).where('id', '=', token).executeTakeFirst();
  if (!play || !owners.includes(play.owner) || play.game !== game || play.puzzle_date !== date) {
    throw new HttpError(403, 'Cette question n’appartient à aucune partie commencée par ce joueur : rouvrez la grille du jour.');
  }
  if (play.used_at !== null) throw new HttpError(409, 'Cette partie est terminée : son score est enregistré.');
  throw new HttpError(429, `Une partie de ce jeu pose au plus ${limit} questions au serveur`);
}

export interface ConsumedPlay {
  startedAt: number;
  questions: number;
  hints: number;
}

/** The score a play is consumed for: its play id, and whose day it would be (the account's or the anonymous player's). */
export interface ConsumingScore {
  clientPlayId: string;
  owner: { column: 'user_id' | 'anonymous_user_id'; id: string };
}

/** The consuming statement of each owner column: the play, unless its score or its player's score of the day is stored. */
const consumeStatements = {
  user_id: consumeStatement('user_id'),
  anonymous_user_id: consumeStatement('anonymous_user_id'),
};

function consumeStatement(column: ConsumingScore['owner']['column']) {
  return prepare(8, (db, now: number, token: string, game: string, date: IsoDate, owner: string, otherOwner: string, clientPlayId: string, playerId: string) =>
    db
      .updateTable('play')
      .set({ used_at: now })
      .where('id', '=', token)
      .where('game', '=', game)
      .where('puzzle_date', '=', date)
      .where('owner', 'in', [owner, otherOwner])
      .where('used_at', 'is', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('score').select('score.id').where('score.client_play_id', '=', clientPlayId))))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('score').select('score.id').where('score.game', '=', game).where('score.puzzle_date', '=', date).where(`score.${column}`, '=', playerId),
          ),
        ),
      )
      .returning(['started_at', 'questions', 'hints']),
  );
}

/**
 * Consumes a play for a score in one conditional statement: this request's, this game and day, not used
 * yet, and neither this score nor another of its player's day stored already (those are a resend or a
 * second play, which consume nothing). Undefined when it cannot be (unknown, another player's, another
 * day's, used already, or a score in the way): the caller then looks for the stored score, and a new score
 * is not verified.
 */
export async function consumePlay(
  db: Kysely<Database>,
  play: { token: string; game: string; date: IsoDate; owners: readonly string[] },
  score: ConsumingScore,
  now = Date.now(),
): Promise<ConsumedPlay | undefined> {
  const [owner, otherOwner = owner] = play.owners;
  if (!START_TOKEN.test(play.token) || owner === undefined || otherOwner === undefined) return undefined;
  // At most two owners (the account and the device): the list has two places, the only one given twice.
  const consume = consumeStatements[score.owner.column];
  const [row] = (await consume(db, now, play.token, play.game, play.date, owner, otherOwner, score.clientPlayId, score.owner.id)).rows;
  return row ? { startedAt: Number(row.started_at), questions: Number(row.questions), hints: Number(row.hints) } : undefined;
}

/** Number of hints a bit set holds. */
export function hintCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}
