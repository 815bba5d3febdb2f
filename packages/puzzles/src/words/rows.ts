/** What the browser's boards of Motamo, Prefixo and Synonymo use from the shared row rules. */
export {
  hasTypedLetters,
  openSlots,
  playableRows,
  type RowLock,
  type RowResult,
  type RowRules,
  type RowsMove,
  type RowsState,
  rowsResolveMoves,
  rowsStatus,
  type WordRow,
} from './rows-rules.ts';
