import { useEffect, useRef, useState } from 'react';

/** The player asked for less motion: states still show, without movement (document 2, letter games). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Runs `action` once, `ms` after `active` turns true (a result shown for 0.8 s, then the board goes on).
 * Cancelled when `active` turns false first or the component leaves.
 */
export function useDelayedAction(active: boolean, ms: number, action: () => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => latest.current(), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
}

/**
 * The item just added to `items` (a slot a joker revealed), for `ms` (0.6 s); null otherwise. A new
 * `scope` (the next word) starts over without flashing, and so does a first render (a reload).
 */
export function useFlashOnAdd(items: readonly number[], scope: unknown, ms: number): number | null {
  const previous = useRef({ items, scope });
  const [flash, setFlash] = useState<number | null>(null);
  const key = items.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger: the items of the new key are measured once.
  useEffect(() => {
    const before = previous.current;
    previous.current = { items, scope };
    if (before.scope !== scope) {
      setFlash(null);
      return;
    }
    const added = items.find((item) => !before.items.includes(item));
    if (added === undefined) return;
    setFlash(added);
    const timer = window.setTimeout(() => setFlash(null), ms);
    return () => window.clearTimeout(timer);
    // `key` stands for the list's content; `items` itself is a new array on every render.
  }, [key, scope, ms]);
  return flash;
}

/** Document 2 §9: a word's result shows 0.8 s; a joker's letter is highlighted 0.6 s. */
export const RESULT_DELAY_MS = 800;
export const JOKER_FLASH_MS = 600;
