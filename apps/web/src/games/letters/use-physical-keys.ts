import { useEffect, useRef } from 'react';
import { actionOfKey, type KeyAction } from './keyboard.ts';

/**
 * The physical keyboard, through the same actions as the on-screen one. Keys typed in a field or a dialog,
 * with a modifier, or Enter on a focused button (which activates it) are left to the page.
 */
export function usePhysicalKeys(onKey: (action: KeyAction) => void, enabled: boolean): void {
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const action = actionOfKey(event.key);
      if (action === null || (action.kind === 'enter' && target?.closest('button, a'))) return;
      event.preventDefault();
      // Typing goes to the board: a button clicked before (the joker…) lets go of the focus, so that the
      // Enter that follows checks the word rather than pressing that button again.
      if (action.kind !== 'enter' && target instanceof HTMLElement && target.closest('button')) target.blur();
      handler.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
