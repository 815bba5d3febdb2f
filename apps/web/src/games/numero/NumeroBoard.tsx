import { canAddRow, NUMERO_COLUMNS, type NumeroMove, type NumeroState, numero, remainingRows } from '@jdj/puzzles';
import { useEffect, useRef, useState } from 'react';
import { tNumero as t } from '../../i18n/fr-numero.ts';
import type { BoardProps } from '../game-definition.ts';
import './numero.css';

interface Cell {
  row: number;
  col: number;
}

const same = (a: Cell | null | undefined, b: Cell) => a?.row === b.row && a.col === b.col;
const hintCells = (state: NumeroState): Cell[] => (state.hint !== null && typeof state.hint === 'object' ? [state.hint.a, state.hint.b] : []);

/** Accessible name of a cell: « Ligne 2, colonne 5, 7, choisie », « Ligne 2, colonne 6, vide ». */
export function cellLabel(state: NumeroState, row: number, col: number): string {
  const value = state.rows[row]?.[col] ?? 0;
  const position = { row: row + 1, col: col + 1 };
  let label = value === 0 ? t('numero.cell.empty', position) : t('numero.cell', { ...position, value });
  if (same(state.selected, { row, col })) label += t('numero.cell.selected');
  if (hintCells(state).some((cell) => same(cell, { row, col }))) label += t('numero.cell.hint');
  return label;
}

export const addRowLabel = (state: NumeroState): string => {
  const n = remainingRows(state);
  if (n === 0) return t('numero.add-row.none');
  return n === 1 ? t('numero.add-row.one') : t('numero.add-row', { n });
};

/** What changed with the last move, for the live region. */
export function announcementOf(before: NumeroState, after: NumeroState): string {
  if (after.rows.length === 0) return t('numero.announce.won');
  if (numero.status(after) === 'lost') return t('numero.announce.lost');
  if (after.pairs > before.pairs) return t('numero.announce.pair');
  if (after.miss !== null && after.mistakes > before.mistakes) return t('numero.announce.miss');
  if (after.added > before.added) return t('numero.announce.row');
  if (after.hint !== null && before.hint === null) {
    return after.hint === 'addRow' ? t('numero.hint.add-row') : after.hint === 'gameOver' ? t('numero.hint.game-over') : t('numero.hint.pair');
  }
  if (after.selected && !same(before.selected, after.selected))
    return t('numero.announce.selected', { row: after.selected.row + 1, col: after.selected.col + 1 });
  if (before.selected && !after.selected) return t('numero.announce.unselected');
  return '';
}

type Direction = 'up' | 'down' | 'left' | 'right';
const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/**
 * The board, the score and 'Ajouter une ligne': a projection of the module's state. A click (or Enter
 * and Space on the focused cell) selects a cell; the module decides whether two cells pair.
 */
export function NumeroBoard({ state, dispatch, disabled }: BoardProps<NumeroState, NumeroMove>) {
  const grid = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<Cell>({ row: 0, col: 0 });
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(state);
  const rowCount = state.rows.length;
  const hinted = hintCells(state);

  useEffect(() => {
    if (previous.current === state) return;
    const text = announcementOf(previous.current, state);
    previous.current = state;
    if (text) setAnnouncement(text);
  }, [state]);

  // The focused cell stays on the board when rows disappear.
  const focused = { row: Math.min(focus.row, Math.max(rowCount - 1, 0)), col: focus.col };

  const choose = (row: number, col: number) => {
    if (disabled || (state.rows[row]?.[col] ?? 0) === 0) return;
    setFocus({ row, col });
    dispatch({ type: 'select', row, col });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const direction = ARROWS[event.key];
    if (direction) {
      event.preventDefault();
      const wrap = (n: number, size: number) => (n + size) % size;
      const next =
        direction === 'up' || direction === 'down'
          ? { row: wrap(focused.row + (direction === 'down' ? 1 : -1), rowCount), col: focused.col }
          : { row: focused.row, col: wrap(focused.col + (direction === 'right' ? 1 : -1), NUMERO_COLUMNS) };
      setFocus(next);
      grid.current?.querySelector<HTMLElement>(`[data-cell="${next.row}-${next.col}"]`)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused.row, focused.col);
    }
  };

  const missed = state.miss ? [state.miss.a, state.miss.b] : [];
  const canAdd = canAddRow(state);

  return (
    <div className={`board numero${disabled ? ' numero--locked' : ''}`}>
      <div className="board-main">
        <p className="numero__score">{t('numero.score', { n: state.points })}</p>
        <div ref={grid} className="numero__grid" role="grid" aria-label={t('numero.board')} aria-disabled={disabled || undefined} onKeyDown={onKeyDown}>
          {state.rows.map((line, row) => (
            <div key={row} className="numero__row" role="row">
              {line.map((value, col) => {
                const cell = { row, col };
                const classes = ['numero__cell'];
                if (value === 0) classes.push('numero__cell--empty');
                if (same(state.selected, cell)) classes.push('numero__cell--selected');
                if (hinted.some((h) => same(h, cell))) classes.push('numero__cell--hint');
                if (missed.some((m) => same(m, cell))) classes.push('numero__cell--miss');
                return (
                  <div
                    key={col}
                    role="gridcell"
                    className={classes.join(' ')}
                    data-cell={`${row}-${col}`}
                    aria-label={cellLabel(state, row, col)}
                    aria-selected={same(state.selected, cell)}
                    aria-disabled={value === 0 || undefined}
                    tabIndex={same(focused, cell) ? 0 : -1}
                    onClick={() => choose(row, col)}
                    onFocus={() => setFocus(cell)}
                  >
                    <span aria-hidden="true">{value === 0 ? '' : value}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {state.hint === 'gameOver' && <p className="numero__notice">{t('numero.hint.game-over')}</p>}
      </div>
      <div className="board-controls">
        <button
          type="button"
          className={`button button--game numero__add${state.hint === 'addRow' ? ' numero__add--hint' : ''}`}
          disabled={disabled || !canAdd}
          onClick={() => dispatch({ type: 'add-row' })}
        >
          {addRowLabel(state)}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
