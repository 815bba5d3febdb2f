import type { ComponentProps } from 'react';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { TextField } from '../../shared/account/form-fields.tsx';

/** The submit button of a profile form and « Annuler » beside it. */
export function FormActions({ submit, busy, onCancel, danger = false }: { submit: string; busy: boolean; onCancel(): void; danger?: boolean }) {
  return (
    <div className="auth-actions">
      <button type="submit" className={`button ${danger ? 'button--danger' : 'button--primary'}`} disabled={busy}>
        {submit}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('profile.cancel')}
      </button>
    </div>
  );
}

/** The button that opens a profile form. */
export function OpenButton({ label, onOpen, danger = false }: { label: string; onOpen(): void; danger?: boolean }) {
  return (
    <div className="auth-actions">
      <button type="button" className={`button ${danger ? 'button--danger' : 'button--ghost'}`} onClick={onOpen}>
        {label}
      </button>
    </div>
  );
}

/** The 6-digit code of an authenticator app (set-up, account deletion). */
export function TotpCodeField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'name'>) {
  return (
    <TextField
      label={t('profile.two-factor.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      {...props}
    />
  );
}
