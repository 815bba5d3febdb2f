import { jokersLine, mistakesLine, summaryLines } from '../core/share-summary.ts';
import { rowsPicture } from '../grid/row-track.ts';
import type { BineroState } from './rules.ts';

/** Binero's share summary: the grid's size, its rows in the order they were solved, the checks that found a broken rule, the cells revealed. */
export const bineroSummary = (state: BineroState): string =>
  summaryLines(
    `☀️🌙 Grille ${state.size} × ${state.size}`,
    rowsPicture(state.rowTrack),
    mistakesLine(state.mistakes),
    jokersLine(state.jokers, 'case révélée', 'cases révélées'),
  );
