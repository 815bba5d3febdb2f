import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Cell } from '@jdj/puzzles';
import { tGrid as t } from '../../i18n/fr-grid.ts';
import type { ConfirmRequest } from '../game-definition.ts';

/** Keyboard focus follows the selection while it is inside the grid (cells carry `data-cell="row-col"`). */
export function useFocusFollowsSelection(grid: RefObject<HTMLElement | null>, selected: Cell | null): void {
  useEffect(() => {
    if (selected === null || !grid.current?.contains(document.activeElement)) return;
    grid.current.querySelector<HTMLElement>(`[data-cell="${selected.row}-${selected.col}"]`)?.focus();
  }, [grid, selected]);
}

/** The text of the board's live region: what `describe` says of each change of state (kept until the next). */
export function useAnnouncement<S>(state: S, describe: (before: S, after: S) => string | null): string {
  const previous = useRef(state);
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before === state) return;
    const message = describe(before, state);
    if (message) setSpoken(message);
  }, [state, describe]);
  return spoken;
}

/**
 * « Recommencer » after the shell's confirmation, `text` saying what is lost; the board takes no input
 * while it is asked.
 */
export function useConfirmedReset(confirm: (request: ConfirmRequest) => Promise<boolean>, text: string, onConfirmed: () => void) {
  const [asking, setAsking] = useState(false);
  const reset = async () => {
    setAsking(true);
    const confirmed = await confirm({
      title: t('grid.reset.title'),
      text,
      confirmLabel: t('grid.reset.confirm'),
      cancelLabel: t('grid.reset.cancel'),
    });
    setAsking(false);
    if (confirmed) onConfirmed();
  };
  return { asking, reset };
}
