/**
 * Undo and redo for the grid games (Sudoku, Sudolito, Binero), as moves like any other: the server's replay
 * goes through them too. A step keeps the whole state before a change of the grid and the cell it changed;
 * states never write their rows in place, so a step costs a few references and a replay stays linear. The
 * stacks are linked lists for the same reason: pushing or popping copies nothing.
 */
import { type Invalid, invalid } from '../core/game-module.ts';
import type { Cell } from './grid.ts';

export interface GridStep<S> {
  state: S;
  cell: Cell;
  next: GridStep<S> | null;
}

/** What a state needs for undo and redo; both stacks are empty in a new game. */
export interface GridHistory {
  undo: GridStep<unknown> | null;
  redo: GridStep<unknown> | null;
  selectedCell: Cell | null;
}

/** The step's cell as a selection: a step keeps the move that named it, whatever else the move holds. */
const cellOf = (step: GridStep<unknown>): Cell => ({ row: step.cell.row, col: step.cell.col });

export const NOTHING_TO_UNDO = 'Il n’y a rien à annuler.';
export const NOTHING_TO_REDO = 'Il n’y a rien à rétablir.';

/**
 * `after`, one change of `cell` past `before`: undo goes back to `before`; what was undone is forgotten.
 * `after` must be the new object the move has just built (never a state seen before): its history is set in
 * place rather than copying the state once more, on the hot path of every replay.
 */
export function recordStep<S extends GridHistory>(before: S, after: S, cell: Cell): S {
  after.undo = { state: before, cell, next: before.undo };
  after.redo = null;
  return after;
}

/**
 * The grid as it was before the last change, its cell selected. `kept` holds what undo never takes back
 * (mistakes and jokers already counted, the write mode…).
 */
export function undoStep<S extends GridHistory>(state: S, kept: Partial<S>): S | Invalid {
  const step = state.undo;
  if (step === null) return invalid(NOTHING_TO_UNDO);
  return { ...(step.state as S), ...kept, selectedCell: cellOf(step), undo: step.next, redo: { state, cell: step.cell, next: state.redo } };
}

/** The change last undone, played again. */
export function redoStep<S extends GridHistory>(state: S, kept: Partial<S>): S | Invalid {
  const step = state.redo;
  if (step === null) return invalid(NOTHING_TO_REDO);
  return { ...(step.state as S), ...kept, selectedCell: cellOf(step), undo: { state, cell: step.cell, next: state.undo }, redo: step.next };
}
