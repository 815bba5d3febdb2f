import { isDigitComplete, peersOf, type SudokuMove, type SudokuState } from '@jdj/puzzles';
import { useEffect, useRef, useState } from 'react';
import { tSudoku as t } from '../../i18n/fr-sudoku.ts';
import type { BoardProps } from '../game-definition.ts';
import { EraserIcon, PencilIcon, ResetIcon } from './SudokuIcons.tsx';
import './sudoku.css';

type Direction = 'up' | 'down' | 'left' | 'right';

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** The cell an arrow leads to, wrapping around the edges; the first arrow selects the top-left cell. */
export function moveSelection(cell: { row: number; col: number } | null, direction: Direction, size: number) {
  if (cell === null) return { row: 0, col: 0 };
  const wrap = (n: number) => (n + size) % size;
  switch (direction) {
    case 'up':
      return { row: wrap(cell.row - 1), col: cell.col };
    case 'down':
      return { row: wrap(cell.row + 1), col: cell.col };
    case 'left':
      return { row: cell.row, col: wrap(cell.col - 1) };
    case 'right':
      return { row: cell.row, col: wrap(cell.col + 1) };
  }
}

const key = (row: number, col: number) => `${row}-${col}`;

/** Accessible name of a cell: « Ligne 3, colonne 5, 7 » or « Ligne 3, colonne 5, vide », plus its notes. */
export function cellLabel(state: SudokuState, row: number, col: number): string {
  const value = state.board[row]?.[col] ?? 0;
  const position = { row: row + 1, col: col + 1 };
  let label = value === 0 ? t('sudoku.cell.empty', position) : t('sudoku.cell.value', { ...position, value });
  const notes = state.notes[key(row, col)];
  if (value === 0 && notes?.length) label += t('sudoku.cell.notes', { notes: notes.join(' ') });
  if ((state.initialBoard[row]?.[col] ?? 0) !== 0) label += t('sudoku.cell.given');
  else if (state.conflicts.includes(key(row, col))) label += t('sudoku.cell.conflict');
  return label;
}

/**
 * The 9x9 board, its tools and number pad: a projection of the module's state. Every input becomes a
 * module move (select, place, note, erase, set-mode, reset); the module decides what is allowed.
 */
export function SudokuBoard({ state, dispatch, disabled, confirm }: BoardProps<SudokuState, SudokuMove>) {
  const size = state.board.length;
  const [confirmReset, setConfirmReset] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  const selected = state.selectedCell;
  const noteMode = state.writeMode === 'note';
  const locked = disabled || confirmReset;

  const select = (row: number, col: number) => {
    if (selected?.row !== row || selected.col !== col) dispatch({ type: 'select', row, col });
  };
  const write = (value: number) => {
    if (selected === null) return;
    dispatch({ type: noteMode ? 'note' : 'place', row: selected.row, col: selected.col, value });
  };
  const erase = () => {
    if (selected !== null) dispatch({ type: 'erase', row: selected.row, col: selected.col });
  };
  const toggleNotes = () => dispatch({ type: 'set-mode', mode: 'note' });
  const reset = async () => {
    setConfirmReset(true);
    const confirmed = await confirm({
      title: t('sudoku.reset.title'),
      text: t('sudoku.reset.text'),
      confirmLabel: t('sudoku.reset.confirm'),
      cancelLabel: t('sudoku.reset.cancel'),
    });
    setConfirmReset(false);
    if (confirmed) dispatch({ type: 'reset' });
  };

  // Keyboard (document 2 §5): 1-9, Backspace/Delete, n, arrows with wrap-around.
  const keys = useRef({ write, erase, toggleNotes, select, selected, size });
  keys.current = { write, erase, toggleNotes, select, selected, size };
  useEffect(() => {
    if (locked) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const k = keys.current;
      const direction = ARROWS[event.key];
      if (direction) {
        event.preventDefault();
        const next = moveSelection(k.selected, direction, k.size);
        k.select(next.row, next.col);
        return;
      }
      if (/^[1-9]$/.test(event.key) && Number(event.key) <= k.size) {
        event.preventDefault();
        k.write(Number(event.key));
      } else if (event.key === 'Backspace' || event.key === 'Delete') {
        event.preventDefault();
        k.erase();
      } else if (event.key === 'n' || event.key === 'N') {
        event.preventDefault();
        k.toggleNotes();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [locked]);

  // Keyboard focus follows the selection while it is inside the grid.
  useEffect(() => {
    if (selected === null || !grid.current?.contains(document.activeElement)) return;
    grid.current.querySelector<HTMLElement>(`[data-cell="${key(selected.row, selected.col)}"]`)?.focus();
  }, [selected]);

  const related = new Set(selected ? peersOf(selected.row, selected.col, size).map((p) => key(p.row, p.col)) : []);
  const selectedValue = selected ? (state.board[selected.row]?.[selected.col] ?? 0) : 0;
  const conflicts = new Set(state.conflicts);

  return (
    <div className={`sudoku${locked ? ' sudoku--locked' : ''}`}>
      <div ref={grid} className="sudoku__grid" role="grid" aria-label={t('sudoku.board')} aria-disabled={locked || undefined}>
        {state.board.map((line, row) => (
          <div key={row} className="sudoku__row" role="row">
            {line.map((value, col) => {
              const cellKey = key(row, col);
              const given = (state.initialBoard[row]?.[col] ?? 0) !== 0;
              const isSelected = selected?.row === row && selected.col === col;
              const notes = value === 0 ? state.notes[cellKey] : undefined;
              const classes = ['sudoku__cell'];
              if (given) classes.push('sudoku__cell--given');
              if (isSelected) classes.push('sudoku__cell--selected');
              else if (value !== 0 && value === selectedValue) classes.push('sudoku__cell--same');
              else if (related.has(cellKey)) classes.push('sudoku__cell--related');
              if (conflicts.has(cellKey)) classes.push('sudoku__cell--conflict');
              if (col % 3 === 2 && col < size - 1) classes.push('sudoku__cell--box-right');
              if (row % 3 === 2 && row < size - 1) classes.push('sudoku__cell--box-bottom');
              return (
                <div
                  key={col}
                  role="gridcell"
                  className={classes.join(' ')}
                  data-cell={cellKey}
                  aria-label={cellLabel(state, row, col)}
                  aria-selected={isSelected}
                  aria-readonly={given || undefined}
                  tabIndex={isSelected || (selected === null && row === 0 && col === 0) ? 0 : -1}
                  onClick={() => !locked && select(row, col)}
                >
                  {value !== 0 ? (
                    <span className="sudoku__value" aria-hidden="true">
                      {value}
                    </span>
                  ) : notes?.length ? (
                    <span className="sudoku__notes" aria-hidden="true">
                      {Array.from({ length: 9 }, (_, i) => (
                        <span key={i}>{notes.includes(i + 1) ? i + 1 : ''}</span>
                      ))}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>

      <div className="sudoku__tools" role="toolbar" aria-label={t('sudoku.tools')}>
        <button type="button" className="sudoku__tool" aria-pressed={noteMode} disabled={locked} onClick={toggleNotes}>
          <PencilIcon />
          {t('sudoku.notes')}
        </button>
        <button type="button" className="sudoku__tool" disabled={locked || selected === null} onClick={erase}>
          <EraserIcon />
          {t('sudoku.erase')}
        </button>
        <button type="button" className="sudoku__tool" disabled={locked} onClick={() => void reset()}>
          <ResetIcon />
          {t('sudoku.reset')}
        </button>
      </div>

      <div className={`sudoku__pad${noteMode ? ' sudoku__pad--notes' : ''}`} role="group" aria-label={t('sudoku.pad')}>
        {Array.from({ length: size }, (_, i) => {
          const digit = i + 1;
          const complete = isDigitComplete(state, digit);
          return (
            <button
              key={digit}
              type="button"
              className="sudoku__digit"
              disabled={locked || complete}
              aria-label={noteMode ? t('sudoku.pad.note', { digit }) : t('sudoku.pad.place', { digit })}
              onClick={() => write(digit)}
            >
              {digit}
            </button>
          );
        })}
      </div>
    </div>
  );
}
