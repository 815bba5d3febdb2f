import { type FormEvent, useId, useState } from 'react';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { authCall } from '../../shared/account/auth-api.ts';
import { FormError, PasswordField } from '../../shared/account/form-fields.tsx';
import { toast } from '../../shared/toasts/toast-store.ts';
import { FormActions, OpenButton } from './form-parts.tsx';
import { useAction } from '../../shared/account/use-action.ts';

const EMPTY = { current: '', next: '', confirm: '' };

/** « Changer le mot de passe » (better-auth's change-password), the other devices signed out unless unticked. */
export function PasswordSection({ hasPassword, onChanged }: { hasPassword: boolean; onChanged(): void }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [revokeOthers, setRevokeOthers] = useState(true);
  const { busy, error, setError, run } = useAction();
  const errorId = useId();

  if (!hasPassword) return <p>{t('profile.password.none')}</p>;

  const change = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError('');
  };
  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setError('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.current || !values.next) {
      setError(t('auth.required'));
      return;
    }
    if (values.next !== values.confirm) {
      setError(t('auth.password-reset.error'));
      return;
    }
    void run(async () => {
      await authCall('change-password', { body: { currentPassword: values.current, newPassword: values.next, revokeOtherSessions: revokeOthers } });
      close();
      toast.success(revokeOthers ? t('profile.password.saved-revoked') : t('profile.password.saved'));
      onChanged();
    });
  };

  const common = { required: true, invalid: error !== '', describedBy: error ? errorId : undefined };
  return open ? (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <h3>{t('profile.password.change')}</h3>
      <PasswordField
        label={t('profile.password.current')}
        name="currentPassword"
        autoComplete="current-password"
        value={values.current}
        onValueChange={change('current')}
        {...common}
      />
      <PasswordField
        label={t('profile.password.new')}
        name="newPassword"
        autoComplete="new-password"
        hint={t('auth.register.password-hint')}
        value={values.next}
        onValueChange={change('next')}
        {...common}
      />
      <PasswordField
        label={t('profile.password.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirm}
        onValueChange={change('confirm')}
        {...common}
      />
      <label className="form-check">
        <input type="checkbox" checked={revokeOthers} onChange={(event) => setRevokeOthers(event.target.checked)} />
        {t('profile.password.revoke-others')}
      </label>
      <FormError id={errorId}>{error}</FormError>
      <FormActions submit={t('profile.password.submit')} busy={busy} onCancel={close} />
    </form>
  ) : (
    <OpenButton label={t('profile.password.change')} onOpen={() => setOpen(true)} />
  );
}
