import { count, jokersLine, SQUARES, summaryLines } from '../core/share-summary.ts';
import type { DecryptoState } from './rules.ts';

const MARK_SQUARES: Readonly<Record<string, string>> = { c: SQUARES.right, m: SQUARES.close, d: SQUARES.extra, n: SQUARES.none };

/** Decrypto's share summary: each attempt's marks as squares (never its digits), and the digits revealed. */
export const decryptoSummary = (state: DecryptoState): string =>
  summaryLines(
    `🔐 ${count(state.attempts.length, 'essai', 'essais')}`,
    ...state.attempts.map((attempt) => [...attempt.marks].map((mark) => MARK_SQUARES[mark] ?? SQUARES.none).join('')),
    jokersLine(state.jokers, 'chiffre révélé', 'chiffres révélés'),
  );
