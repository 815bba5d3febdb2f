import type { TestPlays } from '../testing/plays.ts';
import type { RowsMove } from '../words/rows-rules.ts';
import { rowsAssistedWin, rowsWin } from '../words/rows-plays.ts';
import { motamo, MOTAMO_RULES, type MotamoPuzzle } from './index.ts';

/** Motamo cannot be lost (docs/decisions.md): a won game only. */
export const motamoPlays: TestPlays<MotamoPuzzle, RowsMove> = {
  win: (puzzle) => rowsWin(MOTAMO_RULES, motamo.init(puzzle)),
  assisted: (puzzle) => rowsAssistedWin(MOTAMO_RULES, motamo.init(puzzle)),
};
