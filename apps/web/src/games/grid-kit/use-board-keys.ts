import { useEffect, useRef } from 'react';

/**
 * The physical keyboard of a board: `onKey` sees every key pressed on the page while the board takes
 * input, except with a modifier or inside a field or a dialog (the rules, a confirmation). It returns true
 * when the key was the board's, so the browser's own action (scrolling on arrows, Space) is prevented.
 */
export function useBoardKeys(locked: boolean, onKey: (key: string) => boolean): void {
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    if (locked) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      // Space and Enter on a focused button or link are that control's own.
      if ((event.key === ' ' || event.key === 'Enter') && target?.closest('button, a')) return;
      if (handler.current(event.key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [locked]);
}

export const ARROWS: Readonly<Record<string, 'up' | 'down' | 'left' | 'right'>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};
