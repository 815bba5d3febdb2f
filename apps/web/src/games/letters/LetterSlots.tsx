import type { CSSProperties } from 'react';
import { tLetters as t } from '../../i18n/fr-letters.ts';
import './letters.css';
import { keepFocus } from './keyboard.ts';
import { isTypeable, type SlotCell } from './slots.ts';

export type RowResult = 'validated' | 'invalidated' | null;

export interface LetterSlotsProps {
  cells: readonly SlotCell[];
  /** The row's accessible name (« Votre mot », a definition…). */
  label: string;
  /** The slot the next letter goes to. */
  cursor?: number | null;
  /** A slot a joker just revealed (highlighted 0.6 s). */
  flash?: number | null;
  result?: RowResult;
  /** A row the player picked among several (Prefixo, Synonymo). */
  active?: boolean;
  disabled?: boolean;
  onSlot?(index: number): void;
  /** Letters can be dragged out of the row and dropped into it (anagram games). */
  draggable?: boolean;
}

const LOCK_LABELS = { given: 'letters.slot.locked', revealed: 'letters.slot.revealed', found: 'letters.slot.found' } as const;

/** Accessible name of a slot: « Case 2 sur 6 : H, révélée » or « Case 3 sur 6, vide ». */
export function slotLabel(cells: readonly SlotCell[], index: number, cursor: number | null = null): string {
  const letters = cells.filter((c) => c.separator === undefined);
  const cell = cells[index] as SlotCell;
  const position = { n: cells.slice(0, index + 1).filter((c) => c.separator === undefined).length, total: letters.length };
  let label = cell.letter === null ? t('letters.slot.empty', position) : t('letters.slot.letter', { ...position, letter: cell.letter });
  if (cell.locked) label += t(LOCK_LABELS[cell.lockedAs ?? 'given']);
  if (index === cursor) label += t('letters.slot.cursor');
  return label;
}

/** A row of letter slots: locked letters, separators, the cursor, a joker's highlight, a result's colours. */
export function LetterSlots({
  cells,
  label,
  cursor = null,
  flash = null,
  result = null,
  active = false,
  disabled = false,
  onSlot,
  draggable = false,
}: LetterSlotsProps) {
  const classes = ['letter-row'];
  if (result) classes.push(`letter-row--${result}`);
  if (active) classes.push('letter-row--active');
  const resultLabel = result === 'validated' ? t('letters.row.validated') : result === 'invalidated' ? t('letters.row.invalidated') : null;
  return (
    <div
      className={classes.join(' ')}
      role="group"
      aria-label={resultLabel ? `${label}\u00a0: ${resultLabel}` : label}
      style={{ '--letters': cells.length } as CSSProperties}
    >
      {cells.map((cell, i) => {
        if (cell.separator !== undefined) {
          return (
            <span key={i} className="letter-slot letter-slot--separator" aria-hidden="true">
              {cell.separator}
            </span>
          );
        }
        const typeable = isTypeable(cell);
        const slotClasses = ['letter-slot'];
        if (cell.letter !== null) slotClasses.push('letter-slot--filled');
        if (cell.locked) slotClasses.push(`letter-slot--${cell.lockedAs ?? 'given'}`);
        if (i === cursor && result === null) slotClasses.push('letter-slot--cursor');
        if (i === flash) slotClasses.push('letter-slot--flash');
        return (
          <button
            key={i}
            type="button"
            className={slotClasses.join(' ')}
            aria-label={slotLabel(cells, i, result === null ? cursor : null)}
            disabled={disabled || !typeable || onSlot === undefined}
            data-drop={draggable && typeable ? `slot:${i}` : undefined}
            data-drag={draggable && typeable && cell.letter !== null ? `slot:${i}` : undefined}
            data-letter={cell.letter ?? undefined}
            onMouseDown={keepFocus}
            onClick={() => onSlot?.(i)}
          >
            <span aria-hidden="true">{cell.letter ?? ''}</span>
          </button>
        );
      })}
    </div>
  );
}
