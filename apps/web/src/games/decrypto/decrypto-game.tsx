import {
  attemptProblem,
  CODE_LENGTH,
  type DecryptoMove,
  type DecryptoPuzzle,
  type DecryptoState,
  decrypto,
  parsePublicDecrypto,
  unknownPositions,
} from '@jdj/puzzles';
import { tDecrypto as t } from '../../i18n/fr-decrypto.ts';
import type { GameDefinition } from '../game-definition.ts';
import { DecryptoBoard } from './DecryptoBoard.tsx';
import { DecryptoEnd } from './DecryptoEnd.tsx';
import { DecryptoRules } from './DecryptoRules.tsx';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The digits known for sure, by position: revealed by a joker or marked correct in an attempt. */
export function knownDigits(state: DecryptoState): (string | null)[] {
  return Array.from({ length: CODE_LENGTH }, (_, position) => {
    const revealed = state.revealed[position];
    if (revealed !== null && revealed !== undefined) return String(revealed);
    return state.attempts.find((attempt) => attempt.marks[position] === 'c')?.digits[position] ?? null;
  });
}

/**
 * Debug « Résoudre » without the code: one attempt a round. Each place still unknown gets the smallest
 * digit not yet tried there, so a place is found within 10 rounds; then the code itself.
 */
export function nextResolveAttempt(state: DecryptoState): DecryptoMove | null {
  const known = knownDigits(state);
  const digits = known.map((digit, position) => {
    if (digit !== null) return digit;
    const tried = new Set(state.attempts.map((attempt) => attempt.digits[position]));
    return DIGITS.find((d) => !tried.has(d)) ?? '0';
  });
  const move: DecryptoMove = { type: 'attempt', digits: digits.join('') };
  return attemptProblem(state, move.digits) === null ? move : null;
}

/** Decrypto in the shared shell: the module (its code stays on the server), its board, its rules. */
const decryptoGame: GameDefinition<DecryptoPuzzle, DecryptoState, DecryptoMove> = {
  slug: 'decrypto',
  module: decrypto,
  parsePuzzle: parsePublicDecrypto,
  Board: DecryptoBoard,
  Rules: DecryptoRules,
  joker: {
    label: t('decrypto.joker'),
    isJoker: (move) => move.type === 'joker',
    move(state, random) {
      const positions = unknownPositions(state);
      const position = positions[Math.floor(random() * positions.length)];
      return position === undefined || state.won ? null : { type: 'joker', position };
    },
  },
  resolve(state) {
    const move = nextResolveAttempt(state);
    return { instant: [], animated: move ? [move] : [] };
  },
  EndSection: DecryptoEnd,
};

export default decryptoGame;
