import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * One page view per route change (not per query change), sent by a module loaded on demand so the home
 * page's first download does not carry it.
 */
export function usePageViews(name: string | undefined, provider: string): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (name === undefined) return;
    const from = previous.current;
    previous.current = pathname;
    // After the title of the new page is set.
    const timer = setTimeout(() => {
      import('./page-views.ts').then(
        ({ recordPageView }) => recordPageView(name, provider, from),
        (error: unknown) => console.warn('Page views not loaded', error),
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [name, pathname, provider]);
}
