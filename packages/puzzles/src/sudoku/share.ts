import { jokersLine, mistakesLine, summaryLines } from '../core/share-summary.ts';
import type { DigitGridState } from './digit-grid.ts';

/** Sudoku's and Sudolito's share summary: the mistakes and the cells revealed. */
export const digitGridSummary = (state: DigitGridState): string =>
  summaryLines(mistakesLine(state.mistakes), jokersLine(state.jokers, 'case révélée', 'cases révélées'));
