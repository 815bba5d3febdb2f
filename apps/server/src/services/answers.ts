import { proximoWords } from '@jdj/content';
import type { AnyGameModule, IsoDate } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { ProviderDto } from '../api/types.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { wholePuzzle } from './puzzle-cache.ts';
import { enforceRateLimits, type RateRule } from './rate-limit.ts';
import { type Player, scoreOfDay } from './scores.ts';

/**
 * Questions (a Proximo guess, a Decrypto attempt) are answered from the secret part of the day's
 * puzzle, so they are counted: a player plays a few hundred at most in a day, a script pulling a whole
 * ranked list needs thousands. Per player, and per address for scripts that change their player id; the
 * address's daily count stays well above what a household or an office plays together.
 */
export const QUESTION_LIMITS = {
  player: { limit: 120, windowSeconds: 300 },
  playerDay: { limit: 1500, windowSeconds: 86_400 },
  address: { limit: 600, windowSeconds: 300 },
  addressDay: { limit: 5000, windowSeconds: 86_400 },
} satisfies Record<string, RateRule>;

export interface Asker extends Player {
  address: string | undefined;
  provider: ProviderDto;
}

const frenchWords = proximoWords();

/** Who may hear an answer beyond any player (see QuestionRules.audience). */
async function checkAudience(db: Kysely<Database>, module: AnyGameModule, move: unknown, date: IsoDate, asker: Asker): Promise<void> {
  const audience = module.questions?.audience?.(move) ?? 'anyone';
  if (audience === 'debug' && !asker.provider.features.includes('debug_resolve')) {
    throw new HttpError(403, '« Résoudre » n’est pas proposé ici.');
  }
  if (audience === 'winner') {
    const score = await scoreOfDay(db, asker, module.slug, date);
    if (score?.data.won !== true) throw new HttpError(403, 'Cette réponse est réservée aux joueurs qui ont gagné la partie de ce jour.');
  }
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

  await enforceRateLimits(db, [
    { key: `q:p:${asker.localUserId}`, rule: QUESTION_LIMITS.player },
    { key: `q:pd:${asker.localUserId}`, rule: QUESTION_LIMITS.playerDay },
    ...(asker.address
      ? [
          { key: `q:a:${asker.address}`, rule: QUESTION_LIMITS.address },
          { key: `q:ad:${asker.address}`, rule: QUESTION_LIMITS.addressDay },
        ]
      : []),
  ]);

  const stored = date <= today ? await wholePuzzle(db, module, date) : undefined;
  if (!stored) throw new HttpError(404, 'Aucune grille pour cette date');
  await checkAudience(db, module, move.value, date, asker);
  // The dictionary tells a typo from a word out of the list (Proximo); it is read on its first use.
  const answered = questions.answer(stored.puzzle, move.value, frenchWords);
  if (!answered.ok) throw new HttpError(422, answered.error);
  return answered.value;
}
