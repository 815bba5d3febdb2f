import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/account/session-store.ts';
import { mockApi, renderApp } from '../test/render-app.tsx';
import { testProvider } from '../test/fixtures.ts';

/** Page views count the provider's audience (issue 42): a signed-in administrator or publisher sends none. */
const account = (role: string | null) => ({
  id: 'u1',
  email: 'equipe@example.fr',
  emailVerified: true,
  name: 'Grace Hopper',
  first_name: 'Grace',
  last_name: 'Hopper',
  username: 'ghopper',
  phone: null,
  twoFactorEnabled: true,
  role,
  createdAt: '2026-11-20T17:00:00.000Z',
  updatedAt: '2026-11-20T17:00:00.000Z',
});
const session = { id: 's', userId: 'u1', createdAt: '2026-11-20T17:00:00.000Z', updatedAt: '2026-11-20T17:00:00.000Z', expiresAt: '2026-12-20T17:00:00.000Z' };

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, checked: false });
});

describe('page views and staff', () => {
  it.each([
    ['a player sends its page view', 'user', 1],
    ['an administrator sends none', 'admin', 0],
    ['a publisher sends none', 'publisher', 0],
  ])('on the home page, %s', async (_who, role, expected) => {
    const views: string[] = [];
    mockApi({
      providers: { '': testProvider() },
      handle: async (url, init) => {
        if (url.pathname === '/api/auth/get-session') return Response.json({ session, user: account(role) });
        if (url.pathname === '/api/tracking') views.push(String(init?.body));
        return undefined;
      },
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Les jeux du jour' });
    await waitFor(() => expect(useSessionStore.getState().user?.email).toBe('equipe@example.fr'));
    // The view of a player is sent once its session is known; a staff member's never is.
    if (expected > 0) await waitFor(() => expect(views.filter((v) => v.includes('"page_view"')).length).toBeGreaterThan(0));
    else expect(views.filter((v) => v.includes('"page_view"'))).toEqual([]);
  });
});
