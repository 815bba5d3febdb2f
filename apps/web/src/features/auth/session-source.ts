import type { SessionUser } from './session-user.ts';

/**
 * AUTH PLUG-IN POINT. Player accounts are not built yet, so there is never a session.
 * The accounts work (better-auth) replaces this function with a read of the real session, and calls
 * `useSessionStore.getState().setUser()` on sign-in, sign-out and session refresh.
 */
export function readInitialSessionUser(): SessionUser | null {
  return null;
}
