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
import { DecryptoRules } from './DecryptoRules.tsx';

/** The digits known for sure, by position: revealed by a joker or marked correct in an attempt. */
export function knownDigits(state: DecryptoState): (string | null)[] {
  return Array.from({ length: CODE_LENGTH }, (_, position) => {
    const revealed = state.revealed[position];
    if (revealed !== null && revealed !== undefined) return String(revealed);
    return state.attempts.find((attempt) => attempt.marks[position] === 'c')?.digits[position] ?? null;
  });
}

/**
 * Debug « Résoudre » without the code: one attempt a round. While a place is unknown, try one digit
 * everywhere it is (0, then 1…), which marks that digit correct wherever the code holds it; then the code.
 */
export function nextResolveAttempt(state: DecryptoState): DecryptoMove | null {
  const known = knownDigits(state);
  if (known.every((digit) => digit !== null)) return { type: 'attempt', digits: known.join('') };
  for (let digit = 0; digit <= 9; digit++) {
    const digits = known.map((d) => d ?? String(digit)).join('');
    if (attemptProblem(state, digits) === null) return { type: 'attempt', digits };
  }
  return null;
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
};

export default decryptoGame;
