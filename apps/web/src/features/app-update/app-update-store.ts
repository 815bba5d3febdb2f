import { create } from 'zustand';

interface AppUpdateState {
  /** A new service worker is installed and waiting. */
  needRefresh: boolean;
  /** Activates the waiting service worker; with `true`, reloads the page once it controls it. */
  updateServiceWorker: (reloadPage?: boolean) => Promise<void>;
  showUpdate(update: (reloadPage?: boolean) => Promise<void>): void;
  postpone(): void;
}

export const useAppUpdateStore = create<AppUpdateState>()((set) => ({
  needRefresh: false,
  updateServiceWorker: async () => {},
  showUpdate: (updateServiceWorker) => set({ needRefresh: true, updateServiceWorker }),
  postpone: () => set({ needRefresh: false }),
}));
