/**
 * Play rules of Decrypto (document 2 §4, §5, §9): find a code of 5 digits. Every attempt is marked digit
 * by digit; attempts are unlimited, each wrong one counts a mistake. The joker reveals one digit.
 *
 * The code stays on the server: an attempt or a joker is a question the server answers (the marks, the
 * digit), and the answered move is what is played and logged. A state built without the code (the
 * browser's) takes those answers as given; one built with it (the server's replay) checks every one.
 */
import { type Invalid, invalid } from '../core/game-module.ts';
import { ALL_CORRECT, CODE_LENGTH, scoreGuess } from './feedback.ts';

/** Seconds a revealed digit costs (not shown in document 2; the catalogue's 10 s, docs/decisions.md). */
export const DECRYPTO_JOKER_PENALTY = 10;

export interface DecryptoPuzzle {
  id: string;
  date_to_play: string;
  /** The 5 digits; null in the browser, which never receives it. */
  code: string | null;
}

export interface DecryptoAttempt {
  digits: string;
  /** One letter per digit, see MARK_LETTERS. */
  marks: string;
}

export interface DecryptoState {
  /** Known on the server from the start; in the browser only once found. */
  code: string | null;
  attempts: DecryptoAttempt[];
  /** Digits the joker revealed, by position (null where none was). */
  revealed: (number | null)[];
  won: boolean;
  mistakes: number;
  jokers: number;
}

/**
 * An attempt is asked without marks and played with the server's; a joker names the position it
 * reveals (drawn by the browser) and is played with the server's digit.
 */
export type DecryptoMove = { type: 'attempt'; digits: string; marks?: string } | { type: 'joker'; position: number; digit?: number };

export function initState(puzzle: Pick<DecryptoPuzzle, 'code'>): DecryptoState {
  return { code: puzzle.code, attempts: [], revealed: new Array<number | null>(CODE_LENGTH).fill(null), won: false, mistakes: 0, jokers: 0 };
}

/** Why these digits cannot be tried now (a revealed digit changed, the same code twice), or null. */
export function attemptProblem(state: DecryptoState, digits: string): string | null {
  const changed = state.revealed.findIndex((digit, position) => digit !== null && digits[position] !== String(digit));
  if (changed >= 0) return `Le chiffre révélé en position ${changed + 1} est le ${state.revealed[changed]}.`;
  if (state.attempts.some((attempt) => attempt.digits === digits)) return 'Ce code a déjà été essayé.';
  return null;
}

/** Positions not yet known for sure: neither revealed nor marked correct in an attempt (what a joker may reveal). */
export function unknownPositions(state: DecryptoState): number[] {
  const positions: number[] = [];
  for (let position = 0; position < CODE_LENGTH; position++) {
    if (state.revealed[position] !== null) continue;
    if (state.attempts.some((attempt) => attempt.marks[position] === 'c')) continue;
    positions.push(position);
  }
  return positions;
}

/** Applies a move already known to be well formed (see `readMove`); questions must carry their answer. */
export function applyMove(state: DecryptoState, move: DecryptoMove): DecryptoState | Invalid {
  if (state.won) return invalid('La partie est terminée.');
  if (move.type === 'attempt') {
    if (move.marks === undefined) return invalid('Cet essai attend la réponse du serveur.');
    const problem = attemptProblem(state, move.digits);
    if (problem) return invalid(problem);
    if (state.code !== null && scoreGuess(state.code, move.digits) !== move.marks) return invalid('Ces marques ne correspondent pas au code.');
    const attempts = [...state.attempts, { digits: move.digits, marks: move.marks }];
    if (move.marks === ALL_CORRECT) return { ...state, attempts, code: move.digits, won: true };
    return { ...state, attempts, mistakes: state.mistakes + 1 };
  }
  if (move.digit === undefined) return invalid('Ce joker attend la réponse du serveur.');
  if (state.revealed[move.position] !== null) return invalid('Ce chiffre est déjà révélé.');
  if (state.code !== null && state.code[move.position] !== String(move.digit)) return invalid('Ce chiffre ne correspond pas au code.');
  const revealed = state.revealed.slice();
  revealed[move.position] = move.digit;
  return { ...state, revealed, jokers: state.jokers + 1 };
}
