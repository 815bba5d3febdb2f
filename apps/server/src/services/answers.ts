import { proximoWords } from '@jdj/content';
import type { AnyGameModule, IsoDate } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { ProviderDto } from '@jdj/api';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { countQuestion, ownersOf } from './plays.ts';
import { wholePuzzle } from './puzzle-cache.ts';
import { enforceRateLimits, type RateRule } from './rate-limit.ts';
import { type Player, scoreOfDay } from './scores.ts';

/**
 * Questions (a Proximo guess, a Decrypto attempt or joker) are answered from the secret part of the day's
 * puzzle. Each is asked within a play started on the server and counted there (at most the game's longest
 * log per play); per address too, for scripts that start play after play: the address's daily count stays
 * well above what a household or an office plays together.
 */
export const QUESTION_LIMITS = {
  address: { limit: 600, windowSeconds: 300 },
  addressDay: { limit: 5000, windowSeconds: 86_400 },
} satisfies Record<string, RateRule>;

export interface Asker extends Player {
  address: string | undefined;
  provider: ProviderDto;
  /** The play the question is asked within (its start token); none for questions outside a play. */
  startToken: string | undefined;
  /** The operator turned debug answers on (config DEBUG_ANSWERS). */
  debugAnswers: boolean;
}

/** Whether the asker's stored score of the day is won (the account's when signed in, else the device's). */
async function wonTheDay(db: Kysely<Database>, module: AnyGameModule, date: IsoDate, asker: Asker): Promise<boolean> {
  // Won on this provider's stream: another stream's day of the same date is another puzzle.
  return (await scoreOfDay(db, asker, module.slug, date, asker.provider.stream))?.data.won === true;
}

const frenchWords = proximoWords();

/**
 * Reads Proximo's French words now (about a second of CPU, one time), so that the first guess of the
 * morning does not wait for them: the server calls it once it listens, with its background jobs.
 */
export function warmFrenchWords(): void {
  frenchWords.knowsSpelling('');
}

/** Who may hear an answer beyond any player (see QuestionRules.audience). */
async function checkAudience(db: Kysely<Database>, module: AnyGameModule, move: unknown, date: IsoDate, asker: Asker): Promise<'anyone' | 'winner' | 'debug'> {
  const audience = module.questions?.audience?.(move) ?? 'anyone';
  if (audience === 'debug' && !(asker.debugAnswers && asker.provider.features.includes('debug_resolve'))) {
    throw new HttpError(403, '« Résoudre » n’est pas proposé ici.');
  }
  if (audience === 'winner' && !(await wonTheDay(db, module, date, asker))) {
    throw new HttpError(403, 'Cette réponse est réservée aux joueurs qui ont gagné la partie de ce jour.');
  }
  return audience;
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
  if (!move.ok) throw new HttpError(400, `Coup invalide : ${move.error}`);
  if (!questions.isQuestion(move.value)) throw new HttpError(400, 'Ce coup ne demande pas de réponse du serveur');

  if (asker.address) {
    await enforceRateLimits(db, [
      { key: `q:a:${asker.address}`, rule: QUESTION_LIMITS.address },
      { key: `q:ad:${asker.address}`, rule: QUESTION_LIMITS.addressDay },
    ]);
  }

  const stored = date <= today ? await wholePuzzle(db, asker.provider.stream, module, date) : undefined;
  if (!stored) throw new HttpError(404, 'Aucune grille pour cette date');
  const audience = await checkAudience(db, module, move.value, date, asker);
  // Questions are asked within a play and counted there. After the play, a player whose won score of the
  // day is stored may go on asking (Proximo's « Continuer à explorer »): it changes no score.
  if (audience !== 'winner' && !(asker.startToken === undefined && (await wonTheDay(db, module, date, asker)))) {
    if (!asker.startToken) throw new HttpError(400, 'Une question se pose pendant une partie commencée sur le serveur : rouvrez la grille du jour.');
    await countQuestion(db, {
      token: asker.startToken,
      game: module.slug,
      date,
      owners: ownersOf(asker),
      hint: questions.hintOf?.(move.value),
      limit: module.maxMoves,
    });
  }
  // The dictionary tells a typo from a word out of the list (Proximo); it is read on its first use.
  const answered = questions.answer(stored.puzzle, move.value, frenchWords);
  if (!answered.ok) throw new HttpError(422, answered.error);
  return answered.value;
}
