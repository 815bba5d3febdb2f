import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { once } from './once.ts';

/** A component whose code is loaded on demand and can be fetched before its first render. */
export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the code (once; again after a failure). Once it has arrived, the first render does not suspend. */
  preload(): Promise<void>;
};

/**
 * A thenable that calls back at once: React's `lazy` reads it within its first render (its initializer
 * checks for one that has already answered) and renders without suspending.
 */
function answeredAtOnce<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: React.lazy reads it at once.
  const thenable = { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}

/**
 * React's `lazy`, except that a component whose code was preloaded renders at once. A plain `lazy` suspends
 * on its first render however early its code arrived, and a boundary that suspends while it hydrates is
 * thrown away at the first update that reaches it: the server's screen blanks, then is rendered again
 * (issue 36). The browser awaits the first screen's code before it hydrates (app/start-app.tsx).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = once(async () => {
    loaded = await load();
  });
  const component = lazy(() => (loaded !== null ? answeredAtOnce({ default: loaded }) : preload().then(() => ({ default: loaded as ComponentType<P> }))));
  return Object.assign(component, { preload });
}
