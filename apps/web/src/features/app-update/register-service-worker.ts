import { registerSW } from 'virtual:pwa-register';
import { isEmbedded } from '../../shared/embed/embed-mode.ts';
import { useAppUpdateStore } from './app-update-store.ts';

/**
 * Registers /sw.js (vite-plugin-pwa, registerType "prompt"). A waiting new version raises the update
 * prompt; being ready offline is only logged (document 1 §4). In development no worker is registered.
 */
export function registerServiceWorker(): void {
  // Not from a partner's frame (issue 38): no offline copy nor update prompt there, and often no storage at all.
  if (isEmbedded()) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      useAppUpdateStore.getState().showUpdate(updateServiceWorker);
    },
    onOfflineReady() {
      console.info('App ready to work offline');
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });
}
