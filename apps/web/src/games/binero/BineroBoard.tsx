import { BINERO_VALIDATION_DELAY_MS, binero, type BineroBreach, type BineroMove, type BineroState, bineroBreaches, isBineroCellLocked } from '@jdj/puzzles';
import { type CSSProperties, useEffect, useRef } from 'react';
import { tBinero as t } from '../../i18n/fr-binero.ts';
import { tGrid } from '../../i18n/fr-grid.ts';
import type { BoardProps } from '../game-definition.ts';
import { useAnnouncement, useConfirmedReset, useFocusFollowsSelection } from '../grid-kit/board-hooks.ts';
import { GridBoardHeader } from '../grid-kit/GridBoardHeader.tsx';
import { EraserIcon } from '../grid-kit/GridIcons.tsx';
import { HistoryTools } from '../grid-kit/HistoryTools.tsx';
import { firstOpenCell, gridCellProps, useGridKeys } from '../grid-kit/use-board-keys.ts';
import { BineroSymbol } from './BineroSymbols.tsx';
import '../grid-kit/grid-board.css';
import './binero.css';

const key = (row: number, col: number) => `${row}-${col}`;

/**
 * Accessible name of a cell: « Ligne 2, colonne 4, lune », « Ligne 2, colonne 4, vide », given, revealed by a
 * joker (« révélée par un joker »: locked as a given is) or flagged.
 */
export function bineroCellLabel(state: BineroState, row: number, col: number): string {
  const value = state.board[row]?.[col] ?? null;
  const position = { row: row + 1, col: col + 1 };
  let label =
    value === null ? tGrid('grid.cell.empty', position) : tGrid('grid.cell.value', { ...position, value: t(value === 0 ? 'binero.sun' : 'binero.moon') });
  if ((state.initialBoard[row]?.[col] ?? null) !== null) label += t('binero.cell.given');
  else if (state.revealed.includes(key(row, col))) label += tGrid('grid.cell.revealed');
  if (state.invalidCells.includes(key(row, col))) label += t('binero.cell.invalid');
  return label;
}

/** A broken rule in words: « Règle #1 : trois soleils à la suite, ligne 2. » */
export function breachText(breach: BineroBreach): string {
  const line = (index: number) => t(breach.isRow ? 'binero.line.row' : 'binero.line.col', { n: index + 1 });
  const symbols = t(breach.value === 1 ? 'binero.moons' : 'binero.suns');
  switch (breach.rule) {
    case 'run':
      return t('binero.breach.run', { symbols, line: line(breach.index) });
    case 'balance':
      return t('binero.breach.balance', { symbols, line: line(breach.index) });
    case 'twins':
      return t(breach.isRow ? 'binero.breach.twin-rows' : 'binero.breach.twin-cols', { a: breach.index + 1, b: (breach.twin ?? 0) + 1 });
  }
}

/** How many broken rules the board lists after a check; the flags show the rest. */
const BREACHES_SHOWN = 3;

/** What a screen reader hears after a move: the validation's verdict, a revealed cell, the finished grid. */
function announcement(before: BineroState, after: BineroState): string | null {
  if (binero.status(after) === 'won') return tGrid('grid.announce.won');
  if (after.validated && !before.validated && before.board === after.board) {
    const broken = bineroBreaches(after.board);
    return broken.length > 0 ? `${t('binero.announce.invalid')} ${broken.slice(0, BREACHES_SHOWN).map(breachText).join(' ')}` : t('binero.announce.valid');
  }
  if (after.jokers > before.jokers) {
    for (let row = 0; row < after.size; row++) {
      for (let col = 0; col < after.size; col++) {
        const value = after.board[row]?.[col] ?? null;
        if (value !== null && before.board[row]?.[col] === null) {
          return tGrid('grid.announce.joker', { row: row + 1, col: col + 1, value: t(value === 0 ? 'binero.sun' : 'binero.moon') });
        }
      }
    }
  }
  return null;
}

/**
 * The Binero grid (6, 8 or 10 cells wide) and its tools: a projection of the module's state. A click or
 * Space/Enter cycles a cell (empty, sun, moon), Backspace/Delete clears it, arrows move with wrap-around;
 * 15 s after the last change to the grid, the board asks the module to validate it, and says in words
 * which rules the grid breaks.
 */
export function BineroBoard({ state, dispatch, disabled, confirm }: BoardProps<BineroState, BineroMove>) {
  const { size } = state;
  const grid = useRef<HTMLDivElement>(null);
  const selected = state.selectedCell;
  const { asking, reset } = useConfirmedReset(confirm, t('binero.reset.text'), () => dispatch({ type: 'reset' }));
  const locked = disabled || asking;
  const isGiven = (row: number, col: number) => (state.initialBoard[row]?.[col] ?? null) !== null;
  const revealed = new Set(state.revealed);
  // A given and a joker's cell take no input (the module refuses it): a tap only selects them, Tab enters elsewhere.
  const isLockedCell = (row: number, col: number) => isBineroCellLocked(state, row, col);
  const entry = firstOpenCell(
    state.board.map((line, row) => line.map((_, col) => !isLockedCell(row, col))),
    (open) => open,
  );

  const clear = (cell = selected) => {
    if (cell !== null && state.board[cell.row]?.[cell.col] !== null) dispatch({ type: 'clear', row: cell.row, col: cell.col });
  };
  // Space and Enter cycle the selected cell (document 2 §4); Backspace and Delete clear it.
  const { select, undo, redo } = useGridKeys(locked, selected, size, dispatch, (pressed, cell) => {
    if (pressed === ' ' || pressed === 'Enter') {
      if (cell !== null) cycle(cell.row, cell.col);
    } else if (pressed === 'Backspace' || pressed === 'Delete') clear(cell);
    else return false;
    return true;
  });
  const cycle = (row: number, col: number) => (isLockedCell(row, col) ? select(row, col) : dispatch({ type: 'cycle', row, col }));

  // Validation 15 s after the last change, while the board takes input (document 2 §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state.board` is the trigger: the 15 s start again after each change.
  useEffect(() => {
    if (locked || state.validated) return;
    const timer = window.setTimeout(() => dispatch({ type: 'validate' }), BINERO_VALIDATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.board, state.validated, locked, dispatch]);

  useFocusFollowsSelection(grid, selected);
  const spoken = useAnnouncement(state, announcement);

  const invalid = new Set(state.invalidCells);
  // The rules the last check found broken, while its flags show.
  const breaches = state.invalidCells.length > 0 ? bineroBreaches(state.board) : [];

  return (
    <div className={`board grid-board binero${locked ? ' binero--locked' : ''}`} style={{ '--grid-size': size } as CSSProperties}>
      <div className="board-main">
        <GridBoardHeader mistakes={state.mistakes} disabled={locked} onReset={() => void reset()} />
        <div ref={grid} className="binero__grid" role="grid" aria-label={t('binero.board')} aria-disabled={locked || undefined}>
          {state.board.map((line, row) => (
            <div key={row} className="binero__row" role="row">
              {line.map((value, col) => {
                const given = isGiven(row, col);
                const isSelected = selected?.row === row && selected.col === col;
                const classes = ['binero__cell'];
                if (given) classes.push('binero__cell--given');
                else if (revealed.has(key(row, col))) classes.push('binero__cell--revealed', 'grid-cell--revealed');
                if (isSelected) classes.push('binero__cell--selected');
                if (invalid.has(key(row, col))) classes.push('binero__cell--invalid');
                return (
                  <div
                    key={col}
                    className={classes.join(' ')}
                    {...gridCellProps(row, col, selected, bineroCellLabel(state, row, col), isLockedCell(row, col), entry)}
                    onClick={() => !locked && cycle(row, col)}
                  >
                    {value !== null && <BineroSymbol value={value} />}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {breaches.length > 0 && (
          <ul className="binero__breaches" aria-hidden="true">
            {breaches.slice(0, BREACHES_SHOWN).map((breach) => (
              <li key={`${breach.rule}-${breach.isRow}-${breach.index}-${breach.value ?? breach.twin}`}>{breachText(breach)}</li>
            ))}
            {breaches.length > BREACHES_SHOWN && <li>{t('binero.breach.more')}</li>}
          </ul>
        )}
        <p className="visually-hidden" role="status" aria-live="polite">
          {spoken}
        </p>
      </div>

      <div className="board-controls">
        <div className="grid-tools" role="toolbar" aria-label={tGrid('grid.tools')}>
          <HistoryTools canUndo={state.undo !== null} canRedo={state.redo !== null} disabled={locked} onUndo={undo} onRedo={redo} />
          <button
            type="button"
            className="grid-tool"
            disabled={locked || selected === null || state.board[selected.row]?.[selected.col] === null || isLockedCell(selected.row, selected.col)}
            onClick={() => clear()}
          >
            <EraserIcon />
            {tGrid('grid.erase')}
          </button>
        </div>
      </div>
    </div>
  );
}
