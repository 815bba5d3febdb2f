import { create } from 'zustand';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface InstallPromptState {
  /** The captured prompt, usable once; null when the browser offered none. */
  deferredPrompt: BeforeInstallPromptEvent | null;
  installed: boolean;
  setDeferredPrompt(event: BeforeInstallPromptEvent | null): void;
  markInstalled(): void;
}

export const useInstallPromptStore = create<InstallPromptState>()((set) => ({
  deferredPrompt: null,
  installed: false,
  setDeferredPrompt: (deferredPrompt) => set({ deferredPrompt }),
  markInstalled: () => set({ installed: true, deferredPrompt: null }),
}));

/**
 * Listens for the browser's install prompt as early as possible (it can fire before React renders) and
 * keeps it for the banner's "Installer" button instead of the browser's own mini-infobar.
 */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPromptStore.getState().setDeferredPrompt(event as BeforeInstallPromptEvent);
  });
  win.addEventListener('appinstalled', () => useInstallPromptStore.getState().markInstalled());
}
