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
