import { type DigitGridState, isDigitComplete, isDigitGridCellLocked, isDigitGridSolved, peersOf, type SudokuMove } from '@jdj/puzzles';
import { type CSSProperties, useRef } from 'react';
import { tGrid as t } from '../../i18n/fr-grid.ts';
import type { BoardProps } from '../game-definition.ts';
import { useAnnouncement, useConfirmedReset, useFocusFollowsSelection } from './board-hooks.ts';
import { GridBoardHeader } from './GridBoardHeader.tsx';
import { EraserIcon, PencilIcon } from './GridIcons.tsx';
import { HistoryTools } from './HistoryTools.tsx';
import { firstOpenCell, gridCellProps, useGridKeys } from './use-board-keys.ts';
import './digit-grid.css';
import './grid-board.css';

/** What tells Sudoku's board from Sudolito's. */
export interface DigitGridConfig<S extends DigitGridState> {
  /** Boxes of `boxRows` rows × `boxCols` columns (3 × 3, or 2 × 3 on 6x6). */
  boxRows: number;
  boxCols: number;
  /** The grid's accessible name. */
  label: string;
  /** Cells shown in red (Sudoku's conflicts, Sudolito's invalid cells). */
  marked(state: S): readonly string[];
  /** Added to a red cell's accessible name. */
  markLabel: string;
}

const key = (row: number, col: number) => `${row}-${col}`;

/**
 * Accessible name of a cell: « Ligne 3, colonne 5, 7 » or « Ligne 3, colonne 5, vide », plus its notes and
 * what it is: a given, a joker's cell (« révélée par un joker »: locked as a given is), or a red mark.
 */
export function digitCellLabel<S extends DigitGridState>(state: S, row: number, col: number, config: DigitGridConfig<S>): string {
  const value = state.board[row]?.[col] ?? 0;
  const position = { row: row + 1, col: col + 1 };
  let label = value === 0 ? t('grid.cell.empty', position) : t('grid.cell.value', { ...position, value });
  const notes = state.notes[key(row, col)];
  if (value === 0 && notes?.length) label += t('grid.cell.notes', { notes: notes.join(' ') });
  if ((state.initialBoard[row]?.[col] ?? 0) !== 0) label += t('grid.cell.given');
  else if (state.revealed.includes(key(row, col))) label += t('grid.cell.revealed');
  else if (config.marked(state).includes(key(row, col))) label += config.markLabel;
  return label;
}

/** What a screen reader hears after a move: a mistake, a revealed cell, the finished grid. */
function announcement(before: DigitGridState, after: DigitGridState): string | null {
  if (isDigitGridSolved(after)) return t('grid.announce.won');
  const changed = after.board.flatMap((line, row) =>
    line.flatMap((value, col) => (value !== 0 && value !== before.board[row]?.[col] ? [{ row: row + 1, col: col + 1, value }] : [])),
  );
  const cell = changed[0];
  if (!cell) return null;
  if (after.mistakes > before.mistakes) return t('grid.announce.mistake', { digit: cell.value });
  if (after.jokers > before.jokers) return t('grid.announce.joker', cell);
  return null;
}

/**
 * A sudoku-family board (9x9 or 6x6), its tools and number pad: a projection of the module's state. Every
 * input becomes a module move (select, place, note, erase, set-mode, reset); the module decides what is
 * allowed.
 */
export function DigitGridBoard<S extends DigitGridState>({
  state,
  dispatch,
  disabled,
  confirm,
  config,
}: BoardProps<S, SudokuMove> & { config: DigitGridConfig<S> }) {
  const size = state.board.length;
  const grid = useRef<HTMLDivElement>(null);
  const selected = state.selectedCell;
  const noteMode = state.writeMode === 'note';
  const { asking, reset } = useConfirmedReset(confirm, t('grid.reset.text'), () => dispatch({ type: 'reset' }));
  const locked = disabled || asking;

  const write = (value: number, cell = selected) => {
    if (cell === null) return;
    dispatch({ type: noteMode ? 'note' : 'place', row: cell.row, col: cell.col, value });
  };
  const erase = (cell = selected) => {
    if (cell !== null) dispatch({ type: 'erase', row: cell.row, col: cell.col });
  };
  const toggleNotes = () => dispatch({ type: 'set-mode', mode: 'note' });

  // Keyboard (document 2 §5): digits 1 to the size, Backspace/Delete, n, arrows with wrap-around.
  const { select, undo, redo } = useGridKeys(locked, selected, size, dispatch, (pressed, cell) => {
    if (/^[1-9]$/.test(pressed) && Number(pressed) <= size) write(Number(pressed), cell);
    else if (pressed === 'Backspace' || pressed === 'Delete') erase(cell);
    else if (pressed === 'n' || pressed === 'N') toggleNotes();
    else return false;
    return true;
  });

  useFocusFollowsSelection(grid, selected);
  // The live region speaks for the red marks and the revealed cells.
  const spoken = useAnnouncement<DigitGridState>(state, announcement);

  const related = new Set(selected ? peersOf(selected.row, selected.col, size).map((p) => key(p.row, p.col)) : []);
  const selectedValue = selected ? (state.board[selected.row]?.[selected.col] ?? 0) : 0;
  const marked = new Set(config.marked(state));
  const revealed = new Set(state.revealed);
  // A given and a joker's cell take no input (the module refuses it): both are read-only, Tab enters elsewhere.
  const isLockedCell = (row: number, col: number) => isDigitGridCellLocked(state, row, col);
  const entry = firstOpenCell(
    state.board.map((line, row) => line.map((_, col) => !isLockedCell(row, col))),
    (open) => open,
  );
  const style = { '--grid-size': size, '--notes-cols': config.boxCols, '--notes-rows': config.boxRows } as CSSProperties;

  return (
    <div className={`board grid-board sudoku${locked ? ' sudoku--locked' : ''}`} style={style}>
      <div className="board-main">
        <GridBoardHeader mistakes={state.mistakes} disabled={locked} onReset={() => void reset()} />
        <div ref={grid} className="sudoku__grid" role="grid" aria-label={config.label} aria-disabled={locked || undefined}>
          {state.board.map((line, row) => (
            <div key={row} className="sudoku__row" role="row">
              {line.map((value, col) => {
                const cellKey = key(row, col);
                const given = (state.initialBoard[row]?.[col] ?? 0) !== 0;
                const isSelected = selected?.row === row && selected.col === col;
                const notes = value === 0 ? state.notes[cellKey] : undefined;
                const classes = ['sudoku__cell'];
                if (given) classes.push('sudoku__cell--given');
                else if (revealed.has(cellKey)) classes.push('sudoku__cell--revealed', 'grid-cell--revealed');
                if (isSelected) classes.push('sudoku__cell--selected');
                else if (value !== 0 && value === selectedValue) classes.push('sudoku__cell--same');
                else if (related.has(cellKey)) classes.push('sudoku__cell--related');
                if (marked.has(cellKey)) classes.push('sudoku__cell--conflict');
                if (col % config.boxCols === config.boxCols - 1 && col < size - 1) classes.push('sudoku__cell--box-right');
                if (row % config.boxRows === config.boxRows - 1 && row < size - 1) classes.push('sudoku__cell--box-bottom');
                return (
                  <div
                    key={col}
                    className={classes.join(' ')}
                    {...gridCellProps(row, col, selected, digitCellLabel(state, row, col, config), isLockedCell(row, col), entry)}
                    onClick={() => !locked && select(row, col)}
                  >
                    {value !== 0 ? (
                      <span className="sudoku__value" aria-hidden="true">
                        {value}
                      </span>
                    ) : notes?.length ? (
                      <span className="sudoku__notes" aria-hidden="true">
                        {Array.from({ length: size }, (_, i) => (
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
        <p className="visually-hidden" role="status" aria-live="polite">
          {spoken}
        </p>
      </div>

      <div className="board-controls">
        <div className="grid-tools" role="toolbar" aria-label={t('grid.tools')}>
          <HistoryTools canUndo={state.undo !== null} canRedo={state.redo !== null} disabled={locked} onUndo={undo} onRedo={redo} />
          <button type="button" className="grid-tool" disabled={locked || selected === null} onClick={() => erase()}>
            <EraserIcon />
            {t('grid.erase')}
          </button>
          <button type="button" className="grid-tool" aria-pressed={noteMode} disabled={locked} onClick={toggleNotes}>
            <PencilIcon />
            {t('grid.notes')}
          </button>
        </div>

        <div className={`sudoku__pad${noteMode ? ' sudoku__pad--notes' : ''}`} role="group" aria-label={t('grid.pad')} data-keys={size}>
          {Array.from({ length: size }, (_, i) => {
            const digit = i + 1;
            const complete = isDigitComplete(state, digit);
            return (
              <button
                key={digit}
                type="button"
                className="sudoku__digit"
                disabled={locked || complete}
                aria-label={noteMode ? t('grid.pad.note', { digit }) : t('grid.pad.place', { digit })}
                onClick={() => write(digit)}
              >
                {digit}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
