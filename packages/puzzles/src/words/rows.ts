/** What the browser's boards of Motamo, Prefixo and Synonymo use from the shared row rules. */
export {
  activeRow,
  hasTypedLetters,
  openSlots,
  type RowLock,
  type RowResult,
  type RowRules,
  type RowsMove,
  type RowsState,
  rowOf,
  rowsResolveMoves,
  rowsStatus,
  selectableRows,
  type WordRow,
} from './rows-rules.ts';
export { knownLetters, type LetterMark, letterMarks } from './letter-marks.ts';
