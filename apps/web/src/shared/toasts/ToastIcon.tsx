import type { ToastType } from './toast-store.ts';

const PATHS: Record<ToastType, string> = {
  // i in a circle
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  // check in a circle
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.6 14.2-4.1-4.1 1.4-1.4 2.7 2.7 5.8-5.8 1.4 1.4-7.2 7.2Z',
  // exclamation in a triangle
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  // cross in a circle
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.3 12.9-1.4 1.4-2.9-2.9-2.9 2.9-1.4-1.4 2.9-2.9-2.9-2.9 1.4-1.4 2.9 2.9 2.9-2.9 1.4 1.4-2.9 2.9 2.9 2.9Z',
};

export function ToastIcon({ type }: { type: ToastType }) {
  return (
    <svg className="toast__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[type]} />
    </svg>
  );
}
