import { create } from 'zustand';
import { readInitialSessionUser } from './session-source.ts';
import type { SessionUser } from './session-user.ts';

interface SessionState {
  /** The signed-in player, or null for an anonymous visitor. */
  user: SessionUser | null;
  setUser(user: SessionUser | null): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: readInitialSessionUser(),
  setUser: (user) => set({ user }),
}));

export function useSessionUser(): SessionUser | null {
  return useSessionStore((state) => state.user);
}
