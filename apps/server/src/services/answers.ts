import type { AnyGameModule, IsoDate } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { findPuzzle } from './daily-puzzles.ts';
import { enforceRateLimits, type RateRule } from './rate-limit.ts';

/**
 * Questions (a Proximo guess, a Decrypto attempt) are answered from the secret part of the day's
 * puzzle, so they are counted: a player plays a few hundred at most in a day, a script pulling a whole
 * ranked list needs thousands. Per player, and per address for scripts that change their player id.
 */
export const QUESTION_LIMITS = {
  player: { limit: 120, windowSeconds: 300 },
  playerDay: { limit: 1500, windowSeconds: 86_400 },
  address: { limit: 600, windowSeconds: 300 },
} satisfies Record<string, RateRule>;

export interface Asker {
  localUserId: string;
  address: string | undefined;
}

/** The answered move of a question about a day's puzzle (never a future day: same 404 as a missing one). */
export async function answerQuestion(
  db: Kysely<Database>,
  module: AnyGameModule,
  date: IsoDate,
  today: IsoDate,
  rawMove: unknown,
  asker: Asker,
): Promise<unknown> {
  const questions = module.questions;
  if (!questions) throw new HttpError(404, 'Ce jeu ne pose pas de question au serveur');
  const move = module.parseMove(rawMove);
  if (!move.ok) throw new HttpError(400, `Coup invalide : ${move.error}`);
  if (!questions.isQuestion(move.value)) throw new HttpError(400, 'Ce coup ne demande pas de réponse du serveur');

  const game = module.slug;
  await enforceRateLimits(db, [
    { key: `q:p:${asker.localUserId}`, rule: QUESTION_LIMITS.player },
    { key: `q:pd:${asker.localUserId}`, rule: QUESTION_LIMITS.playerDay },
    ...(asker.address ? [{ key: `q:a:${asker.address}`, rule: QUESTION_LIMITS.address }] : []),
  ]);

  const stored = date <= today ? await findPuzzle(db, game, date) : undefined;
  if (!stored) throw new HttpError(404, 'Aucune grille pour cette date');
  const puzzle = module.parse({ ...(stored.publicData as object), ...(stored.secretData as object) });
  if (!puzzle.ok) throw new Error(`stored ${game} puzzle of ${date} is invalid: ${puzzle.error}`);
  const answered = questions.answer(puzzle.value, move.value);
  if (!answered.ok) throw new HttpError(422, answered.error);
  return answered.value;
}
