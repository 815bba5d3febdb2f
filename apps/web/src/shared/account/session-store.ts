import { create } from 'zustand';
import { readSessionUser } from './session-source.ts';
import type { SessionUser } from './session-user.ts';

interface SessionState {
  /** The signed-in player, or null for an anonymous visitor. */
  user: SessionUser | null;
  /** The session check of this page load has answered (or failed); protected routes wait for it. */
  checked: boolean;
  setUser(user: SessionUser | null): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  checked: false,
  setUser: (user) => set({ user, checked: true }),
}));

export function useSessionUser(): SessionUser | null {
  return useSessionStore((state) => state.user);
}

export function useSessionChecked(): boolean {
  return useSessionStore((state) => state.checked);
}

/**
 * Asks the server for the session and puts it in the store: after sign-in, sign-out, profile changes.
 * When the server cannot be reached, the known user is kept.
 */
export async function refreshSession(): Promise<SessionUser | null> {
  const user = await readSessionUser();
  const state = useSessionStore.getState();
  if (user === undefined) {
    useSessionStore.setState({ checked: true });
    return state.user;
  }
  state.setUser(user);
  return user;
}

let inFlight: Promise<unknown> | undefined;

/** The session check of the page load: once, unless the session is already known. */
export function startSessionCheck(): void {
  if (inFlight || useSessionStore.getState().checked) return;
  inFlight = refreshSession().finally(() => {
    inFlight = undefined;
  });
}
