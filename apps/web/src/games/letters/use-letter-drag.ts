import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/** Where a letter is picked up or dropped: a pool tile, a slot, or the pool as a whole (drop only). */
export type LetterPlace = { kind: 'pool'; index: number | null } | { kind: 'slot'; index: number };

/** `data-drag` / `data-drop` values: "pool:3", "slot:2", "pool". */
export function readPlace(value: string | undefined): LetterPlace | null {
  if (value === 'pool') return { kind: 'pool', index: null };
  const match = /^(pool|slot):(\d+)$/.exec(value ?? '');
  if (!match) return null;
  const index = Number(match[2]);
  return match[1] === 'pool' ? { kind: 'pool', index } : { kind: 'slot', index };
}

/** Movement (px) before a press becomes a drag: a tap stays a tap. */
const DRAG_THRESHOLD = 8;

export interface DragGhost {
  letter: string;
  x: number;
  y: number;
}

interface Pick {
  from: LetterPlace;
  letter: string;
  pointerId: number;
  x: number;
  y: number;
  dragging: boolean;
}

/**
 * Drag and drop of letters with the mouse or a finger (pointer events). Elements carry `data-drag` (what
 * can be picked up) and `data-drop` (where it can land); `onDrop` turns a drop into a move. A press that
 * does not move is left to the element's click; the click that follows a real drag is swallowed.
 */
export function useLetterDrag(onDrop: (from: LetterPlace, to: LetterPlace) => void, enabled: boolean) {
  const [ghost, setGhost] = useState<DragGhost | null>(null);
  const pick = useRef<Pick | null>(null);
  const swallowClick = useRef(false);
  const drop = useRef(onDrop);
  drop.current = onDrop;

  const onPointerDown = useCallback(
    (event: ReactPointerEvent) => {
      if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const source = (event.target as HTMLElement).closest<HTMLElement>('[data-drag]');
      const from = readPlace(source?.dataset.drag);
      if (!source || !from) return;
      pick.current = { from, letter: source.dataset.letter ?? '', pointerId: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
    },
    [enabled],
  );

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const current = pick.current;
      if (!current || current.pointerId !== event.pointerId) return;
      if (!current.dragging && Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_THRESHOLD) return;
      current.dragging = true;
      event.preventDefault();
      setGhost({ letter: current.letter, x: event.clientX, y: event.clientY });
    };
    const onUp = (event: PointerEvent) => {
      const current = pick.current;
      if (!current || current.pointerId !== event.pointerId) return;
      pick.current = null;
      if (!current.dragging) return;
      setGhost(null);
      swallowClick.current = true;
      window.setTimeout(() => {
        swallowClick.current = false;
      }, 0);
      const target = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-drop]');
      const to = readPlace(target?.dataset.drop);
      if (to) drop.current(current.from, to);
    };
    const onCancel = () => {
      pick.current = null;
      setGhost(null);
    };
    window.addEventListener('pointermove', onMove, { passive: false });
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  }, []);

  useEffect(() => {
    if (!enabled) {
      pick.current = null;
      setGhost(null);
    }
  }, [enabled]);

  /** True (once) when the click under way ends a drag and must do nothing. */
  const clickEndsDrag = useCallback(() => swallowClick.current, []);
  return { onPointerDown, ghost, clickEndsDrag };
}
