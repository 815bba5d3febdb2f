import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ProviderDto } from '../app/api-types.ts';
import { ProviderLoader } from '../app/provider/ProviderLoader.tsx';
import { buildRoutes } from '../app/routes.tsx';
import type { GameRegistry } from '../games/registry.ts';

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
      return provider
        ? Response.json({ code: 200, data: provider })
        : Response.json({ code: 500, message: 'Erreur' }, { status: 500 });
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

/** The whole app (provider loading, layout, guards, routes) at a URL, in a memory router. */
export function renderApp(url: string, { registry = {} }: { registry?: GameRegistry } = {}) {
  const router = createMemoryRouter(buildRoutes(registry), { initialEntries: [url] });
  const search = new URL(url, 'http://localhost').search;
  const view = render(
    <ProviderLoader initialSearch={search}>
      <RouterProvider router={router} />
    </ProviderLoader>,
  );
  return { router, ...view };
}
