/**
 * Proximo's temperature and ‰ (issue 40: as warm as Cémantix). The lists keep ranks, not similarities (the
 * model behind them is not reproducible, docs/decisions.md), so both are pure functions of the rank, the
 * same on the server and in the browser, on the curve the issue-29 re-rank scored with: a similarity of
 * 0.55 − 0.1·log10(rank), shown as degrees. Rank 1 → 55 °C, 10 → 45 °C, 100 → 35 °C, 1,000 → 25 °C; the
 * word found is 100 °C; a word beyond the list has no temperature (« froid »).
 */
import { PROXIMO_LIST_SIZE } from '../words/records.ts';
import type { ProximoGuess } from './rules.ts';

type Answer = Pick<ProximoGuess, 'status' | 'rank'>;

const listRank = (guess: Answer): number | null =>
  guess.status === 'ranked' && guess.rank !== null ? Math.min(Math.max(Math.round(guess.rank), 1), PROXIMO_LIST_SIZE) : null;

/** Degrees Celsius to two decimals, 100 when found; null beyond the list. */
export function temperatureOf(guess: Answer): number | null {
  if (guess.status === 'found') return 100;
  const rank = listRank(guess);
  if (rank === null) return null;
  return Math.round((55 - 10 * Math.log10(rank)) * 100) / 100;
}

/**
 * Where a ranked word stands among the nearest thousand, as Cémantix shows it: 1000 for the word found,
 * 999 ‰ for the nearest word, down to 1 ‰ at the end of the list; null beyond it.
 */
export function permilleOf(guess: Answer): number | null {
  if (guess.status === 'found') return 1000;
  const rank = listRank(guess);
  return rank === null ? null : Math.max(1, 1000 - rank);
}

/** A glance at the heat, beside the figure (Cémantix's habit): 🥳 found, 🔥 top 10, 🥵 top 100, 😎 the list, 🧊 beyond. */
export function heatEmoji(guess: Answer): string {
  if (guess.status === 'found') return '🥳';
  const rank = listRank(guess);
  if (rank === null) return '🧊';
  return rank <= 10 ? '🔥' : rank <= 100 ? '🥵' : '😎';
}
