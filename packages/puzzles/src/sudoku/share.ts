import { jokersLine, mistakesLine, summaryLines } from '../core/share-summary.ts';
import { rowsPicture } from '../grid/row-track.ts';
import type { DigitGridState } from './digit-grid.ts';

/** Sudoku's and Sudolito's share summary: the rows in the order they were solved, the mistakes and the cells revealed. */
export const digitGridSummary = (state: DigitGridState): string =>
  summaryLines(rowsPicture(state.rowTrack), mistakesLine(state.mistakes), jokersLine(state.jokers, 'case révélée', 'cases révélées'));
