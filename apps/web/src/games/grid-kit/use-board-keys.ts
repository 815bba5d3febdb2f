import { type Cell, moveSelection } from '@jdj/puzzles';
import { useEffect, useRef } from 'react';

/**
 * The physical keyboard of a board: `onKey` sees every key pressed on the page while the board takes
 * input, except with a modifier or inside a field or a dialog (the rules, a confirmation). Ctrl+Z (⌘Z on a
 * Mac) comes as 'Undo', Ctrl+Y and Ctrl+Shift+Z as 'Redo', the names of those keys on keyboards that have
 * them. It returns true when the key was the board's, so the browser's own action (scrolling on arrows,
 * Space, the page's own undo) is prevented.
 */
export function useBoardKeys(locked: boolean, onKey: (key: string) => boolean): void {
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    if (locked) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const key = event.ctrlKey || event.metaKey ? historyKey(event) : event.key;
      if (key === null) return;
      // Space and Enter on a focused button or link are that control's own.
      if ((key === ' ' || key === 'Enter') && target?.closest('button, a')) return;
      if (handler.current(key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [locked]);
}

/** Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z (⌘ on a Mac): undo and redo; other shortcuts stay the browser's. */
function historyKey(event: KeyboardEvent): 'Undo' | 'Redo' | null {
  const letter = event.key.toLowerCase();
  if (letter === 'z') return event.shiftKey ? 'Redo' : 'Undo';
  if (letter === 'y') return 'Redo';
  return null;
}

export const ARROWS: Readonly<Record<string, 'up' | 'down' | 'left' | 'right'>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** The moves every grid board shares: select a cell, undo, redo. */
export type GridNavigationMove = { type: 'select'; row: number; col: number } | { type: 'undo' } | { type: 'redo' };

/** The grid cell that has the keyboard's focus (`data-cell="row-col"`), if any. */
function focusedCell(): Cell | null {
  const cell = (document.activeElement as HTMLElement | null)?.closest?.('[role="gridcell"][data-cell]')?.getAttribute('data-cell');
  const match = cell ? /^(\d+)-(\d+)$/.exec(cell) : null;
  return match ? { row: Number(match[1]), col: Number(match[2]) } : null;
}

/**
 * A grid board's keyboard: the arrows move the selection (wrapping around the edges), Undo and Redo step
 * through the history, and `onGameKey` gets every other key with the cell it acts on (true when it was the
 * game's). Before any selection, the cell the focus is on (the grid's first, once the rules close) is
 * selected first, so the first key acts on it (issue 40). Returns the moves the board's own controls make too.
 */
export function useGridKeys(
  locked: boolean,
  selected: Cell | null,
  size: number,
  dispatch: (move: GridNavigationMove) => unknown,
  onGameKey: (key: string, cell: Cell | null) => boolean,
) {
  const select = (row: number, col: number) => {
    if (selected?.row !== row || selected.col !== col) dispatch({ type: 'select', row, col });
  };
  const undo = () => dispatch({ type: 'undo' });
  const redo = () => dispatch({ type: 'redo' });
  useBoardKeys(locked, (pressed) => {
    const direction = ARROWS[pressed];
    if (direction) {
      const next = moveSelection(selected, direction, size);
      select(next.row, next.col);
    } else if (pressed === 'Undo') undo();
    else if (pressed === 'Redo') redo();
    else {
      // A key that writes or clears (not Tab, Shift, Escape…) acts on the focused cell.
      const writes = pressed.length === 1 || pressed === 'Backspace' || pressed === 'Delete' || pressed === 'Enter';
      const focused = selected === null && writes ? focusedCell() : null;
      if (focused) dispatch({ type: 'select', row: focused.row, col: focused.col });
      return onGameKey(pressed, selected ?? focused);
    }
    return true;
  });
  return { select, undo, redo };
}

/** The first cell the player can write in, row-major: where Tab enters a grid before any selection. */
export function firstOpenCell<V>(initial: readonly (readonly V[])[], open: (value: V) => boolean): Cell {
  for (const [row, line] of initial.entries()) {
    const col = line.findIndex(open);
    if (col >= 0) return { row, col };
  }
  return { row: 0, col: 0 };
}

/**
 * The attributes of a grid's cell: found by `data-cell`, read by its label, selected in one place, and
 * reached with Tab on the selected cell (before any selection, the first one the player can write in:
 * `entry`); the arrows do the rest.
 */
export function gridCellProps(row: number, col: number, selected: Cell | null, label: string, given: boolean, entry: Cell = { row: 0, col: 0 }) {
  const isSelected = selected?.row === row && selected.col === col;
  return {
    role: 'gridcell',
    'data-cell': `${row}-${col}`,
    'aria-label': label,
    'aria-selected': isSelected,
    'aria-readonly': given || undefined,
    tabIndex: isSelected || (selected === null && row === entry.row && col === entry.col) ? 0 : -1,
  } as const;
}
