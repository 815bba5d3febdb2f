import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * One page view per route change (not per query change), sent by a module loaded on demand so the home
 * page's first download does not carry it. Called after the page title is set (RootLayout's order).
 */
export function usePageViews(name: string | undefined, provider: string): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (name === undefined) return;
    const from = previous.current;
    previous.current = pathname;
    import('./page-views.ts').then(
      ({ recordPageView }) => recordPageView(name, provider, from),
      (error: unknown) => console.warn('Page views not loaded', error),
    );
  }, [name, pathname, provider]);
}
