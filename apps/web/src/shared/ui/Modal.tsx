import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../i18n/index.ts';
import { CloseIcon } from './icons.tsx';
import './modal.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openModals = 0;
let savedOverflow = '';

/** Page scroll stays locked while at least one modal is open (document 1 §2). */
function lockScroll(): () => void {
  if (openModals++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  return () => {
    if (--openModals === 0) document.body.style.overflow = savedOverflow;
  };
}

interface ModalProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Extra class of the panel. */
  className?: string;
  /** Element to focus first (default: the first focusable one). */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** CSS variables of the game (its colours): the modal is rendered outside the game screen. */
  style?: CSSProperties;
}

/**
 * A modal dialog: page scroll locked, focus kept inside (Tab wraps around), closed by Escape, by a click
 * on the backdrop or by the close button; focus goes back where it was when it closes.
 */
export function Modal({ title, onClose, children, className, initialFocus, style }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus placed once, when the dialog opens.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const first = initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current;
    first?.focus();
    return () => {
      unlock();
      if (previous?.isConnected) previous.focus();
    };
    // Runs once per opening: initialFocus is read at that moment only.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A modal opened above this one (in the React tree) handles its own keys.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || panel.current === null) return;
    const focusables = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusables.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusables[0] as HTMLElement;
    const last = focusables[focusables.length - 1] as HTMLElement;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="modal"
      style={style}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
      onKeyDown={onKeyDown}
    >
      <div ref={panel} className={`modal__panel ${className ?? ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button modal__close" aria-label={t('modal.close')} onClick={() => close.current()}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
