import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server or hydrates the server's HTML, true in every later render.
 * Anything read from the browser (this device's scores, the theme choice, the install banner's state)
 * waits for it: the first client render must produce the server's markup exactly, then React renders
 * again at once with the browser's data. A screen rendered on the client only gets true straight away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
