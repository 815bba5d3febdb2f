/**
 * The server's entry (issue 24): renders the first screen of a public route for one provider, with React's
 * own server rendering, for the Node server to put into index.html. Built by `vite build --ssr` into
 * dist/ssr/; the browser's entry (main.tsx) hydrates what this renders.
 */
import { puzzleDayAt } from '@jdj/puzzles';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ProviderDto } from './shared/api/api-types.ts';
import { firstPaintDataBlock } from './shared/first-paint/first-paint-data.ts';
import { ServerRender } from './shared/first-paint/hydration.tsx';
import { ServerDayContext } from './shared/first-paint/server-day.ts';
import { pageTitle } from './app/page-title.ts';
import { ProviderLoader } from './app/provider/ProviderLoader.tsx';
import { AppRoutes, matchesOf } from './app/AppRoutes.tsx';
import { routeHandles } from './app/route-handle.ts';
import { buildRoutes } from './app/routes.tsx';
import { isGameImplemented } from './games/registry.ts';

export interface FirstScreen {
  /** The markup of #root. */
  html: string;
  /** The JSON data block the browser reads before hydrating (same provider, same first render). */
  data: string;
  /** The page's <title>, as the browser would set it. */
  title: string;
}

/**
 * The public routes whose first screen the server renders, with the source modules (keys of Vite's
 * manifest) whose CSS that screen needs besides the entry's; null for every other path (the plain shell).
 * Keep in step with app/routes.tsx, app/game-routes.tsx and games/registry.ts.
 */
export function firstScreenModules(path: string, provider: ProviderDto): string[] | null {
  if (path === '/') return [];
  if (path === '/login') return provider.features.includes('no_login') ? null : ['src/features/auth/LoginPage.tsx'];
  const slug = path.slice(1);
  if (provider.games.some((game) => game.slug === slug) && isGameImplemented(slug)) {
    return ['src/app/game-screens.ts', `src/games/${slug}/${slug}-game.tsx`];
  }
  return null;
}

/**
 * Renders `path` (no query string) for `provider`. Waits for every lazy screen of the route (prerender),
 * so the HTML holds the page, not its loading state. Throws when the route does not render a page (no
 * route, or an error): the caller then serves the plain shell.
 */
export async function render(path: string, provider: ProviderDto): Promise<FirstScreen> {
  const routes = buildRoutes();
  const matches = matchesOf(routes, path);
  if (matches.length === 0) throw new Error(`${path} matches no route`);
  // The day the markup shows, read before rendering it, for the browser's first render (the page is kept for
  // that day: see first-paint.ts).
  const day = { timeZone: provider.timezone, ...puzzleDayAt(Date.now(), provider.timezone) };
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <ServerRender>
        <ServerDayContext value={day}>
          <ProviderLoader initialSearch="" initialProvider={provider}>
            <StaticRouter location={path}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </ProviderLoader>
        </ServerDayContext>
      </ServerRender>
    </StrictMode>,
    {
      // Every boundary inline, however large: an outlined one is revealed by an inline script (CSP).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error inside a Suspense boundary would leave the client to render that part, through an inline
      // script the CSP refuses: a page with any error is no page.
      onError(error) {
        errors.push(error);
      },
    },
  );
  if (errors.length > 0) throw new Error(`${path} fails to render: ${errors.map(String).join('; ')}`);
  const html = await new Response(prelude).text();
  return {
    html,
    data: firstPaintDataBlock({ provider, day }),
    title: pageTitle(routeHandles(matches.map((match) => ({ handle: match.route.handle }))), provider),
  };
}
