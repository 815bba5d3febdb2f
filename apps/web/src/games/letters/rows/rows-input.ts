/**
 * What the definition games' boards send for each gesture: pure functions from the module's state and the
 * board's cursor to one module move (or nothing). The rules decide; these only aim.
 */
import { activeRow, type RowsMove, type RowsState, spelledLetters, type WordRow } from '@jdj/puzzles';
import { nextEmptySlot, type SlotCell, slotForLetter, slotToErase } from '../slots.ts';

/** A row as the kit shows it: given, found and revealed letters locked. */
export function rowCells(row: WordRow): SlotCell[] {
  return row.letters.map((letter, slot) => {
    const lock = row.locks[slot];
    return lock === null || lock === undefined ? { letter } : { letter, locked: true, lockedAs: lock };
  });
}

/** A found word as it is written (« ASSURÉMENT », as Motamo's chain shows it), its letters locked. */
export function foundCells(row: WordRow): SlotCell[] {
  const spelled = spelledLetters(row.spelling);
  return rowCells(row).map((cell, slot) => ({ ...cell, letter: spelled[slot] ?? cell.letter }));
}

/** A move and where the cursor goes once it is played. */
export interface Aimed {
  move: RowsMove;
  cursor: number | null;
}

/** A typed letter: into the cursor's slot when it is open, else the first empty one; the cursor moves on. */
export function typeLetter(state: RowsState, letter: string, cursor: number | null): Aimed | null {
  const cells = rowCells(activeRow(state));
  const slot = slotForLetter(cells, cursor);
  if (slot === null) return null;
  const after = cells.map((cell, i) => (i === slot ? { ...cell, letter } : cell));
  return { move: { type: 'letter', slot, letter }, cursor: nextEmptySlot(after, slot + 1) };
}

/** Backspace: the last typed letter before the cursor goes; the cursor takes its slot. */
export function eraseLetter(state: RowsState, cursor: number | null): Aimed | null {
  const slot = slotToErase(rowCells(activeRow(state)), cursor);
  return slot === null ? null : { move: { type: 'erase', slot }, cursor: slot };
}

/** A tap on a slot: in another row it picks that row; either way the next letter goes there. */
export function tapSlot(state: RowsState, row: number, slot: number): { move: RowsMove | null; cursor: number } | null {
  const cell = state.rows[row]?.locks[slot];
  if (cell !== null || state.found.includes(row)) return null;
  return { move: row === state.active ? null : { type: 'select', row }, cursor: slot };
}
