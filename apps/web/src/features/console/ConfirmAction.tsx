import { useEffect, useId, useRef, useState } from 'react';
import { tc } from '../../i18n/fr-console.ts';

interface ConfirmActionProps {
  /** The button that asks first. */
  label: string;
  /** What will change, said before anything is sent. */
  question: string;
  /** The button that does it. */
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
  disabled?: boolean;
  danger?: boolean;
}

/**
 * A console action that asks first (issue 42): the button opens, in place, what will change with « Confirmer »
 * and « Annuler »; nothing is sent before the second click. In place rather than a dialog, so a phone keeps
 * the page it was reading.
 */
export function ConfirmAction({ label, question, confirmLabel, onConfirm, disabled = false, danger = false }: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <button type="button" className={`button ${danger ? 'button--danger' : 'button--ghost'}`} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  }
  return (
    <div className="console-confirm" role="group" aria-labelledby={id} tabIndex={-1} ref={panel}>
      <p id={id}>{question}</p>
      <p className="console__actions">
        <button
          type="button"
          className={`button ${danger ? 'button--danger' : 'button--primary'}`}
          disabled={disabled}
          onClick={() => {
            setOpen(false);
            void onConfirm();
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
          {tc('console.cancel')}
        </button>
      </p>
    </div>
  );
}
