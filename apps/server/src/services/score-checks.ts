import { type AnyGameModule, fromMoveColumns, getGameModule, type MoveColumns } from '@jdj/puzzles';
import { API_ROUTES, type LoggedMove, MAX_LOGGED_MOVES, MAX_TIMER_S, type ScoreSubmission } from '@jdj/api';
import type * as z from 'zod/mini';
import { HttpError, parseJsonText } from '../http/errors.ts';
import { packColumns, packMoves } from './move-log-codec.ts';
import { type ReplayOutcome, replayMoves } from './replay.ts';

/**
 * The work of a score that needs no database, as pure functions of its body's text: reading it, and
 * replaying and packing its moves once its puzzle is known. The server runs them on a worker thread
 * (score-checker.ts), or here in tests and development: the same answers either way.
 */

/** A submission's fields, without its log (the log stays with its text, replayed where it is read). */
export type ScoreFields = Omit<ScoreSubmission, 'moves'>;

/**
 * What a checker answers: a result, or the refusal the route sends (its status and French message, and the
 * game when the body named one: the metrics count refusals by game).
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 422; message: string; game?: string };

export type ReplaySuccess = Extract<ReplayOutcome, { ok: true }>;

/** A replayed log: what the rules recomputed, and the log packed as it is stored. */
export interface Judged {
  replay: ReplaySuccess;
  packed: Uint8Array;
}

const uploadSchema = API_ROUTES.scores.submit.body;

/** The log of a submission, sent as a list of moves or as columns (exactly one of them). */
function submittedLog(body: z.output<typeof uploadSchema>): { moves: LoggedMove[]; columns?: MoveColumns } {
  if ((body.moves === undefined) === (body.move_columns === undefined)) {
    throw new HttpError(400, 'Champ « moves » ou « move_columns » attendu (l’un des deux)');
  }
  if (body.moves) return { moves: body.moves };
  const read = fromMoveColumns(body.move_columns, { maxMoves: MAX_LOGGED_MOVES, maxAt: MAX_TIMER_S });
  if (!read.ok) throw new HttpError(400, read.error);
  return { moves: read.log, columns: body.move_columns as MoveColumns };
}

function readUpload(text: string, named?: (game: string) => void): { fields: ScoreFields; moves: LoggedMove[]; columns?: MoveColumns } {
  const upload = parseJsonText(text, uploadSchema);
  named?.(upload.game);
  const { moves: _moves, move_columns: _columns, ...fields } = upload;
  return { fields, ...submittedLog(upload) };
}

const refusal = (error: unknown, game?: string): Checked<never> => {
  if (error instanceof HttpError) return { ok: false, status: error.status as 400 | 404 | 422, message: error.message, ...(game ? { game } : {}) };
  throw error;
};

/** A score's body read and checked: its fields, or the 400 its text earns. */
export function readSubmission(text: string): Checked<ScoreFields> {
  let game: string | undefined;
  try {
    return { ok: true, value: readUpload(text, (named) => (game = named)).fields };
  } catch (error) {
    return refusal(error, game);
  }
}

/** A score's log (read from its text again) replayed on its puzzle and packed, or the refusal of its moves (422). */
export function judgeSubmission(text: string, game: string, puzzle: unknown): Checked<Judged> {
  try {
    const { moves, columns } = readUpload(text);
    return { ok: true, value: judgeMoves(gameModule(game), puzzle, moves, columns) };
  } catch (error) {
    return refusal(error);
  }
}

/** The replay and the packing of a log already read (a test's submission, or the text's). */
export function judgeMoves(module: AnyGameModule, puzzle: unknown, moves: readonly LoggedMove[], columns?: MoveColumns): Judged {
  const replay = replayMoves(module, puzzle, moves);
  if (!replay.ok) throw new HttpError(422, replay.error);
  return { replay, packed: columns ? packColumns(columns) : packMoves(moves) };
}

export function gameModule(game: string): AnyGameModule {
  const module = getGameModule(game);
  if (!module) throw new HttpError(404, `Jeu inconnu : ${game}`);
  return module;
}
