import { useEffect, useState } from 'react';
import { BrowserRouter, type RouteObject } from 'react-router';
import type { ProviderDto } from '../shared/api/api-types.ts';
import { EMBED_BASENAME, isEmbedded } from '../shared/embed/embed-mode.ts';
import { appStarted } from '../shared/first-paint/after-start.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { ProviderLoader } from './provider/ProviderLoader.tsx';
import { buildRoutes } from './routes.tsx';

interface AppProps {
  /** The provider of the server-rendered page it hydrates. */
  initialProvider?: ProviderDto | undefined;
  /** The routes, when the page built them before the first render (to load the matched screens' code first). */
  routes?: RouteObject[] | undefined;
}

let frameStarted = false;
/**
 * In a partner's frame (issue 38): the page says so to its CSS, and the frame's height is told to the host
 * page; loaded only in a frame, the portal's own pages never download it.
 */
function startFrame(): void {
  if (frameStarted) return;
  frameStarted = true;
  document.documentElement.dataset.embed = '';
  void import('../shared/embed/frame-height.ts').then(({ reportFrameHeight }) => reportFrameHeight(document.getElementById('root') ?? document.body));
}

/** The app in the browser; under /embed, the same routes, every path inside /embed. */
export function App({ initialProvider, routes: given }: AppProps) {
  const embedded = isEmbedded();
  const [routes] = useState(() => {
    // Before the first render, as the data router did when it was made: the frame's CSS applies at once.
    if (embedded) startFrame();
    return given ?? buildRoutes();
  });
  // The first render is on screen: what waits for the end of the start (shared/first-paint/after-start.tsx) can follow.
  useEffect(appStarted, []);
  return (
    <ProviderLoader initialProvider={initialProvider}>
      <BrowserRouter {...(embedded ? { basename: EMBED_BASENAME } : {})}>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </ProviderLoader>
  );
}
