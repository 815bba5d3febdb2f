/** Decrypto: the game module of DESIGN §3, its questions to the server, and what the board UI needs. */
import { isIsoDate } from '../core/dates.ts';
import { ANSWER_FLOOR_SECONDS } from '../core/floors.ts';
import { shareOf } from '../core/placement.ts';
import { fail, type GameModule, type Invalid, invalid, isInvalid, ok, type Result } from '../core/game-module.ts';
import { CODE_LENGTH, isCode, isMarks, scoreGuess } from './feedback.ts';
import { applyMove, DECRYPTO_JOKER_PENALTY, type DecryptoMove, type DecryptoPuzzle, type DecryptoState, initState } from './rules.ts';
import { decryptoSummary } from './share.ts';

export {
  ALL_CORRECT,
  CODE_LENGTH,
  type DigitMark,
  isCode,
  MARK_LETTERS,
  marksOf,
  scoreGuess,
} from './feedback.ts';
export {
  attemptProblem,
  DECRYPTO_JOKER_PENALTY,
  type DecryptoAttempt,
  type DecryptoMove,
  type DecryptoPuzzle,
  type DecryptoState,
  unknownPositions,
} from './rules.ts';

/** What a browser receives: the day, never the code. */
export type DecryptoPublicPuzzle = Omit<DecryptoPuzzle, 'code'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The day's record without its code (what the browser plays from). */
export function parsePublicDecrypto(raw: unknown): Result<DecryptoPuzzle> {
  if (!isRecord(raw)) return fail('Le code du jour doit être un objet avec id et date_to_play.');
  if (!isIsoDate(raw.date_to_play)) return fail('date_to_play doit être une date AAAA-MM-JJ.');
  if (typeof raw.id !== 'string' || raw.id.length === 0 || raw.id.length > 64) return fail('id doit être un texte de 1 à 64 caractères.');
  return ok({ id: raw.id, date_to_play: raw.date_to_play, code: null });
}

/** The whole record, code included (what the server answers and replays from). */
function parseDecrypto(raw: unknown): Result<DecryptoPuzzle> {
  const day = parsePublicDecrypto(raw);
  if (!day.ok) return day;
  const { code } = raw as Record<string, unknown>;
  if (!isCode(code)) return fail('Le code doit compter 5 chiffres de 0 à 9.');
  return ok({ ...day.value, code });
}

/** Checks an untrusted move's shape and returns a clean copy. */
function readMove(raw: unknown): Result<DecryptoMove> {
  if (!isRecord(raw)) return fail('Le coup doit être un objet.');
  if (raw.type === 'attempt') {
    if (!isCode(raw.digits)) return fail('Un essai compte 5 chiffres de 0 à 9.');
    if (raw.marks === undefined) return ok({ type: 'attempt', digits: raw.digits });
    if (!isMarks(raw.marks)) return fail('Les marques d’un essai sont 5 lettres parmi c, m, d et n.');
    return ok({ type: 'attempt', digits: raw.digits, marks: raw.marks });
  }
  if (raw.type === 'joker') {
    const { position, digit } = raw;
    if (typeof position !== 'number' || !Number.isInteger(position) || position < 0 || position >= CODE_LENGTH) {
      return fail(`La position doit être un entier de 0 à ${CODE_LENGTH - 1}.`);
    }
    if (digit === undefined) return ok({ type: 'joker', position });
    if (typeof digit !== 'number' || !Number.isInteger(digit) || digit < 0 || digit > 9) return fail('Le chiffre doit être un entier de 0 à 9.');
    return ok({ type: 'joker', position, digit });
  }
  return fail(`Type de coup inconnu : « ${String(raw.type).slice(0, 40)} ».`);
}

function apply(state: DecryptoState, move: DecryptoMove): DecryptoState | Invalid {
  const checked = readMove(move);
  return checked.ok ? applyMove(state, checked.value) : invalid(checked.error);
}

/**
 * Seconds no person beats for a move: an attempt is a typed answer (five digits chosen once the marks are
 * read, typed and sent); a joker is one tap.
 */
export function decryptoMoveFloor(move: DecryptoMove): number {
  return move.type === 'attempt' ? ANSWER_FLOOR_SECONDS : 0.2;
}

/**
 * The longest log: a joker per position and attempts far beyond any honest hunt (the marks narrow 100,000
 * codes to one in under ten attempts with care, a few dozen without).
 */
export const DECRYPTO_MAX_MOVES = 200;

/** Seconds a person needs to read an attempt's marks, choose the next five digits and type them. */
export const DECRYPTO_DEDUCTION_SECONDS = 6;
/**
 * Attempts the fastest deductions need, a revealed digit standing for one: the marks of two or three codes
 * leave several candidates (issue 34). Fewer is luck, or a code learnt elsewhere.
 */
export const DECRYPTO_FEWEST_ATTEMPTS = 4;

/**
 * The least play time a Decrypto win is placed with (issue 34): the day's code is the same for everyone, so
 * a code learnt elsewhere is typed at once; a deduction takes its attempts' time, at least the fewest's.
 */
export function decryptoRankedFloor(state: DecryptoState): number {
  return DECRYPTO_DEDUCTION_SECONDS * Math.max(state.attempts.length, DECRYPTO_FEWEST_ATTEMPTS - state.jokers);
}

/**
 * The day's code is drawn on the server from a deployment secret (packages/content's Decrypto builder):
 * this module, which browsers load, has no generator, and the version names that way of drawing.
 */
export const decrypto: GameModule<DecryptoPuzzle, DecryptoPublicPuzzle, DecryptoState, DecryptoMove> = {
  slug: 'decrypto',
  // 3: the codes of a year are all different (issue 41); 2: drawn from the deployment's secret (issue 22).
  generatorVersion: 3,
  parse: parseDecrypto,
  toPublic: (puzzle) => ({ id: puzzle.id, date_to_play: puzzle.date_to_play }),
  parseMove: readMove,
  init: initState,
  apply,
  applyParsed: applyMove,
  status: (state) => (state.won ? 'won' : 'playing'),
  penalty: (move, state) => (move.type === 'joker' && !isInvalid(apply(state, move)) ? DECRYPTO_JOKER_PENALTY : 0),
  moveFloorSeconds: decryptoMoveFloor,
  maxMoves: DECRYPTO_MAX_MOVES,
  counters: (state) => ({ mistakes: state.mistakes, jokers: state.jokers }),
  revealedShare: (state) => shareOf(state.revealed.filter((digit) => digit !== null).length, CODE_LENGTH),
  rankedFloorSeconds: decryptoRankedFloor,
  // Document 2 §3: mistakes and jokers (the counters), the code found and the number of attempts.
  scoreData: (state) => ({ code: state.code, attempts: state.attempts.length }),
  shareSummary: decryptoSummary,
  questions: {
    isQuestion: (move) => (move.type === 'attempt' ? move.marks === undefined : move.digit === undefined),
    isAnswer: (move) => (move.type === 'attempt' ? move.marks !== undefined : move.digit !== undefined),
    answer(puzzle, move) {
      if (puzzle.code === null) return fail('Le code du jour est introuvable.');
      if (move.type === 'attempt') return ok({ type: 'attempt', digits: move.digits, marks: scoreGuess(puzzle.code, move.digits) });
      return ok({ type: 'joker', position: move.position, digit: Number(puzzle.code[move.position]) });
    },
    // A revealed digit costs its penalty once per position, asked or logged.
    hintOf: (move) => (move.type === 'joker' ? move.position : undefined),
    hintPenalty: DECRYPTO_JOKER_PENALTY,
  },
};
