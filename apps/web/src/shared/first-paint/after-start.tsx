import { type ReactNode, useSyncExternalStore } from 'react';

/*
 * The end of the page's start: the app's first render is on screen (App's effect calls appStarted), the page
 * has loaded and the browser has had an idle moment. What no first screen needs waits for it (issue 36): every
 * task of the start counts in a phone's blocking time.
 */
let started = false;
let scheduled = false;
const waiting: Array<() => void> = [];
const listeners = new Set<() => void>();

function whenLoadedAndIdle(work: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => work(), { timeout: 2000 }) : setTimeout(work, 0));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** The app's first render is committed: the start ends at the next idle moment after the page's load. */
export function appStarted(): void {
  if (scheduled) return;
  scheduled = true;
  whenLoadedAndIdle(() => {
    started = true;
    for (const work of waiting.splice(0)) work();
    for (const listener of listeners) listener();
  });
}

/** Runs `work` once the page's start is over (at once if it is). */
export function afterStart(work: () => void): void {
  if (started) work();
  else waiting.push(work);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Its children, once the page's start is over (never in a server's markup): the install invitation, whose
 * code, render, picture and rising animation made the start's longest tasks on a first visit.
 */
export function AfterStart({ children }: { children: ReactNode }) {
  const ready = useSyncExternalStore(
    subscribe,
    () => started,
    () => false,
  );
  return ready ? children : null;
}
