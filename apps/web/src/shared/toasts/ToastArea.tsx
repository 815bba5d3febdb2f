import { useEffect } from 'react';
import { t } from '../../i18n/index.ts';
import { ToastIcon } from './ToastIcon.tsx';
import { useToastStore, type Toast } from './toast-store.ts';
import './toasts.css';

/** How long a toast stays before closing by itself. */
export const TOAST_DURATION_MS = 5000;

const TYPE_LABEL = {
  info: 'toast.type.info',
  success: 'toast.type.success',
  warning: 'toast.type.warning',
  error: 'toast.type.error',
} as const;

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onClose]);

  return (
    <li>
      <button type="button" className={`toast toast--${toast.type}`} onClick={() => onClose(toast.id)} title={t('toast.close')}>
        <ToastIcon type={toast.type} />
        <span className="visually-hidden">
          {t(TYPE_LABEL[toast.type])}
          {'\u00a0: '}
        </span>
        <span className="toast__message">{toast.message}</span>
      </button>
    </li>
  );
}

/** The last toasts, newest at the bottom; a click (or Enter) on one closes it. */
export function ToastArea() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className="toast-area" role="status" aria-live="polite">
      <ul className="toast-area__list">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} onClose={dismiss} />
        ))}
      </ul>
    </div>
  );
}
