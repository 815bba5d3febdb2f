import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, useSessionStore } from './session-store.ts';

const account = {
  id: 'u1',
  email: 'marie@example.fr',
  emailVerified: false,
  name: 'Marie Curie',
  first_name: 'Marie',
  last_name: 'Curie',
  username: 'mcurie',
  phone: null,
  twoFactorEnabled: false,
  createdAt: '2026-11-20T17:00:00.000Z',
  updatedAt: '2026-11-20T17:00:00.000Z',
};
/** The session half of get-session's answer (without its token nor address). */
const session = { id: 's', userId: 'u1', createdAt: '2026-11-20T17:00:00.000Z', updatedAt: '2026-11-20T17:00:00.000Z', expiresAt: '2026-12-20T17:00:00.000Z' };
const known = { id: 'u1', email: 'marie@example.fr', first_name: 'Marie', last_name: 'Curie', username: 'mcurie', verified: true };

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, checked: false });
});

describe('session check', () => {
  it('fills the store from GET /api/auth/get-session', async () => {
    const spy = vi.fn(async () => Response.json({ session, user: account }));
    vi.stubGlobal('fetch', spy);
    await refreshSession();
    expect(spy).toHaveBeenCalledWith('/api/auth/get-session', expect.objectContaining({ credentials: 'same-origin' }));
    expect(useSessionStore.getState()).toMatchObject({ checked: true, user: { ...known, verified: false } });
  });

  it('clears an invalid or expired session (the server answers null)', async () => {
    useSessionStore.setState({ user: known });
    vi.stubGlobal('fetch', async () => Response.json(null));
    await refreshSession();
    expect(useSessionStore.getState()).toMatchObject({ checked: true, user: null });
  });

  it('keeps what it knows when the server cannot be reached', async () => {
    useSessionStore.setState({ user: known });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await refreshSession();
    expect(useSessionStore.getState()).toMatchObject({ checked: true, user: known });
  });
});
