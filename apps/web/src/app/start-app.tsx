import { StrictMode, startTransition } from 'react';
import type { RootOptions } from 'react-dom/client';
import type { FirstPaintData } from '../shared/first-paint/first-paint-data.ts';
import { Hydration } from '../shared/first-paint/hydration.tsx';
import { ServerDayContext } from '../shared/first-paint/server-day.ts';
import { App } from './App.tsx';
import { matchesOf } from './AppRoutes.tsx';
import { buildRoutes } from './routes.tsx';
import { loadScreensOf } from './screen-code.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Whether the page holds a server-rendered first screen the app can take over as it is. */
function adoptable(container: HTMLElement, firstPaint: FirstPaintData | null, requestedSlug: string | null): firstPaint is FirstPaintData {
  return firstPaint !== null && container.hasChildNodes() && (requestedSlug ?? firstPaint.provider.slug) === firstPaint.provider.slug;
}

/**
 * Starts the app in `container`. The server rendered the first screen (issue 24): the app hydrates it,
 * unless this visit asks for another provider than the one it was rendered with (a slug remembered from an
 * earlier page of the tab); then, as on a page without a first screen, it renders anew. Resolves once the
 * first render has been asked for.
 */
export async function startApp(
  container: HTMLElement,
  firstPaint: FirstPaintData | null,
  requestedSlug: string | null,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<void> {
  // React DOM's client is evaluated in a task of its own (vite.config.ts preloads it with the entry).
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  if (!adoptable(container, firstPaint, requestedSlug)) {
    container.replaceChildren();
    createRoot(container, options).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // React adopts the server's DOM only if its first render is the server's tree exactly: the routes' screens
  // are loaded before it, since a screen that suspends while hydrating is thrown away at the first update
  // that reaches it, and rendered again from nothing (a blank flash, issue 36).
  // Each step in a task of its own: on a phone every one is tens of milliseconds, and the browser can paint
  // and answer a tap between them (Lighthouse's blocking time).
  await nextTask();
  const routes = buildRoutes();
  await loadScreensOf(matchesOf(routes, location.pathname));
  await nextTask();
  // As a transition, the hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: the screen is already painted, and a tap meanwhile stays responsive.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Hydration>
          <ServerDayContext value={firstPaint.day ?? null}>
            <App initialProvider={firstPaint.provider} routes={routes} />
          </ServerDayContext>
        </Hydration>
      </StrictMode>,
      options,
    );
  });
}
