import { act, render } from '@testing-library/react';
import { type Location, MemoryRouter, type NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { vi } from 'vitest';
import type { ProviderDto } from '../shared/api/api-types.ts';
import { ProviderLoader } from '../app/provider/ProviderLoader.tsx';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { buildRoutes } from '../app/routes.tsx';
import { appStarted } from '../shared/first-paint/after-start.tsx';
import type { ScreensOf } from '../app/game-routes.tsx';
import type { GameEntry, GameRegistry } from '../games/registry.ts';

export interface ApiMock {
  /** Providers by requested slug ('' for no slug). A missing entry answers with the '' one. */
  providers?: Record<string, ProviderDto>;
  /** Health check version, or an HTTP status to fail with. */
  health?: string | number;
  /** Makes every call fail as if the network were down. */
  offline?: boolean;
  /** Answers other calls (game, score and tracking routes); undefined falls through to the defaults. */
  handle?: (url: URL, init?: RequestInit) => Response | undefined | Promise<Response | undefined>;
}

/** Stubs fetch with the few API calls the shell makes (jsdom unit tests only; e2e uses the real server). */
export function mockApi(api: ApiMock) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (api.offline) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://localhost');
    const handled = await api.handle?.(url, init);
    if (handled) return handled;
    if (url.pathname === '/api/providers/current') {
      const slug = url.searchParams.get('provider') ?? '';
      const provider = api.providers?.[slug] ?? api.providers?.[''];
      return provider ? Response.json({ code: 200, data: provider }) : Response.json({ code: 500, message: 'Erreur' }, { status: 500 });
    }
    if (url.pathname === '/api/health') {
      return typeof api.health === 'string'
        ? Response.json({ code: 200, data: { version: api.health } })
        : Response.json({ code: api.health ?? 503, message: 'Indisponible' }, { status: api.health ?? 503 });
    }
    // A new player: no scores yet; tracking events are accepted.
    if (url.pathname === '/api/scores' && (init?.method ?? 'GET') === 'GET') {
      return Response.json({ code: 200, data: { scores: [], streak: 0, streakDays: [], today: '2026-11-21' } });
    }
    if (url.pathname === '/api/tracking') return Response.json({ code: 200, data: { id: 'event' } }, { status: 201 });
    // No third-party measurement configured: no consent banner.
    if (url.pathname === '/api/site-config') return Response.json({ code: 200, data: { measurement_id: null } });
    // Sign-in options of a server without a third-party provider.
    if (url.pathname === '/api/auth-config') return Response.json({ code: 200, data: { emailAndPassword: true, oidc: null } });
    return Response.json({ code: 404, message: 'Introuvable' }, { status: 404 });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** Where the app's router is, as a test reads it, and a way to go elsewhere as a link would. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: string): Promise<void>;
}

/** Keeps `router` up to date with the router's location, from inside it. */
function RouterProbe({ router }: { router: { state?: TestRouter['state']; go?: (to: string) => void | Promise<void> } }) {
  router.state = { location: useLocation(), historyAction: useNavigationType() };
  router.go = useNavigate();
  return null;
}

/** The whole app (provider loading, layout, guards, routes) at a URL, in a memory router. */
export function renderApp(url: string, { registry = {}, screensOf }: { registry?: GameRegistry; screensOf?: ScreensOf } = {}) {
  const routes = buildRoutes(registry, screensOf);
  // As App does once its first render is on screen: what waits for the end of the start (banners) follows.
  appStarted();
  const search = new URL(url, 'http://localhost').search;
  const probe: { state?: TestRouter['state']; go?: (to: string) => void | Promise<void> } = {};
  const view = render(
    <ProviderLoader initialSearch={search}>
      <MemoryRouter initialEntries={[url]}>
        <RouterProbe router={probe} />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </ProviderLoader>,
  );
  const router: TestRouter = {
    get state() {
      if (probe.state === undefined) throw new Error('the router has not rendered yet');
      return probe.state;
    },
    navigate: async (to) => {
      await act(async () => {
        await probe.go?.(to);
      });
    },
  };
  return { router, ...view };
}

/** A game in the registry whose own chunk never loads: for screens that only need to know it is offered. */
export const unloadedGame: GameEntry = { calendar: 'week', load: () => new Promise(() => {}) };

/** The shared game screens' chunk, for tests that want it loaded before they time anything. */
export { loadGameScreens } from '../app/game-routes.tsx';
