import { jokersLine, mistakesLine, summaryLines } from '../core/share-summary.ts';
import type { BineroState } from './rules.ts';

/** Binero's share summary: the grid's size, the checks that found a broken rule, the cells revealed. */
export const bineroSummary = (state: BineroState): string =>
  summaryLines(`☀️🌙 Grille ${state.size} × ${state.size}`, mistakesLine(state.mistakes), jokersLine(state.jokers, 'case révélée', 'cases révélées'));
