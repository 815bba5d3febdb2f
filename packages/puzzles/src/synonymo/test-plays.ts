import type { TestPlays } from '../testing/plays.ts';
import type { RowsMove } from '../words/rows-rules.ts';
import { rowsAssistedWin, rowsWin } from '../words/rows-plays.ts';
import { synonymo, SYNONYMO_RULES, type SynonymoPuzzle } from './index.ts';

/** Synonymo cannot be lost (docs/decisions.md): a won game only. */
export const synonymoPlays: TestPlays<SynonymoPuzzle, RowsMove> = {
  win: (puzzle) => rowsWin(SYNONYMO_RULES, synonymo.init(puzzle)),
  assisted: (puzzle) => rowsAssistedWin(SYNONYMO_RULES, synonymo.init(puzzle)),
};
