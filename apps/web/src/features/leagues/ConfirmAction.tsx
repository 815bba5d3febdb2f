import { useRef, useState } from 'react';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';

interface ConfirmActionProps {
  label: string;
  /** The question asked before acting (what will happen). */
  question: string;
  onConfirm(): Promise<void>;
  danger?: boolean;
}

/**
 * A button whose action is asked again in place (« Confirmer » / « Annuler ») rather than in a dialog:
 * keyboard focus stays where the player is, and nothing covers the page.
 */
export function ConfirmAction({ label, question, onConfirm, danger = false }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAsking(false);
    queueMicrotask(() => opener.current?.focus());
  };
  if (!asking) {
    return (
      <button ref={opener} type="button" className={`button ${danger ? 'button--danger' : 'button--ghost'}`} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div className="league-confirm" role="group" aria-label={label}>
      <p className="league-confirm__question">{question}</p>
      <button
        type="button"
        className={`button ${danger ? 'button--danger' : 'button--primary'}`}
        disabled={busy}
        // biome-ignore lint/a11y/noAutofocus: the question replaces the button that asked it; the focus moves to its answer.
        autoFocus
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
      >
        {t('league.confirm')}
      </button>
      <button type="button" className="button button--ghost" onClick={close}>
        {t('league.cancel')}
      </button>
    </div>
  );
}
