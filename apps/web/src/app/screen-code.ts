import { isValidElement, type ReactNode } from 'react';

/** A route's element whose component can fetch its code ahead (shared/loading/preloadable.ts). */
function preloadOf(element: ReactNode): (() => Promise<void>) | null {
  if (!isValidElement(element)) return null;
  const type = element.type as { preload?: unknown };
  return typeof type.preload === 'function' ? (type.preload as () => Promise<void>) : null;
}

/**
 * Fetches the code of every screen the matched routes show, so that the first render in the browser holds
 * the same tree as the server's, with nothing left to suspend (issue 36). A download that fails is left to
 * the render: its boundary then shows what it shows on any failed load.
 */
export async function loadScreensOf(matches: readonly { route: { element?: ReactNode } }[]): Promise<void> {
  await Promise.allSettled(matches.map((match) => preloadOf(match.route.element)?.()));
}
