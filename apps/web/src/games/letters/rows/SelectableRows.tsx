import type { RowsState } from '@jdj/puzzles';
import { tRows as t } from '../../../i18n/fr-rows.ts';
import { keepFocus } from '../keyboard.ts';
import { LetterSlots } from '../LetterSlots.tsx';
import { foundCells, rowCells } from './rows-input.ts';
import type { useRowsBoard } from './use-rows-board.ts';

export interface SelectableRowsProps {
  state: RowsState;
  board: ReturnType<typeof useRowsBoard>;
  /** The list's accessible name. */
  label: string;
  /** What names each row (its definition, « Synonyme 2 »…): the button that picks it. */
  heading(row: number): string;
  /** The row's accessible name. */
  rowLabel(row: number): string;
}

/**
 * Words picked in any order (Prefixo, Synonymo): each row under the button that picks it; the active row
 * is outlined, a found one checked and locked.
 */
export function SelectableRows({ state, board, label, heading, rowLabel }: SelectableRowsProps) {
  const { result } = state;
  return (
    <ol className="word-rows" aria-label={label}>
      {state.rows.map((row, i) => {
        const found = state.found.includes(i);
        const active = i === state.active && !found;
        const classes = ['word-rows__item', active && 'word-rows__item--active', found && 'word-rows__item--found'].filter(Boolean).join(' ');
        const shown = result?.row === i ? (result.correct ? 'validated' : 'invalidated') : null;
        return (
          <li key={i} className={classes}>
            <button
              type="button"
              className="word-rows__pick"
              aria-pressed={active}
              aria-label={found ? `${heading(i)}, ${t('rows.found-mark')}` : undefined}
              disabled={found || board.busy}
              onMouseDown={keepFocus}
              onClick={() => board.select(i)}
            >
              <span className="word-rows__heading">{heading(i)}</span>
              {found && (
                <svg className="word-rows__mark" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </button>
            <LetterSlots
              cells={found ? foundCells(row) : rowCells(row)}
              label={shown ? rowLabel(i) : found ? `${rowLabel(i)}, ${t('rows.found-mark')}` : active ? `${rowLabel(i)}, ${t('rows.chosen')}` : rowLabel(i)}
              cursor={active ? board.cursor : null}
              flash={active ? board.flash : null}
              result={shown}
              active={active}
              disabled={board.busy || found}
              onSlot={(slot) => board.onSlot(i, slot)}
            />
          </li>
        );
      })}
    </ol>
  );
}
