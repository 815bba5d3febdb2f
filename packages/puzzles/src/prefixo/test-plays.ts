import type { TestPlays } from '../testing/plays.ts';
import type { RowsMove } from '../words/rows-rules.ts';
import { rowsAssistedWin, rowsWin } from '../words/rows-plays.ts';
import { prefixo, PREFIXO_RULES, type PrefixoPuzzle } from './index.ts';

/** Prefixo cannot be lost (docs/decisions.md): a won game only. */
export const prefixoPlays: TestPlays<PrefixoPuzzle, RowsMove> = {
  win: (puzzle) => rowsWin(PREFIXO_RULES, prefixo.init(puzzle)),
  assisted: (puzzle) => rowsAssistedWin(PREFIXO_RULES, prefixo.init(puzzle)),
};
