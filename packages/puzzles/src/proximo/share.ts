import { count, summaryLines } from '../core/share-summary.ts';
import type { ProximoState } from './rules.ts';

/** How many of the best ranks the summary lists, the latest ones: a long hunt stays a short message. */
const RANKS_SHOWN = 6;

/**
 * Proximo's share summary: the guesses it took, and the best rank each time it improved on the way to the
 * word (« #812 → #240 → #3 → 🎯 »). Ranks tell how close, never which words.
 */
export function proximoSummary(state: ProximoState): string {
  const bests: number[] = [];
  for (const guess of state.history) {
    if (guess.rank !== null && (bests.length === 0 || guess.rank < (bests.at(-1) as number))) bests.push(guess.rank);
  }
  if (state.attempts === 1) return '🎯 Trouvé du premier coup !';
  const shown = bests.slice(-RANKS_SHOWN).map((rank) => `#${rank}`);
  const path = bests.length === 0 ? null : [...(bests.length > RANKS_SHOWN ? ['…'] : []), ...shown, '🎯'].join(' → ');
  return summaryLines(`🎯 Trouvé en ${count(state.attempts, 'essai', 'essais')}`, path);
}
