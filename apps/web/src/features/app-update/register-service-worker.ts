import { registerSW } from 'virtual:pwa-register';
import { useAppUpdateStore } from './app-update-store.ts';

/**
 * Registers /sw.js (vite-plugin-pwa, registerType "prompt"). A waiting new version raises the update
 * prompt; being ready offline is only logged (document 1 §4). In development no worker is registered.
 */
export function registerServiceWorker(): void {
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
